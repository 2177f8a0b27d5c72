import Foundation
import SharedElements

/// Runs a modal transition on a window's deterministic clock and renders the screen at chosen
/// fractions of the animator's duration.
///
/// The fore controller's `transitioningDelegate` is replaced, for the run, by a forwarding
/// delegate that notes which animator the runtime was given, so the duration sampled is the
/// duration of the animator that actually runs. Frame `p` is the window rendered with its clock
/// at `start + p * duration`.
@MainActor
package struct FilmStripRecorder {
    package let delegate: ViewControllerTransitioningDelegate
    package let back: ViewController
    package let fore: ViewController
    package let direction: TransitionDirection
    package let size: CGSize
    package let scale: CGFloat

    /// The frames at `progresses` (validated: 0...1, increasing), or why they could not be taken.
    /// A strip of a transition that has not completed one second after its duration, or that
    /// left new entries in the window's ``TransitionDiagnostics``, is a failure too.
    package func frames(at progresses: [Double]) -> Result<[Bitmap], FilmStripFailure> {
        guard !progresses.isEmpty, progresses.allSatisfy({ $0.isFinite && $0 >= 0 && $0 <= 1 }),
              zip(progresses, progresses.dropFirst()).allSatisfy({ $0 < $1 }) else {
            return .failure(FilmStripFailure(message: SnapshotError.invalidProgress(progresses).description))
        }
        if let failure = FilmStripFailure.limits(frames: progresses.count, size: size, scale: scale) { return .failure(failure) }
        var diagnosticsBefore = 0
        return run(before: { diagnosticsBefore = $0.transitionDiagnostics.entries.count }) { window, start, duration in
            var frames: [Bitmap] = []
            for progress in progresses {
                window.clock.advance(to: start + progress * duration)
                do {
                    frames.append(try window.render())
                } catch {
                    throw FilmStripFailure(message: "could not render the frame at progress \(progress): \(error)")
                }
            }
            window.clock.advance(to: start + duration + 1)
            if window.isTransitioning {
                throw failure("the \(direction.snapshotName) transition did not complete within its duration "
                              + "(\(duration) s) and one second more", window, diagnosticsBefore)
            }
            if window.transitionDiagnostics.entries.count > diagnosticsBefore {
                throw failure("the \(direction.snapshotName) transition left diagnostics", window, diagnosticsBefore)
            }
            return frames
        }
    }

    /// Sets the run up — a window, the direction's starting screen, the forwarding delegate —
    /// calls `before` with the window at rest, starts the transition and calls `body` with the
    /// window, the clock time it started at and the animator's duration; then puts everything back.
    package func run<T>(
        before: (Window) throws -> Void = { _ in },
        _ body: (_ window: Window, _ start: TimeInterval, _ duration: TimeInterval) throws -> T
    ) -> Result<T, FilmStripFailure> {
        let ownWindow: Window?
        let window: Window
        if let existing = back.viewIfLoaded?.window as? Window {
            ownWindow = nil
            window = existing
        } else {
            window = Window(size: size, scale: scale)
            window.rootViewController = back
            ownWindow = window
        }
        let proxy = ForwardingTransitioningDelegate(delegate)
        let savedDelegate = fore.transitioningDelegate
        fore.transitioningDelegate = proxy
        defer {
            fore.transitioningDelegate = savedDelegate
            if let ownWindow {
                if back.presentedViewController != nil { back.dismiss(animated: false) }
                ownWindow.clock.advance(by: 0)
                ownWindow.rootViewController = nil
            }
        }
        let diagnosticsBefore = window.transitionDiagnostics.entries.count
        if direction == .backward {
            back.present(fore, animated: false)
            window.clock.advance(by: 0)
            guard back.presentedViewController === fore, !window.isTransitioning else {
                return .failure(failure("could not present \(type(of: fore)) before dismissing it", window, diagnosticsBefore))
            }
        }
        do { try before(window) } catch let f as FilmStripFailure { return .failure(f) } catch {
            return .failure(FilmStripFailure(message: "\(error)"))
        }
        let start = window.clock.now
        switch direction {
        case .forward: back.present(fore, animated: true)
        case .backward: fore.dismiss(animated: true)
        }
        guard let animator = proxy.animator else {
            return .failure(failure("the \(direction.snapshotName) transition did not start", window, diagnosticsBefore))
        }
        let duration = max(0, animator.transitionDuration(using: nil))
        do {
            return .success(try body(window, start, duration))
        } catch let f as FilmStripFailure {
            return .failure(f)
        } catch {
            return .failure(FilmStripFailure(message: "\(error)"))
        }
    }

    private func failure(_ what: String, _ window: Window, _ from: Int) -> FilmStripFailure {
        let notes = window.transitionDiagnostics.entries.dropFirst(from).map(\.description)
        return FilmStripFailure(message: "Film strip: \(what)" + (notes.isEmpty ? "" : ": " + notes.joined(separator: "; ")))
    }
}

extension TransitionDirection {
    /// The name of a film strip of this direction: `present` or `dismiss`.
    var snapshotName: String { self == .forward ? "present" : "dismiss" }
}
