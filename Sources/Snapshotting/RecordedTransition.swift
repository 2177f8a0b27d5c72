import Foundation

/// What recording a ``TransitionRecording`` gives: its frames and, when the transition planned
/// shared elements, the plan's timeline JSON.
package struct RecordedTransition: Sendable {
    package var strip: FilmStrip
    package var timelineJSON: String?
}
