import Foundation

/// A bounds-checked big-endian view of one table of a font file: every read past the table's
/// end throws ``TextError/truncated(table:offset:)`` instead of trapping.
package struct FontData: Sendable {
    package let bytes: [UInt8]
    /// Where the table starts in `bytes` and how long it is.
    package let start: Int
    package let count: Int
    /// The table tag, for error messages.
    package let tag: String

    package init(bytes: [UInt8], tag: String = "file") {
        self.bytes = bytes
        start = 0
        count = bytes.count
        self.tag = tag
    }

    package init(bytes: [UInt8], start: Int, count: Int, tag: String) {
        self.bytes = bytes
        self.start = start
        self.count = count
        self.tag = tag
    }

    /// Throws unless `length` bytes at `offset` lie inside the table.
    @inline(__always)
    package func check(_ offset: Int, _ length: Int) throws(TextError) {
        guard offset >= 0, length >= 0, offset <= count - length else {
            throw .truncated(table: tag, offset: max(offset, 0) + max(length, 0))
        }
    }

    @inline(__always)
    func u8(_ offset: Int) throws(TextError) -> UInt8 {
        try check(offset, 1)
        return bytes[start + offset]
    }

    @inline(__always)
    package func u16(_ offset: Int) throws(TextError) -> UInt16 {
        try check(offset, 2)
        let i = start + offset
        return UInt16(bytes[i]) << 8 | UInt16(bytes[i + 1])
    }

    @inline(__always)
    func i16(_ offset: Int) throws(TextError) -> Int16 {
        Int16(bitPattern: try u16(offset))
    }

    @inline(__always)
    package func u32(_ offset: Int) throws(TextError) -> UInt32 {
        try check(offset, 4)
        let i = start + offset
        return UInt32(bytes[i]) << 24 | UInt32(bytes[i + 1]) << 16 | UInt32(bytes[i + 2]) << 8 | UInt32(bytes[i + 3])
    }

    /// A 2.14 fixed-point number (composite glyph scales).
    func f2dot14(_ offset: Int) throws(TextError) -> Double {
        Double(try i16(offset)) / 16384
    }

    /// A sub-range of this table, checked.
    func slice(_ offset: Int, _ length: Int, tag: String? = nil) throws(TextError) -> FontData {
        try check(offset, length)
        return FontData(bytes: bytes, start: start + offset, count: length, tag: tag ?? self.tag)
    }
}
