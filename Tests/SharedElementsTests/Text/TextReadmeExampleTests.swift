import Foundation
import Testing
import SharedElements

// The "Text" example of the README, kept compiling and checked.

@MainActor func readmeNameTag() throws -> Bitmap {
    let window = Window(size: CGSize(width: 240, height: 80), scale: 3)
    window.backgroundColor = .white

    let name = Label(frame: CGRect(x: 16, y: 12, width: 208, height: 30))
    name.text = "Whiskers"
    name.font = try Font.systemFont(ofSize: 24, weight: .bold)
    name.textAlignment = .center

    let bio = Label(frame: CGRect(x: 16, y: 44, width: 208, height: 0))
    bio.text = "Naps on warm windowsills and chases every red dot."
    bio.font = try Font.systemFont(ofSize: 13)
    bio.textColor = .systemBlue
    bio.numberOfLines = 2
    bio.frame.size = bio.sizeThatFits(CGSize(width: 208, height: CGFloat.greatestFiniteMagnitude))

    window.addSubview(name)
    window.addSubview(bio)
    return try window.render()                            // 720 x 240 premultiplied pixels
}

@MainActor
struct TextReadmeExampleTests {
    @Test func nameTagFromTheReadmeRenders() throws {
        let pixels = try readmeNameTag()
        #expect(pixels.width == 720 && pixels.height == 240)
        var inked = 0
        for y in 0..<pixels.height { for x in 0..<pixels.width where pixels[x, y] != Color.white.premultiplied { inked += 1 } }
        #expect(inked > 5_000)
    }
}
