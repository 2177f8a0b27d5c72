import Foundation
import SharedElements

// MARK: - Film strips of a Transition

/// Asserts the frames of a ``Transition`` presenting `fore` over `back` (`.forward`) or
/// dismissing it (`.backward`): the transition is set on `fore.transitionController` for the
/// run (and the previous one put back), then filmed as
/// ``assertSnapshot(of:from:to:at:direction:named:size:scale:tolerance:fileID:filePath:testName:line:column:)``
/// films a transitioning delegate. The sampled duration is the transition's
/// (``TransitionWithCustomDuration``, else ``TransitionController/defaultDuration``).
///
/// ```swift
/// @Test @MainActor func cardFlip() {
///     assertSnapshot(of: CardFlipTransition(), from: GridViewController(), to: PetViewController(),
///                    at: [0, 0.25, 0.5, 0.75, 1], direction: .forward)   // cardFlip.present.0.25.png, …
/// }
/// ```
@MainActor
public func assertSnapshot(
    of transition: Transition, from back: ViewController, to fore: ViewController,
    at progresses: [Double] = [0, 0.25, 0.5, 0.75, 1], direction: TransitionDirection = .forward,
    named name: String? = nil, size: CGSize = Window.defaultSize, scale: CGFloat = Window.defaultScale,
    tolerance: SnapshotTolerance = .exact,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, testName: String = #function,
    line: UInt = #line, column: UInt = #column
) {
    if let message = verifySnapshot(
        of: transition, from: back, to: fore, at: progresses, direction: direction, named: name,
        size: size, scale: scale, tolerance: tolerance, filePath: filePath, testName: testName) {
        SnapshotIssueReporter.report(message, fileID: fileID, filePath: filePath, line: line, column: column)
    }
}

/// The ``Transition`` film strip returning its failure message (`nil` when every frame passes).
@MainActor
public func verifySnapshot(
    of transition: Transition, from back: ViewController, to fore: ViewController,
    at progresses: [Double] = [0, 0.25, 0.5, 0.75, 1], direction: TransitionDirection = .forward,
    named name: String? = nil, size: CGSize = Window.defaultSize, scale: CGFloat = Window.defaultScale,
    tolerance: SnapshotTolerance = .exact, filePath: StaticString = #filePath, testName: String = #function
) -> String? {
    let controller = fore.transitionController
    let previous = controller.transition
    let previousStyle = fore.modalPresentationStyle
    controller.transition = transition
    defer {
        controller.transition = previous
        fore.modalPresentationStyle = previousStyle
    }
    return verifySnapshot(
        of: controller as ViewControllerTransitioningDelegate, from: back, to: fore, at: progresses,
        direction: direction, named: name, size: size, scale: scale, tolerance: tolerance,
        filePath: filePath, testName: testName)
}
