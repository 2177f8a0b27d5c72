import Foundation

/// A window of premultiplied RGBA8 pixels placed in device space: pixel `(x, y)` of the device
/// lives at `pixels[(y - rect.y0) * rect.width + (x - rect.x0)]`. Offscreen groups and shadow
/// sources are surfaces too, so drawing code always works in device coordinates.
final class RenderSurface {
    let rect: PixelRect
    let pixels: UnsafeMutablePointer<UInt32>
    private let owned: Bool

    /// A new transparent surface.
    init(rect: PixelRect) {
        self.rect = rect
        let n = max(rect.width * rect.height, 1)
        pixels = .allocate(capacity: n)
        pixels.initialize(repeating: 0, count: n)
        owned = true
    }

    /// A surface over memory someone else owns for the surface's lifetime.
    init(rect: PixelRect, borrowing pixels: UnsafeMutablePointer<UInt32>) {
        self.rect = rect
        self.pixels = pixels
        owned = false
    }

    deinit { if owned { pixels.deallocate() } }

    @inline(__always)
    func row(_ y: Int) -> UnsafeMutablePointer<UInt32> {
        pixels + (y - rect.y0) * rect.width - rect.x0
    }
}

/// A coverage mask in device space that limits drawing (the rounded bounds of masking layers).
final class ClipMask {
    let rect: PixelRect
    let coverage: UnsafeMutablePointer<UInt8>

    init(rect: PixelRect) {
        self.rect = rect
        let n = max(rect.width * rect.height, 1)
        coverage = .allocate(capacity: n)
        coverage.initialize(repeating: 0, count: n)
    }

    deinit { coverage.deallocate() }

    @inline(__always)
    func row(_ y: Int) -> UnsafeMutablePointer<UInt8> {
        coverage + (y - rect.y0) * rect.width - rect.x0
    }
}

/// Where drawing may go: a pixel rectangle and, inside it, an optional coverage mask.
struct ClipRegion {
    var rect: PixelRect
    var mask: ClipMask?
}
