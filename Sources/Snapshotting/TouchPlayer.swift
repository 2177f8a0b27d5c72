import Foundation
import SharedElements

/// Plays a touch script into a window piece by piece, the clock moving a frame at a time.
@MainActor
package struct TouchPlayer {
    package let window: Window
    package let steps: [TouchScript.Step]
    package let origin: TimeInterval
    let firstTime: TimeInterval
    package let frame: TimeInterval
    private var next = 0

    package init(window: Window, script: TouchScript, fps: Double) {
        self.window = window
        steps = script.steps
        origin = window.clock.now
        firstTime = script.steps.first?.time ?? 0
        frame = 1 / (fps.isFinite && fps > 0 ? min(fps, 1000) : 60)
    }

    /// Seconds from the first event to the last.
    var scriptLength: TimeInterval { (steps.last?.time ?? firstTime) - firstTime }

    /// Delivers every event due by `time` (seconds after the first event), then moves the clock
    /// to `time`.
    package mutating func play(until time: TimeInterval) {
        while next < steps.count, steps[next].time - firstTime <= time + 1e-12 {
            let step = steps[next]
            advance(to: origin + step.time - firstTime)
            window.sendTouch(step.phase, at: step.location, finger: step.finger)
            next += 1
        }
        advance(to: origin + time)
    }

    /// Plays `script` into `window` and renders the window at each of `times` (seconds after
    /// the first touch, from 0 on, increasing), then runs it one more second past the later of
    /// the last time and the script's end.
    package static func frames(
        of script: TouchScript, in window: Window, at times: [TimeInterval], fps: Double
    ) throws -> [FilmStrip.Frame] {
        guard !times.isEmpty, times.allSatisfy({ $0.isFinite && $0 >= 0 }),
              zip(times, times.dropFirst()).allSatisfy({ $0 < $1 }) else {
            throw FilmStripFailure(message: "film-strip times must be seconds from 0 on, in increasing order; got \(times)")
        }
        guard let last = times.last, last <= FilmStripFailure.maxTime else {
            throw FilmStripFailure(message: "film-strip times go up to \(times.last ?? 0) s, over the limit of \(FilmStripFailure.maxTime) s")
        }
        if let failure = FilmStripFailure.limits(frames: times.count, size: window.bounds.size, scale: window.scale) { throw failure }
        var player = TouchPlayer(window: window, script: script, fps: fps)
        var frames: [FilmStrip.Frame] = []
        for time in times {
            player.play(until: time)
            do {
                frames.append(FilmStrip.Frame(time: time, image: try window.render()))
            } catch {
                throw FilmStripFailure(message: "Film strip: could not render the frame at \(time) s: \(error)")
            }
        }
        player.play(until: max(times.last ?? 0, player.scriptLength) + 1)
        return frames
    }

    private func advance(to due: TimeInterval) {
        let clock = window.clock
        while clock.now + frame < due - 1e-9 { clock.advance(by: frame) }
        if due > clock.now { clock.advance(to: due) }
    }
}
