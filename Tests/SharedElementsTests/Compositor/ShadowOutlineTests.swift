import Foundation
import Testing
import SharedElements
import SharedElementsTestSupport

/// An opaque layer whose content stays inside its outline casts its outline's shadow; content
/// that escapes the outline casts a shadow of its own.
@Suite struct ShadowOutlineTests {
    /// An opaque rounded card with a shadow, at (40, 40) in a 200x200 canvas, and optionally a
    /// sublayer `child` set up by `configure`.
    static func scene(_ configure: ((Layer, Layer) -> Void)? = nil) -> Layer {
        let root = Layer()
        root.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
        root.backgroundColor = .white
        let card = Layer()
        card.frame = CGRect(x: 40, y: 40, width: 100, height: 80)
        card.backgroundColor = Color(red: 0.2, green: 0.4, blue: 0.9)
        card.cornerRadius = 14
        card.shadowOpacity = 0.4
        card.shadowRadius = 8
        card.shadowOffset = CGSize(width: 0, height: 5)
        root.addSublayer(card)
        if let configure {
            let child = Layer()
            card.addSublayer(child)
            configure(card, child)
        }
        return root
    }

    /// The pixels outside the card's bounds (where only the shadow and the white canvas show).
    static func outside(_ bitmap: Bitmap) -> [UInt32] {
        var out: [UInt32] = []
        for y in 0..<bitmap.height {
            for x in 0..<bitmap.width where !(x >= 80 && x < 280 && y >= 80 && y < 240) {
                let p = bitmap[x, y]
                out.append(UInt32(p.r) | UInt32(p.g) << 8 | UInt32(p.b) << 16 | UInt32(p.a) << 24)
            }
        }
        return out
    }

    @Test func contentMaskedToTheOutlineCastsTheOutlinesShadow() throws {
        let alone = try Compositor().render(Self.scene(), size: CGSize(width: 200, height: 200), scale: 2)
        let masked = try Compositor().render(Self.scene { card, child in
            child.frame = card.bounds
            child.masksToBounds = true
            child.cornerRadius = 14
            child.backgroundColor = Color(red: 1, green: 0.5, blue: 0, alpha: 0.5)
        }, size: CGSize(width: 200, height: 200), scale: 2)
        #expect(Self.outside(masked) == Self.outside(alone))
        #expect(masked[180, 160] != alone[180, 160], "the child shows inside the card")
        // A shadow is there at all: below the card the canvas is darker than white.
        #expect(alone[180, 246].r < 250)
    }

    @Test func contentThatEscapesTheOutlineCastsItsOwnShadow() throws {
        let alone = try Compositor().render(Self.scene(), size: CGSize(width: 200, height: 200), scale: 2)
        let escaping = try Compositor().render(Self.scene { _, child in
            child.frame = CGRect(x: 60, y: 50, width: 70, height: 50)     // past the card's right and bottom edges
            child.backgroundColor = Color(red: 1, green: 0.5, blue: 0)
        }, size: CGSize(width: 200, height: 200), scale: 2)
        #expect(Self.outside(escaping) != Self.outside(alone))
        // Below the part that sticks out, its shadow darkens the canvas.
        #expect(escaping[360, 226].r < alone[360, 226].r || escaping[240, 290].r < alone[240, 290].r)
    }

    @Test func aTranslucentBackgroundCastsWhatItDraws() throws {
        let opaque = try Compositor().render(Self.scene(), size: CGSize(width: 200, height: 200), scale: 2)
        let root = Self.scene()
        root.sublayers[0].backgroundColor = Color(red: 0.2, green: 0.4, blue: 0.9, alpha: 0.3)
        let faint = try Compositor().render(root, size: CGSize(width: 200, height: 200), scale: 2)
        #expect(faint[180, 250].r > opaque[180, 250].r, "a faint card casts a fainter shadow")
    }

    /// The outline's shadow, with the part under the opaque card left out, gives the same bytes
    /// as the full route (drawing the content for the shadow and the whole shadow under it): a
    /// sublayer of no size that does not mask sends the card down the full route without drawing
    /// anything. Flat, turned, scaled and in perspective, at several scales.
    @Test func theShortcutsGiveTheFullRoutesBytes() throws {
        let transforms: [Transform3D] = [
            .identity, Transform3D(rotationAngle: 0.4, x: 0, y: 0, z: 1), Transform3D(scaleX: 1.7, y: 0.6, z: 1),
            { var t = Transform3D(rotationAngle: 0.5, x: 0, y: 1, z: 0); t.m34 = -1 / 400; return t }(),
        ]
        for (i, transform) in transforms.enumerated() {
            for scale in [1.0, 2.0, 3.0] as [CGFloat] {
                let quick = Self.scene()
                quick.sublayers[0].transform = transform
                let full = Self.scene { _, child in child.frame = .zero }
                full.sublayers[0].transform = transform
                let a = try Compositor().render(quick, size: CGSize(width: 200, height: 200), scale: scale)
                let b = try Compositor().render(full, size: CGSize(width: 200, height: 200), scale: scale)
                var differing = 0, largest = 0
                for y in 0..<a.height {
                    for x in 0..<a.width {
                        let p = a[x, y], q = b[x, y]
                        let d = max(abs(Int(p.r) - Int(q.r)), abs(Int(p.g) - Int(q.g)), abs(Int(p.b) - Int(q.b)), abs(Int(p.a) - Int(q.a)))
                        if d > 0 { differing += 1; largest = max(largest, d) }
                    }
                }
                #expect(differing == 0, "transform \(i) at scale \(scale): \(differing) pixels differ, by up to \(largest)")
            }
        }
    }

    /// What a layer draws may reach past its bounds (a label's glyphs can): the shadow's source
    /// is then rendered over a larger region, but on the same pixel grid, so the same outline
    /// casts the same shadow. A sublayer that draws nothing stretches the region here.
    @Test func aRegionReachingPastTheBoundsKeepsTheShadowsGrid() throws {
        let plain = try Compositor().render(Self.scene { _, child in child.frame = .zero }, size: CGSize(width: 200, height: 200), scale: 2)
        for origin in [CGPoint(x: -7.3, y: -3.1), CGPoint(x: -0.4, y: -11), CGPoint(x: -19.9, y: 0)] {
            let stretched = try Compositor().render(Self.scene { _, child in
                child.frame = CGRect(origin: origin, size: CGSize(width: 60, height: 40))
            }, size: CGSize(width: 200, height: 200), scale: 2)
            let differing = zip(Self.outside(stretched), Self.outside(plain)).filter { $0 != $1 }.count
            let same = stretched == plain    // inside the card too, where nothing differs either
            #expect(differing == 0 && same, "a sublayer from \(origin): \(differing) pixels outside the card differ")
        }
    }
}
