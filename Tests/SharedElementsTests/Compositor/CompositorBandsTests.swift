import Foundation
import Testing
import SharedElements
import SharedElementsTestSupport

/// A render on several threads (the canvas cut into bands, each drawn by its own pass) gives the
/// same bytes as on one, for random trees, running animations and every scene file.
@Suite struct CompositorBandsTests {
    static let jobCounts = [2, 3, 4, 7]

    /// Renders `root` with each number of jobs and checks every render against one thread's.
    static func expectSameBytes(
        _ root: Layer, size: CGSize, scale: CGFloat, background: Color = .clear, time: TimeInterval = 0, _ name: String
    ) throws {
        // Banded first, so they meet animation caches from another time.
        var banded: [(Int, Bitmap)] = []
        for jobs in jobCounts {
            banded.append((jobs, try Compositor(jobs: jobs).render(root, size: size, scale: scale, background: background, time: time)))
        }
        let single = try Compositor().render(root, size: size, scale: scale, background: background, time: time)
        for (jobs, bitmap) in banded {
            #expect(bitmap == single, "\(name): \(jobs) jobs differ from one thread in \(differingPixels(bitmap, single)) pixels")
        }
    }

    static func differingPixels(_ a: Bitmap, _ b: Bitmap) -> Int {
        guard a.width == b.width, a.height == b.height else { return -1 }
        return stride(from: 0, to: a.bytes.count, by: 4).count { a.bytes[$0..<($0 + 4)] != b.bytes[$0..<($0 + 4)] }
    }

    @Test func randomTreesRenderTheSameBytesInBands() throws {
        var rng = SeededGenerator(seed: 7)
        var drew = 0
        for i in 0..<400 {
            // Under a plain root, so the random tree's own hostile geometry hides less of it.
            let root = Layer()
            root.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
            root.addSublayer(CompositorPropertyTests.randomTree(&rng))
            // 40 points at scale 7.3: 292 rows, so up to four bands whose edges fall anywhere.
            let single = try Compositor().render(root, size: CGSize(width: 40, height: 40), scale: 7.3)
            if single.alphas.contains(where: { $0 != 0 }) { drew += 1 }
            try Self.expectSameBytes(root, size: CGSize(width: 40, height: 40), scale: 7.3, "random tree \(i)")
        }
        #expect(drew >= 25, "only \(drew) of 400 trees drew anything")
    }

    @Test func everySceneFileRendersTheSameBytesInBands() throws {
        let folders = ["SnapshotTests/Scenes", "Benchmarks/Scenes"].map { repositoryRoot.appendingPathComponent($0) }
        var scenes = 0
        for folder in folders {
            for file in try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() where file.hasSuffix(".json") {
                let scene = try LayerScene(contentsOf: folder.appendingPathComponent(file))
                try Self.expectSameBytes(scene.root, size: scene.size, scale: scene.scale, background: scene.background, file)
                scenes += 1
            }
        }
        #expect(scenes >= 20)
    }

    @MainActor @Test func runningAnimationsRenderTheSameBytesInBands() throws {
        var rng = SeededGenerator(seed: 11)
        let clock = AnimationClock()
        let root = Layer()
        root.animationClock = clock
        root.bounds = CGRect(x: 0, y: 0, width: 200, height: 300)
        root.position = CGPoint(x: 100, y: 150)
        var cards: [Layer] = []
        for _ in 0..<12 {
            let tree = CompositorPropertyTests.randomTree(&rng)
            let card = Layer()
            card.frame = CGRect(x: .random(in: 0...150, using: &rng), y: .random(in: 0...250, using: &rng), width: 50, height: 50)
            card.backgroundColor = Color(red: 0.3, green: 0.6, blue: 0.9, alpha: 0.8)
            card.cornerRadius = 9
            card.addSublayer(tree)
            root.addSublayer(card)
            cards.append(card)
        }
        // One animator drives every card: its driver caches its progress per time.
        let animator = PropertyAnimator(duration: 0.5, timing: .easeInEaseOut, clock: clock) {
            for (i, card) in cards.enumerated() {
                card.position = CGPoint(x: 200 - card.position.x, y: card.position.y + CGFloat(i * 7))
                card.opacity = 0.4
                card.transform = Transform3D(rotationAngle: 0.6, x: 0, y: 1, z: 0).concatenating(.perspective(distance: 300))
            }
        }
        // And each card has an animation of its own.
        for card in cards { card.add(LayerAnimation.basic(.cornerRadius, from: 0.0, to: 25.0, duration: 0.4), forKey: "corners") }
        animator.startAnimation()
        for frame in 0..<8 {
            try Self.expectSameBytes(root, size: root.bounds.size, scale: 2, background: .white, time: clock.now, "frame \(frame)")
            clock.advance(by: 1.0 / 15)
        }
    }

