import Foundation
import Testing
import SharedElements
import SharedElementsTestSupport

/// `renderProperties(at:into:)` and the compositor's walk `Layer.evaluate(_:at:into:_:)` give
/// exactly what `renderProperties(at:)` gives, whatever the storage held before.
@Suite struct LayerRenderPropertiesTests {
    /// Values unlike any layer's here, so a field the evaluation forgets to write shows.
    static var stale: LayerProperties {
        var p = LayerProperties()
        p.bounds = CGRect(x: -7, y: -7, width: 1, height: 1)
        p.position = CGPoint(x: -99, y: -99)
        p.anchorPoint = CGPoint(x: 0.1, y: 0.9)
        p.zPosition = 42
        p.transform = Transform3D(scaleX: 3, y: 3, z: 3)
        p.sublayerTransform = Transform3D(translationX: 5, y: 5)
        p.cornerRadius = 11
        p.borderWidth = 13
        p.borderColor = .white
        p.shadowColor = .white
        p.shadowOffset = CGSize(width: 9, height: 9)
        p.shadowRadius = 17
        p.contentsScale = 3
        p.contentsRect = CGRect(x: 0.5, y: 0.5, width: 0.25, height: 0.25)
        p.maskedCorners = []
        p.opacity = 0.125
        p.shadowOpacity = 0.5
        p.backgroundColor = .white
        p.isHidden = true
        p.masksToBounds = true
        p.contentsGravity = .center
        p.compositingFilter = .plusLighter
        return p
    }

    /// One layer per case: each kind of animation alone, several stacked, none, hidden, and
    /// animations removed or ended.
    static func layers(clock: AnimationClock) throws -> [(String, Layer)] {
        let root = Layer()
        root.animationClock = clock
        func layer(_ name: String, _ configure: (Layer) throws -> Void) rethrows -> (String, Layer) {
            let l = Layer()
            l.bounds = CGRect(x: 0, y: 0, width: 40, height: 30)
            l.position = CGPoint(x: 20, y: 15)
            l.backgroundColor = .black
            root.addSublayer(l)
            try configure(l)
            return (name, l)
        }
        let spring = try Spring(response: 0.5, dampingRatio: 0.7)
        let flip = Transform3D(rotationAngle: .pi * 0.9, x: 0, y: 1, z: 0)
        return [
            layer("none") { _ in },
            layer("hidden") { $0.isHidden = true; $0.opacity = 0.5 },
            layer("curve") {
                $0.add(.basic(.position, from: CGPoint(x: 0, y: 5), to: CGPoint(x: 300, y: 5), duration: 4,
                              timing: .easeInEaseOut), forKey: "move")
            },
            layer("linear") { $0.add(.basic(.opacity, from: 0.0, to: 1.0, duration: 4), forKey: "fade") },
            layer("spring") {
                $0.add(.spring(.bounds, to: CGRect(x: 0, y: 0, width: 120, height: 80), spring: spring, duration: 4),
                       forKey: "grow")
            },
            layer("spatial transform") {
                $0.add(.basic(.transform, from: Transform3D.identity, to: flip, duration: 4, timing: .default), forKey: "turn")
            },
            layer("planar transform") {
                $0.add(.basic(.sublayerTransform, to: Transform3D(rotationAngle: 1, x: 0, y: 0, z: 1), duration: 4),
                       forKey: "spin")
            },
            layer("colour keyframes") {
                $0.add(.keyframes(.backgroundColor, values: [Color.white, Color(red: 1, green: 0, blue: 0, alpha: 0.5), Color.black],
                                  duration: 4), forKey: "tint")
            },
            layer("stacked") {
                $0.add(.basic(.position, from: CGPoint(x: 0, y: 5), to: CGPoint(x: 300, y: 5), duration: 4,
                              timing: .easeInEaseOut), forKey: "move")
                $0.add(.basic(.opacity, from: 0.0, to: 1.0, duration: 4), forKey: "fade")
                var nudge = LayerAnimation.basic(.position, by: CGPoint(x: 0, y: 40), duration: 2, timing: .easeOut)
                nudge.isAdditive = true
                $0.add(nudge, forKey: "nudge")
                $0.add(.basic(.transform, from: Transform3D.identity, to: flip, duration: 4), forKey: "turn")
                var tilt = LayerAnimation.basic(.transform, to: Transform3D(rotationAngle: 0.3, x: 1, y: 0, z: 0), duration: 4)
                tilt.isAdditive = true
                $0.add(tilt, forKey: "tilt")
            },
            layer("removed") {
                $0.add(.basic(.opacity, from: 0.0, to: 1.0, duration: 4), forKey: "fade")
                $0.add(.basic(.position, to: CGPoint(x: 300, y: 5), duration: 4), forKey: "move")
                $0.removeAnimation(forKey: "fade")
            },
            layer("all removed") {
                $0.add(.basic(.opacity, from: 0.0, to: 1.0, duration: 4), forKey: "fade")
                $0.removeAllAnimations()
            },
            layer("ended, kept") {
                var a = LayerAnimation.basic(.cornerRadius, from: 0.0, to: 12.0, duration: 0.25)
                a.fillMode = .forwards
                a.isRemovedOnCompletion = false
                $0.add(a, forKey: "round")
            },
            layer("not begun") {
                var a = LayerAnimation.basic(.borderWidth, from: 4.0, to: 0.0, duration: 1)
                a.beginTime = 3
                $0.add(a, forKey: "border")
            },
        ]
    }

