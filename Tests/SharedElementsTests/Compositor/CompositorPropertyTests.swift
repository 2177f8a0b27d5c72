import Foundation
import Testing
import SharedElements
import SharedElementsTestSupport

/// Randomized checks over seeded random layer trees, including hostile values.
@Suite struct CompositorPropertyTests {
    static func randomTree(_ rng: inout SeededGenerator, depth: Int = 0) -> Layer {
        let l = Layer()
        func pick<T>(_ options: [T]) -> T { options[Int.random(in: 0..<options.count, using: &rng)] }
        let w = pick([0, 1, 7.5, 20, 40, -3, CGFloat.nan])
        let h = pick([0, 2, 9, 25, 40, CGFloat.infinity])
        l.bounds = CGRect(x: pick([0, -5, 3.5]), y: pick([0, 4]), width: w, height: h)
        l.position = CGPoint(x: .random(in: -10...50, using: &rng), y: .random(in: -10...50, using: &rng))
        l.anchorPoint = pick([CGPoint(x: 0.5, y: 0.5), .zero, CGPoint(x: 1, y: 0.2)])
        l.backgroundColor = pick([nil, Color.red, Color(red: 0, green: 0.5, blue: 1, alpha: 0.6)])
        l.cornerRadius = pick([0, 4, 100, -2, CGFloat.nan])
        l.masksToBounds = Bool.random(using: &rng)
        l.opacity = pick([1, 0.5, 0, 2, Float.nan])
        l.borderWidth = pick([0, 0, 1.5, 30])
        if Int.random(in: 0..<6, using: &rng) == 0 { l.shadowOpacity = 0.7; l.shadowRadius = pick([0, 2, 8]) }
        l.zPosition = pick([0, 0, 1, -1])
        l.transform = pick([
            Transform3D.identity, Transform3D(rotationAngle: 0.7, x: 0, y: 0, z: 1),
            Transform3D(rotationAngle: 1.2, x: 0, y: 1, z: 0).concatenating(.perspective(distance: 60)),
            Transform3D(scaleX: 0, y: 1, z: 1), Transform3D(translationX: 0, y: 0, z: 90).concatenating(.perspective(distance: 50)),
        ])
        if Int.random(in: 0..<5, using: &rng) == 0 { l.sublayerTransform = .perspective(distance: 40) }
        if Int.random(in: 0..<5, using: &rng) == 0, let img = try? ImageGenerator.checker(width: 5, height: 3) {
            l.contents = img
            l.contentsGravity = pick(ContentsGravity.allCases)
        }
        if depth < 3 {
            for _ in 0..<Int.random(in: 0...3, using: &rng) { l.addSublayer(randomTree(&rng, depth: depth + 1)) }
        }
        return l
    }

    @Test func randomTreesRenderDeterministicallyAndStayPremultiplied() throws {
        var rng = SeededGenerator(seed: 2024)
        var drew = 0
        for i in 0..<150 {
            let root = Self.randomTree(&rng)
            let a = try Compositor().render(root, size: CGSize(width: 40, height: 40), scale: 1)
            if a.alphas.contains(where: { $0 != 0 }) { drew += 1 }
            let b = try Compositor().render(root, size: CGSize(width: 40, height: 40), scale: 1)
            #expect(a == b, "tree \(i) rendered differently twice")
            var valid = true
            for p in stride(from: 0, to: a.bytes.count, by: 4) where a.bytes[p] > a.bytes[p + 3] || a.bytes[p + 1] > a.bytes[p + 3] || a.bytes[p + 2] > a.bytes[p + 3] {
                valid = false
            }
            #expect(valid, "tree \(i) produced a pixel that is not premultiplied")
        }
        // Trees that draw nothing pass both checks trivially: at least one in ten must draw.
        #expect(drew >= 15, "only \(drew) of 150 trees drew anything")
    }

    @Test func pointConversionRoundTripsThroughRandomTrees() {
        var rng = SeededGenerator(seed: 99)
        var checked = 0
        for _ in 0..<300 {
            let root = Layer()
            root.frame = CGRect(x: 0, y: 0, width: 400, height: 400)
            var chain = [root]
            for _ in 0..<Int.random(in: 1...4, using: &rng) {
                let l = Layer()
                l.frame = CGRect(x: .random(in: 0...100, using: &rng), y: .random(in: 0...100, using: &rng), width: 100, height: 80)
                l.bounds.origin = CGPoint(x: .random(in: -20...20, using: &rng), y: 0)
                l.transform = Transform3D(rotationAngle: .random(in: -1...1, using: &rng), x: 0, y: .random(in: 0...1, using: &rng), z: 1)
                if Bool.random(using: &rng) { chain.last!.sublayerTransform = .perspective(distance: .random(in: 300...900, using: &rng)) }
                chain.last!.addSublayer(l)
                chain.append(l)
            }
            let leaf = chain.last!
            let p = CGPoint(x: .random(in: 0...100, using: &rng), y: .random(in: 0...80, using: &rng))
            guard let onScreen = leaf.convertChecked(p, to: nil) else { continue }
            let back = leaf.convert(onScreen, from: nil)
            #expect(isClose(back, p, abs: 1e-6))
            checked += 1
        }
        #expect(checked > 200)
    }
}
