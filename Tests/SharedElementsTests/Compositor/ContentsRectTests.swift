import Foundation
import Testing
import SharedElements
import SharedElementsTestSupport

/// `Layer.contentsRect` shows a part of the contents image, fitted by gravity.
@MainActor
@Suite struct ContentsRectTests {
    /// A 4x2 image: the left half red, the right half blue.
    func halves() throws -> Bitmap {
        var b = try Bitmap(width: 4, height: 2)
        for y in 0..<2 { for x in 0..<4 {
            b[x, y] = x < 2 ? PremultipliedColor(r: 255, g: 0, b: 0, a: 255) : PremultipliedColor(r: 0, g: 0, b: 255, a: 255)
        } }
        return b
    }

    func render(_ part: CGRect?) throws -> Bitmap {
        let layer = Layer()
        layer.frame = CGRect(x: 0, y: 0, width: 4, height: 2)
        layer.contents = try halves()
        if let part { layer.contentsRect = part }
        return try Compositor().render(layer, size: CGSize(width: 4, height: 2), scale: 1)
    }

    @Test func theRightHalfFillsTheBounds() throws {
        let shown = try render(CGRect(x: 0.5, y: 0, width: 0.5, height: 1))
        // Magnified 2x with bilinear filtering; the first column blends a quarter of the texel
        // beside the part, as sprite sheets bleed on iOS.
        for x in 1..<4 { #expect(shown[x, 1] == PremultipliedColor(r: 0, g: 0, b: 255, a: 255)) }
        #expect(shown[0, 1].b > 3 * shown[0, 1].r)
        // A control: the default shows both halves.
        let whole = try render(nil)
        #expect(whole[0, 0].r == 255 && whole[3, 0].b == 255)
    }

    @Test func aPartWithoutAreaOrNotFiniteShowsTheWholeImage() throws {
        let whole = try render(nil)
        #expect(try render(CGRect(x: 0, y: 0, width: 0, height: 1)) == whole)
        #expect(try render(CGRect(x: CGFloat.nan, y: 0, width: 1, height: 1)) == whole)
        #expect(try render(CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 1)) == whole)
    }

    @Test func aSnapshotAtAFractionOfAPixelMatchesTheViewExactly() throws {
        let window = Window(size: CGSize(width: 120, height: 90), scale: 2)
        let root = ViewController()
        window.rootViewController = root
        let card = View(frame: CGRect(x: 10.3, y: 20.8, width: 70, height: 40))
        card.backgroundColor = .systemOrange
        card.layer.cornerRadius = 9
        let stripe = View(frame: CGRect(x: 5.25, y: 7, width: 30, height: 3))
        stripe.backgroundColor = .black
        card.addSubview(stripe)
        root.view.addSubview(card)
        let before = try window.render()
        let snapshot = try #require(card.snapshotView(afterScreenUpdates: false))
        #expect(snapshot.bounds.size == card.bounds.size)
        #expect(snapshot.layer.contentsRect != CGRect(x: 0, y: 0, width: 1, height: 1))
        snapshot.frame = card.frame
        root.view.addSubview(snapshot)
        card.isHidden = true
        #expect(try window.render() == before)
        // Moved by a quarter point it is resampled, as on iOS.
        snapshot.frame = card.frame.offsetBy(dx: 0.25, dy: 0)
        #expect(try window.render() != before)
    }
}
