import Foundation
import Testing
import SharedElements

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
}
