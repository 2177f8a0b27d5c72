import Foundation
import Testing
import SharedElements
import SharedElementsTestSupport

/// Shadows inside shadows: each shadowed layer's shadow is cast from everything it draws,
/// its sublayers' shadows included, so a chain of shadowed layers draws each inner shadow in the
/// source of every shadow around it. Each layer's extent and each inner shadow's blurred plane
/// are worked out once per render, so a long chain renders (a chain of 22 took 44 s, one of 40
/// did not finish), and the same pixels come out on one thread as in bands.
@Suite struct NestedShadowTests {
    /// `depth` layers, each inside the one before, each smaller, with a shadow; the innermost
    /// has a background (the rest cast the shadows of what they hold).
    static func chain(depth: Int) -> Layer {
        let root = Layer()
        root.bounds = CGRect(x: 0, y: 0, width: 120, height: 120)
        root.position = CGPoint(x: 60, y: 60)
        var parent = root
        for k in 0..<depth {
            let l = Layer()
            l.frame = CGRect(x: 1, y: 1, width: 100 - CGFloat(k), height: 100 - CGFloat(k))
            l.shadowOpacity = 0.3
            l.shadowRadius = 4
            l.shadowOffset = CGSize(width: 1, height: 2)
            parent.addSublayer(l)
            parent = l
        }
        parent.backgroundColor = .systemBlue
        return root
    }

    @Test(arguments: [1, 8, 40])
    func aChainOfShadowsRendersTheSameOnOneThreadAndInBands(_ depth: Int) throws {
        let root = Self.chain(depth: depth)
        let one = try Compositor().render(root, size: CGSize(width: 120, height: 120), scale: 2, background: .white)
        let bands = try Compositor(jobs: 3).render(root, size: CGSize(width: 120, height: 120), scale: 2, background: .white)
        #expect(one == bands)
        // The shadows darken the white past the innermost layer's edge, more with more of them.
        let below = one[Int(2 * (1 + CGFloat(depth) + 100 - CGFloat(depth) + 3)), 120]
        #expect(below.r < 255, "a shadow shows beyond the card: \(below)")
    }

    @Test func moreShadowsAroundALayerCastADarkerShadow() throws {
        func edge(_ depth: Int) throws -> UInt8 {
            let root = Self.chain(depth: depth)
            let frame = try Compositor().render(root, size: CGSize(width: 120, height: 120), scale: 1, background: .white)
            return frame[Int(1 + CGFloat(depth) + 100 - CGFloat(depth) + 2), 60].r
        }
        #expect(try edge(3) < (try edge(1)))
    }
}
