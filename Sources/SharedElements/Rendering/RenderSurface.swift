import Foundation

/// A window of premultiplied RGBA8 pixels placed in device space: pixel `(x, y)` of the device
/// lives at `pixels[(y - rect.y0) * rect.width + (x - rect.x0)]`. Offscreen groups and shadow
/// sources are surfaces too, so drawing code always works in device coordinates.
package final class RenderSurface {
    package let rect: PixelRect
    package let pixels: UnsafeMutablePointer<UInt32>
    private var owned: Bool
    /// How many pixels the buffer holds (at least the rect's).
    private let capacity: Int

    /// A new transparent surface.
    package init(rect: PixelRect) {
        self.rect = rect
        let n = max(rect.width * rect.height, 1)
        pixels = .allocate(capacity: n)
        pixels.initialize(repeating: 0, count: n)
        owned = true
        capacity = n
    }

    /// A surface that owns `pixels` (`capacity` of them, its rect's already cleared), handed over
    /// from a surface that ended.
    package init(rect: PixelRect, adopting pixels: UnsafeMutablePointer<UInt32>, capacity: Int) {
        self.rect = rect
        self.pixels = pixels
        self.capacity = capacity
        owned = true
    }

    /// Hands the buffer over (with its capacity) when the surface owns it; the surface must not
    /// be drawn to afterwards. `nil` for a surface over borrowed memory.
    package func takeBuffer() -> (UnsafeMutablePointer<UInt32>, Int)? {
        guard owned else { return nil }
        owned = false
        return (pixels, capacity)
    }

    /// A surface over memory someone else owns for the surface's lifetime.
    package init(rect: PixelRect, borrowing pixels: UnsafeMutablePointer<UInt32>) {
        self.rect = rect
        self.pixels = pixels
        owned = false
        capacity = max(rect.width * rect.height, 1)
    }

    deinit { if owned { pixels.deallocate() } }

    @inline(__always)
    package func row(_ y: Int) -> UnsafeMutablePointer<UInt32> {
        pixels + (y - rect.y0) * rect.width - rect.x0
    }
}

/// A coverage mask in device space that limits drawing (the rounded bounds of masking layers).
package final class ClipMask {
    package let rect: PixelRect
    package let coverage: UnsafeMutablePointer<UInt8>

    package init(rect: PixelRect) {
        self.rect = rect
        let n = max(rect.width * rect.height, 1)
        coverage = .allocate(capacity: n)
        coverage.initialize(repeating: 0, count: n)
    }

    deinit { coverage.deallocate() }

    @inline(__always)
    package func row(_ y: Int) -> UnsafeMutablePointer<UInt8> {
        coverage + (y - rect.y0) * rect.width - rect.x0
    }
}

/// Where drawing may go: a pixel rectangle and, inside it, an optional coverage mask.
package struct ClipRegion {
    package var rect: PixelRect
    package var mask: ClipMask?

    package init(rect: PixelRect, mask: ClipMask? = nil) {
        self.rect = rect
        self.mask = mask
    }
}