    @Test func nestedShadowsAcrossBandEdgesRenderTheSameBytes() throws {
        // Shadowed cards holding shadowed badges holding shadowed dots: each band uses the shadow
        // planes another band made, and a plane is made while its sublayers' planes are made.
        let f = CompositorFixture(width: 120, height: 200, scale: 2)
        for i in 0..<5 {
            let card = f.add(CGRect(x: 10 + CGFloat(i % 2) * 50, y: 8 + CGFloat(i) * 37, width: 50, height: 45),
                             color: Color(red: 1, green: 1, blue: 1, alpha: 1)) {
                $0.cornerRadius = 10; $0.shadowOpacity = 0.5; $0.shadowRadius = CGFloat(4 + i); $0.shadowOffset = CGSize(width: 0, height: 3)
            }
            let badge = f.add(CGRect(x: 20, y: 14, width: 26, height: 24), color: Color(red: 0.2, green: 0.5, blue: 0.9, alpha: 0.9), to: card) {
                $0.cornerRadius = 6; $0.shadowOpacity = 0.8; $0.shadowRadius = 3
                $0.transform = Transform3D(rotationAngle: 0.3 * CGFloat(i), x: 0, y: 0, z: 1)
            }
            f.add(CGRect(x: 4, y: 4, width: 8, height: 8), color: .red, to: badge) { $0.cornerRadius = 4; $0.shadowOpacity = 1; $0.shadowRadius = 2 }
        }
        try Self.expectSameBytes(f.root, size: f.size, scale: f.scale, background: .white, "nested shadows")
    }

    @Test func aShortCanvasOrOneJobDrawsOnOneThread() throws {
        let f = CompositorFixture(width: 30, height: 20, scale: 2)
        f.add(CGRect(x: 3, y: 2, width: 20, height: 15), color: .red) { $0.cornerRadius = 6 }
        #expect(Compositor(jobs: 0).jobs == 1)
        #expect(try Compositor(jobs: 8).render(f.root, size: f.size, scale: 2) == f.render())
    }

    @Test func aTreeOverTheBudgetIsRefusedInBandsToo() throws {
        let root = CompositorBudgetTests.nested(250, side: 4000) { $0.opacity = 0.9 }
        #expect(throws: CompositorError.self) { try Compositor(jobs: 2).render(root, size: CGSize(width: 4000, height: 4000)) }
    }

    /// Around the budget's edge, bands refuse exactly what one thread refuses: the deepest nesting
    /// of full-canvas groups that fits renders in bands as on one thread, one level more is
    /// refused whatever the number of bands.
    @Test func theBudgetsEdgeDoesNotDependOnTheNumberOfBands() throws {
        let side: CGFloat = 256, size = CGSize(width: side, height: side)
        // A budget of 16 MiB (64 groups of 256 KiB) so the edge is reached quickly.
        func compositor(_ jobs: Int = 1) -> Compositor {
            var c = Compositor(jobs: jobs)
            c.workingMemory = 16 << 20
            return c
        }
        var depth = 0
        do {
            _ = try compositor().render(CompositorBudgetTests.nested(1_000, side: side) { $0.opacity = 0.9 }, size: size)
            Issue.record("1,000 nested 256 KiB groups rendered in 16 MiB")
        } catch let CompositorError.overBudget(_, _, d) {
            depth = d
        }
        try #require(depth > 2)
        // The deepest nesting one thread draws (a refusal stops at the budget, so the search is quick).
        var fits = depth
        while fits > 0, (try? compositor().render(CompositorBudgetTests.nested(fits, side: side) { $0.opacity = 0.9 }, size: size)) == nil {
            fits -= 1
        }
        try #require(fits > 0)
        for levels in [fits, fits + 1] {
            let root = CompositorBudgetTests.nested(levels, side: side) { $0.opacity = 0.9 }
            let one = try? compositor().render(root, size: size)
            #expect((one != nil) == (levels == fits))
            for jobs in [2, 3] {
                let banded = try? compositor(jobs).render(root, size: size)
                #expect((one == nil) == (banded == nil), "\(levels) levels, \(jobs) jobs: one thread \(one == nil ? "refuses" : "renders")")
                if let one, let banded { #expect(one == banded) }
            }
        }
    }
}
