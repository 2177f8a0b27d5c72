import Foundation
import Testing
import SharedElements
import SharedElementsTestSupport

/// A layer that clips to its rounded outline shows none of its shadow when it is opaque
/// throughout the outline: Core Animation draws the shadow and the content, then clips both, so
/// the shadow lies beneath opaque content everywhere. Drawn and clipped on its own, the shadow
/// would show at the outline's anti-aliased pixels, which the content covers only in part: a
/// clipped image view with a shadow would then differ from its flyer (which casts none) at the
/// first frame of a flight.
@Suite struct ClippedShadowTests {
    /// A rounded 100x80 layer at (40.3, 40.6) over a mid-grey canvas, clipping to its bounds.
    static func render(_ configure: (Layer) -> Void, shadow: Bool) throws -> Bitmap {
        let root = Layer()
        root.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
        root.backgroundColor = Color(red: 0.5, green: 0.5, blue: 0.5)
        let card = Layer()
        card.frame = CGRect(x: 40.3, y: 40.6, width: 100, height: 80)
        card.cornerRadius = 17
        card.masksToBounds = true
        if shadow {
            card.shadowOpacity = 1
            card.shadowRadius = 6
            card.shadowOffset = CGSize(width: 3, height: 4)
            card.shadowColor = Color(red: 0, green: 0, blue: 0)
        }
        configure(card)
        root.addSublayer(card)
        return try Compositor().render(root, size: CGSize(width: 200, height: 200), scale: 2)
    }

    static func image(width: Int, height: Int, alpha: UInt8) throws -> Bitmap {
        var b = try Bitmap(width: width, height: height)
        for y in 0..<height {
            for x in 0..<width {
                let r = UInt8(x * 255 / max(width - 1, 1)), g = UInt8(y * 255 / max(height - 1, 1))
                b[x, y] = PremultipliedColor(r: UInt8(Int(r) * Int(alpha) / 255), g: UInt8(Int(g) * Int(alpha) / 255), b: 0, a: alpha)
            }
        }
        return b
    }

    @Test func anOpaqueBackgroundHidesTheShadowEvenAtTheCorners() throws {
        let paint: (Layer) -> Void = { $0.backgroundColor = Color(red: 1, green: 0.9, blue: 0.2) }
        #expect(try Self.render(paint, shadow: true) == Self.render(paint, shadow: false))
    }

    @Test func anOpaqueImageFillingTheBoundsHidesTheShadow() throws {
        let picture = try Self.image(width: 300, height: 300, alpha: 255)
        for gravity in [ContentsGravity.resize, .resizeAspectFill] {
            let paint: (Layer) -> Void = {
                $0.contents = picture
                $0.contentsGravity = gravity
            }
            #expect(try Self.render(paint, shadow: true) == Self.render(paint, shadow: false), "\(gravity)")
        }
    }

    @Test func aShadowStillShowsWhereTheContentLetsItThrough() throws {
        // A see-through image, or an opaque one that leaves part of the bounds empty: the shadow
        // inside the clip shows there, as before.
        let faint = try Self.image(width: 300, height: 300, alpha: 128)
        let seeThrough: (Layer) -> Void = { $0.contents = faint }
        #expect(try Self.render(seeThrough, shadow: true) != Self.render(seeThrough, shadow: false))
        let wide = try Self.image(width: 600, height: 100, alpha: 255)
        let letterboxed: (Layer) -> Void = {
            $0.contents = wide
            $0.contentsGravity = .resizeAspect
        }
        #expect(try Self.render(letterboxed, shadow: true) != Self.render(letterboxed, shadow: false))
    }

    @MainActor @Test func theOpacityOfContentsIsWorkedOutAgainWhenTheyChange() throws {
        let layer = Layer()
        #expect(!layer.contentsAreOpaque)
        layer.contents = try Self.image(width: 4, height: 4, alpha: 255)
        #expect(layer.contentsAreOpaque)
        layer.contents = try Self.image(width: 4, height: 4, alpha: 254)
        #expect(!layer.contentsAreOpaque)
        layer.contents = nil
        #expect(!layer.contentsAreOpaque)
    }
}
