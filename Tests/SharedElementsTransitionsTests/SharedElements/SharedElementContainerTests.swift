import Foundation
import Testing
import SharedElements
import SharedElementsTestSupport

@MainActor
@Suite struct SharedElementContainerTests {
    @Test func pushAndPopFlyInsideANavigationController() throws {
        let window = Window(size: CGSize(width: 100, height: 200), scale: 1)
        let list = ViewController()
        let detail = ViewController()
        let nav = NavigationController(rootViewController: list)
        nav.delegate = TransitionNavigationControllerDelegate.shared
        window.rootViewController = nav
        let thumb = View(frame: CGRect(x: 10, y: 100, width: 20, height: 20))
        thumb.transitionID = "photo"
        list.view.addSubview(thumb)
        let photo = View(frame: CGRect(x: 0, y: 60, width: 100, height: 100))
        photo.transitionID = "photo"
        detail.view.addSubview(photo)
        let transition = SharedElementTransition()
        detail.transitionController.transition = transition

        nav.pushViewController(detail, animated: true)
        let push = try #require(transition.lastPlan)
        #expect(push.direction == .forward && push.pairs.count == 1)
        #expect(isClose(push.pairs[0].from.frame, thumb.convert(thumb.bounds, to: nav.transitionView), abs: 1e-9))
        window.clock.advance(by: 0.5)
        #expect(nav.topViewController === detail)
        #expect(transition.lastRestoration?.isClean == true)

        _ = nav.popViewController(animated: true)
        let pop = try #require(transition.lastPlan)
        #expect(pop.direction == .backward && pop.pairs.count == 1)
        #expect(isClose(pop.pairs[0].to.frame, CGRect(x: 10, y: 100, width: 20, height: 20), abs: 1e-9))
        window.clock.advance(by: 0.5)
        #expect(nav.topViewController === list)
        #expect(transition.lastRestoration?.isClean == true)
        #expect(!thumb.isHidden && !photo.isHidden && detail.view.alpha == 1)
    }

    @Test func fastMapToTheRootAgreesWithTheLayerConversion() {
        var rng = SeededGenerator(seed: 77)
        var worst: CGFloat = 0
        for _ in 0..<200 {
            let root = Layer()
            var parent = root
            for _ in 0..<4 {
                let l = Layer()
                l.bounds = CGRect(x: CGFloat.random(in: -5...5, using: &rng), y: CGFloat.random(in: -5...5, using: &rng),
                                  width: CGFloat.random(in: 1...50, using: &rng), height: CGFloat.random(in: 1...50, using: &rng))
                l.position = CGPoint(x: CGFloat.random(in: -50...50, using: &rng), y: CGFloat.random(in: -50...50, using: &rng))
                l.anchorPoint = CGPoint(x: CGFloat.random(in: 0...1, using: &rng), y: CGFloat.random(in: 0...1, using: &rng))
                switch Int.random(in: 0..<4, using: &rng) {
                case 0: l.transform = Transform3D(AffineTransform(rotationAngle: CGFloat.random(in: -2...2, using: &rng)))
                case 1:
                    var t = Transform3D.identity
                    t.m34 = -1 / 400
                    l.transform = t.rotated(by: CGFloat.random(in: -0.8...0.8, using: &rng), x: 1, y: 0, z: 0)
                case 2: parent.sublayerTransform = Transform3D(AffineTransform(scaleX: 1.2, y: 0.9))
                default: break
                }
                parent.addSublayer(l)
                parent = l
            }
            let fast = SharedElementMatcher.flatMapToRoot(parent)
            let reference = parent.projectiveTransformToRoot()
            let a = [fast.m11, fast.m12, fast.m13, fast.m21, fast.m22, fast.m23, fast.m31, fast.m32, fast.m33]
            let b = [reference.m11, reference.m12, reference.m13, reference.m21, reference.m22, reference.m23,
                     reference.m31, reference.m32, reference.m33]
            let scale = max(b.map(abs).max() ?? 1, 1)
            worst = max(worst, zip(a, b).map { abs($0 - $1) / scale }.max() ?? 0)
        }
        #expect(worst < 1e-12)
    }
}
