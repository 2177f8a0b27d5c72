import Foundation
import Testing
import SharedElements
import SharedElementsTestSupport

/// Property tests: touches at NaN or infinite locations are ignored, so a pan's translation and
/// velocity stay finite (the "Non-Finite Numbers" article of the documentation).
@MainActor
@Suite struct NonFiniteGestureTests {
    @Test func nonFiniteTouchesLeaveTranslationAndVelocityFinite() {
        var rng = SeededGenerator(seed: 0x19_04_41)
        for i in 0..<60 {
            let window = Window(size: CGSize(width: 390, height: 844), scale: 1)
            let panel = View(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
            window.addSubview(panel)
            var seen: [(CGPoint, CGPoint)] = []
            let pan = PanGestureRecognizer { g in
                let p = g as! PanGestureRecognizer
                seen.append((p.translation(in: panel), p.velocity(in: panel)))
            }
            panel.addGestureRecognizer(pan)
            var y: CGFloat = 300
            window.sendTouch(.began, at: CGPoint(x: 100, y: y))
            for _ in 0..<12 {
                if Int.random(in: 0..<3, using: &rng) == 0 {
                    window.sendTouch(.moved, at: HostileNumbers.nonFinitePoint(&rng))
                } else {
                    y += CGFloat.random(in: 5...30, using: &rng)
                    window.sendTouch(.moved, at: CGPoint(x: 100, y: y))
                }
                window.clock.advance(by: 1.0 / 60)
            }
            window.sendTouch(.ended, at: Bool.random(using: &rng) ? HostileNumbers.nonFinitePoint(&rng) : CGPoint(x: 100, y: y))
            #expect(!seen.isEmpty, "run \(i)")
            for (t, v) in seen {
                #expect(t.x.isFinite && t.y.isFinite && v.x.isFinite && v.y.isFinite, "run \(i)")
            }
        }
    }

    @Test func aViewThatCannotBePlacedGivesZeroTranslationAndVelocity() {
        let window = Window(size: CGSize(width: 390, height: 844), scale: 1)
        let panel = View(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.addSubview(panel)
        let lost = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        panel.addSubview(lost)
        var seen: [(CGPoint, CGPoint)] = []
        let pan = PanGestureRecognizer { g in
            let p = g as! PanGestureRecognizer
            lost.transform = AffineTransform(scaleX: .nan, y: 1)
            seen.append((p.translation(in: lost), p.velocity(in: lost)))
        }
        panel.addGestureRecognizer(pan)
        window.play(.swipe(from: CGPoint(x: 100, y: 300), to: CGPoint(x: 100, y: 600), duration: 0.2))
        #expect(!seen.isEmpty)
        #expect(seen.allSatisfy { $0.0 == .zero && $0.1 == .zero })
    }

    @Test func aNonFiniteSetTranslationIsIgnored() {
        var rng = SeededGenerator(seed: 0x19_04_42)
        for _ in 0..<40 {
            let window = Window(size: CGSize(width: 390, height: 844), scale: 1)
            let panel = View(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
            window.addSubview(panel)
            var seen: [CGPoint] = []
            var bad = HostileNumbers.nonFinitePoint(&rng)
            let pan = PanGestureRecognizer { g in
                let p = g as! PanGestureRecognizer
                p.setTranslation(bad, in: Bool.random(using: &rng) ? nil : panel)
                bad = HostileNumbers.nonFinitePoint(&rng)
                seen.append(p.translation(in: nil))
                seen.append(p.velocity(in: nil))
            }
            panel.addGestureRecognizer(pan)
            window.play(.swipe(from: CGPoint(x: 100, y: 300), to: CGPoint(x: 160, y: 600), duration: 0.2))
            #expect(!seen.isEmpty)
            #expect(seen.allSatisfy { $0.x.isFinite && $0.y.isFinite })
            // Ignored: the translation still counts from where the pan began.
            #expect(seen[seen.count - 2].y > 250)
        }
    }
}
