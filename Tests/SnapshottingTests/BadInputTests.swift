import Foundation
import SharedElements
import Testing
import Snapshotting

/// Broken references and folders: each a clear failure, never a crash, and never an
/// overwritten reference unless recording.
@MainActor
@Suite struct BadInputTests {
    let fixture = SnapshotFixture()

    /// Writes `data` as the reference `<test>.x.png`.
    func plant(_ data: Data, testName: String = #function) throws -> URL {
        try FileManager.default.createDirectory(at: fixture.references, withIntermediateDirectories: true)
        let url = fixture.reference("\(SnapshotLocation.sanitized(testName)).x.png")
        try data.write(to: url)
        return url
    }

    enum Corruption: String, CaseIterable, Sendable {
        case garbage, truncated, empty, badChecksum, jpeg

        func apply(_ data: Data) -> Data {
            switch self {
            case .garbage: Data("not a png at all".utf8)
            case .jpeg: Data([0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x10] + Array("JFIF".utf8) + [0, 1, 1, 0, 0, 1, 0, 1, 0, 0, 0xFF, 0xD9])
            case .truncated: data.prefix(data.count / 2)
            case .empty: Data()
            case .badChecksum: Data(data.enumerated().map { $0.offset == data.count - 20 ? $0.element ^ 0xFF : $0.element })
            }
        }
    }

    @Test(arguments: Corruption.allCases)
    func anUnreadableReferenceFailsClearlyAndIsKept(_ corruption: Corruption) throws {
        defer { fixture.remove() }
        let image = try Pictures.solid()
        let broken = corruption.apply(Image(bitmap: image).pngData())
        let url = try plant(broken)
        for mode in [SnapshotRecordMode.missing, .never] {
            let failure = fixture.run(mode) { verifySnapshot(of: image, as: .image, named: "x") } ?? ""
            #expect(failure.contains("is not a readable PNG (invalid image data"), "\(corruption)")
            #expect(failure.hasSuffix("\nRestore the reference from version control, or re-record it with SNAPSHOT_RECORD=failed."))
            #expect(try Data(contentsOf: url) == broken)
        }
        let base = "anUnreadableReferenceFailsClearlyAndIsKept.x"
        #expect(fixture.bitmap(at: fixture.artifact("\(base).actual.png")) == image)
        #expect(try Data(contentsOf: fixture.artifact("\(base).unreadable-reference.png")) == broken,
                "the unreadable bytes are kept with the artifacts")
        #expect(!fixture.exists(fixture.artifact("\(base).reference.png")))
    }

    @Test func anUnreadableReferenceIsReplacedWhenRecordingFailuresAfterItsArtifactsAreWritten() throws {
        defer { fixture.remove() }
        let image = try Pictures.solid()
        let broken = Data([0x89, 0x50])
        let url = try plant(broken)
        let failure = fixture.run(.failed) { verifySnapshot(of: image, as: .image, named: "x") } ?? ""
        #expect(failure.contains("not a readable PNG") && failure.contains("recorded it (record mode failed)"))
        #expect(fixture.bitmap(at: url) == image)
        let base = "anUnreadableReferenceIsReplacedWhenRecordingFailuresAfterItsArtifactsAreWritten.x"
        let copy = fixture.artifact("\(base).unreadable-reference.png")
        #expect(try Data(contentsOf: copy) == broken, "the replaced bytes are kept")
        #expect(failure.contains("unreadable-reference: \(copy.path)"))
        #expect(fixture.bitmap(at: fixture.artifact("\(base).actual.png")) == image)
    }

    @Test func aReferenceOfAnotherSizeIsReportedAsSuch() throws {
        defer { fixture.remove() }
        let url = try plant(Image(bitmap: try Pictures.solid(10, 10)).pngData())
        let image = try Pictures.solid(16, 12)
        let failure = fixture.run(.missing) { verifySnapshot(of: image, as: .image, named: "x") } ?? ""
        #expect(failure.contains("has a different size from its reference: reference 10x10 pixels, actual 16x12 pixels"))
        #expect(failure.hasSuffix("otherwise fix the code, or restore the reference from version control."))
        #expect(fixture.bitmap(at: url)?.width == 10)
        #expect(fixture.exists(fixture.artifact("aReferenceOfAnotherSizeIsReportedAsSuch.x.reference.png")))
        #expect(fixture.exists(fixture.artifact("aReferenceOfAnotherSizeIsReportedAsSuch.x.actual.png")))
    }

    @Test func aReferenceFolderThatCannotBeCreatedFailsClearly() throws {
        defer { fixture.remove() }
        try FileManager.default.createDirectory(at: fixture.root, withIntermediateDirectories: true)
        let blocker = fixture.root.appendingPathComponent("file")
        try Data("a file, not a folder".utf8).write(to: blocker)
        let image = try Pictures.solid()
        let failure = withSnapshotTesting(record: .missing, artifacts: fixture.artifacts,
                                          snapshotDirectory: blocker.appendingPathComponent("refs")) {
            verifySnapshot(of: image, as: .image, named: "x")
        } ?? ""
        #expect(failure.contains("No reference was found for snapshot aReferenceFolderThatCannotBeCreatedFailsClearly.x.png, "
                                 + "but the folder"))
        #expect(failure.contains("could not be created"))
    }

    @Test func anArtifactsFolderThatCannotBeWrittenStillGivesTheComparison() throws {
        defer { fixture.remove() }
        let image = try Pictures.solid()
        _ = fixture.run(.missing) { verifySnapshot(of: image, as: .image, named: "x") }
        let blocker = fixture.root.appendingPathComponent("file")
        try Data("a file".utf8).write(to: blocker)
        let changed = Pictures.changing(image, 1, 1, to: Pictures.black)
        let failure = withSnapshotTesting(record: .missing, artifacts: blocker, snapshotDirectory: fixture.references) {
            verifySnapshot(of: changed, as: .image, named: "x")
        } ?? ""
        #expect(failure.contains("1 pixel differs"))
        #expect(failure.contains("diff: could not write"))
    }

    @Test func aFolderWhereTheReferenceShouldBeIsReported() throws {
        defer { fixture.remove() }
        try FileManager.default.createDirectory(
            at: fixture.reference("aFolderWhereTheReferenceShouldBeIsReported.x.png"), withIntermediateDirectories: true)
        let image = try Pictures.solid()
        let failure = fixture.run(.all) { verifySnapshot(of: image, as: .image, named: "x") } ?? ""
        #expect(failure.contains("is a folder"))
    }

    @Test func aRenderingThatThrowsIsAFailureNotACrash() {
        defer { fixture.remove() }
        let huge = View(frame: CGRect(x: 0, y: 0, width: 1e9, height: 10))
        let failure = fixture.run(.missing) { verifySnapshot(of: huge, as: .image(scale: 2), named: "x") } ?? ""
        #expect(failure.contains("Could not render snapshot aRenderingThatThrowsIsAFailureNotACrash.x.png"))
        #expect(!fixture.exists(fixture.references))
    }
}
