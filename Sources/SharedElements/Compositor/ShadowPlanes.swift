import Foundation

/// The blurred alpha planes of shadows, shared by the bands of one render: the first band to
/// reach a shadow renders and blurs its source, the others wait for that plane and use it, so a
/// shadow costs one blur however many bands it crosses. A plane depends only on its layer (whose
/// tree does not change during the render), the source region and resolution and the blur, never
/// on a band's clip, so whichever band makes it, every band draws the same pixels.
///
/// A band holds a plane's lock only while making it, and making a layer's plane reaches only the
/// shadows of its sublayers: locks are taken from ancestors to descendants, never in a cycle.
package final class ShadowPlanes: @unchecked Sendable {
    package struct Key: Hashable {
        var layer: ObjectIdentifier
        var width: Int, height: Int
        var scale: CGFloat, sigma: CGFloat, x: CGFloat, y: CGFloat
    }

    private final class Entry {
        let lock = NSLock()
        var plane: [UInt8]?
    }

    private let lock = NSLock()
    private var entries: [Key: Entry] = [:]

    package init() {}

    /// The plane for `key`: made by `make` on the first call, waited for by calls from other
    /// threads while it is being made.
    func plane(_ key: Key, make: () -> [UInt8]) -> [UInt8] {
        lock.lock()
        let entry: Entry
        let isNew: Bool
        if let e = entries[key] {
            entry = e
            isNew = false
        } else {
            entry = Entry()
            entries[key] = entry
            isNew = true
            entry.lock.lock()  // before anyone else can find it
        }
        lock.unlock()
        if isNew {
            let made = make()
            entry.plane = made
            entry.lock.unlock()
            return made
        }
        entry.lock.lock()
        defer { entry.lock.unlock() }
        return entry.plane ?? make()
    }
}

extension CompositorPass {
    /// The blurred alpha plane of `layer`'s shadow source, from the render's shared planes when
    /// it is drawn in bands, else from the planes kept for shadows inside shadow sources
    /// (``nestedShadowPlanes``), else made by `make` (and kept when it is such a shadow).
    func shadowPlane(
        _ layer: Layer, region: CGRect, scale: CGFloat, sigma: CGFloat, width: Int, height: Int, make: () -> [UInt8]
    ) -> [UInt8] {
        let key = ShadowPlanes.Key(layer: ObjectIdentifier(layer), width: width, height: height, scale: scale, sigma: sigma,
                                   x: region.minX, y: region.minY)
        if let shadowPlanes { return shadowPlanes.plane(key, make: make) }
        if let kept = nestedShadowPlanes[key] { return kept }
        let made = make()
        if shadowSourceDepth > 0, nestedShadowPlaneBytes + made.count <= CompositorPass.nestedShadowPlaneLimit {
            nestedShadowPlanes[key] = made
            nestedShadowPlaneBytes += made.count
        }
        return made
    }
}
