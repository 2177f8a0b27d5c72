import Foundation
import Testing
import SharedElements
import SharedElementsTestSupport

/// Hand-made broken PNG files: each is refused with the right kind of error and a message that
/// says what is wrong.
@Suite struct PNGErrorTests {
    enum Kind: Sendable { case invalid, unsupported }

    struct Case: Sendable, CustomStringConvertible {
        let name: String
        let bytes: [UInt8]
        let kind: Kind
        let message: String
        var description: String { name }
    }

    static func be32(_ v: Int) -> [UInt8] { PNGEncoder.be32(v) }

    static func chunk(_ type: String, _ body: [UInt8], crc: UInt32? = nil) -> [UInt8] {
        let t = Array(type.utf8) + body
        return be32(body.count) + t + be32(Int(crc ?? CRC32.checksum(t)))
    }

    static func ihdr(_ w: Int, _ h: Int, depth: UInt8 = 8, color: UInt8 = 6, interlace: UInt8 = 0) -> [UInt8] {
        chunk("IHDR", be32(w) + be32(h) + [depth, color, 0, 0, interlace])
    }

    static let sig = PNGDecoder.signature
    static let end = chunk("IEND", [])
    /// A valid 2x1 RGBA image's data: filter 0, two pixels.
    static let pixels = Deflate.zlib([0, 255, 0, 0, 255, 0, 0, 255, 128])
    static let valid = sig + ihdr(2, 1) + chunk("IDAT", pixels) + end

    static let cases: [Case] = {
        var c: [Case] = []
        func add(_ name: String, _ bytes: [UInt8], _ kind: Kind, _ message: String) {
            c.append(Case(name: name, bytes: bytes, kind: kind, message: message))
        }
        add("empty", [], .invalid, "shorter than the signature")
        add("bad signature", [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x00] + Array(valid.dropFirst(8)), .invalid, "bad signature")
        add("truncated in a chunk", Array(valid.prefix(40)), .invalid, "truncated")
        add("no IEND", Array(valid.dropLast(12)), .invalid, "truncated")
        add("IHDR CRC", sig + chunk("IHDR", be32(2) + be32(1) + [8, 6, 0, 0, 0], crc: 1) + end, .invalid, "CRC mismatch in chunk IHDR")
        add("ancillary CRC", sig + ihdr(2, 1) + chunk("tEXt", Array("a\0b".utf8), crc: 7) + chunk("IDAT", pixels) + end,
            .invalid, "CRC mismatch in chunk tEXt")
        add("IDAT first", sig + chunk("IDAT", pixels) + end, .invalid, "the first chunk is IDAT (at byte 8), but a PNG file's first chunk must be IHDR")
        add("IEND first", sig + end + ihdr(2, 1) + chunk("IDAT", pixels) + end, .invalid, "the first chunk is IEND (at byte 8)")
        add("zero width", sig + ihdr(0, 1) + chunk("IDAT", pixels) + end, .invalid, "IHDR size")
        add("too wide", sig + ihdr(20000, 1) + chunk("IDAT", pixels) + end, .unsupported, "over the limits")
        add("too many pixels", sig + ihdr(16384, 16385) + chunk("IDAT", pixels) + end, .unsupported, "over the limits")
        add("colour type 5", sig + ihdr(2, 1, color: 5) + chunk("IDAT", pixels) + end, .invalid, "colour type 5")
        add("RGB at depth 4", sig + ihdr(2, 1, depth: 4, color: 2) + chunk("IDAT", pixels) + end, .invalid, "bit depth 4")
        add("interlace 2", sig + ihdr(2, 1, interlace: 2) + chunk("IDAT", pixels) + end, .invalid, "interlace method 2")
        add("no IDAT", sig + ihdr(2, 1) + end, .invalid, "no IDAT")
        add("IDAT runs split", sig + ihdr(2, 1) + chunk("IDAT", Array(pixels.prefix(4))) + chunk("tEXt", Array("a\0b".utf8))
            + chunk("IDAT", Array(pixels.dropFirst(4))) + end, .invalid, "not in one run")
        add("unknown critical chunk", sig + ihdr(2, 1) + chunk("ABCD", []) + chunk("IDAT", pixels) + end, .unsupported, "unknown critical chunk ABCD")
        add("bad zlib header", sig + ihdr(2, 1) + chunk("IDAT", [0x78, 0x00] + Array(pixels.dropFirst(2))) + end, .invalid, "zlib header")
        add("zlib checksum", sig + ihdr(2, 1) + chunk("IDAT", Array(pixels.dropLast(1)) + [pixels.last! ^ 1]) + end, .invalid, "zlib checksum")
        add("short image data", sig + ihdr(3, 1) + chunk("IDAT", pixels) + end, .invalid, "truncated image data")
        add("decompression bomb", sig + ihdr(1, 1) + chunk("IDAT", Deflate.zlib([UInt8](repeating: 0, count: 1 << 20))) + end,
            .invalid, "more than the 5 bytes")
        add("huge size, tiny data", sig + ihdr(16384, 16384) + chunk("IDAT", pixels) + end, .invalid, "cannot inflate to the")
        add("filter type 7", sig + ihdr(2, 1) + chunk("IDAT", Deflate.zlib([7, 1, 2, 3, 4, 5, 6, 7, 8])) + end, .invalid, "invalid filter type 7 in row 0")
        add("palette index", sig + ihdr(2, 1, color: 3) + chunk("PLTE", [255, 0, 0, 0, 255, 0]) + chunk("IDAT", Deflate.zlib([0, 1, 5])) + end,
            .invalid, "palette index 5 out of range")
        add("no palette", sig + ihdr(2, 1, color: 3) + chunk("IDAT", Deflate.zlib([0, 0, 0])) + end, .invalid, "no PLTE")
        add("palette in grey image", sig + ihdr(2, 1, color: 0) + chunk("PLTE", [1, 2, 3]) + chunk("IDAT", Deflate.zlib([0, 0, 0])) + end,
            .invalid, "PLTE chunk at byte 33 in a greyscale image")
        add("tRNS with alpha", sig + ihdr(2, 1) + chunk("tRNS", [0, 0]) + chunk("IDAT", pixels) + end, .invalid, "has an alpha channel")
        add("invalid Huffman table", sig + ihdr(2, 1) + chunk("IDAT", [0x78, 0x9C, 0x05, 0x00, 0x00, 0x49, 0x92, 0x24, 0x49, 0x92, 0x24, 0x49]) + end,
            .invalid, "invalid Huffman table")
        return c
    }()

