import Foundation

/// A separable Gaussian blur of an 8-bit plane, with edges treated as transparent.
package enum GaussianBlur {
    /// Blurs `plane` (`width * height` bytes) in place with standard deviation `sigma` pixels.
    package static func blur(_ plane: inout [UInt8], width: Int, height: Int, sigma: Double) {
        guard sigma > 0.05, width > 0, height > 0, sigma.isFinite else { return }
        let radius = min(Int((3 * sigma).rounded(.up)), 512)
        // Integer weights summing to 2^16.
        var weights = (0...(2 * radius)).map { i -> Double in
            let d = Double(i - radius)
            return exp(-d * d / (2 * sigma * sigma))
        }
        let total = weights.reduce(0, +)
        weights = weights.map { $0 / total }
        let fixed = weights.map { UInt32(($0 * 65536).rounded()) }
        var temp = [UInt8](repeating: 0, count: width * height)
        plane.withUnsafeMutableBufferPointer { src in
            temp.withUnsafeMutableBufferPointer { tmp in
                fixed.withUnsafeBufferPointer { k in
                    pass(from: src.baseAddress!, to: tmp.baseAddress!, count: width, lines: height, step: 1, lineStep: width, k, radius)
                    pass(from: tmp.baseAddress!, to: src.baseAddress!, count: height, lines: width, step: width, lineStep: 1, k, radius)
                }
            }
        }
    }

    private static func pass(
        from src: UnsafeMutablePointer<UInt8>, to dst: UnsafeMutablePointer<UInt8>, count: Int, lines: Int,
        step: Int, lineStep: Int, _ k: UnsafeBufferPointer<UInt32>, _ radius: Int
    ) {
        for line in 0..<lines {
            let s = src + line * lineStep, d = dst + line * lineStep
            for i in 0..<count {
                var acc: UInt32 = 0
                let lo = max(0, i - radius), hi = min(count - 1, i + radius)
                var j = lo
                while j <= hi {
                    acc &+= UInt32(s[j * step]) &* k[j - i + radius]
                    j += 1
                }
                d[i * step] = UInt8(min(255, (acc + 32768) >> 16))
            }
        }
    }
}
