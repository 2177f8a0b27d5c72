import Foundation
import SharedElements

/// One run of a transition, described so it can be recorded: how it starts — a modal transition
/// between a back and a fore controller in a direction, or a touch script played into a window —
/// and the times its frames are taken. Strategies over a recording turn the run into snapshots:
/// ``Snapshotting/filmStrip`` (its frames) and ``Snapshotting/timeline`` (the shared-element plan
/// as JSON); more checks of a run come as more strategies on the same value.
///
/// Modal runs go on a window's deterministic clock: frame `p` is the screen at `p` times the
/// animator's duration after the transition starts (`p` in 0...1, increasing). Touch runs play
/// the script a frame at a time; their times are seconds after its first touch. Each strategy
/// runs the transition anew, so a touch run (which plays into its window) wants a freshly set-up
/// window per assertion.
///
/// ```swift
/// let fadeIn = TransitionRecording(.transition(FadeTransition()), from: ListViewController(), to: DetailViewController(),
///                                  at: [0, 0.25, 0.5, 0.75, 1])
/// assertSnapshot(of: fadeIn, as: .filmStrip)          // fadeIn.present.0.png … fadeIn.present.1.png
/// ```
@MainActor
public struct TransitionRecording {
    /// What runs a modal transition.
    public enum Driver {
        /// A ``/SharedElements/Transition``, set on the fore controller's ``/SharedElements/TransitionController`` for the run
        /// (and the previous one put back); its duration is the transition's.
        case transition(Transition)
        /// Any transitioning delegate, set as the fore controller's for the run.
        case transitioningDelegate(ViewControllerTransitioningDelegate)
        /// One animator, used for presenting and dismissing alike.
        case animator(ViewControllerAnimatedTransitioning)
    }

    /// How the run starts.
    public enum Start {
        /// `back` presents `fore` (`.forward`), or `fore` is presented without animation and then
        /// dismissed (`.backward`), with `driver`. `back` is hosted in a fresh window of `size`
        /// points at `scale` unless its view is already in a window.
        case modal(
            Driver, back: ViewController, fore: ViewController, direction: TransitionDirection, size: CGSize, scale: CGFloat)
        /// `script` played into `window` (set up beforehand: controllers, recognizers) at `fps`;
        /// the window is run one more second after the last frame so the transition can settle.
        case touches(TouchScript, window: Window, fps: Double)
    }

    /// The frame times of `modal` runs when none are given: 0, 0.25, 0.5, 0.75 and 1.
    public static let quarters: [Double] = [0, 0.25, 0.5, 0.75, 1]

    /// How the run starts.
    public var start: Start
    /// When frames are taken: fractions of the duration (0...1) for a modal run, seconds after
    /// the first touch for a touch run; increasing.
    public var times: [Double]

    /// A modal run of `driver` from `back` to `fore`, filmed at `progresses` of its duration
    /// (fractions, 0...1, increasing), in a window of `size` points at `scale` pixels per point
    /// when `back` is not in a window yet.
    ///
    /// ```swift
    /// TransitionRecording(.animator(ZoomAnimator()), from: grid, to: photo, direction: .backward,
    ///                     at: [0, 0.5, 1], size: CGSize(width: 160, height: 240), scale: 1)
    /// ```
    public init(
        _ driver: Driver, from back: ViewController, to fore: ViewController, direction: TransitionDirection = .forward,
        at progresses: [Double] = TransitionRecording.quarters, size: CGSize = Window.defaultSize,
        scale: CGFloat = Window.defaultScale
    ) {
        start = .modal(driver, back: back, fore: fore, direction: direction, size: size, scale: scale)
        times = progresses
    }

