import Foundation

// MARK: - Playing

extension PrototypeStage {
    /// Where the film is when a frame is taken.
    public struct Moment: Sendable, Equatable {
        /// The frame's number in the whole film, from 0.
        public var index: Int
        /// The run this frame belongs to.
        public var direction: TransitionDirection
        /// Seconds since this run's transition started.
        public var elapsed: TimeInterval
        /// Whether the transition has ended (the run's last transition frame and its hold frames).
        public var hasEnded: Bool
    }

    /// The most frames a film may have.
    public static let frameLimit = 3600
    /// How far past its nominal time each frame is taken, seconds: enough that a transition
    /// ending on a frame's time, give or take floating-point rounding, counts as ended there.
    static let timeSlack: TimeInterval = 1e-6
    /// The longest a run may take before it counts as never ending, seconds.
    public static let runLimit: TimeInterval = 30

    /// Plays every run of the prototype in order, calling `body` at each frame (render there).
    ///
    /// Each run starts its transition (a presentation going forward, a dismissal going
    /// backward) and takes frame 0 at once; the clock then moves `1/fps` seconds per frame until
    /// a frame is taken with the transition ended, and `round(hold × fps)` frames more. A run
    /// that takes T seconds thus has `ceil(T × fps) + 1 + round(hold × fps)` frames. A backward
    /// run without a forward run before it first puts the fore screen up off the film
    /// (``showForeAtRest()``).
    /// A film may have at most `frameLimit` frames (``frameLimit`` by default; a run still ends
    /// after ``runLimit`` seconds, so `Int.max` counts any film's frames).
    public func play(frameLimit: Int = PrototypeStage.frameLimit, _ body: (Moment) throws -> Void) throws {
        let fps = prototype.fps
        var index = 0
        func take(_ m: Moment) throws {
            guard index < frameLimit else { throw PrototypeError.tooManyFrames(limit: frameLimit) }
            try body(m)
            index += 1
        }
        for direction in prototype.directions {
            if direction == .backward { showForeAtRest() }
            let reported = window.transitionDiagnostics.entries.count
            let start = window.clock.now
            // A gesture drives the backward run: its touches are delivered as the film reaches
            // their times, and the run lasts until the finger has lifted and the transition ended.
            let gesture = direction == .backward ? prototype.gesture : nil
            var interaction: TransitionInteractiveController?
            var touches: [TouchScript.Step] = []
            if let gesture {
                let controller = TransitionInteractiveController(viewController: fore, pan: gesture.pan,
                                                                 action: navigationController == nil ? .dismiss : .pop)
                controller.distance = gesture.distance
                interaction = controller
                touches = gesture.script.steps.map {
                    TouchScript.Step(time: $0.time + gesture.start, phase: $0.phase, location: $0.location, finger: $0.finger)
                }
            } else if direction == .forward {
                if let navigationController { navigationController.pushViewController(fore, animated: true) } else { back.present(fore, animated: true) }
            } else if let navigationController {
                _ = navigationController.popViewController(animated: true)
            } else {
                fore.dismiss(animated: true)
            }
            var next = 0
            func deliverTouches(upTo t: TimeInterval) {
                while next < touches.count, touches[next].time <= t + Self.timeSlack {
                    window.sendTouch(touches[next].phase, at: touches[next].location, finger: touches[next].finger)
                    next += 1
                }
            }
            var k = 0
            deliverTouches(upTo: 0)
            while window.isTransitioning || next < touches.count {
                try take(Moment(index: index, direction: direction, elapsed: Double(k) / fps, hasEnded: false))
                k += 1
                guard Double(k) / fps <= Self.runLimit else { throw PrototypeError.didNotEnd(direction: direction, seconds: Self.runLimit) }
                window.clock.advance(to: start + Double(k) / fps + Self.timeSlack)
                deliverTouches(upTo: Double(k) / fps)
            }
            withExtendedLifetime(interaction) {}
            // A gesture may be released short: then the dismissal is cancelled, which is an ending.
            guard gesture != nil || isShowingFore == (direction == .forward) else {
                let reason = window.transitionDiagnostics.entries.dropFirst(reported).first?.message ?? "the runtime refused it"
                throw PrototypeError.didNotStart(direction: direction, reason: reason)
            }
            let hold = Int((prototype.hold * fps).rounded())
            for h in 0...hold {
                if h > 0 { window.clock.advance(to: start + Double(k + h) / fps + Self.timeSlack) }
                try take(Moment(index: index, direction: direction, elapsed: Double(k + h) / fps, hasEnded: true))
            }
        }
    }

    /// Puts the fore screen up — presented, or pushed with
    /// ``TransitionPrototype/Presentation/push`` — as a backward-only film starts (a tool that
    /// takes a frame of the screen at rest before ``play(frameLimit:_:)`` calls it first): the
    /// forward transition runs to its end off the film, so the screen is as a forward run leaves
    /// it (a back screen dimmed under the fore one stays dimmed), and the dismissal starts from
    /// there. Does nothing when the fore screen is up already.
    public func showForeAtRest() {
        guard !isShowingFore else { return }
        if let navigationController { navigationController.pushViewController(fore, animated: true) } else { back.present(fore, animated: true) }
        let step = 1.0 / 60
        var waited: TimeInterval = 0
        while window.isTransitioning, waited <= Self.runLimit {
            window.clock.advance(by: step)
            waited += step
        }
        if !isShowingFore, !window.isTransitioning {
            // The transition refused to run: put the screen up without one.
            if let navigationController { navigationController.pushViewController(fore, animated: false) } else { back.present(fore, animated: false) }
        }
        window.layoutIfNeeded()
    }

    /// Whether the fore screen is up: presented, or on top of the navigation stack.
    var isShowingFore: Bool {
        if let navigationController { return navigationController.topViewController === fore }
        return back.presentedViewController === fore
    }

    /// Every frame of the film, rendered over the prototype's background.
    public func film() throws -> [Bitmap] {
        var frames: [Bitmap] = []
        try play { _ in frames.append(try window.render(background: prototype.background)) }
        return frames
    }
}
