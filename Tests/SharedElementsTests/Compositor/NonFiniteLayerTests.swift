import Foundation
import Testing
import SharedElements
import SharedElementsTestSupport

/// Property tests: a layer holding NaN, infinities or huge values is rendered by the documented
/// rule (the "Non-Finite Numbers" article of the documentation): non-finite geometry draws nothing for that layer and
/// its sublayers, non-finite styles fall back to their neutral value, and the rest of the scene
/// is the same pixels as without it.
@Suite struct NonFiniteLayerTests {
    /// A small scene: a backdrop, a rounded card with a border and a shadow, a rotated badge.
    static func scene() -> (root: Layer, card: Layer) {
        let root = Layer()
        root.bounds = CGRect(x: 0, y: 0, width: 48, height: 48)
        root.position = CGPoint(x: 24, y: 24)
        root.backgroundColor = Color(red: 0.9, green: 0.9, blue: 0.95, alpha: 1)
        let card = Layer()
        card.frame = CGRect(x: 6, y: 8, width: 30, height: 26)
        card.backgroundColor = Color(red: 0.2, green: 0.5, blue: 0.9, alpha: 1)
        card.cornerRadius = 6
        card.borderWidth = 1.5
        card.borderColor = .black
        card.shadowOpacity = 0.5
        card.shadowRadius = 2
        root.addSublayer(card)
        let badge = Layer()
        badge.frame = CGRect(x: 30, y: 30, width: 12, height: 12)
        badge.backgroundColor = .red
        badge.transform = Transform3D(rotationAngle: 0.4, x: 0, y: 0, z: 1)
        root.addSublayer(badge)
        return (root, card)
    }

    static func render(_ root: Layer) throws -> Bitmap {
        try Compositor().render(root, size: CGSize(width: 48, height: 48), scale: 1)
    }

    static func isPremultiplied(_ b: Bitmap) -> Bool {
        let bytes = b.bytes
        for p in stride(from: 0, to: bytes.count, by: 4) {
            let a: UInt8 = bytes[p + 3]
            if bytes[p] > a || bytes[p + 1] > a || bytes[p + 2] > a { return false }
        }
        return true
    }

    /// Geometry a layer may be given that is not finite (or overflows on the first product).
    static func breakGeometry(_ l: Layer, _ rng: inout SeededGenerator) -> String {
        let bad = CGFloat(HostileNumbers.nonFinite(&rng))
        let huge = CGFloat(Bool.random(using: &rng) ? Double.greatestFiniteMagnitude : -Double.greatestFiniteMagnitude)
        switch Int.random(in: 0..<9, using: &rng) {
        case 0: l.position = HostileNumbers.nonFinitePoint(&rng); return "position"
        case 1: l.bounds = CGRect(x: bad, y: 0, width: 10, height: 10); return "bounds.origin"
        case 2: l.bounds.size = CGSize(width: 10, height: bad); l.anchorPoint = CGPoint(x: 0.5, y: 0.5); return "bounds.size"
        case 3: l.anchorPoint = HostileNumbers.nonFinitePoint(&rng); return "anchorPoint"
        case 4: l.transform = HostileNumbers.nonFiniteTransform(&rng); return "transform"
        case 5: l.zPosition = bad; return "zPosition"
        case 6: l.position = CGPoint(x: huge, y: huge); l.transform = Transform3D(scaleX: huge, y: 2); return "huge"
        case 7: l.transform = Transform3D(translationX: bad, y: 0); return "translation"
        default: l.transform = Transform3D(scaleX: 1, y: bad); return "scale"
        }
    }

    @Test func aLayerWithNonFiniteGeometryDrawsNothingAndLeavesTheRestAlone() throws {
        var rng = SeededGenerator(seed: 0x19_04_21)
        let (cleanRoot, cleanCard) = Self.scene()
        cleanCard.removeFromSuperlayer()
        let withoutCard = try Self.render(cleanRoot)
        for i in 0..<120 {
            let (root, card) = Self.scene()
            // Sublayers of a layer that cannot be placed are not drawn either.
            let child = Layer()
            child.frame = CGRect(x: 2, y: 2, width: 8, height: 8)
            child.backgroundColor = .green
            card.addSublayer(child)
            let what = Self.breakGeometry(card, &rng)
            let bitmap = try Self.render(root)
            #expect(Self.isPremultiplied(bitmap))
            #expect(bitmap == withoutCard, "case \(i): \(what)")
        }
    }