    /// `script` played into `window` in steps of at most one frame at `fps`, filmed `seconds`
    /// after its first touch (from 0 on, increasing; times may run past the script's end, to
    /// film what the release sets off).
    ///
    /// ```swift
    /// list.present(detail, animated: false)   // detail dismisses itself on a downward pan
    /// let pull = TransitionRecording(playing: .swipe(from: CGPoint(x: 200, y: 120), to: CGPoint(x: 200, y: 520), duration: 0.3),
    ///                                in: window, at: [0.1, 0.2, 0.3, 0.6])
    /// assertSnapshot(of: pull, as: .filmStrip)   // <testName>.gesture.0.1.png, …
    /// ```
    public init(playing script: TouchScript, in window: Window, at seconds: [TimeInterval], fps: Double = 60) {
        start = .touches(script, window: window, fps: fps)
        times = seconds
    }

    /// The name of the run's snapshots unless the assertion gives one: `present` or `dismiss`
    /// for a modal run, `gesture` for a touch run.
    public var defaultName: String {
        switch start {
        case .modal(_, _, _, let direction, _, _): direction.snapshotName
        case .touches: "gesture"
        }
    }

    /// Runs the transition and takes its frames; throws a ``FilmStripFailure`` saying why not.
    package func record() throws -> RecordedTransition {
        switch start {
        case let .modal(driver, back, fore, direction, size, scale):
            try recordModal(driver, back: back, fore: fore, direction: direction, size: size, scale: scale)
        case let .touches(script, window, fps):
            RecordedTransition(strip: FilmStrip(name: defaultName, frames: try TouchPlayer.frames(
                of: script, in: window, at: times, fps: fps)), timelineJSON: nil)
        }
    }

    private func recordModal(
        _ driver: Driver, back: ViewController, fore: ViewController, direction: TransitionDirection, size: CGSize, scale: CGFloat
    ) throws -> RecordedTransition {
        var plan: SharedElementPlan?
        let strip = try withRecorder(driver, back: back, fore: fore, direction: direction, size: size, scale: scale) { recorder in
            let images = try recorder.frames(at: times).get()
            if case .transition(let transition) = driver, let shared = transition as? SharedElementTransition {
                plan = shared.lastPlan
                // A shared-element run must also hand every view it touched back as it was.
                guard let report = shared.lastRestoration, report.isClean else {
                    var wrong = shared.lastRestoration?.mismatches.map { m in
                        "\(m.element.map { "\($0.id) (\($0.side))" } ?? "a screen's root view"): \(m.property)"
                    } ?? ["no restoration check was made"]
                    let leftover = shared.lastRestoration?.leftoverSnapshots ?? 0
                    if leftover > 0 { wrong.append("\(leftover) snapshot(s) left in the container") }
                    throw FilmStripFailure(message: "Film strip: the shared-element transition did not hand every view back "
                                           + "as it was: " + wrong.joined(separator: "; "))
                }
            }
            return FilmStrip(name: defaultName, frames: zip(times, images).map { FilmStrip.Frame(time: $0, image: $1) })
        }
        return RecordedTransition(strip: strip, timelineJSON: plan?.timelineJSON())
    }

    /// Calls `body` with a recorder for `driver`'s modal run; a ``Driver/transition(_:)`` is set
    /// on the fore controller's transition controller for the call and the previous one put back.
    func withRecorder<T>(
        _ driver: Driver, back: ViewController, fore: ViewController, direction: TransitionDirection, size: CGSize, scale: CGFloat,
        _ body: (FilmStripRecorder) throws -> T
    ) throws -> T {
        func recorder(_ delegate: ViewControllerTransitioningDelegate) -> FilmStripRecorder {
            FilmStripRecorder(delegate: delegate, back: back, fore: fore, direction: direction, size: size, scale: scale)
        }
        switch driver {
        case .transitioningDelegate(let delegate):
            return try body(recorder(delegate))
        case .animator(let animator):
            return try body(recorder(AnimatorTransitioningDelegate(animator)))
        case .transition(let transition):
            let controller = fore.transitionController
            let previous = controller.transition
            let previousStyle = fore.modalPresentationStyle
            controller.transition = transition
            defer {
                controller.transition = previous
                fore.modalPresentationStyle = previousStyle
            }
            return try body(recorder(controller))
        }
    }
}
