import Foundation
import SharedElements

/// The frames of a recorded transition: the format the ``Snapshotting/filmStrip`` strategy
/// produces.
///
/// Each frame is labelled with its time (`0.25` for a quarter of a modal transition's duration,
/// or seconds after the first touch of a touch script), and is stored as its own reference
/// `<testName>.<name>.<label>.png`, so a failure names the frame that changed.
///
/// ```swift
/// let strip = FilmStrip(name: "present", frames: [FilmStrip.Frame(time: 0, image: first)])
/// strip.frames[0].label   // "0"
/// ```
public struct FilmStrip: Sendable, Equatable {
    /// One picture of the screen.
    public struct Frame: Sendable, Equatable {
        /// When it was taken: a fraction of the duration (0...1) or seconds, as the recording says.
        public var time: Double
        /// The window's pixels at that time.
        public var image: Bitmap

        /// The frame's part of its file name: `0`, `0.25`, `1`.
        public var label: String { SnapshotLocation.progressLabel(time) }

        /// A frame taken at `time`.
        public init(time: Double, image: Bitmap) {
            self.time = time
            self.image = image
        }
    }

    /// The strip's default name, used unless the assertion gives one: `present`, `dismiss` or
    /// `gesture`.
    public var name: String
    /// The frames, in time order.
    public var frames: [Frame]
    /// The shared-element plan of the run as timeline JSON (``/SharedElements/SharedElementPlan/timelineJSON()``),
    /// when it had one: stored beside the frames' references as `<name>.timeline.json`, so a
    /// failed strip can chart how its flyers moved in the reference run and in this one.
    public var timeline: String?

    /// A strip named `name` holding `frames`.
    public init(name: String, frames: [Frame], timeline: String? = nil) {
        self.name = name
        self.frames = frames
        self.timeline = timeline
    }
}
