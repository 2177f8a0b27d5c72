import Foundation
import SharedElements

/// A list of events the transitions of one test saw, in order.
@MainActor
package final class TransitionTestLog {
    package init() {}
    package var entries: [String] = []
    package func record(_ s: String) { entries.append(s) }
}

/// A transition that logs its start and ends its part after `endsAfter` seconds of window
/// clock time (0: at once, `nil`: never). It keeps the last context it got.
@MainActor
package final class TransitionTestScripted: Transition {
    package let name: String
    package let log: TransitionTestLog
    package var endsAfter: TimeInterval?
    package var composes: [Transition] = []
    package private(set) var contexts: [TransitionContext] = []

    package init(_ name: String, log: TransitionTestLog, endsAfter: TimeInterval? = 0.1) {
        self.name = name
        self.log = log
        self.endsAfter = endsAfter
    }

    package func start(with context: TransitionContext) {
        contexts.append(context)
        log.record("\(name).start.\(context.direction)")
        for part in composes { context.compose(with: part) }
        guard let delay = endsAfter else { return }
        if delay == 0 { return end(context) }
        context.containerView.window?.schedule(after: delay) { self.end(context) }
    }

    private func end(_ context: TransitionContext) {
        log.record("\(name).end")
        context.transitionDidEnd()
    }
}

/// A transition that slides the fore view up from below the container's bottom edge (forward)
/// and back down (backward) with linear timing, so progress is exactly proportional to time.
@MainActor
package final class TransitionTestSlide: Transition, TransitionWithCustomDuration {
    package init() {}
    package var duration: TimeInterval = 0.4

    package func transitionDuration(with context: TransitionContext) -> TimeInterval { duration }

    package func start(with context: TransitionContext) {
        let fore: View = context.foreViewController.view
        let height = context.containerView.bounds.height
        let below = AffineTransform(translationX: 0, y: height)
        let forward = context.direction == .forward
        View.performWithoutAnimation { fore.transform = forward ? below : .identity }
        View.animate(withDuration: context.duration, options: .curveLinear, animations: {
            fore.transform = forward ? .identity : below
        }, completion: { _ in
            View.performWithoutAnimation { fore.transform = .identity }
            context.transitionDidEnd()
        })
    }
}

/// A controller with a plain view of one colour.
@MainActor
package func transitionTestController(_ color: Color, title: String) -> ViewController {
    let vc = ViewController()
    vc.title = title
    vc.view.backgroundColor = color
    return vc
}

/// Whether the pixel at (x, y) of `bitmap` is near `color` (each channel within `tolerance` of 255).
package func transitionTestPixel(_ bitmap: Bitmap, _ x: Int, _ y: Int, is color: Color, tolerance: Int = 3) -> Bool {
    let got = bitmap[x, y]
    let want = PremultipliedColor(straightRed: color.red, green: color.green, blue: color.blue, alpha: color.alpha)
    return abs(Int(got.r) - Int(want.r)) <= tolerance && abs(Int(got.g) - Int(want.g)) <= tolerance
        && abs(Int(got.b) - Int(want.b)) <= tolerance && abs(Int(got.a) - Int(want.a)) <= tolerance
}
