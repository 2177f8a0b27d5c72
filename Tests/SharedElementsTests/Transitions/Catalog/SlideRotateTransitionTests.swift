import Foundation
import Testing
import SharedElements

// The transition manager of the prototyping walkthrough, written from its description: one
// object is both the transitioning delegate and the animator, remembers whether it presents,
// slides the screens with a spring (damping 0.5, initial velocity 0.8) and reverses on
// dismissal; its second form rotates both screens about the window's top-left corner.

@MainActor
private final class TransitionManager: ViewControllerAnimatedTransitioning, ViewControllerTransitioningDelegate {
    enum Style { case slide, rotate }
    let style: Style
    private(set) var presenting = true
    static let duration: TimeInterval = 0.5

    init(style: Style) { self.style = style }

    func transitionDuration(using transitionContext: ViewControllerContextTransitioning?) -> TimeInterval {
        TransitionManager.duration
    }

    func animateTransition(using transitionContext: ViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        guard let fromView = transitionContext.view(forKey: .from), let toView = transitionContext.view(forKey: .to) else { return }
        let outgoing: AffineTransform, incoming: AffineTransform
        switch style {
        case .slide:
            let right = AffineTransform(translationX: container.frame.width, y: 0)
            let left = AffineTransform(translationX: -container.frame.width, y: 0)
            (incoming, outgoing) = presenting ? (right, left) : (left, right)
        case .rotate:
            let rotateIn = AffineTransform(rotationAngle: -.pi / 2)
            let rotateOut = AffineTransform(rotationAngle: .pi / 2)
            (incoming, outgoing) = presenting ? (rotateIn, rotateOut) : (rotateOut, rotateIn)
            for v in [toView, fromView] {
                v.layer.anchorPoint = .zero
                v.layer.position = .zero
            }
        }
        toView.transform = incoming
        container.addSubview(toView)
        container.addSubview(fromView)
        View.animate(withDuration: transitionDuration(using: transitionContext), delay: 0,
                     usingSpringWithDamping: 0.5, initialSpringVelocity: 0.8, animations: {
            fromView.transform = outgoing
            toView.transform = .identity
        }, completion: { _ in
            transitionContext.completeTransition(true)
        })
    }

    func animationController(
        forPresented presented: ViewController, presenting: ViewController, source: ViewController
    ) -> ViewControllerAnimatedTransitioning? {
        self.presenting = true
        return self
    }

    func animationController(forDismissed dismissed: ViewController) -> ViewControllerAnimatedTransitioning? {
        presenting = false
        return self
    }
}

@MainActor
@Suite struct SlideRotateTransitionTests {
    let window = Window()
    let first = ViewController()
    let second = ViewController()

    static let firstColor = Color.white
    static let secondColor = Color.darkGray

    init() {
        first.view.backgroundColor = SlideRotateTransitionTests.firstColor
        second.view.backgroundColor = SlideRotateTransitionTests.secondColor
        window.rootViewController = first
    }

    func pixel(_ bitmap: Bitmap, _ p: CGPoint) -> PremultipliedColor {
        bitmap[Int(p.x * window.scale), Int(p.y * window.scale)]
    }

    /// Whether two colours agree within `tolerance` per channel (edges are anti-aliased).
    func isNear(_ a: PremultipliedColor, _ b: PremultipliedColor, tolerance: Int = 3) -> Bool {
        abs(Int(a.r) - Int(b.r)) <= tolerance && abs(Int(a.g) - Int(b.g)) <= tolerance
            && abs(Int(a.b) - Int(b.b)) <= tolerance && abs(Int(a.a) - Int(b.a)) <= tolerance
    }

    /// The colour a window point should show: the front-most of the two screens (the "from" view
    /// is added last) whose presentation covers it, else the black window background.
    func expectedColor(at p: CGPoint, front: View, frontColor: Color, back: View, backColor: Color) -> PremultipliedColor {
        for (v, c) in [(front, frontColor), (back, backColor)] {
            let m = v.layer.presentation().transformToSuperlayer(nil)
            guard let inverse = ProjectiveTransform(flattening: m).inverse, let q = inverse.map(p) else { continue }
            if v.bounds.insetBy(dx: -0.01, dy: -0.01).contains(q) { return c.premultiplied }
        }
        return Color.black.premultiplied
    }

    @Test func springSlideOvershootsAndSettlesThenReverses() throws {
        let manager = TransitionManager(style: .slide)
        second.transitioningDelegate = manager
        first.present(second, animated: true)
        var offsets: [CGFloat] = []
        for _ in 0..<32 {
            window.clock.advance(frames: 1)
            offsets.append(second.view.layer.presentation().transform.m41)
        }
        #expect(offsets.first.map { $0 > 0 && $0 < 390 } == true)
        #expect((offsets.min() ?? 0) < -1, "damping 0.5 overshoots past the resting place")
        #expect(!window.isTransitioning)
        #expect(second.view.transform.isIdentity)
        #expect(first.view.superview == nil)
        #expect(second.view.superview?.subviews.map(ObjectIdentifier.init) == [ObjectIdentifier(second.view)])

        second.dismiss(animated: true)
        window.clock.advance(frames: 3)
        #expect(first.view.layer.presentation().transform.m41 < 0, "on dismissal the first screen comes back from the left")
        #expect(second.view.layer.presentation().transform.m41 > 0)
        window.clock.advance(frames: 30)
        #expect(!window.isTransitioning)
        #expect(window.subviews.map(ObjectIdentifier.init) == [ObjectIdentifier(first.view)])
        #expect(isAtRest(first.view, frame: window.bounds))
        let frame = try window.render()
        #expect(pixel(frame, CGPoint(x: 5, y: 5)) == Self.firstColor.premultiplied)
    }

    @Test func rotationTurnsBothScreensAboutTheTopLeftCorner() throws {
        let manager = TransitionManager(style: .rotate)
        second.transitioningDelegate = manager
        first.present(second, animated: true)
        let samples = [CGPoint(x: 40, y: 800), CGPoint(x: 350, y: 60), CGPoint(x: 200, y: 420), CGPoint(x: 380, y: 830)]
        var sawBoth = false
        for _ in 0..<6 {
            window.clock.advance(frames: 2)
            let frame = try window.render()
            var colors = Set<UInt32>()
            for p in samples {
                let expected = expectedColor(at: p, front: first.view, frontColor: Self.firstColor,
                                             back: second.view, backColor: Self.secondColor)
                #expect(isNear(pixel(frame, p), expected), "at \(p), t = \(window.clock.now)")
                colors.insert(expected.packed)
            }
            if colors.contains(Self.firstColor.premultiplied.packed) && colors.contains(Self.secondColor.premultiplied.packed) {
                sawBoth = true
            }
        }
        #expect(sawBoth)
        // Both screens turn about the window's top-left corner: it stays put.
        #expect(isClose(second.view.convert(CGPoint.zero, to: nil), .zero, abs: 1e-6))
        window.clock.advance(frames: 30)
        #expect(!window.isTransitioning)
        #expect(second.view.frame == window.bounds)
        #expect(second.view.transform.isIdentity)
        let frame = try window.render()
        #expect(pixel(frame, CGPoint(x: 5, y: 5)) == Self.secondColor.premultiplied)

        second.dismiss(animated: true)
        window.clock.advance(frames: 40)
        #expect(!window.isTransitioning)
        #expect(first.view.frame == window.bounds)
        #expect(first.view.transform.isIdentity && first.view.alpha == 1 && !first.view.isHidden)
        #expect(window.subviews.map(ObjectIdentifier.init) == [ObjectIdentifier(first.view)])
    }
}
