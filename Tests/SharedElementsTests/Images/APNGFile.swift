import Foundation
import SharedElements
import SharedElementsTestSupport

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
