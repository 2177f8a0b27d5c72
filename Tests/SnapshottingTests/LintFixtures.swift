import Foundation
import SharedElements
import Snapshotting

/// A white back screen and a dark fore screen in a 200x300 window at scale 1, played at 60 fps
/// through a linter, with a hook called on every frame before it is rendered (to break the
/// transition on purpose).
@MainActor
final class LintStage {
    let window = Window(size: CGSize(width: 200, height: 300), scale: 1)
    let back = ColorViewController(.white)
    let fore = ColorViewController(Color(red: 0.15, green: 0.2, blue: 0.3))

    init() {
        window.rootViewController = back
        _ = fore.view
    }

    /// A view of `color` at `frame` in `parent`, tagged `id`.
    @discardableResult
    func card(_ id: String?, _ frame: CGRect, in parent: View, color: Color = .systemOrange) -> View {
        let v = View(frame: frame)
        v.backgroundColor = color
        v.transitionID = id
        parent.addSubview(v)
        return v
    }

    /// A label reading `text` in `size` points at `frame` in `parent`, tagged `id`; `nil` when
    /// the system font is not installed.
    @discardableResult
    func label(_ id: String, _ text: String, size: CGFloat, alignment: TextAlignment, _ frame: CGRect, in parent: View) -> Label? {
        guard let font = try? Font.boldSystemFont(ofSize: size) else { return nil }
        let l = Label(frame: frame)
        l.text = text
        l.font = font
        l.textAlignment = alignment
        l.textColor = .black
        l.transitionID = id
        parent.addSubview(l)
        return l
    }

    /// Presents `fore` with `transition` and lints every frame until a frame at rest after it;
    /// `each(k)` runs before frame `k` of the transition is rendered.
    func lint(_ transition: Transition, rules: LintRules = LintRules(), each: (Int) -> Void = { _ in }) throws -> LintReport {
        fore.transitionController.transition = transition
        let linter = TransitionLinter(rules: rules)
        linter.observe(window, frame: try window.render(), time: -1.0 / 60)
        back.present(fore, animated: true)
        var k = 0
        repeat {
            each(k)
            linter.observe(window, frame: try window.render(), time: Double(k) / 60)
            window.clock.advance(by: 1.0 / 60)
            k += 1
        } while window.isTransitioning && k < 2_000
        linter.observe(window, frame: try window.render(), time: Double(k) / 60)
        return linter.report
    }

    /// A shared-element transition of `duration` seconds with linear timing.
    static func flight(_ duration: TimeInterval = 0.5) -> SharedElementTransition {
        var options = SharedElementOptions()
        options.duration = .fixed(duration)
        options.timing = .linear
        return SharedElementTransition(options: options)
    }
}

/// A transition that pops: the fore screen shows at `start` opacity on its first frame, fades
/// to `end` and is then left at full opacity by the runtime.
@MainActor
final class PoppingFade: Transition, TransitionWithCustomDuration {
    let start: CGFloat, end: CGFloat
    init(start: CGFloat, end: CGFloat) { self.start = start; self.end = end }
    func transitionDuration(with context: TransitionContext) -> TimeInterval { 0.3 }
    func start(with context: TransitionContext) {
        guard let fore = context.foreViewController.viewIfLoaded else { return context.transitionDidEnd() }
        View.performWithoutAnimation { fore.alpha = start }
        let end = self.end
        View.animate(withDuration: context.duration, options: .curveLinear, animations: { fore.alpha = end }, completion: { _ in
            View.performWithoutAnimation { fore.alpha = 1 }
            context.transitionDidEnd()
        })
    }
}

/// A transition that dims a view of the back screen and never puts it back.
@MainActor
final class LeavingDimmed: Transition, TransitionWithCustomDuration {
    let victim: View
    init(_ victim: View) { self.victim = victim }
    func transitionDuration(with context: TransitionContext) -> TimeInterval { 0.2 }
    func start(with context: TransitionContext) {
        let victim = self.victim
        View.animate(withDuration: context.duration, animations: { victim.alpha = 0.3 }, completion: { _ in
            context.transitionDidEnd()
        })
    }
}

/// A transition that starts and never ends.
@MainActor
final class NeverEnding: Transition {
    func start(with context: TransitionContext) {}
}
