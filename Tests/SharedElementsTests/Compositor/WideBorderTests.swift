import Foundation
import Testing
import SharedElements
import SharedElementsTestSupport

/// Borders are drawn inside the bounds, as Core Animation draws them: one as wide as half the
/// layer or wider fills the layer, never outside it and never inverted.
@MainActor
@Suite struct WideBorderTests {
    func render(borderWidth: CGFloat, radius: CGFloat = 0) throws -> Bitmap {
        let root = Layer()
        root.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
        let tile = Layer()
        tile.frame = CGRect(x: 10, y: 10, width: 20, height: 12)
        tile.backgroundColor = .blue
        tile.borderColor = .red
        tile.borderWidth = borderWidth
        tile.cornerRadius = radius
        root.addSublayer(tile)
        return try Compositor().render(root, size: CGSize(width: 40, height: 40), scale: 1, background: .white)
    }

    static let red = PremultipliedColor(r: 255, g: 0, b: 0, a: 255)
    static let white = PremultipliedColor(r: 255, g: 255, b: 255, a: 255)

    @Test(arguments: [6.0, 7.0, 200.0, 1e6])
    func aBorderAsWideAsHalfTheLayerFillsItAndNothingElse(_ width: Double) throws {
        let b = try render(borderWidth: CGFloat(width))
        var inside = 0, outside = 0
        for y in 0..<40 { for x in 0..<40 {
            let isInside = x >= 10 && x < 30 && y >= 10 && y < 22
            if isInside && b[x, y] == Self.red { inside += 1 }
            if !isInside && b[x, y] != Self.white { outside += 1 }
        } }
        #expect(inside == 20 * 12)
        #expect(outside == 0)
    }

    @Test func aNarrowerBorderLeavesTheBackgroundInside() throws {
        let b = try render(borderWidth: 3)
        #expect(b[20, 16] == PremultipliedColor(r: 0, g: 0, b: 255, a: 255))   // the control: a hole
        #expect(b[11, 16] == Self.red && b[5, 5] == Self.white)
    }

    @Test func aRoundedWideBorderStaysInsideTheCorners() throws {
        let b = try render(borderWidth: 50, radius: 6)
        #expect(b[10, 10] != Self.red && b[20, 16] == Self.red)   // the corner is cut, the middle filled
        var outside = 0
        for y in 0..<40 { for x in 0..<40 where !(x >= 10 && x < 30 && y >= 10 && y < 22) && b[x, y] != Self.white { outside += 1 } }
        #expect(outside == 0)
    }
}
