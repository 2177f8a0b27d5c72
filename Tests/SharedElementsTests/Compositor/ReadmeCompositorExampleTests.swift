import Foundation
import Testing
import SharedElements

/// The README's compositor example, run as written (writing into a temporary folder).
@Suite struct ReadmeCompositorExampleTests {
    @Test func readmePlusLighterCrossFadeIsOpaque() throws {
        let pair = Layer()
        pair.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        let t: Float = 0.3
        for (color, opacity) in [(Color.red, 1 - t), (Color.blue, t)] {
            let half = Layer()
            half.frame = pair.bounds
            half.backgroundColor = color
            half.compositingFilter = .plusLighter
            half.opacity = opacity
            pair.addSublayer(half)
        }
        let pixels = try Compositor().render(pair, size: CGSize(width: 100, height: 100))
        #expect(pixels[50, 50] == PremultipliedColor(r: 178, g: 0, b: 77, a: 255))
        #expect(pixels.alphas.allSatisfy { $0 == 255 })
    }

    @Test func readmeCardExampleRendersATiltedShadowedCard() throws {
        let root = Layer()
        root.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
        root.backgroundColor = .white
        root.sublayerTransform = .perspective(distance: 500)

        let card = Layer()
        card.frame = CGRect(x: 45, y: 212, width: 300, height: 420)
        card.backgroundColor = Color(hex: "#FF9500")
        card.cornerRadius = 16
        card.shadowOpacity = 0.4
        card.transform = Transform3D(rotationAngle: .pi / 6, x: 0, y: 1, z: 0)
        root.addSublayer(card)

        let pixels = try Compositor().render(root, size: CGSize(width: 390, height: 844), scale: 2)
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("readme-card-\(UUID().uuidString).png")
        defer { try? FileManager.default.removeItem(at: url) }
        try Image(bitmap: pixels).pngData().write(to: url)

        #expect(pixels.width == 780 && pixels.height == 1688)
        #expect(pixels[390, 844] == Color(hex: "#FF9500")!.premultiplied)  // the card's centre
        #expect(pixels[10, 10] == Color.white.premultiplied)
        #expect(try Image(contentsOf: url).bitmap == pixels)
    }
}
