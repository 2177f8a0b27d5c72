import Foundation
import SharedElements

// MARK: - Film strips of transitions

/// Asserts the frames of a modal transition: runs it on the window's deterministic clock and
/// compares the screen at each fraction of the animator's duration in `progresses` with the
/// reference `<testName>.<name>.<progress>.png` (`cardFlip.present.0.25.png`). `name` defaults
/// to `present` for ``TransitionDirection/forward`` (`back.present(fore, animated: true)`) and
/// `dismiss` for ``TransitionDirection/backward`` (`fore` presented without animation, then
/// dismissed with it). A contact sheet of all frames side by side, for people, is written to the
/// artifacts folder as `<testName>.<name>.contact-sheet.png` on every run; it is never a
/// reference. References of this strip for progress values no longer in `progresses` fail the
/// test as orphans.
///
/// `back` is hosted in a fresh window of `size` points at `scale` unless its view is already in
/// a window; `fore`'s `transitioningDelegate` is replaced for the run by one forwarding to
/// `transitioningDelegate`.
///
/// ```swift
/// @Test @MainActor func cardFlip() {
///     assertSnapshot(of: CardFlipTransitionManager(), from: ListViewController(), to: DetailViewController(),
///                    at: [0, 0.25, 0.5, 0.75, 1], direction: .forward)
/// }
/// ```
///
/// For a gesture-driven transition, set up the window and play a touch script with
/// `assertSnapshot(of: window, playing: script, at: seconds)`.
@MainActor
public func assertSnapshot(
    of transitioningDelegate: ViewControllerTransitioningDelegate, from back: ViewController, to fore: ViewController,
    at progresses: [Double] = [0, 0.25, 0.5, 0.75, 1], direction: TransitionDirection = .forward,
    named name: String? = nil, size: CGSize = Window.defaultSize, scale: CGFloat = Window.defaultScale,
    tolerance: SnapshotTolerance = .exact,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, testName: String = #function,
    line: UInt = #line, column: UInt = #column
) {
    if let message = verifySnapshot(
        of: transitioningDelegate, from: back, to: fore, at: progresses, direction: direction, named: name,
        size: size, scale: scale, tolerance: tolerance, filePath: filePath, testName: testName) {
        SnapshotIssueReporter.report(message, fileID: fileID, filePath: filePath, line: line, column: column)
    }
}

/// The film strip of one animator, used for both presenting and dismissing (see
/// ``assertSnapshot(of:from:to:at:direction:named:size:scale:tolerance:fileID:filePath:testName:line:column:)``).
///
/// ```swift
/// assertSnapshot(ofAnimator: FadeAnimator(), from: list, to: detail, at: [0, 0.5, 1], named: "fade")
/// ```
@MainActor
public func assertSnapshot(
    ofAnimator animator: ViewControllerAnimatedTransitioning, from back: ViewController, to fore: ViewController,
    at progresses: [Double] = [0, 0.25, 0.5, 0.75, 1], direction: TransitionDirection = .forward,
    named name: String? = nil, size: CGSize = Window.defaultSize, scale: CGFloat = Window.defaultScale,
    tolerance: SnapshotTolerance = .exact,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, testName: String = #function,
    line: UInt = #line, column: UInt = #column
) {
    assertSnapshot(of: AnimatorTransitioningDelegate(animator), from: back, to: fore, at: progresses,
                   direction: direction, named: name, size: size, scale: scale, tolerance: tolerance,
                   fileID: fileID, filePath: filePath, testName: testName, line: line, column: column)
}

/// The film-strip assertion returning its failure message (`nil` when every frame passes).
@MainActor
public func verifySnapshot(
    of transitioningDelegate: ViewControllerTransitioningDelegate, from back: ViewController, to fore: ViewController,
    at progresses: [Double] = [0, 0.25, 0.5, 0.75, 1], direction: TransitionDirection = .forward,
    named name: String? = nil, size: CGSize = Window.defaultSize, scale: CGFloat = Window.defaultScale,
    tolerance: SnapshotTolerance = .exact, filePath: StaticString = #filePath, testName: String = #function
) -> String? {
    let verifier: SnapshotVerifier
    switch SnapshotVerifier.make(filePath: "\(filePath)", testName: testName, tolerance: tolerance) {
    case .success(let made): verifier = made
    case .failure(let error): return error.description
    }
    let strip = SnapshotLocation.sanitized(name ?? direction.snapshotName)
    let recorder = FilmStripRecorder(delegate: transitioningDelegate, back: back, fore: fore,
                                     direction: direction, size: size, scale: scale)
    let frames: [Bitmap]
    switch recorder.frames(at: progresses) {
    case .success(let taken): frames = taken
    case .failure(let failure): return failure.message
    }
    return verifier.verifyFilmStrip(frames, labels: progresses.map(SnapshotLocation.progressLabel), strip: strip)
}

extension SnapshotVerifier {
    /// Checks each frame against `<test>.<strip>.<label>.png`, writes the contact sheet and
    /// reports references of this strip for labels no longer taken; `nil` when all is well.
    package func verifyFilmStrip(_ frames: [Bitmap], labels: [String], strip: String) -> String? {
        var failures = zip(frames, labels).compactMap { frame, label in
            verify(frame, suffix: "\(strip).\(label)")
        }
        let base = "\(location.testName).\(strip)"
        if let sheet = try? ContactSheet.make(frames),
           case .failure(let problem) = artifacts.write(Image(bitmap: sheet).pngData(), base: base, kind: "contact-sheet") {
            failures.append("Film strip \(base): the contact sheet could not be written: \(problem.message)")
        }
        let stale = OrphanedSnapshots.staleFrames(in: location.directory, strip: base, keeping: Set(labels))
        if !stale.isEmpty {
            failures.append("Film strip \(base): orphaned references no test produces any more (delete them): "
                            + stale.joined(separator: ", "))
        }
        return failures.isEmpty ? nil : failures.joined(separator: "\n\n")
    }
}

/// Hands out one animator for presenting and dismissing.
@MainActor
package final class AnimatorTransitioningDelegate: ViewControllerTransitioningDelegate {
    package let animator: ViewControllerAnimatedTransitioning
    package init(_ animator: ViewControllerAnimatedTransitioning) { self.animator = animator }

    package func animationController(
        forPresented presented: ViewController, presenting: ViewController, source: ViewController
    ) -> ViewControllerAnimatedTransitioning? { animator }
    package func animationController(forDismissed dismissed: ViewController) -> ViewControllerAnimatedTransitioning? { animator }
}