    @Test(arguments: cases)
    func brokenFilesFailWithKindAndMessage(_ c: Case) {
        #expect {
            _ = try PNGDecoder.decode(Data(c.bytes))
        } throws: { error in
            switch (error as? ImageError, c.kind) {
            case (.invalidFormat(let m)?, .invalid), (.unsupported(let m)?, .unsupported):
                return m.contains(c.message)
            default:
                return false
            }
        }
    }

    @Test func validBaseCaseDecodes() throws {
        let decoded = try PNGDecoder.decode(Data(Self.valid))
        #expect(decoded.rgba8 == [255, 0, 0, 255, 0, 0, 255, 128])
    }

    @Test func apngDecodesToItsDefaultImage() throws {
        let frames = try [PremultipliedColor(r: 255, g: 0, b: 0, a: 255), PremultipliedColor(r: 0, g: 0, b: 255, a: 255)]
            .map { try Bitmap(width: 3, height: 2, fill: $0) }
        let data = try APNGEncoder().encode(try AnimatedImage(frames: frames, framesPerSecond: 10))
        #expect(try PNGDecoder.decodeBitmap(data) == frames[0])
    }

    /// The size check before decoding reads the size only from an IHDR chunk that comes first:
    /// another chunk's bytes in its place gave "the PNG file is 2023514984x1073941668 pixels".
    @Test func aFileWhoseFirstChunkIsNotIHDRSaysSo() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("png-first-chunk-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for (type, bytes) in [("IDAT", Self.sig + Self.chunk("IDAT", [UInt8](repeating: 0x78, count: 40)) + Self.valid.dropFirst(8)),
                              ("IEND", Self.sig + Self.end + Self.valid.dropFirst(8))] {
            let url = folder.appendingPathComponent("\(type).png")
            try Data(bytes).write(to: url)
            #expect(throws: ImageError.invalidFormat("the first chunk is \(type) (at byte 8), but a PNG file's first chunk must be IHDR")) {
                try Image(contentsOf: url, maxSide: 8192)
            }
        }
    }

    @Test func layerScenesLoadPNGImages() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("scene-png-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let bitmap = try PNGRoundTripTests.randomBitmap(width: 9, height: 5, seed: 11)
        try Image(bitmap: bitmap).pngData().write(to: folder.appendingPathComponent("pet.png"))
        let json = #"{"size": [10, 10], "images": {"pet": {"png": "pet.png"}}, "root": {"contents": "pet"}}"#
        try Data(json.utf8).write(to: folder.appendingPathComponent("scene.json"))
        let scene = try LayerScene(contentsOf: folder.appendingPathComponent("scene.json"))
        #expect(scene.images["pet"] == bitmap)
    }
}
