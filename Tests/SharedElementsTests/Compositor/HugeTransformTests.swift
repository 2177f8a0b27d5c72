import Foundation
import Testing
import SharedElements
import SharedElementsTestSupport

/// A layer whose transforms, alone or multiplied down the tree, scale or move it by amounts past
/// what an Int holds (1e18, 1e300) but still finite renders what the canvas shows of it: scaled
/// up about the canvas, it covers the canvas; moved away, it is gone. It never traps.
@Suite struct HugeTransformTests {
    static let red = PremultipliedColor(r: 255, g: 0, b: 0, a: 255)
    static let white = PremultipliedColor(r: 255, g: 255, b: 255, a: 255)

    /// A 20x20 canvas with a red 6x4 layer in its middle, configured by `configure`.
    static func render(_ configure: (Layer, CompositorFixture) -> Void) throws -> Bitmap {
        let fixture = CompositorFixture()
        let card = fixture.add(CGRect(x: 7, y: 8, width: 6, height: 4), color: .red)
        configure(card, fixture)
        return try fixture.render(background: .white)
    }

    static func every(_ bitmap: Bitmap, is color: PremultipliedColor) -> Bool {
        (0..<bitmap.height).allSatisfy { y in (0..<bitmap.width).allSatisfy { x in bitmap[x, y] == color } }
    }

    @Test(arguments: [1e17, 1e18, 1e19, 1e100, 1e300])
    func aLayerScaledPastTheCanvasCoversIt(scale: Double) throws {
        let plain = try Self.render { card, _ in card.transform = Transform3D(scaleX: scale, y: scale) }
        #expect(Self.every(plain, is: Self.red))
        let shadowed = try Self.render { card, _ in
            card.transform = Transform3D(scaleX: scale, y: scale)
            card.shadowOpacity = 1
            card.shadowRadius = 10
        }
        #expect(Self.every(shadowed, is: Self.red))
        let rounded = try Self.render { card, _ in
            card.transform = Transform3D(scaleX: scale, y: scale)
            card.cornerRadius = 2
            card.borderWidth = 1
            card.borderColor = .red
        }
        #expect(Self.every(rounded, is: Self.red))
    }

    @Test func scalesThatMultiplyDownTheTreeCoverTheCanvas() throws {
        // Eighteen nested layers each scaled by 10 about the canvas's centre: 1e18 in all.
        let chained = try Self.render { card, fixture in
            card.removeFromSuperlayer()
            var parent = fixture.root
            for _ in 0..<18 {
                let level = fixture.add(CGRect(x: 0, y: 0, width: 20, height: 20), to: parent)
                level.transform = Transform3D(scaleX: 10, y: 10)
                parent = level
            }
            parent.addSublayer(card)
        }
        #expect(Self.every(chained, is: Self.red))
        let bySublayerTransform = try Self.render { card, fixture in
            card.removeFromSuperlayer()
            let holder = fixture.add(CGRect(x: 0, y: 0, width: 20, height: 20))
            holder.sublayerTransform = Transform3D(scaleX: 1e18, y: 1e18)
            holder.addSublayer(card)
        }
        #expect(Self.every(bySublayerTransform, is: Self.red))
    }

    /// A layer reaching from (10, 10) to 1e17 points or more up and left (its bounds' origin at
    /// its anchor, so that corner is placed exactly) covers the canvas up to that corner, drawn
    /// plain, as a group, masking or by its border. Kept as an origin and a size, its extent
    /// and fill area would have ended near 0, not 10, and it was not drawn at all.
    @Test(arguments: [1e17, 1e18, 1e300])
    func aLayerReachingFarPastTheCanvasKeepsItsNearCorner(scale: Double) throws {
        func render(_ configure: (Layer) -> Void) throws -> Bitmap {
            try Self.render { card, _ in
                card.bounds = CGRect(x: -6, y: -4, width: 6, height: 4)
                card.anchorPoint = CGPoint(x: 1, y: 1)
                card.position = CGPoint(x: 10, y: 10)
                card.transform = Transform3D(scaleX: scale, y: scale)
                configure(card)
            }
        }
        func isQuadrant(_ b: Bitmap) -> Bool {
            (0..<20).allSatisfy { y in (0..<20).allSatisfy { x in b[x, y] == (x < 10 && y < 10 ? Self.red : Self.white) } }
        }
        #expect(isQuadrant(try render { _ in }))
        #expect(isQuadrant(try render { card in
            card.opacity = 0.999
            card.addSublayer(Layer())
        }))
        #expect(isQuadrant(try render { card in
            card.backgroundColor = nil
            card.masksToBounds = true
            // Placed as the card is (a frame's translation would add rounding of 1e18).
            let inside = Layer()
            inside.bounds = card.bounds
            inside.anchorPoint = CGPoint(x: 1, y: 1)
            inside.position = .zero
            inside.backgroundColor = .red
            card.addSublayer(inside)
        }))
        #expect(isQuadrant(try render { card in
            card.backgroundColor = nil
            card.borderWidth = 3
            card.borderColor = .red
        }))
    }

    @Test func aLayerMovedPastTheCanvasIsGone() throws {
        for offset in [1e18, -1e19, 1e300] {
            let moved = try Self.render { card, _ in card.transform = Transform3D(translationX: offset, y: 0) }
            #expect(Self.every(moved, is: Self.white), "moved by \(offset)")
        }
    }

    /// A shadowed layer whose sublayers lie 1e300 points apart: its shadow's source would be a
    /// sliver 2e300 points long, more pixels than a shadow may take, so the shadow is left out
    /// and the sublayers are drawn.
    @Test func aShadowReachingFarPastTheCanvasIsLeftOutAndTheRestDrawn() throws {
        let bitmap = try Self.render { card, fixture in
            let holder = fixture.add(CGRect(x: 0, y: 0, width: 20, height: 20))
            holder.shadowOpacity = 1
            holder.shadowRadius = 2
            card.removeFromSuperlayer()
            holder.addSublayer(card)
            for far in [1e300, -1e300] {
                fixture.add(CGRect(x: 0, y: 0, width: 4, height: 4), color: .blue, to: holder) {
                    $0.transform = Transform3D(translationX: far, y: 0)
                }
            }
        }
        #expect(bitmap[10, 10] == Self.red)
        #expect(bitmap[1, 1] == Self.white)
    }
}
