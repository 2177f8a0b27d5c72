/// DEFLATE's length and distance alphabets (RFC 1951, 3.2.5), as look-up tables for the encoder.
package enum DeflateTables {
    /// `length - 3` (0...255) to the length symbol's index (0...28; the symbol is 257 + index).
    static let lengthSymbol: [UInt8] = {
        var t = [UInt8](repeating: 0, count: 256)
        for s in 0..<29 {
            let base = Int(Inflate.lengthBase[s]) - 3
            let span = s == 28 ? 1 : 1 << Int(Inflate.lengthExtra[s])
            for l in base..<min(256, base + span) { t[l] = UInt8(s) }
        }
        t[255] = 28
        return t
    }()

    /// Distance symbols: `distance - 1` below 256 directly, beyond that `256 + (distance - 1) >> 7`.
    static let distanceTable: [UInt8] = {
        var t = [UInt8](repeating: 0, count: 512)
        for s in 0..<30 {
            let base = Int(Inflate.distanceBase[s]) - 1
            for d in base..<(base + (1 << Int(Inflate.distanceExtra[s]))) {
                if d < 256 { t[d] = UInt8(s) } else { t[256 + (d >> 7)] = UInt8(s) }
            }
        }
        return t
    }()

    @inline(__always)
    static func distanceSymbol(_ distance: Int) -> Int {
        let d = distance - 1
        return Int(d < 256 ? distanceTable[d] : distanceTable[256 + (d >> 7)])
    }

    /// Code lengths of the fixed Huffman codes (RFC 1951, 3.2.6).
    static let fixedLiteralLengths: [UInt8] = (0..<288).map { $0 < 144 ? 8 : $0 < 256 ? 9 : $0 < 280 ? 7 : 8 }
    package static let fixedDistanceLengths = [UInt8](repeating: 5, count: 30)
}
