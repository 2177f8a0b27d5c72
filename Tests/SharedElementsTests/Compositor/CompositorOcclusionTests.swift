import Foundation
import Testing
import SharedElements
import SharedElementsTestSupport

/// Layers hidden under an opaque layer that covers what they would draw on are left out, and the
/// canvas is not filled under a layer that covers all of it: the same bytes as drawing everything.
@Suite struct CompositorOcclusionTests {
    static let size = CGSize(width: 40, height: 40)

    /// A layer that may or may not cover the canvas: nearly every property that decides it is
    /// picked at random, on either side of the line (a hair short of the edge, a hair translucent,
    /// a rounded corner, a turn, a translucent picture, a plus-lighter filter).
    static func candidate(_ rng: inout SeededGenerator) throws -> Layer {
        func pick<T>(_ options: [T]) -> T { options[Int.random(in: 0..<options.count, using: &rng)] }
        let l = Layer()
        l.frame = CGRect(x: pick([0, 0, 0, -0.5, 0.25, -3]), y: pick([0, 0, 0, -2, 0.1]),
                         width: pick([40, 40, 40, 39.75, 41, 50]), height: pick([40, 40, 40, 39.9, 44]))
        switch Int.random(in: 0..<5, using: &rng) {
        case 0: l.contents = try ImageGenerator.rings(width: 24, height: 30)
        case 1: l.contents = try ImageGenerator.checker(width: 16, height: 16)
        case 2: l.backgroundColor = Color(red: 0.2, green: 0.5, blue: 0.9, alpha: 0.98)
        default: l.backgroundColor = Color(red: 0.9, green: 0.4, blue: 0.1)
        }
        if Int.random(in: 0..<4, using: &rng) == 0 { l.contentsGravity = pick([.center, .resizeAspect, .resizeAspectFill]) }
        l.opacity = pick([1, 1, 1, 1, 1, 0.999, 0.99, 0.5])
        l.cornerRadius = pick([0, 0, 0, 0, 0, 4])
        if Int.random(in: 0..<8, using: &rng) == 0 { l.cornerRadii = CornerRadii(topLeft: 0, topRight: pick([0, 3]), bottomRight: 0, bottomLeft: 0) }
        if Int.random(in: 0..<10, using: &rng) == 0 { l.transform = Transform3D(rotationAngle: pick([0.01, 0.3]), x: 0, y: 0, z: 1) }
        if Int.random(in: 0..<10, using: &rng) == 0 { l.transform = Transform3D(scaleX: pick([1.02, 0.98]), y: 1, z: 1) }
        l.isHidden = Int.random(in: 0..<20, using: &rng) == 0
        l.zPosition = pick([0, 0, 0, -1, 1])
        if Int.random(in: 0..<10, using: &rng) == 0 { l.compositingFilter = .plusLighter }
        l.masksToBounds = Bool.random(using: &rng)
        if Bool.random(using: &rng) {
            l.shadowOpacity = 0.5
            l.shadowRadius = 3
        }
        if Int.random(in: 0..<3, using: &rng) == 0 { l.borderWidth = 2; l.borderColor = Color(red: 0, green: 0.6, blue: 0, alpha: 0.7) }
        if Bool.random(using: &rng) { l.addSublayer(CompositorPropertyTests.randomTree(&rng)) }
        return l
    }

    /// Random trees with covering candidates among them, at the root and one level down (inside a
    /// container that may clip), drawn with and without culling, on one thread and in bands.
    @Test func randomTreesRenderTheSameBytesWithAndWithoutCulling() throws {
        var rng = SeededGenerator(seed: 11)
        var canvasCovered = 0, differing: [Int] = []
        var drawn = Compositor(), everything = Compositor(), banded = Compositor(jobs: 3)
        everything.cullsCovered = false
        drawn.cullsCovered = true
        banded.cullsCovered = true
        for i in 0..<600 {
            let root = Layer()
            root.frame = CGRect(origin: .zero, size: Self.size)
            if Bool.random(using: &rng) { root.backgroundColor = Color(red: 1, green: 1, blue: 0, alpha: 0.6) }
            let container = Layer()
            container.frame = root.bounds
            container.masksToBounds = Int.random(in: 0..<3, using: &rng) == 0
            let host = Int.random(in: 0..<3, using: &rng) > 0 ? root : container
            if host === container { root.addSublayer(container) }
            for _ in 0..<Int.random(in: 0...2, using: &rng) { host.addSublayer(CompositorPropertyTests.randomTree(&rng)) }
            host.addSublayer(try Self.candidate(&rng))
            for _ in 0..<Int.random(in: 0...2, using: &rng) {
                host.addSublayer(Bool.random(using: &rng) ? try Self.candidate(&rng) : CompositorPropertyTests.randomTree(&rng))
            }
            let scale: CGFloat = [1, 2, 7.3][i % 3]
            let background = Color(red: 0.1, green: 0.1, blue: 0.3)
            if Compositor.coversCanvas(root, scale: scale, time: 0, width: Int((40 * scale).rounded()), height: Int((40 * scale).rounded())) {
                canvasCovered += 1
            }
            let reference = try everything.render(root, size: Self.size, scale: scale, background: background)
            let culled = try drawn.render(root, size: Self.size, scale: scale, background: background)
            let inBands = try banded.render(root, size: Self.size, scale: scale, background: background)
            if culled != reference || inBands != reference { differing.append(i) }
        }
        #expect(differing.isEmpty, "trees \(differing.prefix(5)) of 600 render differently when culled")
        // Both sides of the line are reached: the canvas is covered in some trees, not in most.
        #expect(canvasCovered > 5 && canvasCovered < 150, "\(canvasCovered) of 600 canvases covered")
    }

    /// A full-screen opaque view over a screen of 400 shadowed cards: the cards are not drawn, so
    /// a render takes no offscreen memory for their shadows, and shows the cover alone.
    @Test func aScreenUnderAnOpaqueCoverIsNotDrawn() throws {
        let root = Layer()
        root.frame = CGRect(origin: .zero, size: Self.size)
        for i in 0..<400 {
            let card = Layer()
            card.frame = CGRect(x: CGFloat(i % 20) * 2, y: CGFloat(i / 20) * 2, width: 10, height: 10)
            card.backgroundColor = .white
            card.opacity = 0.5
            card.addSublayer(Layer())
            card.shadowOpacity = 0.4
            root.addSublayer(card)
        }
        let cover = Layer()
        cover.frame = root.bounds
        cover.backgroundColor = Color(red: 0, green: 0, blue: 1)
        root.addSublayer(cover)
        var compositor = Compositor()
        compositor.workingMemory = 1 << 10
        let frame = try compositor.render(root, size: Self.size, scale: 2, background: .white)
        #expect(frame.bytes.count == 80 * 80 * 4)
        #expect(stride(from: 0, to: frame.bytes.count, by: 4).allSatisfy {
            frame.bytes[$0] == 0 && frame.bytes[$0 + 1] == 0 && frame.bytes[$0 + 2] == 255 && frame.bytes[$0 + 3] == 255
        })
        // Drawn, the cards' groups need more than that budget.
        compositor.cullsCovered = false
        #expect(throws: CompositorError.self) { try compositor.render(root, size: Self.size, scale: 2, background: .white) }
    }
}
