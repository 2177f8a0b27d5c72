import Foundation
import Testing
import SharedElements
import SharedElementsTestSupport

/// The README's images example, run as written (with a temporary folder for its files).
@Suite struct ImageReadmeTests {
    @Test func readmeExampleRuns() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("readme-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let card = try Bitmap(width: 8, height: 8, fill: PremultipliedColor(r: 0, g: 60, b: 120, a: 128))
        try Image(bitmap: card).pngData().write(to: folder.appendingPathComponent("reference.png"))
        let frames = try (0..<4).map { i in try Bitmap(width: 8, height: 8, fill: PremultipliedColor(r: UInt8(i * 60), g: 0, b: 0, a: 255)) }

        // README: begin
        let image = try Image(contentsOf: folder.appendingPathComponent("reference.png"), scale: 2)
        let data = image.pngData()                  // straight RGBA (RGB when opaque), deflated
        let decoded = try PNGDecoder.decode(data)   // straight samples, before premultiplication
        print(decoded.header.colorType, decoded.bitsPerChannel, image.size)   // rgba 8 (4.0, 4.0)

        let animation = try AnimatedImage(frames: frames, framesPerSecond: 60)
        try APNGEncoder().encode(animation).write(to: folder.appendingPathComponent("flip.png"))
        try GIFEncoder(framesPerSecond: 30, dithering: true).encode(animation)
            .write(to: folder.appendingPathComponent("flip.gif"))   // 2 frames, 3 + 4 hundredths
        // README: end

        #expect(decoded.header.colorType == .rgba && decoded.bitsPerChannel == 8)
        #expect(image.size == CGSize(width: 4, height: 4))
        #expect(image.bitmap == card)
        #expect(try Data(contentsOf: folder.appendingPathComponent("flip.gif")).count > 0)
    }
}
