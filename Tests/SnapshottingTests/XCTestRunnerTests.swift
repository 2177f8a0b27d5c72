import Foundation
import SharedElements
import Snapshotting
import XCTest

/// The assertions under XCTest: with no Swift Testing test current, a passing snapshot reports
/// nothing and a failing one would go to `XCTFail` (here only the passing path runs, since
/// corelibs XCTest cannot expect a failure).
final class XCTestRunnerTests: XCTestCase {
    func testAPassingSnapshotReportsNothingUnderXCTest() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("xctest-snapshots-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let bitmap = try Bitmap(width: 6, height: 4, fill: PremultipliedColor(r: 10, g: 20, b: 30, a: 255))
        MainActor.assumeIsolated {
            let recorded = withSnapshotTesting(record: .missing, artifacts: folder, snapshotDirectory: folder) {
                verifySnapshot(of: bitmap, as: .image, named: "swatch")
            }
            XCTAssertEqual(recorded?.contains("recorded it"), true)
            withSnapshotTesting(record: .never, artifacts: folder, snapshotDirectory: folder) {
                assertSnapshot(of: bitmap, named: "swatch")
            }
        }
        XCTAssertTrue(FileManager.default.fileExists(
            atPath: folder.appendingPathComponent("testAPassingSnapshotReportsNothingUnderXCTest.swatch.png").path))
    }
}
