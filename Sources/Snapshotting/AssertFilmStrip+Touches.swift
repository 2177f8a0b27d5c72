import Foundation
import SharedElements

// MARK: - Film strips driven by touches

/// Asserts the frames of whatever a touch script sets moving in `window` — typically a
/// gesture-driven (interactive) transition: the script is played from now on the window's clock
/// (in steps of at most one frame, as ``Window/play(_:fps:)`` does) and the screen is compared
/// at each of `times`, seconds after the script's first event, with the reference
/// `<testName>.<name>.<time>.png` (`swipeBack.gesture.0.15.png`). Times may run past the
/// script's end to film what the release sets off. The window is then run one more second so
/// the transition can settle. Contact sheet and orphaned frames as for the other film strips.
///
/// ```swift
/// list.present(detail, animated: false)   // detail dismisses itself on a downward pan
/// assertSnapshot(of: window, playing: .swipe(from: CGPoint(x: 200, y: 120), to: CGPoint(x: 200, y: 520), duration: 0.3),
///                at: [0.1, 0.2, 0.3, 0.6])
/// ```
@MainActor
public func assertSnapshot(
    of window: Window, playing script: TouchScript, at times: [TimeInterval], named name: String = "gesture",
    fps: Double = 60, tolerance: SnapshotTolerance = .exact,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, testName: String = #function,
    line: UInt = #line, column: UInt = #column
) {
    if let message = verifySnapshot(of: window, playing: script, at: times, named: name, fps: fps,
                                    tolerance: tolerance, filePath: filePath, testName: testName) {
        SnapshotIssueReporter.report(message, fileID: fileID, filePath: filePath, line: line, column: column)
    }
}

/// The touch-driven film strip returning its failure message (`nil` when every frame passes).
@MainActor
public func verifySnapshot(
    of window: Window, playing script: TouchScript, at times: [TimeInterval], named name: String = "gesture",
    fps: Double = 60, tolerance: SnapshotTolerance = .exact,
    filePath: StaticString = #filePath, testName: String = #function
) -> String? {
    let verifier: SnapshotVerifier
    switch SnapshotVerifier.make(filePath: "\(filePath)", testName: testName, tolerance: tolerance) {
    case .success(let made): verifier = made
    case .failure(let error): return error.description
    }
    guard !times.isEmpty, times.allSatisfy({ $0.isFinite && $0 >= 0 }),
          zip(times, times.dropFirst()).allSatisfy({ $0 < $1 }) else {
        return "film-strip times must be seconds from 0 on, in increasing order; got \(times)"
    }
    var player = TouchPlayer(window: window, script: script, fps: fps)
    var frames: [Bitmap] = []
    for time in times {
        player.play(until: time)
        do {
            frames.append(try window.render())
        } catch {
            return "Film strip: could not render the frame at \(time) s: \(error)"
        }
    }
    player.play(until: max(times.last ?? 0, player.scriptLength) + 1)
    return verifier.verifyFilmStrip(frames, labels: times.map(SnapshotLocation.progressLabel),
                                    strip: SnapshotLocation.sanitized(name))
}

/// Plays a touch script into a window piece by piece, the clock moving a frame at a time.
@MainActor
package struct TouchPlayer {
    package let window: Window
    package let steps: [TouchScript.Step]
    package let origin: TimeInterval
    package let firstTime: TimeInterval
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
    package var scriptLength: TimeInterval { (steps.last?.time ?? firstTime) - firstTime }

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

    private func advance(to due: TimeInterval) {
        let clock = window.clock
        while clock.now + frame < due - 1e-9 { clock.advance(by: frame) }
        if due > clock.now { clock.advance(to: due) }
    }
}
