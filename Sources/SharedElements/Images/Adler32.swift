internal import SharedElementsKernels

/// The Adler-32 checksum that closes every zlib stream (RFC 1950, section 8.2).
///
/// ```swift
/// let sum = Adler32.checksum(Array("Wikipedia".utf8))   // 0x11E60398
/// ```
public struct Adler32: Sendable, Equatable {
    /// The checksum of everything fed so far.
    public private(set) var value: UInt32 = 1

    /// A checksum of no bytes (1).
    public init() {}

    /// Adds bytes to the running checksum.
    public mutating func update(_ bytes: UnsafeRawBufferPointer) {
        value = Adler32.update(value, bytes)
    }

    /// The Adler-32 of `bytes`.
    public static func checksum(_ bytes: [UInt8]) -> UInt32 {
        bytes.withUnsafeBytes { update(1, $0) }
    }

    /// Continues `adler` (1 for a fresh checksum) over `bytes`.
    ///
    /// Eight bytes at a time: with `s` their sum and `w` their sum weighted 8, 7, ..., 1, the
    /// running sums move as `b += 8a + w; a += s`. `s` and `w` come from two multiplications of
    /// the even and odd bytes spread into 16-bit lanes, whose top lane collects the dot product.
    ///
    /// `path` picks the code (see ``PixelKernels``): on an x86-64 CPU with AVX2, a C kernel
    /// takes 32 bytes at a time; every path gives the same checksum.
    package static func update(_ adler: UInt32, _ bytes: UnsafeRawBufferPointer,
                               path: PixelKernels.Path = PixelKernels.fastest) -> UInt32 {
        guard let base = bytes.baseAddress else { return adler }
        var result: UInt32 = 0
        if path != .swift && sek_adler32(adler, base.assumingMemoryBound(to: UInt8.self), bytes.count, &result, path.rawValue) != 0 {
            return result
        }
        let p = base.assumingMemoryBound(to: UInt8.self)
        var a = UInt64(adler & 0xFFFF), b = UInt64(adler >> 16)
        var i = 0
        let n = bytes.count
        let lanes: UInt64 = 0x00FF_00FF_00FF_00FF
        let ones: UInt64 = 0x0001_0001_0001_0001
        let evenWeights: UInt64 = 2 | 4 << 16 | 6 << 32 | 8 << 48
        let oddWeights: UInt64 = 1 | 3 << 16 | 5 << 32 | 7 << 48
        // 5552 bytes (zlib's NMAX, a multiple of 8) cannot overflow the sums before the modulo.
        while i < n {
            let end = min(n, i &+ 5552)
            // Two eight-byte groups per step: the first group's weights are 16...9, its own
            // weights 8...1 plus 8 times its sum.
            while i &+ 16 <= end {
                let v1 = UInt64(littleEndian: UnsafeRawPointer(p + i).loadUnaligned(as: UInt64.self))
                let v2 = UInt64(littleEndian: UnsafeRawPointer(p + (i &+ 8)).loadUnaligned(as: UInt64.self))
                let e1 = v1 & lanes, o1 = (v1 >> 8) & lanes, e2 = v2 & lanes, o2 = (v2 >> 8) & lanes
                let s1 = ((e1 &+ o1) &* ones) >> 48, s2 = ((e2 &+ o2) &* ones) >> 48
                let w1 = ((e1 &* evenWeights) >> 48) &+ ((o1 &* oddWeights) >> 48)
                let w2 = ((e2 &* evenWeights) >> 48) &+ ((o2 &* oddWeights) >> 48)
                b &+= (a << 4) &+ w1 &+ (s1 << 3) &+ w2
                a &+= s1 &+ s2
                i &+= 16
            }
            while i &+ 8 <= end {
                let v = UInt64(littleEndian: UnsafeRawPointer(p + i).loadUnaligned(as: UInt64.self))
                let even = v & lanes, odd = (v >> 8) & lanes
                let sum = ((even &+ odd) &* ones) >> 48
                let weighted = ((even &* evenWeights) >> 48) &+ ((odd &* oddWeights) >> 48)
                b &+= (a << 3) &+ weighted
                a &+= sum
                i &+= 8
            }
            while i < end {
                a &+= UInt64(p[i]); b &+= a
                i &+= 1
            }
            a %= 65521
            b %= 65521
        }
        return UInt32(b << 16 | a)
    }
}
