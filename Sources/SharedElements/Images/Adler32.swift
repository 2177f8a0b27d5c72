/// The Adler-32 checksum that closes every zlib stream (RFC 1950, section 8.2).
///
/// ```swift
/// let sum = Adler32.checksum(Array("Wikipedia".utf8))   // 0x11E60398
/// ```
public struct Adler32: Sendable, Equatable {
    /// The checksum of everything fed so far.
    public private(set) var value: UInt32 = 1

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
    static func update(_ adler: UInt32, _ bytes: UnsafeRawBufferPointer) -> UInt32 {
        guard let base = bytes.baseAddress else { return adler }
        let p = base.assumingMemoryBound(to: UInt8.self)
        var a = UInt64(adler & 0xFFFF), b = UInt64(adler >> 16)
        var i = 0
        let n = bytes.count
        // 5552 is the most bytes that cannot overflow 32 bits before the modulo (zlib's NMAX);
        // with 64-bit sums the modulo could wait longer, but this keeps the arithmetic familiar.
        while i < n {
            let end = min(n, i + 5552)
            while i + 4 <= end {
                a &+= UInt64(p[i]); b &+= a
                a &+= UInt64(p[i + 1]); b &+= a
                a &+= UInt64(p[i + 2]); b &+= a
                a &+= UInt64(p[i + 3]); b &+= a
                i += 4
            }
            while i < end {
                a &+= UInt64(p[i]); b &+= a
                i += 1
            }
            a %= 65521
            b %= 65521
        }
        return UInt32(b << 16 | a)
    }
}
