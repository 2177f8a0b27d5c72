import Foundation
import SharedElements
import Testing
import Snapshotting

/// Each record mode, in a temporary folder: what it writes and what it reports.
@MainActor
@Suite struct RecordModeTests {
    let fixture = SnapshotFixture()

    @Test func missingRecordsAnAbsentReferenceAndFailsSayingSo() throws {
        defer { fixture.remove() }
        let image = try Pictures.solid()
        let first = fixture.run(.missing) { verifySnapshot(of: image, as: .image) }
        #expect(first?.contains("recorded it (record mode missing)") == true)
        let url = fixture.reference("missingRecordsAnAbsentReferenceAndFailsSayingSo.1.png")
        #expect(fixture.exists(url))
        let second = fixture.run(.missing) { verifySnapshot(of: image, as: .image, named: "1") }
        #expect(second == nil)
    }

    @Test func missingNeverOverwritesAReferenceThatDoesNotMatch() throws {
        defer { fixture.remove() }
        let image = try Pictures.solid()
        _ = fixture.run(.missing) { verifySnapshot(of: image, as: .image, named: "card") }
        let url = fixture.reference("missingNeverOverwritesAReferenceThatDoesNotMatch.card.png")
        let before = try Data(contentsOf: url)
        let changed = Pictures.changing(image, 3, 4, to: Pictures.white)
        let failure = fixture.run(.missing) { verifySnapshot(of: changed, as: .image, named: "card") }
        #expect(failure?.contains("1 pixel differs") == true)
        #expect(try Data(contentsOf: url) == before)
    }

    @Test func allRewritesEveryReferenceAndFails() throws {
        defer { fixture.remove() }
        let image = try Pictures.solid()
        _ = fixture.run(.missing) { verifySnapshot(of: image, as: .image, named: "x") }
        let again = fixture.run(.all) { verifySnapshot(of: image, as: .image, named: "x") }
        #expect(again?.contains("re-recorded (record mode all)") == true)
        let changed = try Pictures.solid(16, 12, Pictures.white)
        _ = fixture.run(.all) { verifySnapshot(of: changed, as: .image, named: "x") }
        let stored = fixture.bitmap(at: fixture.reference("allRewritesEveryReferenceAndFails.x.png"))
        #expect(stored == changed)
    }

    @Test func failedRerecordsOnlyReferencesThatDoNotMatch() throws {
        defer { fixture.remove() }
        let image = try Pictures.solid()
        _ = fixture.run(.missing) { verifySnapshot(of: image, as: .image, named: "x") }
        #expect(fixture.run(.failed) { verifySnapshot(of: image, as: .image, named: "x") } == nil)
        let changed = Pictures.changing(image, 0, 0, to: Pictures.black)
        let failure = fixture.run(.failed) { verifySnapshot(of: changed, as: .image, named: "x") }
        #expect(failure?.contains("does not match") == true)
        #expect(failure?.contains("Re-recording snapshot") == true)
        let stored = fixture.bitmap(at: fixture.reference("failedRerecordsOnlyReferencesThatDoNotMatch.x.png"))
        #expect(stored == changed)
        #expect(fixture.run(.failed) { verifySnapshot(of: changed, as: .image, named: "x") } == nil)
    }

    @Test func neverFailsOnAMissingReferenceWithoutWritingOne() throws {
        defer { fixture.remove() }
        let image = try Pictures.solid()
        let failure = fixture.run(.never) { verifySnapshot(of: image, as: .image, named: "x") }
        #expect(failure?.contains("No reference for snapshot neverFailsOnAMissingReferenceWithoutWritingOne.x.png") == true)
        #expect(failure?.contains("nothing was recorded") == true)
        #expect(!fixture.exists(fixture.references), "not even the folder is created")
        #expect(fixture.exists(fixture.artifact("neverFailsOnAMissingReferenceWithoutWritingOne.x.actual.png")))
    }

    @Test func unnamedSnapshotsAreNumberedInOrder() throws {
        defer { fixture.remove() }
        let a = try Pictures.solid(), b = try Pictures.solid(4, 4)
        let messages = fixture.run(.missing) { [verifySnapshot(of: a, as: .image), verifySnapshot(of: b, as: .image)] }
        #expect(messages.allSatisfy { $0?.contains("recorded it") == true })
        #expect(fixture.exists(fixture.reference("unnamedSnapshotsAreNumberedInOrder.1.png")))
        #expect(fixture.exists(fixture.reference("unnamedSnapshotsAreNumberedInOrder.2.png")))
    }

    @Test(arguments: [
        ([String: String](), SnapshotRecordMode.missing),
        (["CI": "true"], .never),
        (["CI": "1", "SNAPSHOT_RECORD": "failed"], .failed),
        (["CI": "false"], .missing),
        (["SNAPSHOT_RECORD": "ALL"], .all),
        (["SNAPSHOT_RECORD": "1"], .all),
        (["SNAPSHOT_RECORD": "never"], .never),
        (["SNAPSHOT_RECORD": ""], .missing),
    ])
    func environmentChoosesTheMode(_ environment: [String: String], _ mode: SnapshotRecordMode) throws {
        #expect(try SnapshotRecordMode.resolve(environment: environment) == mode)
    }

    @Test func anUnknownModeNameIsAClearError() {
        #expect(throws: SnapshotError.invalidRecordMode("sometimes")) {
            try SnapshotRecordMode.resolve(environment: ["SNAPSHOT_RECORD": "sometimes"])
        }
        let made = SnapshotVerifier.make(filePath: #filePath, testName: #function, tolerance: .exact,
                                         environment: ["SNAPSHOT_RECORD": "sometimes"])
        guard case .failure(let error) = made else { Issue.record("expected a failure"); return }
        #expect(error.description.contains("use one of missing, all, failed, never"))
    }

    @Test func taskLocalSettingsNestAndOverrideTheEnvironment() throws {
        withSnapshotTesting(record: .never) {
            withSnapshotTesting(artifacts: URL(fileURLWithPath: "/tmp/a")) {
                let configuration = SnapshotTestingConfiguration.current
                #expect(configuration.record == .never)
                #expect(configuration.artifacts?.path == "/tmp/a")
                #expect((try? configuration.resolvedRecordMode(environment: ["SNAPSHOT_RECORD": "all"])) == .never)
            }
        }
        #expect(SnapshotTestingConfiguration.current.record == nil)
    }

    @Test(.snapshots(record: .failed)) func theTraitSetsTheModeForATest() {
        #expect(SnapshotTestingConfiguration.current.record == .failed)
    }

    @Test func artifactsDefaultUnderTheBuildFolderOfThePackage() {
        let configuration = SnapshotTestingConfiguration()
        let url = configuration.resolvedArtifacts(filePath: #filePath, environment: [:])
        #expect(url.path.hasSuffix("/.build/snapshot-artifacts"))
        #expect(FileManager.default.fileExists(atPath: url.deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Package.swift").path))
        let chosen = configuration.resolvedArtifacts(filePath: #filePath, environment: ["SNAPSHOT_ARTIFACTS": "/tmp/out"])
        #expect(chosen.path == "/tmp/out")
    }
}
