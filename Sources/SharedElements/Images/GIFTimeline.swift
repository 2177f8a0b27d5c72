/// GIF's timing rule, fed one source frame at a time: the animation is sampled at a frame
/// rate, runs of samples showing the same source frame merge into one GIF frame, and each
/// delay is the difference of the rounded cumulative times (in 1/100 s), so rounding never
/// accumulates. ``GIFEncoder/timeline(_:framesPerSecond:)`` and ``GIFWriter`` both use it.
package struct GIFTimeline {
    /// Samples per second.
    package let framesPerSecond: Double
    /// Seconds of animation added so far.
    package private(set) var total = 0.0
    private var sample = 0
    private var sources = 0

    package init(framesPerSecond: Double) {
        self.framesPerSecond = framesPerSecond
    }

    /// Adds the next source frame, lasting `duration` seconds; returns the time its GIF frame
    /// starts when a sample falls on it (it opens a new GIF frame), `nil` when none does.
    package mutating func add(duration: Double) -> Double? {
        total += duration
        sources += 1
        var start: Double?
        while Double(sample) / framesPerSecond + 1e-9 < total {
            if start == nil { start = Double(sample) / framesPerSecond }
            sample += 1
        }
        return start
    }

    /// The delay of a GIF frame from `start` to `end` seconds, in hundredths of a second.
    package static func centiseconds(from start: Double, to end: Double) -> Int {
        Int((end * 100).rounded()) - Int((start * 100).rounded())
    }
}
