import Foundation
import SharedElements
import SharedElementsTestSupport

/// A minimal GIF reader for tests: enough to check the encoder's output structure, timing and
/// pixels (LZW included) without another decoder.
struct GIFFile {
    struct Frame {
        var x = 0, y = 0, width = 0, height = 0
        var delay = 0
        var disposal = 0
        var transparentIndex: Int?
        var palette: [(UInt8, UInt8, UInt8)] = []
        var indices: [UInt8] = []
    }

    var width = 0, height = 0
    var loopCount: Int?
    var frames: [Frame] = []

    struct Malformed: Error { let why: String }

    init(_ data: Data) throws {
        let b = [UInt8](data)
        var p = 0
        func byte() throws -> Int {
            guard p < b.count else { throw Malformed(why: "truncated at \(p)") }
            p += 1
            return Int(b[p - 1])
        }
        func le16() throws -> Int { try byte() | (try byte()) << 8 }
        func subBlocks() throws -> [UInt8] {
            var out: [UInt8] = []
            while true {
                let n = try byte()
                if n == 0 { return out }
                guard p + n <= b.count else { throw Malformed(why: "sub-block past the end") }
                out += b[p..<(p + n)]
                p += n
            }
        }
        guard b.count > 13, String(decoding: b[0..<6], as: UTF8.self) == "GIF89a" else { throw Malformed(why: "signature") }
        p = 6
        width = try le16(); height = try le16()
        let flags = try byte()
        p += 2
        guard flags & 0x80 == 0 else { throw Malformed(why: "unexpected global colour table") }
        var pending = Frame()
        while true {
            switch try byte() {
            case 0x21:
                let label = try byte()
                let body = try subBlocks()
                if label == 0xF9, body.count == 4 {
                    pending.disposal = Int(body[0] >> 2) & 7
                    pending.delay = Int(body[1]) | Int(body[2]) << 8
                    pending.transparentIndex = body[0] & 1 == 1 ? Int(body[3]) : nil
                } else if label == 0xFF, body.count == 14, String(decoding: body[0..<11], as: UTF8.self) == "NETSCAPE2.0" {
                    loopCount = Int(body[12]) | Int(body[13]) << 8
                }
            case 0x2C:
                var f = pending
                pending = Frame()
                f.x = try le16(); f.y = try le16(); f.width = try le16(); f.height = try le16()
                let fl = try byte()
                guard fl & 0x80 != 0 else { throw Malformed(why: "frame without a local colour table") }
                for _ in 0..<(1 << ((fl & 7) + 1)) { f.palette.append((UInt8(try byte()), UInt8(try byte()), UInt8(try byte()))) }
                let minCodeSize = try byte()
                f.indices = try GIFFile.lzwDecode(try subBlocks(), minCodeSize: minCodeSize, count: f.width * f.height)
                frames.append(f)
            case 0x3B:
                return
            case let x:
                throw Malformed(why: "unknown block 0x\(String(x, radix: 16)) at \(p - 1)")
            }
        }
    }

    static func lzwDecode(_ data: [UInt8], minCodeSize: Int, count: Int) throws -> [UInt8] {
        let clear = 1 << minCodeSize, end = clear + 1
        var table: [[UInt8]] = (0..<clear).map { [UInt8($0)] } + [[], []]
        var codeSize = minCodeSize + 1
        var out: [UInt8] = []
        var bitPos = 0
        var prev: [UInt8]?
        while true {
            var code = 0
            for i in 0..<codeSize {
                let bit = bitPos + i
                guard bit / 8 < data.count else { throw Malformed(why: "LZW data ends without an end code") }
                code |= Int(data[bit / 8] >> UInt8(bit % 8) & 1) << i
            }
            bitPos += codeSize
            if code == clear {
                table = Array(table[0..<(clear + 2)])
                codeSize = minCodeSize + 1
                prev = nil
                continue
            }
            if code == end { break }
            var entry: [UInt8]
            if code < table.count {
                entry = table[code]
                if let p = prev { table.append(p + [entry[0]]) }
            } else if let p = prev, code == table.count {
                entry = p + [p[0]]
                table.append(entry)
            } else {
                throw Malformed(why: "LZW code \(code) out of range")
            }
            out += entry
            prev = entry
            if table.count == 1 << codeSize && codeSize < 12 { codeSize += 1 }
        }
        guard out.count == count else { throw Malformed(why: "LZW gave \(out.count) indices, expected \(count)") }
        return out
    }

    /// Total duration in hundredths of a second.
    var duration: Int { frames.reduce(0) { $0 + $1.delay } }
}
