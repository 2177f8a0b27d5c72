import Foundation
import Testing
import SharedElements
import SharedElementsTestSupport

@MainActor
@Suite struct ViewTests {
    @Test func frameMapsOntoLayerBoundsAndPosition() {
        let v = View(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        #expect(v.layer.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(v.layer.position == CGPoint(x: 60, y: 45))
        #expect(v.center == CGPoint(x: 60, y: 45))
        v.center = CGPoint(x: 100, y: 100)
        #expect(v.frame == CGRect(x: 50, y: 75, width: 100, height: 50))
        v.bounds.origin = CGPoint(x: 5, y: 5)
        #expect(v.frame == CGRect(x: 50, y: 75, width: 100, height: 50))
    }

    @Test func transformIsTheLayerTransformIn2D() {
        let v = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        v.transform = AffineTransform(scaleX: 2, y: 2)
        #expect(v.layer.transform == Transform3D(scaleX: 2, y: 2))
        #expect(v.frame == CGRect(x: -50, y: -50, width: 200, height: 200))
        v.layer.transform = Transform3D(translationX: 5, y: 6)
        #expect(v.transform == AffineTransform(translationX: 5, y: 6))
    }

    @Test func alphaHiddenBackgroundAndClippingLiveOnTheLayer() {
        let v = View()
        v.alpha = 0.25
        v.isHidden = true
        v.backgroundColor = .red
        v.clipsToBounds = true
        #expect(v.layer.opacity == 0.25)
        #expect(v.layer.isHidden)
        #expect(v.layer.backgroundColor == .red)
        #expect(v.layer.masksToBounds)
    }

    @Test func subviewOrderAndSublayerOrderAgree() {
        let parent = View()
        let a = View(), b = View(), c = View()
        parent.addSubview(a)
        parent.addSubview(b)
        parent.insertSubview(c, at: 0)
        #expect(parent.subviews.map(ObjectIdentifier.init) == [c, a, b].map(ObjectIdentifier.init))
        #expect(parent.layer.sublayers.map(ObjectIdentifier.init) == [c, a, b].map { ObjectIdentifier($0.layer) })
        parent.bringSubviewToFront(c)
        parent.sendSubviewToBack(b)
        #expect(parent.subviews.map(ObjectIdentifier.init) == [b, a, c].map(ObjectIdentifier.init))
        #expect(parent.layer.sublayers.map(ObjectIdentifier.init) == [b, a, c].map { ObjectIdentifier($0.layer) })
        parent.insertSubview(b, aboveSubview: c)
        parent.insertSubview(a, belowSubview: b)
        #expect(parent.subviews.map(ObjectIdentifier.init) == [c, a, b].map(ObjectIdentifier.init))
        b.removeFromSuperview()
        #expect(b.superview == nil && b.layer.superlayer == nil)
        #expect(parent.subviews.count == 2)
    }

    @Test func addingAViewToItsOwnDescendantIsIgnored() {
        let parent = View(), child = View()
        parent.addSubview(child)
        child.addSubview(parent)
        #expect(parent.superview == nil)
        #expect(child.subviews.isEmpty)
    }

    @Test func movingAViewTakesItOutOfItsOldSuperview() {
        let one = View(), two = View(), v = View()
        one.addSubview(v)
        two.addSubview(v)
        #expect(one.subviews.isEmpty)
        #expect(v.superview === two)
    }

    @Test func viewWithTagFindsDescendantsDepthFirst() {
        let root = View(), a = View(), b = View(), deep = View()
        a.tag = 1; b.tag = 2; deep.tag = 2
        root.addSubview(a); a.addSubview(deep); root.addSubview(b)
        #expect(root.viewWithTag(2) === deep)
        #expect(root.viewWithTag(1) === a)
        #expect(root.viewWithTag(9) == nil)
    }

    @Test func windowIsFoundThroughSuperviews() {
        let window = Window()
        let v = View(), inner = View()
        v.addSubview(inner)
        #expect(inner.window == nil)
        window.addSubview(v)
        #expect(inner.window === window)
    }

    @Test func convertsPointsAndRectsBetweenViews() {
        let window = Window()
        let a = View(frame: CGRect(x: 10, y: 20, width: 100, height: 100))
        let b = View(frame: CGRect(x: 200, y: 300, width: 50, height: 50))
        window.addSubview(a); window.addSubview(b)
        #expect(a.convert(CGPoint(x: 5, y: 5), to: b) == CGPoint(x: -185, y: -275))
        #expect(b.convert(CGPoint(x: 5, y: 5), from: a) == CGPoint(x: -185, y: -275))
        #expect(a.convert(CGPoint.zero, to: nil) == CGPoint(x: 10, y: 20))
        #expect(a.convert(CGPoint(x: 10, y: 20), from: nil) == .zero)
        #expect(a.convert(CGRect(x: 0, y: 0, width: 10, height: 10), to: nil) == CGRect(x: 10, y: 20, width: 10, height: 10))
        #expect(a.convert(CGRect(x: 10, y: 20, width: 10, height: 10), from: nil) == CGRect(x: 0, y: 0, width: 10, height: 10))
    }

    @Test func pointBehindThePerspectiveEyeIsNonFiniteAndCheckedIsNil() {
        let window = Window()
        let container = View(frame: window.bounds)
        window.addSubview(container)
        container.layer.sublayerTransform = .perspective(distance: 100)
        let card = View(frame: CGRect(x: -5, y: 322, width: 400, height: 200))
        container.addSubview(card)
        card.layer.transform = Transform3D(rotationAngle: .pi / 2.5, x: 0, y: 1, z: 0)
        // Turned about y, the left edge swings 190 points toward the eye at distance 100.
        let far = CGPoint(x: 0, y: 100)
        #expect(card.convertChecked(far, to: nil) == nil)
        let p = card.convert(far, to: nil)
        #expect(p.x.isNaN && p.y.isNaN)
        #expect(card.convertChecked(CGPoint(x: 400, y: 100), to: nil) != nil)
    }

    @Test func hitTestFindsTheFrontMostInteractiveView() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let back = View(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let front = View(frame: CGRect(x: 25, y: 25, width: 50, height: 50))
        root.addSubview(back); root.addSubview(front)
        #expect(root.hitTest(CGPoint(x: 30, y: 30)) === front)
        front.isUserInteractionEnabled = false
        #expect(root.hitTest(CGPoint(x: 30, y: 30)) === back)
        #expect(root.hitTest(CGPoint(x: 200, y: 30)) == nil)
    }
}
