internal import SharedElementsKernels

/// Sums over runs of packed pixels that whole-frame measures are made of (the transition
/// linter's frame difference and mean luminance): one pass over contiguous memory, in a C kernel
/// where the CPU has one (see ``PixelKernels``), with the same result on every path.
///
/// ```swift
/// let a: [UInt32] = [0xFF00_0000, 0xFF10_2030], b: [UInt32] = [0xFF00_0000, 0xFF10_2000]
/// let d = PixelMeasures.differenceSum(a, b, count: 2)   // 0x30 = 48
/// ```
package enum PixelMeasures {
    /// The sum over `count` pixel pairs of the largest difference between their four channels
    /// (each 0...255).
    package static func differenceSum(_ a: UnsafePointer<UInt32>, _ b: UnsafePointer<UInt32>, count: Int,
                                      path: PixelKernels.Path = PixelKernels.fastest) -> UInt64 {
        guard count > 0 else { return 0 }
        var result: UInt64 = 0
        if path != .swift && sek_difference_sum(a, b, count, &result, path.rawValue) != 0 { return result }
        for i in 0..<count { result &+= UInt64(largestChannelDifference(a[i], b[i])) }
        return result
    }

    /// The sum over `count` pixels of 54 r + 183 g + 19 b (the Rec. 709 weights in 256ths; red
    /// is the low byte), each at most 65,280.
    package static func luminanceSum(_ p: UnsafePointer<UInt32>, count: Int,
                                     path: PixelKernels.Path = PixelKernels.fastest) -> UInt64 {
        guard count > 0 else { return 0 }
        var result: UInt64 = 0
        if path != .swift && sek_luminance_sum(p, count, &result, path.rawValue) != 0 { return result }
        for i in 0..<count {
            let v = p[i]
            let r: UInt32 = v & 0xFF, g: UInt32 = (v >> 8) & 0xFF, b: UInt32 = (v >> 16) & 0xFF
            result &+= UInt64(54 &* r &+ 183 &* g &+ 19 &* b)
        }
        return result
    }

    /// The largest difference between two packed pixels' channels, 0...255.
    @inline(__always)
    package static func largestChannelDifference(_ x: UInt32, _ y: UInt32) -> UInt32 {
        @inline(__always) func d(_ shift: UInt32) -> UInt32 {
            let u = (x >> shift) & 0xFF, v = (y >> shift) & 0xFF
            return u > v ? u - v : v - u
        }
        return max(max(d(0), d(8)), max(d(16), d(24)))
    }
}
