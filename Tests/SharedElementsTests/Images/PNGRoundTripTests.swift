import Foundation
import Testing
import SharedElements
import SharedElementsTestSupport

@Suite struct PNGRoundTripTests {
    /// A bitmap of random premultiplied pixels covering the whole alpha range, with some flat runs
    /// so the encoder's matcher and every filter get used.
    static func randomBitmap(width: Int, height: Int, seed: UInt64, opaque: Bool = false) throws -> Bitmap {
        var rng = SeededGenerator(seed: seed)
        var bytes = [UInt8](repeating: 0, count: width * height * 4)
        var i = 0
        while i < bytes.count {
            let run = Int.random(in: 1...6, using: &rng)
            let a = opaque ? 255 : UInt8.random(in: 0...255, using: &rng)
            let r = UInt8.random(in: 0...a, using: &rng), g = UInt8.random(in: 0...a, using: &rng), b = UInt8.random(in: 0...a, using: &rng)
            for _ in 0..<run where i < bytes.count {
                bytes[i] = r; bytes[i + 1] = g; bytes[i + 2] = b; bytes[i + 3] = a
                i += 4
            }
        }
        return try Bitmap(width: width, height: height, premultipliedBytes: bytes)
    }

    @Test func randomBitmapsSurviveEncodeThenDecode() throws {
        var sizes: [(Int, Int)] = [(1, 1), (2, 1), (1, 2), (3, 3), (7, 5), (13, 1), (1, 17), (31, 9), (64, 64), (257, 3)]
        for w in stride(from: 1, through: 23, by: 2) { sizes.append((w, 24 - w)) }
        for (index, (w, h)) in sizes.enumerated() {
            for opaque in [false, true] {
                let bitmap = try Self.randomBitmap(width: w, height: h, seed: UInt64(index * 2 + (opaque ? 1 : 0)), opaque: opaque)
                let data = PNGEncoder.encode(bitmap)
                let decoded = try PNGDecoder.decode(data)
                #expect(decoded.header.colorType == (opaque ? .rgb : .rgba))
                #expect(try decoded.bitmap() == bitmap, "\(w)x\(h) opaque: \(opaque)")
                #expect(try PNGDecoder.decodeBitmap(data) == bitmap)
            }
        }
    }

    @Test func imageRoundTripKeepsPixelsAndTakesScale() throws {
        let bitmap = try Self.randomBitmap(width: 40, height: 30, seed: 99)
        let image = try Image(data: Image(bitmap: bitmap).pngData(), scale: 2)
        #expect(image.bitmap == bitmap)
        #expect(image.size == CGSize(width: 20, height: 15))
    }

    @Test func anOpaqueBitmapKeepsItsAlphaChannelWhenAsked() throws {
        let bitmap = try Self.randomBitmap(width: 9, height: 7, seed: 3, opaque: true)
        let rgb = PNGEncoder.encode(bitmap), rgba = PNGEncoder.encode(bitmap, keepsAlpha: true)
        // The IHDR's colour type, byte 25 of the file: 2 is RGB, 6 is RGBA.
        #expect(rgb[25] == 2 && rgba[25] == 6)
        #expect(try PNGDecoder.decodeBitmap(rgba) == bitmap)
    }

    @Test func flatImagesCompressWell() throws {
        let bitmap = try Bitmap(width: 780, height: 1688, fill: PremultipliedColor(r: 240, g: 240, b: 245, a: 255))
        let data = PNGEncoder.encode(bitmap)
        #expect(data.count < 8000)
        #expect(try PNGDecoder.decodeBitmap(data) == bitmap)
    }

    @Test func everyFilterTypeIsChosenSomewhere() throws {
        let bitmap = try Self.randomBitmap(width: 200, height: 200, seed: 5)
        let gradient = try Bitmap(width: 256, height: 64, straightBytes: (0..<(256 * 64)).flatMap { i -> [UInt8] in
            let x = i % 256, y = i / 256
            return [UInt8(x), UInt8((x + y) & 255), UInt8(y * 4 & 255), 255]
        })
        // Noisy columns repeated down the rows: the Up filter turns them into zeros.
        let row = try Self.randomBitmap(width: 97, height: 1, seed: 8, opaque: true).bytes
        let stripes = try Bitmap(width: 97, height: 20, premultipliedBytes: Array((0..<20).map { _ in row }.joined()))
        var used = Set<UInt8>()
        for b in [bitmap, gradient, stripes] {
            let opaque = PNGEncoder.isOpaque(b)
            let z = PNGEncoder.imageData(b, opaque: opaque)
            let rowBytes = b.width * (opaque ? 3 : 4) + 1
            let raw = try Inflate.zlib(z, maxOutput: rowBytes * b.height)
            for y in 0..<b.height { used.insert(raw[y * rowBytes]) }
        }
        #expect(used.isSuperset(of: [1, 2, 4]))
        #expect(used.allSatisfy { $0 <= 4 })
    }
}
