import Foundation
import SharedElements

// MARK: - Strategies over a transition run

extension Snapshotting where Value == TransitionRecording, Format == FilmStrip {
    /// The run's frames, each compared with the reference `<testName>.<name>.<label>.png`
    /// (`name`: the assertion's, else `present`, `dismiss` or `gesture`; `label`: the frame's
    /// time, `0.25`). A contact sheet of all frames side by side is written with the artifacts
    /// as `<testName>.<name>.contact-sheet.png` on every run — for people, never a reference —
    /// and references of this strip for times no longer taken fail as orphans.
    ///
    /// ```swift
    /// assertSnapshot(of: TransitionRecording(.transition(CardFlipTransition()), from: grid, to: pet),
    ///                as: .filmStrip)                               // cardFlip.present.0.25.png, …
    /// ```
    public static var filmStrip: Snapshotting<TransitionRecording, FilmStrip> {
        Snapshotting(diffing: .filmStrip, storage: .frames) { recording in
            let recorded = try recording.record()
            var strip = recorded.strip
            strip.timeline = recorded.timelineJSON
            return strip
        }
    }
}

extension Snapshotting where Value == TransitionRecording, Format == String {
    /// The shared-element plan of the run as timeline JSON (``/SharedElements/SharedElementPlan/timelineJSON()``),
    /// compared line by line with `<testName>.<name or N>.json`. Only a run of a
    /// ``/SharedElements/SharedElementTransition`` has a plan; any other fails saying so.
    ///
    /// ```swift
    /// assertSnapshot(of: TransitionRecording(.transition(SharedElementTransition()), from: list, to: detail, at: [1]),
    ///                as: .timeline, named: "plan")              // navigation.plan.json
    /// ```
    public static var timeline: Snapshotting<TransitionRecording, String> {
        Snapshotting(diffing: .text(pathExtension: "json")) { recording in
            guard let json = try recording.record().timelineJSON else {
                throw FilmStripFailure(message: "Timeline: the recorded transition made no shared-element plan "
                                       + "(only a SharedElementTransition does)")
            }
            return json
        }
    }
}
