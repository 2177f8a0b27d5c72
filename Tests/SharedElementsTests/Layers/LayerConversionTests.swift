import Foundation
import Testing
import SharedElements
import SharedElementsTestSupport

@Suite struct LayerConversionTests {
    func makeLayer(_ frame: CGRect, in parent: Layer?) -> Layer {
        let l = Layer()
        l.frame = frame
        parent?.addSublayer(l)
        return l
    }

    @Test func convertsBetweenSiblings() {
        let root = makeLayer(CGRect(x: 0, y: 0, width: 400, height: 800), in: nil)
        let a = makeLayer(CGRect(x: 10, y: 20, width: 100, height: 100), in: root)
        let b = makeLayer(CGRect(x: 200, y: 300, width: 50, height: 50), in: root)
        #expect(a.convert(CGPoint(x: 5, y: 5), to: b) == CGPoint(x: -185, y: -275))
        #expect(b.convert(CGPoint(x: 5, y: 5), from: a) == CGPoint(x: -185, y: -275))
        #expect(a.convert(CGRect(x: 0, y: 0, width: 10, height: 10), to: b) == CGRect(x: -190, y: -280, width: 10, height: 10))
    }

    @Test func boundsOriginShiftsSublayers() {
        let root = makeLayer(CGRect(x: 0, y: 0, width: 400, height: 800), in: nil)
        let scroll = makeLayer(CGRect(x: 0, y: 100, width: 400, height: 300), in: root)
        scroll.bounds.origin = CGPoint(x: 0, y: 250)
        let cell = makeLayer(CGRect(x: 20, y: 300, width: 100, height: 40), in: scroll)
        #expect(cell.convert(CGPoint.zero, to: root) == CGPoint(x: 20, y: 150))
    }

    @Test func convertsAcrossRotatedAncestors() {
        let root = makeLayer(CGRect(x: 0, y: 0, width: 400, height: 800), in: nil)
        let parent = makeLayer(CGRect(x: 100, y: 100, width: 200, height: 200), in: root)
        parent.transform = Transform3D(rotationAngle: .pi / 2, x: 0, y: 0, z: 1)
        let child = makeLayer(CGRect(x: 0, y: 0, width: 20, height: 20), in: parent)
        // The parent's top-left corner turns about its centre (200, 200) to (300, 100).
        #expect(isClose(child.convert(CGPoint.zero, to: root), CGPoint(x: 300, y: 100), abs: 1e-9))
        let back = child.convert(CGPoint(x: 300, y: 100), from: root)
        #expect(isClose(back, .zero, abs: 1e-9))
    }

    @Test func convertsThroughPerspectiveAndReportsBehindTheEye() {
        let root = makeLayer(CGRect(x: 0, y: 0, width: 400, height: 800), in: nil)
        root.sublayerTransform = .perspective(distance: 500)
        let card = makeLayer(CGRect(x: 100, y: 300, width: 200, height: 200), in: root)
        card.transform = Transform3D(rotationAngle: .pi / 3, x: 0, y: 1, z: 0)
        let p = CGPoint(x: 30, y: 40)
        let onScreen = card.convert(p, to: root)
        #expect(onScreen.x.isFinite)
        #expect(isClose(card.convert(onScreen, from: root), p, abs: 1e-6))
        // Turned edge-on: nothing maps back.
        card.transform = Transform3D(rotationAngle: .pi / 2, x: 0, y: 1, z: 0)
        #expect(card.convertChecked(CGPoint(x: 200, y: 400), to: nil) != nil)
        #expect(root.convert(CGPoint(x: 210, y: 400), to: card).x.isNaN)
        // Pushed behind the eye.
        card.transform = Transform3D(translationX: 0, y: 0, z: 600)
        #expect(card.convertChecked(p, to: root) == nil)
        #expect(card.convert(p, to: root).x.isNaN)
    }

    /// A layer that only moves maps to its superlayer by a translation worked out without the 4x4
    /// chain: the same numbers as the chain gives, for any finite geometry; with anything
    /// non-finite, or a transform on either side, the chain decides.
    @Test func aMovedLayersMapIsTheChainsNumbers() {
        var rng = SeededGenerator(seed: 17)
        func value() -> CGFloat {
            switch Int.random(in: 0..<10, using: &rng) {
            case 0: return 0
            case 1: return -0.0
            case 2: return CGFloat(Double.random(in: -1e12...1e12, using: &rng))
            default: return CGFloat(Double.random(in: -2_000...2_000, using: &rng))
            }
        }
        for k in 0..<2_000 {
            let parent = Layer(), child = Layer()
            parent.addSublayer(child)
            parent.bounds = CGRect(x: value(), y: value(), width: abs(value()), height: abs(value()))
            parent.anchorPoint = CGPoint(x: value() / 1_000, y: value() / 1_000)
            child.bounds = CGRect(x: value(), y: value(), width: abs(value()), height: abs(value()))
            child.anchorPoint = CGPoint(x: value() / 1_000, y: value() / 1_000)
            child.position = CGPoint(x: value(), y: value())
            child.zPosition = value()
            if k % 7 == 0 { parent.sublayerTransform = Transform3D(scaleX: 2, y: 0.5, z: 1) }
            if k % 11 == 0 { child.transform = Transform3D(rotationAngle: 0.3, x: 0, y: 0, z: 1) }
            if k % 13 == 0 { child.position.x = .infinity }
            let chain = ProjectiveTransform(flattening: child.model.transformToSuperlayer(parent.model))
            let fast = child.projectiveTransformToSuperlayer
            let same = [(fast.m11, chain.m11), (fast.m12, chain.m12), (fast.m13, chain.m13),
                        (fast.m21, chain.m21), (fast.m22, chain.m22), (fast.m23, chain.m23),
                        (fast.m31, chain.m31), (fast.m32, chain.m32), (fast.m33, chain.m33)]
                .allSatisfy { $0 == $1 || ($0.isNaN && $1.isNaN) }
            #expect(same, "case \(k): \(fast) against \(chain)")
        }
    }
}
