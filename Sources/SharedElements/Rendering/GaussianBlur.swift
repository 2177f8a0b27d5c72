import Foundation

/// A separable Gaussian blur of an 8-bit plane, with edges treated as transparent.
///
/// The kernel is `2r + 1` integer weights (`r = ⌈3σ⌉`, at most 512) summing to about 2^16,
/// symmetric about its centre; each pass sums whole rows of products at once, so the loops run
/// over contiguous memory in SIMD lanes. The sums are exact integers, so the result does not
/// depend on the order they are taken in (the tests check it against a pixel-by-pixel sum).
package enum GaussianBlur {
    /// Blurs `plane` (`width * height` bytes) in place with standard deviation `sigma` pixels.
    package static func blur(_ plane: inout [UInt8], width: Int, height: Int, sigma: Double) {
        guard sigma > 0.05, width > 0, height > 0, sigma.isFinite, plane.count >= width * height else { return }
        let k = kernel(sigma: sigma)
        let radius = k.count - 1
        let line = max(width, height)
        // A zero-padded copy of one row, and one row of sums.
        let padded = UnsafeMutablePointer<UInt8>.allocate(capacity: line + 2 * radius)
        defer { padded.deallocate() }
        padded.initialize(repeating: 0, count: line + 2 * radius)
        let sums = UnsafeMutablePointer<UInt32>.allocate(capacity: line)
        defer { sums.deallocate() }
        var temp = [UInt8](repeating: 0, count: width * height)
        plane.withUnsafeMutableBufferPointer { src in
            temp.withUnsafeMutableBufferPointer { tmp in
                k.withUnsafeBufferPointer { k in
                    horizontal(from: src.baseAddress!, to: tmp.baseAddress!, width: width, height: height, k, padded, sums)
                    vertical(from: tmp.baseAddress!, to: src.baseAddress!, width: width, height: height, k, sums)
                }
            }
        }
    }

    /// The half kernel: `k[d]` weighs the pixels `d` away (`d = 0...r`), in 2^16ths.
    package static func kernel(sigma: Double) -> [UInt32] {
        let radius = min(Int((3 * sigma).rounded(.up)), 512)
        let weights = (0...(2 * radius)).map { i -> Double in
            let d = Double(i - radius)
            return exp(-d * d / (2 * sigma * sigma))
        }
        let total = weights.reduce(0, +)
        // The full kernel is symmetric (the same doubles on both sides), so its right half is it.
        return weights[radius...].map { UInt32(($0 / total * 65536).rounded()) }
    }

    /// One row of sums to 8-bit values, rounded, at most 255.
    @inline(__always)
    private static func store(_ sums: UnsafeMutablePointer<UInt32>, count: Int, to d: UnsafeMutablePointer<UInt8>) {
        for i in 0..<count { d[i] = UInt8(truncatingIfNeeded: min(255, (sums[i] &+ 32768) &>> 16)) }
    }

    private static func horizontal(
        from src: UnsafeMutablePointer<UInt8>, to dst: UnsafeMutablePointer<UInt8>, width w: Int, height h: Int,
        _ k: UnsafeBufferPointer<UInt32>, _ padded: UnsafeMutablePointer<UInt8>, _ sums: UnsafeMutablePointer<UInt32>
    ) {
        let r = k.count - 1
        let centre = padded + r
        for y in 0..<h {
            let s = src + y * w, d = dst + y * w
            // A transparent row stays transparent.
            var any: UInt8 = 0
            for i in 0..<w { any |= s[i] }
            if any == 0 {
                d.update(repeating: 0, count: w)
                continue
            }
            centre.update(from: s, count: w)
            let k0 = k[0]
            for i in 0..<w { sums[i] = UInt32(centre[i]) &* k0 }
            for t in stride(from: 1, through: r, by: 1) {
                let kt = k[t]
                let left = centre - t, right = centre + t
                for i in 0..<w { sums[i] &+= (UInt32(left[i]) &+ UInt32(right[i])) &* kt }
            }
            store(sums, count: w, to: d)
        }
    }

    private static func vertical(
        from src: UnsafeMutablePointer<UInt8>, to dst: UnsafeMutablePointer<UInt8>, width w: Int, height h: Int,
        _ k: UnsafeBufferPointer<UInt32>, _ sums: UnsafeMutablePointer<UInt32>
    ) {
        let r = k.count - 1
        for y in 0..<h {
            let c = src + y * w
            let k0 = k[0]
            for i in 0..<w { sums[i] = UInt32(c[i]) &* k0 }
            for t in stride(from: 1, through: r, by: 1) {
                let kt = k[t]
                let up = y - t, down = y + t
                if up < 0 && down >= h { break }
                if up >= 0 && down < h {
                    let a = src + up * w, b = src + down * w
                    for i in 0..<w { sums[i] &+= (UInt32(a[i]) &+ UInt32(b[i])) &* kt }
                } else {
                    let a = src + (up >= 0 ? up : down) * w
                    for i in 0..<w { sums[i] &+= UInt32(a[i]) &* kt }
                }
            }
            store(sums, count: w, to: dst + y * w)
        }
    }
}
