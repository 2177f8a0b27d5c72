import Foundation
import Testing
import SharedElements
import SharedElementsTestSupport

/// `Layer.cornerRadii`: a radius of its own at each corner, followed by the background, the
/// border, the clip of `masksToBounds` and the shadow.
@MainActor
@Suite struct CornerRadiiTests {
    /// A 60-point blue tile (with a border, a shadow and a clipped red child when asked) in an
    /// 80-point white frame.
    func render(radius: CGFloat = 0, radii: CornerRadii?, styled: Bool = false) throws -> Bitmap {
        let root = Layer()
        root.frame = CGRect(x: 0, y: 0, width: 80, height: 80)
        let tile = Layer()
        tile.frame = CGRect(x: 10, y: 10, width: 60, height: 60)
        tile.backgroundColor = .blue
        tile.cornerRadius = radius
        tile.cornerRadii = radii
        if styled {
            tile.borderWidth = 3
            tile.borderColor = .black
            tile.shadowOpacity = 0.5
            tile.shadowRadius = 4
            tile.masksToBounds = true
            let child = Layer()
            child.frame = CGRect(x: 0, y: 0, width: 60, height: 60)
            child.backgroundColor = .red
            child.opacity = 0.5
            tile.addSublayer(child)
        }
        root.addSublayer(tile)
        return try Compositor().render(root, size: CGSize(width: 80, height: 80), scale: 1, background: .white)
    }

    static func differing(_ a: Bitmap, _ b: Bitmap) -> Int {
        var n = 0
        for y in 0..<a.height { for x in 0..<a.width where a[x, y] != b[x, y] { n += 1 } }
        return n
    }

    @Test(arguments: [false, true])
    func fourEqualRadiiDrawWhatOneRadiusDraws(styled: Bool) throws {
        let one = try render(radius: 14, radii: nil, styled: styled)
        let four = try render(radius: 14, radii: CornerRadii(all: 14), styled: styled)
        #expect(Self.differing(one, four) == 0)
    }

    @Test func eachCornerTakesItsOwnRadius() throws {
        let blue = PremultipliedColor(r: 0, g: 0, b: 255, a: 255)
        let image = try render(radius: 20, radii: CornerRadii(topLeft: 20, topRight: 20, bottomRight: 0, bottomLeft: 0))
        #expect(image[10, 10] != blue && image[69, 10] != blue, "the top corners are rounded")
        #expect(image[10, 69] == blue && image[69, 69] == blue, "the bottom corners are square")
        // A pixel 3 points in along the diagonal of a 20-point corner lies outside its arc.
        #expect(image[13, 13] != blue)
        let masked = try render(radius: 20, radii: CornerRadii(topLeft: 20, topRight: 20, bottomRight: 0, bottomLeft: 0), styled: true)
        let black = PremultipliedColor(r: 0, g: 0, b: 0, a: 255)
        #expect(masked[10, 69] == black && masked[69, 69] == black, "the border runs into the square corners")
        #expect(masked[10, 10] != black && masked[11, 11] != black, "and around the rounded ones")
        #expect(masked[14, 66].g == 0 && masked[14, 66].r > 0, "the clipped child fills the square corner")
    }

    @Test func radiiAreClampedToHalfTheShorterSide() {
        let r = CGRect(x: 0, y: 0, width: 40, height: 20)
        let huge = Shapes.roundedRect(r, radii: CornerRadii(all: 1000), tolerance: 0.1)
        let half = Shapes.roundedRect(r, radii: CornerRadii(all: 10), tolerance: 0.1)
        #expect(huge == half)
        let nan = Shapes.roundedRect(r, radii: CornerRadii(all: .nan), tolerance: 0.1)
        #expect(nan.count == 4, "not a number draws a square corner")
        for p in huge { #expect(p.x >= -0.5 && p.x <= 40.5 && p.y >= -0.5 && p.y <= 20.5) }
    }
}
