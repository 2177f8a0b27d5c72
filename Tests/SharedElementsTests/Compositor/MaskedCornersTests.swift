import Foundation
import Testing
import SharedElements
import SharedElementsTestSupport

/// `Layer.maskedCorners` picks the corners the radius rounds; the others stay square.
@MainActor
@Suite struct MaskedCornersTests {
    func render(_ corners: CornerMask) throws -> Bitmap {
        let root = Layer()
        root.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
        let tile = Layer()
        tile.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
        tile.backgroundColor = .blue
        tile.cornerRadius = 12
        tile.maskedCorners = corners
        root.addSublayer(tile)
        return try Compositor().render(root, size: CGSize(width: 40, height: 40), scale: 1, background: .white)
    }

    static let blue = PremultipliedColor(r: 0, g: 0, b: 255, a: 255)

    @Test func onlyTheMaskedCornersAreRounded() throws {
        let top = try render([.layerMinXMinYCorner, .layerMaxXMinYCorner])
        #expect(top[0, 0] != Self.blue && top[39, 0] != Self.blue)   // rounded
        #expect(top[0, 39] == Self.blue && top[39, 39] == Self.blue) // square
        let all = try render(.all)
        #expect(all[0, 39] != Self.blue && all[39, 39] != Self.blue)
        let none = try render([])
        #expect(none[0, 0] == Self.blue && none[39, 39] == Self.blue)
    }
}
