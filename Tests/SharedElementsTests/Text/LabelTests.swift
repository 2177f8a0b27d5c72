import Foundation
import Testing
import SharedElements
import SharedElementsTestSupport

@MainActor
struct LabelTests {
    /// A card with a centred bold title, a wrapped and truncated body, a right-aligned caption
    /// with a character the font lacks (drawn as `.notdef`), and a label under rotation.
    static func card() throws -> Window {
        let window = Window(size: CGSize(width: 240, height: 150), scale: 2)
        window.backgroundColor = .white
        let title = Label(frame: CGRect(x: 10, y: 8, width: 220, height: 28))
        title.text = "Whiskers & AVA"
        title.font = try TextFixtures.bold(size: 22)
        title.textAlignment = .center
        let body = Label(frame: CGRect(x: 10, y: 40, width: 220, height: 60))
        body.text = "A curious cat who naps on warm windowsills and chases every red dot across the floor."
        body.numberOfLines = 3
        body.font = try TextFixtures.regular(size: 13)
        body.textColor = Color(red: 0.2, green: 0.2, blue: 0.25)
        body.numberOfLines = 2
        let caption = Label(frame: CGRect(x: 10, y: 100, width: 220, height: 18))
        caption.text = "Adopted 2024 \u{1F642}"
        caption.font = try TextFixtures.regular(size: 11)
        caption.textAlignment = .right
        caption.textColor = .systemBlue
        let tilted = Label(frame: CGRect(x: 20, y: 120, width: 120, height: 24))
        tilted.text = "Tilted text"
        tilted.transform = AffineTransform(rotationByRadians: -0.12)
        tilted.backgroundColor = Color(red: 1, green: 0.9, blue: 0.6)
        for l in [title, body, caption, tilted] { window.addSubview(l) }
        return window
    }

    @Test func labelPixelsMatchTheReference() throws {
        let pixels = try Self.card().render()
        let url = TextFixtures.folder.appendingPathComponent("label-card.png")
        if ProcessInfo.processInfo.environment["RECORD_TEXT_SNAPSHOTS"] != nil || !FileManager.default.fileExists(atPath: url.path) {
            try FileManager.default.createDirectory(at: TextFixtures.folder, withIntermediateDirectories: true)
            try Image(bitmap: pixels).pngData().write(to: url)
            Issue.record("recorded \(url.lastPathComponent); check it and run again")
            return
        }
        let reference = try Image(contentsOf: url).bitmap
        #expect(reference.width == pixels.width && reference.height == pixels.height)
        guard reference.width == pixels.width, reference.height == pixels.height else { return }
        var worst = 0, differing = 0
        for (a, b) in zip(reference.bytes, pixels.bytes) where a != b {
            worst = max(worst, abs(Int(a) - Int(b)))
            differing += 1
        }
        // Allow a rounding step of difference between builds, nothing more.
        #expect(worst <= 2, "\(differing) channel values differ, by up to \(worst)")
    }

    @Test func textDrawsInTheTextColour() throws {
        let window = Window(size: CGSize(width: 60, height: 30), scale: 2)
        let label = Label(frame: window.bounds)
        label.text = "Hi"
        label.textColor = .black
        label.backgroundColor = .white
        window.addSubview(label)
        let pixels = try window.render()
        var dark = 0
        for y in 0..<pixels.height { for x in 0..<pixels.width where pixels[x, y] == Color.black.premultiplied { dark += 1 } }
        #expect(dark > 50)
        // Left-aligned: nothing drawn in the right half.
        var right = 0
        for y in 0..<pixels.height { for x in (pixels.width / 2)..<pixels.width where pixels[x, y] != Color.white.premultiplied { right += 1 } }
        #expect(right == 0)
    }

    @Test func rotatedTextHasTheSameInkAsUpright() throws {
        func ink(_ angle: CGFloat) throws -> Double {
            let root = Layer()
            root.frame = CGRect(x: 0, y: 0, width: 200, height: 80)
            let label = Label(frame: CGRect(x: 20, y: 20, width: 160, height: 40))
            label.text = "Ink check"
            label.transform = AffineTransform(rotationByRadians: angle)
            root.addSublayer(label.layer)
            let bitmap = try Compositor().render(root, size: root.bounds.size, scale: 2)
            return bitmap.alphas.reduce(0.0) { $0 + Double($1) } / 255
        }
        let upright = try ink(0)
        #expect(upright > 100)
        // A hair of rotation leaves the cached-mask path for filled outlines: same ink.
        #expect(isClose(try ink(1e-7), upright, rel: 0.02))
        #expect(isClose(try ink(0.5), upright, rel: 0.03))
    }

    @Test func sizesToItsText() throws {
        let label = Label()
        #expect(label.sizeThatFits(CGSize(width: 100, height: 100)) == .zero)
        label.text = "Hello"
        let font = try TextFixtures.regular()
        let width = TextLayout(text: "Hello", font: font).size.width
        #expect(label.intrinsicContentSize == CGSize(width: width.rounded(.up), height: font.lineHeight.rounded(.up)))
        label.sizeToFit()
        #expect(label.frame.size == label.intrinsicContentSize)

        label.text = TextFixtures.paragraph
        label.numberOfLines = 0
        let fit = label.sizeThatFits(CGSize(width: 200, height: CGFloat.greatestFiniteMagnitude))
        #expect(fit.width <= 200 && fit.height > 10 * font.lineHeight)
        label.numberOfLines = 2
        #expect(label.sizeThatFits(CGSize(width: 200, height: 1000)).height == (2 * font.lineHeight).rounded(.up))
        label.fontSize = 34
        #expect(label.font?.pointSize == 34)
    }

    @Test func degenerateLabelsRenderWithoutTrapping() throws {
        let window = Window(size: CGSize(width: 100, height: 40), scale: 3)
        let empty = Label(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
        empty.text = ""
        let zeroWidth = Label(frame: CGRect(x: 10, y: 0, width: 0, height: 20))
        zeroWidth.text = "Nothing to see"
        let long = Label(frame: CGRect(x: 0, y: 20, width: 100, height: 20))
        long.text = String(repeating: "very long text ", count: 10_000)
        long.numberOfLines = 0
        let faded = Label(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        faded.text = "Faded"
        faded.alpha = 0.5
        faded.backgroundColor = .white
        for l in [empty, zeroWidth, long, faded] { window.addSubview(l) }
        let pixels = try window.render()
        #expect(pixels.width == 300)
        // The half-transparent label still draws: its white background at half opacity over
        // the black window, in its top-right corner where no text reaches.
        let corner = pixels[297, 2]
        #expect([corner.r, corner.g, corner.b].allSatisfy { (126...129).contains($0) } && corner.a == 255, "\(corner)")
        #expect(empty.layer.textContent == nil)
        // The long label shows as many lines as its height holds: one, ending in an ellipsis.
        let layout = try #require(long.layer.textContent).layout(in: long.bounds.size)
        #expect(layout.lines.count == 1 && layout.isTruncated)
    }
}