    static let times: [TimeInterval] = [0, 0.1, 0.5, 1.25, 2.9, 3.5, 10]

    @Test func intoStorageGivesTheReturnedValues() throws {
        let clock = AnimationClock()
        let layers = try Self.layers(clock: clock)
        clock.advance(by: 0.5)
        for (name, layer) in layers {
            for t in Self.times {
                var p = Self.stale
                layer.renderProperties(at: t, into: &p)
                #expect(p == layer.renderProperties(at: t), "\(name) at \(t)")
            }
        }
    }

    @Test func intoStorageShowsTheAnimationsAndTheModelOtherwise() throws {
        let clock = AnimationClock()
        let layers = Dictionary(uniqueKeysWithValues: try Self.layers(clock: clock))
        var p = Self.stale
        layers["none"]!.renderProperties(at: 1, into: &p)
        #expect(p == layers["none"]!.model)
        layers["hidden"]!.renderProperties(at: 1, into: &p)
        #expect(p.isHidden && p.opacity == 0.5)
        layers["all removed"]!.renderProperties(at: 1, into: &p)
        #expect(p == layers["all removed"]!.model)
        layers["linear"]!.renderProperties(at: 1, into: &p)
        #expect(isClose(p.opacity, 0.25))
        #expect(p.position == CGPoint(x: 20, y: 15))
        layers["removed"]!.renderProperties(at: 2, into: &p)
        #expect(p.opacity == 1)
        #expect(p.position.x > 20 && p.position.x < 300)
    }

    @Test func theCompositorsWalkVisitsEveryLayerInOrderWithItsValues() throws {
        let clock = AnimationClock()
        let named = try Self.layers(clock: clock)
        let layers = named.map(\.1)
        for t in Self.times {
            var seen: [Layer] = []
            var storage = Self.stale
            Layer.evaluate(layers, at: t, into: &storage) { layer, p in
                seen.append(layer)
                #expect(p == layer.renderProperties(at: t), "\(named[seen.count - 1].0) at \(t)")
            }
            #expect(seen.count == layers.count)
            #expect(zip(seen, layers).allSatisfy { $0 === $1 })
        }
    }

    @Test func theWalkOverNoLayersCallsNothing() {
        var storage = Self.stale
        var calls = 0
        Layer.evaluate([], at: 0, into: &storage) { _, _ in calls += 1 }
        #expect(calls == 0)
        #expect(storage == Self.stale)
    }
}
