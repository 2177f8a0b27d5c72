import Foundation
@testable import SharedElements

/// Minimal GIF and APNG readers for tests: enough to check our encoders' output structure,
/// timing and pixels without another decoder.
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

/// The frames of an APNG, rebuilt by decoding each fdAT region as its own PNG and drawing it over
/// the previous frame.
struct APNGFile {
    var frameCount = 0
    var plays = 0
    /// (numerator, denominator) per frame.
    var delays: [(Int, Int)] = []
    var frames: [Bitmap] = []

    init(_ data: Data) throws {
        let b = [UInt8](data)
        func be32(_ i: Int) -> Int { Int(b[i]) << 24 | Int(b[i + 1]) << 16 | Int(b[i + 2]) << 8 | Int(b[i + 3]) }
        var p = 8
        var ihdr: [UInt8] = []
        var canvas: Bitmap?
        var region: (x: Int, y: Int, w: Int, h: Int) = (0, 0, 0, 0)
        var pieces: [UInt8] = []
        var sequence = 0
        func flush() throws {
            guard !pieces.isEmpty, var c = canvas else { return }
            let header = PNGEncoder.be32(region.w) + PNGEncoder.be32(region.h) + Array(ihdr[8...])
            var png = PNGDecoder.signature
            PNGEncoder.appendChunk("IHDR", header, to: &png)
            PNGEncoder.appendChunk("IDAT", pieces, to: &png)
            PNGEncoder.appendChunk("IEND", [], to: &png)
            let part = try PNGDecoder.decodeBitmap(Data(png))
            for y in 0..<region.h {
                for x in 0..<region.w { c[region.x + x, region.y + y] = part[x, y] }
            }
            canvas = c
            frames.append(c)
            pieces = []
        }
        while p + 12 <= b.count {
            let n = be32(p)
            let type = String(decoding: b[(p + 4)..<(p + 8)], as: UTF8.self)
            let body = Array(b[(p + 8)..<(p + 8 + n)])
            p += 12 + n
            switch type {
            case "IHDR":
                ihdr = body
                canvas = try Bitmap(width: be32(16), height: be32(20))
            case "acTL":
                frameCount = Int(body[0]) << 24 | Int(body[1]) << 16 | Int(body[2]) << 8 | Int(body[3])
                plays = Int(body[4]) << 24 | Int(body[5]) << 16 | Int(body[6]) << 8 | Int(body[7])
            case "fcTL":
                try flush()
                let v = { (i: Int) in Int(body[i]) << 24 | Int(body[i + 1]) << 16 | Int(body[i + 2]) << 8 | Int(body[i + 3]) }
                guard v(0) == sequence else { throw GIFFile.Malformed(why: "fcTL sequence \(v(0)), expected \(sequence)") }
                sequence += 1
                region = (v(12), v(16), v(4), v(8))
                delays.append((Int(body[20]) << 8 | Int(body[21]), Int(body[22]) << 8 | Int(body[23])))
            case "IDAT":
                pieces += body
            case "fdAT":
                let s = Int(body[0]) << 24 | Int(body[1]) << 16 | Int(body[2]) << 8 | Int(body[3])
                guard s == sequence else { throw GIFFile.Malformed(why: "fdAT sequence \(s), expected \(sequence)") }
                sequence += 1
                pieces += body[4...]
            case "IEND":
                try flush()
            default:
                break
            }
        }
    }
}
