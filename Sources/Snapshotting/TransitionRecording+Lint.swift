import Foundation
import SharedElements

extension TransitionRecording {
    /// The frame rate the linter plays a recording at.
    static let lintFPS = 60.0

    /// Plays the run at 60 fps through a ``TransitionLinter`` — from a frame of the screen at
    /// rest, every frame while the transition runs, and one at rest after it — and returns what
    /// it found. The recording's own frame times are not used.
    /// - Throws: ``FilmStripFailure`` when the rules are unusable or the run cannot start.
    package func lint(rules: LintRules) throws -> LintReport {
        if let problem = rules.problem { throw FilmStripFailure(message: "Lint: \(problem)") }
        let linter = TransitionLinter(rules: rules)
        let frame = 1 / Self.lintFPS
        switch start {
        case let .modal(driver, back, fore, direction, size, scale):
            try withRecorder(driver, back: back, fore: fore, direction: direction, size: size, scale: scale) { recorder in
                try recorder.run(before: { window in
                    linter.observe(window, frame: try window.render(), time: -frame)
                }) { window, start, _ in
                    var k = 0
                    repeat {
                        window.clock.advance(to: start + Double(k) * frame)
                        linter.observe(window, frame: try window.render(), time: Double(k) * frame)
                        k += 1
                    } while window.isTransitioning && k <= rules.frameLimit
                    if window.isTransitioning { window.clock.advance(by: 3_600) }
                }.get()
            }
        case let .touches(script, window, fps):
            var player = TouchPlayer(window: window, script: script, fps: fps)
            linter.observe(window, frame: try window.render(), time: -frame)
            let end = max(times.last ?? 0, player.scriptLength)
            var k = 0
            while Double(k) * frame <= end || window.isTransitioning, k <= rules.frameLimit + Int(end / frame) {
                player.play(until: Double(k) * frame)
                linter.observe(window, frame: try window.render(), time: Double(k) * frame)
                k += 1
            }
        }
        return linter.report
    }
}
