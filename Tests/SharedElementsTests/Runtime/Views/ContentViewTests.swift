import Foundation
import Testing
import SharedElements
import SharedElementsTestSupport

@MainActor
@Suite struct ContentViewTests {
    func image(width: Int, height: Int, color: Color, scale: CGFloat) throws -> Image {
        Image(bitmap: try Bitmap(width: width, height: height, fill: color.premultiplied), scale: scale)
    }

    @Test func imageViewPutsTheImageInTheLayerContents() throws {
        let img = try image(width: 40, height: 20, color: .red, scale: 2)
        let v = ImageView(image: img)
        #expect(v.frame.size == CGSize(width: 20, height: 10))
        #expect(v.layer.contents == img.bitmap)
        #expect(v.layer.contentsScale == 2)
        #expect(v.layer.contentsGravity == .resize)
    }

    @Test(arguments: [
        (ContentMode.scaleToFill, ContentsGravity.resize), (.scaleAspectFit, .resizeAspect),
        (.scaleAspectFill, .resizeAspectFill), (.center, .center),
    ])
    func contentModeBecomesTheLayerGravity(mode: ContentMode, gravity: ContentsGravity) {
        let v = ImageView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        v.contentMode = mode
        #expect(v.layer.contentsGravity == gravity)
    }

    @Test func aspectFitImageRendersInsideTheBounds() throws {
        let window = Window(size: CGSize(width: 40, height: 40), scale: 1)
        let v = ImageView(image: try image(width: 20, height: 10, color: .red, scale: 1))
        v.frame = window.bounds
        v.contentMode = .scaleAspectFit
        window.addSubview(v)
        let pixels = try window.render()
        #expect(pixels[20, 20] == Color.red.premultiplied)
        #expect(pixels[20, 2] == Color.black.premultiplied)
    }

    @Test func scrollViewOffsetIsTheBoundsOrigin() {
        let scroll = ScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 200))
        scroll.contentSize = CGSize(width: 100, height: 1000)
        let cell = View(frame: CGRect(x: 0, y: 500, width: 100, height: 40))
        scroll.addSubview(cell)
        scroll.setContentOffset(CGPoint(x: 0, y: 450), animated: false)
        #expect(scroll.bounds.origin == CGPoint(x: 0, y: 450))
        #expect(cell.convert(CGPoint.zero, to: scroll) == CGPoint(x: 0, y: 500))
        #expect(scroll.convert(CGPoint(x: 0, y: 500), to: nil) == CGPoint(x: 0, y: 50))
    }

    @Test func scrollRectToVisibleMovesTheLeastDistance() {
        let scroll = ScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 200))
        scroll.contentSize = CGSize(width: 100, height: 1000)
        scroll.scrollRectToVisible(CGRect(x: 0, y: 500, width: 100, height: 40), animated: false)
        #expect(scroll.contentOffset == CGPoint(x: 0, y: 340))
        scroll.scrollRectToVisible(CGRect(x: 0, y: 400, width: 100, height: 40), animated: false)
        #expect(scroll.contentOffset == CGPoint(x: 0, y: 340))
        scroll.scrollRectToVisible(CGRect(x: 0, y: 100, width: 100, height: 40), animated: false)
        #expect(scroll.contentOffset == CGPoint(x: 0, y: 100))
        scroll.scrollRectToVisible(CGRect(x: 0, y: 990, width: 100, height: 40), animated: false)
        #expect(scroll.contentOffset == CGPoint(x: 0, y: 800))
    }

    @Test func labelKeepsItsTextAndDrawsItOverItsBackground() throws {
        let window = Window(size: CGSize(width: 60, height: 20), scale: 1)
        let label = Label(frame: window.bounds)
        label.text = "Hello"
        label.textColor = .black
        label.backgroundColor = .white
        window.addSubview(label)
        let pixels = try window.render()
        #expect(label.text == "Hello")
        // Left-aligned text leaves the right end of the background bare.
        #expect(pixels[58, 10] == Color.white.premultiplied)
    }
}
