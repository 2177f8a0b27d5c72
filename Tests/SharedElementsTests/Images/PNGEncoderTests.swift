import Foundation
import Testing
import SharedElements
import SharedElementsTestSupport

/// The encoder filters and deflates a band of rows at a time: the file decodes to the bitmap
/// whatever the bands, a bitmap of one band gives the bytes it always did, and writing to a
/// file gives the bytes of `encode`.
@Suite struct PNGEncoderTests {
    /// The `IDAT` chunks' bodies of a PNG file.
    static func idatBodies(_ png: [UInt8]) -> [[UInt8]] {
        var bodies: [[UInt8]] = []
        var i = 8
        while i + 8 <= png.count {
            let length = png[i..<(i + 4)].reduce(0) { $0 << 8 | Int($1) }
            if Array(png[(i + 4)..<(i + 8)]) == Array("IDAT".utf8) { bodies.append(Array(png[(i + 8)..<(i + 8 + length)])) }
            i += 12 + length
        }
        return bodies
    }

    @Test(arguments: [1, 2, 5, 28, 29, 100])
    func rowsInBandsMakeOneStreamOfTheSameRows(rowsPerPiece: Int) throws {
        let bitmap = try PNGRoundTripTests.randomBitmap(width: 37, height: 29, seed: 11)
        var pieces: [[UInt8]] = []
        PNGEncoder.imageData(bitmap, opaque: false, rowsPerPiece: rowsPerPiece) { pieces.append($0) }
        #expect(pieces.count == (29 + rowsPerPiece - 1) / rowsPerPiece)
        let whole = PNGEncoder.imageData(bitmap, opaque: false)
        let rowBytes = 37 * 4 + 1
        #expect(try Inflate.zlib(Array(pieces.joined()), maxOutput: rowBytes * 29) == Inflate.zlib(whole, maxOutput: rowBytes * 29))
        if rowsPerPiece >= 29 { #expect(pieces == [whole]) }
    }

    /// A 16384-pixel-wide canvas (the widest there is) of 130 rows: 8.5 MB of filtered rows, two
    /// bands (128 rows fit in ``PNGEncoder/pieceBytes``), two `IDAT` chunks, the same pixels.
    @Test func aWideCanvasIsEncodedInBandsAndDecodesExactly() throws {
        var bitmap = try Bitmap(width: 16384, height: 130, fill: PremultipliedColor(r: 20, g: 40, b: 60, a: 255))
        for x in stride(from: 0, to: 16384, by: 97) { bitmap[x, x % 130] = PremultipliedColor(r: 0, g: 0, b: 0, a: 128) }
        let png = PNGEncoder.encode(bitmap, keepsAlpha: true)
        #expect(Self.idatBodies([UInt8](png)).count == 2)
        #expect(try PNGDecoder.decodeBitmap(png) == bitmap)
    }

    @Test func writingToAFileGivesTheBytesOfEncode() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("png-encoder-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let bitmap = try PNGRoundTripTests.randomBitmap(width: 40, height: 31, seed: 4)
        let url = folder.appendingPathComponent("out.png")
        for keepsAlpha in [false, true] {
            try PNGEncoder.write(bitmap, keepsAlpha: keepsAlpha, to: url)
            #expect(try Data(contentsOf: url) == PNGEncoder.encode(bitmap, keepsAlpha: keepsAlpha))
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["out.png"])  // no partial file left
        #expect(throws: ImageError.self) { try PNGEncoder.write(bitmap, to: folder) }  // a folder is not replaced
    }
}
