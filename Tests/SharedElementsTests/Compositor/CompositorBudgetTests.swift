import Foundation
import Testing
import SharedElements
import SharedElementsTestSupport

/// Offscreen buffers stay within the compositor's budget: a tree that would need more is
/// refused with a typed error instead of exhausting memory, and a huge shadow blur stays cheap.
@Suite struct CompositorBudgetTests {
    static func nested(_ levels: Int, side: CGFloat, configure: (Layer) -> Void) -> Layer {
        var inner = Layer()
        inner.frame = CGRect(x: 0, y: 0, width: side, height: side)
        inner.backgroundColor = Color(red: 0.2, green: 0.4, blue: 0.8, alpha: 0.5)
        configure(inner)
        for _ in 0..<levels {
            let outer = Layer()
            outer.frame = CGRect(x: 0, y: 0, width: side, height: side)
            outer.backgroundColor = Color(red: 0.9, green: 0.1, blue: 0.1, alpha: 0.05)
            configure(outer)
            outer.addSublayer(inner)
            inner = outer
        }
        return inner
    }

    @Test func manyNestedOpacityGroupsOnABigCanvasAreRefused() throws {
        let root = Self.nested(250, side: 4000) { $0.opacity = 0.9 }
        do {
            _ = try Compositor().render(root, size: CGSize(width: 4000, height: 4000))
            Issue.record("rendered 250 nested full-canvas groups")
        } catch let CompositorError.overBudget(bytes, budget, depth) {
            #expect(budget == Compositor.workingMemoryBudget)
            #expect(bytes > budget)
            #expect(depth > 1 && depth < 250)
        }
    }

    /// Buffers kept for later groups count toward the budget: sibling groups each larger than
    /// the last (none fits in a buffer kept before) let kept ones go rather than hold them all
    /// (16 + 32 + 48 kB kept beside the last group's 72 kB would pass an 80 kB budget).
    @Test func keptBuffersStayWithinTheBudget() throws {
        let root = Layer()
        root.frame = CGRect(x: 0, y: 0, width: 100, height: 400)
        for rows in [40, 80, 120, 180] {
            let group = Layer()
            group.frame = CGRect(x: 0, y: 0, width: 100, height: CGFloat(rows))
            group.backgroundColor = .red
            group.opacity = 0.5
            let inside = Layer()
            inside.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
            inside.backgroundColor = .blue
            group.addSublayer(inside)
            root.addSublayer(group)
        }
        let budget = 80_000
        let pass = CompositorPass(time: 0, budget: budget)
        let surface = RenderSurface(rect: PixelRect(width: 100, height: 400))
        pass.drawLayer(root, parent: nil, parentMatrix: .identity, planes: [], surface: surface, clip: ClipRegion(rect: surface.rect))
        #expect(pass.overBudget == nil)
        #expect(pass.peakOffscreenBytes >= 180 * 100 * 4)
        #expect(pass.peakOffscreenBytes <= budget)
    }

    @Test func manyNestedMasksOnABigCanvasAreRefused() throws {
        let root = Self.nested(240, side: 3000) { $0.masksToBounds = true; $0.cornerRadius = 30 }
        #expect(throws: CompositorError.self) { try Compositor().render(root, size: CGSize(width: 3000, height: 3000)) }
    }

    @Test func nestedGroupsThatFitTheBudgetStillRender() throws {
        let root = Self.nested(40, side: 200) { $0.opacity = 0.95 }
        let pixels = try Compositor().render(root, size: CGSize(width: 200, height: 200))
        #expect(pixels[100, 100].a > 0)
    }

    @Test func aShadowFarWiderThanTheCanvasIsQuickAndInvisible() throws {
        let card = Layer()
        card.frame = CGRect(x: 50, y: 50, width: 100, height: 100)
        card.backgroundColor = .white
        card.shadowOpacity = 1
        card.shadowRadius = 1e5
        let root = Layer()
        root.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
        root.addSublayer(card)
        let start = Date()
        let pixels = try Compositor().render(root, size: CGSize(width: 200, height: 200))
        #expect(Date().timeIntervalSince(start) < 1)
        card.shadowOpacity = 0
        #expect(try Compositor().render(root, size: CGSize(width: 200, height: 200)) == pixels)
    }

    @Test func aHugeShadowOfAHugeLayerIsQuick() throws {
        let wall = Layer()
        wall.frame = CGRect(x: -400_000, y: -400_000, width: 800_000, height: 800_000)
        wall.backgroundColor = .black
        wall.shadowOpacity = 1
        wall.shadowRadius = 80_000
        let root = Layer()
        root.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
        root.addSublayer(wall)
        let start = Date()
        _ = try Compositor().render(root, size: CGSize(width: 200, height: 200))
        #expect(Date().timeIntervalSince(start) < 2)
    }
}
