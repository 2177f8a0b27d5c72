/// CRC-32 with the PNG/zlib polynomial (reflected 0xEDB88320), computed eight bytes at a time
/// ("slicing by 8").
///
/// ```swift
/// let crc = CRC32.checksum(Array("IEND".utf8))   // 0xAE426082
/// ```
public struct CRC32: Sendable, Equatable {
    /// The checksum of everything fed so far.
    public private(set) var value: UInt32 = 0

    /// A checksum of no bytes.
    public init() {}

    /// Adds bytes to the running checksum.
    public mutating func update(_ bytes: UnsafeRawBufferPointer) {
        value = CRC32.update(value, bytes)
    }

    /// Adds bytes to the running checksum.
    public mutating func update(_ bytes: [UInt8]) {
        bytes.withUnsafeBytes { update($0) }
    }

    /// The CRC-32 of `bytes`.
    public static func checksum(_ bytes: [UInt8]) -> UInt32 {
        bytes.withUnsafeBytes { update(0, $0) }
    }

    /// Continues the checksum `crc` (0 for a fresh one) over `bytes`.
    package static func update(_ crc: UInt32, _ bytes: UnsafeRawBufferPointer) -> UInt32 {
        guard let base = bytes.baseAddress, bytes.count > 0 else { return crc }
        return table.withUnsafeBufferPointer { tp in
            let t = tp.baseAddress.unsafelyUnwrapped
            var c = ~crc
            var p = base
            var n = bytes.count
            while n >= 8 {
                let lo = UInt32(littleEndian: p.loadUnaligned(as: UInt32.self)) ^ c
                let hi = UInt32(littleEndian: (p + 4).loadUnaligned(as: UInt32.self))
                c = t[7 * 256 + Int(lo & 0xFF)] ^ t[6 * 256 + Int((lo >> 8) & 0xFF)]
                    ^ t[5 * 256 + Int((lo >> 16) & 0xFF)] ^ t[4 * 256 + Int(lo >> 24)]
                    ^ t[3 * 256 + Int(hi & 0xFF)] ^ t[2 * 256 + Int((hi >> 8) & 0xFF)]
                    ^ t[1 * 256 + Int((hi >> 16) & 0xFF)] ^ t[Int(hi >> 24)]
                p += 8
                n -= 8
            }
            while n > 0 {
                c = t[Int((c ^ UInt32(p.load(as: UInt8.self))) & 0xFF)] ^ (c >> 8)
                p += 1
                n -= 1
            }
            return ~c
        }
    }

    /// Eight 256-entry tables: table k gives the CRC of a byte followed by k zero bytes.
    package static let table: [UInt32] = {
        var t = [UInt32](repeating: 0, count: 8 * 256)
        for n in 0..<256 {
            var c = UInt32(n)
            for _ in 0..<8 { c = c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
            t[n] = c
        }
        for n in 0..<256 {
            var c = t[n]
            for k in 1..<8 {
                c = t[Int(c & 0xFF)] ^ (c >> 8)
                t[k * 256 + n] = c
            }
        }
        return t
    }()
}