    @Test func aSublayerTransformThatIsNotFiniteHidesTheSublayersOnly() throws {
        var rng = SeededGenerator(seed: 0x19_04_22)
        for _ in 0..<60 {
            let (root, card) = Self.scene()
            let child = Layer()
            child.frame = CGRect(x: 2, y: 2, width: 8, height: 8)
            child.backgroundColor = .green
            card.addSublayer(child)
            let (plainRoot, _) = Self.scene()
            card.sublayerTransform = HostileNumbers.nonFiniteTransform(&rng)
            #expect(try Self.render(root) == Self.render(plainRoot))
        }
    }

    @Test func nonFiniteStylesFallBackToTheirNeutralValue() throws {
        var rng = SeededGenerator(seed: 0x19_04_23)
        for i in 0..<200 {
            let bad = CGFloat(HostileNumbers.nonFinite(&rng))
            let (root, card) = Self.scene()
            let (expectedRoot, expectedCard) = Self.scene()
            let what: String
            switch Int.random(in: 0..<8, using: &rng) {
            case 0:
                // Opacity clamps: +inf is 1; NaN and -inf are 0, so the layer draws nothing.
                card.opacity = Float(bad)
                if bad == .infinity { expectedCard.opacity = 1 } else { expectedCard.removeFromSuperlayer() }
                what = "opacity"
            case 1: card.cornerRadius = bad; expectedCard.cornerRadius = 0; what = "cornerRadius"
            case 2: card.borderWidth = bad; expectedCard.borderWidth = 0; what = "borderWidth"
            case 3:
                // Clamped like opacity.
                card.shadowOpacity = Float(bad); expectedCard.shadowOpacity = bad == .infinity ? 1 : 0; what = "shadowOpacity"
            case 4: card.shadowRadius = bad; expectedCard.shadowRadius = 0; what = "shadowRadius"
            case 5:
                card.shadowOffset = CGSize(width: bad, height: 1); expectedCard.shadowOpacity = 0; what = "shadowOffset"
            case 6:
                card.backgroundColor = Color(red: bad, green: 0.5, blue: 0.9, alpha: 1)
                // Components clamp: +inf is 1, NaN and -inf 0.
                expectedCard.backgroundColor = Color(red: bad == .infinity ? 1 : 0, green: 0.5, blue: 0.9, alpha: 1)
                what = "backgroundColor"
            default:
                card.contents = try ImageGenerator.checker(width: 6, height: 4)
                expectedCard.contents = card.contents
                card.contentsGravity = .center
                expectedCard.contentsGravity = .center
                card.contentsScale = bad
                expectedCard.contentsScale = 1
                what = "contentsScale"
            }
            let got = try Self.render(root)
            #expect(Self.isPremultiplied(got))
            #expect(got == (try Self.render(expectedRoot)), "case \(i): \(what) = \(bad)")
        }
    }

    @Test func randomHostileTreesRenderValidPixels() throws {
        var rng = SeededGenerator(seed: 0x19_04_24)
        for i in 0..<150 {
            let (root, card) = Self.scene()
            for l in [root, card] + card.sublayers where Bool.random(using: &rng) {
                _ = Self.breakGeometry(l, &rng)
            }
            card.cornerRadius = CGFloat(HostileNumbers.any(&rng))
            card.borderWidth = CGFloat(HostileNumbers.any(&rng))
            card.shadowRadius = CGFloat(HostileNumbers.any(&rng))
            card.opacity = Float(HostileNumbers.any(&rng))
            let a = try Self.render(root)
            #expect(Self.isPremultiplied(a), "tree \(i)")
            #expect(a == (try Self.render(root)), "tree \(i) rendered differently twice")
        }
    }

    /// An image moved by a finite but enormous translation (beyond what an integer holds) is off
    /// the canvas: it draws nothing there, and the rest of the scene is unchanged.
    @Test func anImageMovedFarOffDrawsNothing() throws {
        let image = try Bitmap(width: 8, height: 8, fill: PremultipliedColor(r: 0, g: 200, b: 0, a: 255))
        for offset in [1e300, -1e300, 1e19, -9.3e18, 4e12] as [CGFloat] {
            let (root, _) = Self.scene()
            let expected = try Self.render(root)
            let photo = Layer()
            photo.frame = CGRect(x: 4, y: 4, width: 16, height: 16)
            photo.contents = image
            photo.transform = Transform3D(translationX: offset, y: offset / 3)
            root.addSublayer(photo)
            #expect(try Self.render(root) == expected, "moved by \(offset)")
        }
    }
}
