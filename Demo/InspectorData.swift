import Foundation

/// What the inspector page (`index.html`) shows, written into it as inline JSON
/// (`<script type="application/json" id="inspector-data">`), so the page opens from disk.
///
/// Times are seconds of film time (frame `i` is at `i / fps`); geometry is in window points.
///
/// ```json
/// {"version": 1, "scenes": [{"name": "navigation-shared", "fps": 60, "frameCount": 144,
///   "frames": ["inspector/navigation-shared/0000.png", ...], "lanes": [...], "findings": []}], ...}
/// ```
struct InspectorData: Encodable {
    var version = 1
    var title: String
    var scenes: [Scene]
    /// Other files of the output worth a link (the old gallery, layer scenes).
    var links: [Link] = []

    /// A file beside the page, with what it is.
    struct Link: Encodable {
        var label: String
        var href: String
    }

    /// One transition film.
    struct Scene: Encodable {
        var name: String
        var caption: String
        /// Frames per second of the film.
        var fps: Double
        var frameCount: Int
        /// The window's size in points.
        var width: Double
        var height: Double
        /// Each frame's image, relative to the page; repeated when a frame shows what an earlier one did.
        var frames: [String]
        /// One lane per flyer seen, in the order they first appeared.
        var lanes: [Lane]
        /// Lint findings on the film's time axis (empty when rendered with `--no-lint`; see ``InspectorFindings``).
        var findings: [Finding]
        /// The scene's other renderings (GIF, APNG, film strip), relative to the page.
        var files: [Link]
    }

    /// One flyer of a shared-element transition: its track as the timeline planned it, and where
    /// it was on every frame it was in the window.
    struct Lane: Encodable {
        /// The elements' `transitionID` (the key is absent when neither view has one).
        var element: String?
        /// The film time of the first frame the flyer was in the window: the transition's start,
        /// to the frame (transitions start on a frame's time in the showcase and prototypes).
        var start: Double
        /// Seconds after the transition's start that the flight begins moving.
        var delay: Double
        /// Seconds the flight moves.
        var duration: Double
        var easing: Easing
        /// The flyer's `zPosition` in the transition's container.
        var zPosition: Double
        /// The flyer's samples, one per frame it was in the window (columns of equal length).
        var samples: Samples
    }

    /// A flight's timing: a cubic Bézier curve, or a spring played over `span` seconds.
    struct Easing: Encodable {
        /// `"curve"` or `"spring"`.
        var kind: String
        /// The curve's control points x1, y1, x2, y2.
        var controlPoints: [Double]?
        var mass: Double?
        var stiffness: Double?
        var damping: Double?
        /// Points per second over the distance, as UIKit's spring animations take it.
        var initialVelocity: Double?
        /// Seconds of the spring's motion the flight plays.
        var span: Double?
    }

    /// Per-frame values of one flyer, as columns: `frame[k]` is the frame of `x[k]`, `y[k]`, ...
    struct Samples: Encodable {
        var frame: [Int] = []
        /// The flyer's frame in window points (the bounding box of its transformed bounds).
        var x: [Double] = []
        var y: [Double] = []
        var width: [Double] = []
        var height: [Double] = []
        /// The flyer layer's corner radius, points.
        var cornerRadius: [Double] = []
        /// The flyer layer's own opacity, 0...1.
        var opacity: [Double] = []
    }

    /// One lint finding, marked on the time axis at `frame`.
    struct Finding: Encodable {
        /// The rule's name.
        var rule: String
        var frame: Int
        /// Film seconds (`frame / fps`).
        var time: Double
        /// The `transitionID` of the element it is about, if any.
        var element: String?
        var message: String
        /// `"finding"` or `"info"`.
        var severity: String

        private enum CodingKeys: String, CodingKey { case rule, frame, time, element, message, severity }

        /// Writes `element` as `null` when there is none (the page's schema keeps every key).
        func encode(to encoder: Encoder) throws {
            var c = encoder.container(keyedBy: CodingKeys.self)
            try c.encode(rule, forKey: .rule)
            try c.encode(frame, forKey: .frame)
            try c.encode(time, forKey: .time)
            try c.encode(element, forKey: .element)
            try c.encode(message, forKey: .message)
            try c.encode(severity, forKey: .severity)
        }
    }
}
