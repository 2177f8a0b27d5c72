import Foundation
import SharedElements

// MARK: - Assertions

/// Asserts that `value`, snapshotted with `strategy`, matches its reference beside the test file
/// — `__Snapshots__/<TestFileName>/<testName>.<name or N>.<extension>`, or one PNG per frame for
/// a film strip — recording it as the record mode says (see ``SnapshotRecordMode``). A failure is
/// reported to the running test (Swift Testing or XCTest) with the strategy's words for what
/// differs (for images: how many pixels, the largest difference and where) and where the
/// reference, actual and diff artifacts were written. `tolerance` applies to pixel formats.
///
/// ```swift
/// @Test @MainActor func profileCard() {
///     assertSnapshot(of: ProfileCardView(), as: .image(scale: 2), named: "light")
///     assertSnapshot(of: TransitionRecording(.transition(FadeTransition()), from: list, to: detail), as: .filmStrip)
/// }
/// ```
@MainActor
public func assertSnapshot<Value, Format>(
    of value: @autoclosure () throws -> Value, as strategy: Snapshotting<Value, Format>, named name: String? = nil,
    tolerance: SnapshotTolerance = .exact,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, testName: String = #function,
    line: UInt = #line, column: UInt = #column
) {
    let message = verifySnapshot(of: try value(), as: strategy, named: name, tolerance: tolerance,
                                 filePath: filePath, testName: testName)
    if let message {
        SnapshotIssueReporter.report(message, fileID: fileID, filePath: filePath, line: line, column: column)
    }
}

/// ``assertSnapshot(of:as:named:tolerance:fileID:filePath:testName:line:column:)`` that returns
/// the failure message (`nil` when the snapshot passes) instead of reporting it.
///
/// ```swift
/// let failure = verifySnapshot(of: bitmap, as: .image)
/// #expect(failure == nil)
/// ```
@MainActor
public func verifySnapshot<Value, Format>(
    of value: @autoclosure () throws -> Value, as strategy: Snapshotting<Value, Format>, named name: String? = nil,
    tolerance: SnapshotTolerance = .exact, filePath: StaticString = #filePath, testName: String = #function
) -> String? {
    let verifier: SnapshotVerifier
    switch SnapshotVerifier.make(filePath: "\(filePath)", testName: testName, tolerance: tolerance) {
    case .success(let made): verifier = made
    case .failure(let error): return error.description
    }
    // Numbered per test and per reference folder, once, when the snapshot needs a number.
    var numbered: String?
    let number = {
        if let numbered { return numbered }
        let next = String(SnapshotCounter.shared.next(
            for: SnapshotIssueReporter.testKey(filePath: "\(filePath)", testName: testName) + "|" + verifier.location.directory.path))
        numbered = next
        return next
    }
    let format: Format
    do {
        format = try strategy.snapshot(try value())
    } catch let failure as FilmStripFailure {
        return failure.message
    } catch {
        let file = verifier.location.fileName(suffix: name ?? number(), pathExtension: strategy.diffing.pathExtension)
        return "Could not render snapshot \(file): \(error)"
    }
    return strategy.storage.check(format, strategy.diffing, verifier, name, number)
}

// MARK: - Conveniences for the runtime's types

/// Asserts a snapshot of a view's subtree at `scale` (default: its window's, 2).
@MainActor
public func assertSnapshot(
    of view: View, named name: String? = nil, scale: CGFloat? = nil, tolerance: SnapshotTolerance = .exact,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, testName: String = #function,
    line: UInt = #line, column: UInt = #column
) {
    assertSnapshot(of: view, as: .image(scale: scale), named: name, tolerance: tolerance,
                   fileID: fileID, filePath: filePath, testName: testName, line: line, column: column)
}

/// Asserts a snapshot of a screen: the controller in a window of `size` points at `scale`
/// (default 2), or its view as it is when already in a window.
@MainActor
public func assertSnapshot(
    of viewController: ViewController, named name: String? = nil, size: CGSize = Window.defaultSize,
    scale: CGFloat? = nil, tolerance: SnapshotTolerance = .exact,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, testName: String = #function,
    line: UInt = #line, column: UInt = #column
) {
    assertSnapshot(of: viewController, as: .image(size: size, scale: scale), named: name, tolerance: tolerance,
                   fileID: fileID, filePath: filePath, testName: testName, line: line, column: column)
}

/// Asserts a snapshot of a layer tree drawn alone at `scale` (default 2).
@MainActor
public func assertSnapshot(
    of layer: Layer, named name: String? = nil, scale: CGFloat = Window.defaultScale, tolerance: SnapshotTolerance = .exact,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, testName: String = #function,
    line: UInt = #line, column: UInt = #column
) {
    assertSnapshot(of: layer, as: .image(scale: scale), named: name, tolerance: tolerance,
                   fileID: fileID, filePath: filePath, testName: testName, line: line, column: column)
}

/// Asserts a snapshot of a bitmap as it is.
@MainActor
public func assertSnapshot(
    of bitmap: Bitmap, named name: String? = nil, tolerance: SnapshotTolerance = .exact,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, testName: String = #function,
    line: UInt = #line, column: UInt = #column
) {
    assertSnapshot(of: bitmap, as: .image, named: name, tolerance: tolerance,
                   fileID: fileID, filePath: filePath, testName: testName, line: line, column: column)
}

// MARK: - Set-up

extension SnapshotVerifier {
    /// A verifier for a test, with the task's configuration and the process environment.
    package static func make(
        filePath: String, testName: String, tolerance: SnapshotTolerance,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> Result<SnapshotVerifier, SnapshotError> {
        let configuration = SnapshotTestingConfiguration.current
        let mode: SnapshotRecordMode
        do {
            mode = try configuration.resolvedRecordMode(environment: environment)
        } catch {
            return .failure(error)
        }
        let location = SnapshotLocation(filePath: filePath, testName: testName, configuration: configuration)
        let artifacts = SnapshotArtifacts(
            root: configuration.resolvedArtifacts(filePath: filePath, environment: environment), fileName: location.fileName)
        return .success(SnapshotVerifier(location: location, mode: mode, artifacts: artifacts, tolerance: tolerance))
    }
}
