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
        #expect(again?.hasPrefix("Re-recording snapshot allRewritesEveryReferenceAndFails.x.png (record mode all): "
                                 + "its reference already matches it exactly, so it was left unchanged") == true)
        let changed = try Pictures.solid(16, 12, Pictures.white)
        let rewritten = fixture.run(.all) { verifySnapshot(of: changed, as: .image, named: "x") } ?? ""
        #expect(rewritten.hasPrefix("Re-recording snapshot allRewritesEveryReferenceAndFails.x.png; recorded it (record mode all) to "))
        #expect(rewritten.components(separatedBy: "record mode all").count == 2, "the mode is named once: \(rewritten)")
        let stored = fixture.bitmap(at: fixture.reference("allRewritesEveryReferenceAndFails.x.png"))
        #expect(stored == changed)
    }

    /// `png` with a `tEXt` chunk before its `IEND`: other bytes, the same pixels.
    static func withComment(_ png: Data) -> Data {
        let body = Array("Comment\u{0}written elsewhere".utf8)
        let type = Array("tEXt".utf8)
        func be32(_ v: UInt32) -> [UInt8] { [UInt8(v >> 24), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)] }
        let chunk = be32(UInt32(body.count)) + type + body + be32(CRC32.checksum(type + body))
        var out = png
        out.insert(contentsOf: chunk, at: png.count - 12)
        return out
    }

    @Test(arguments: [SnapshotRecordMode.all, .failed])
    func reRecordingLeavesAReferenceWithTheSamePixelsUntouched(_ mode: SnapshotRecordMode) throws {
        defer { fixture.remove() }
        let image = try Pictures.solid()
        try FileManager.default.createDirectory(at: fixture.references, withIntermediateDirectories: true)
        let url = fixture.reference("\(SnapshotLocation.sanitized(#function)).x.png")
        let planted = Self.withComment(Image(bitmap: image).pngData())
        #expect(planted != Image(bitmap: image).pngData())
        try planted.write(to: url)
        #expect(fixture.bitmap(at: url) == image, "the comment changes no pixel")
        let message = fixture.run(mode) { verifySnapshot(of: image, as: .image, named: "x") }
        #expect(try Data(contentsOf: url) == planted)
        if mode == .all {
            #expect(message?.contains("left unchanged: \(url.path)") == true)
        } else {
            #expect(message == nil)
        }
        let changed = Pictures.changing(image, 2, 2, to: Pictures.white)
        _ = fixture.run(mode) { verifySnapshot(of: changed, as: .image, named: "x") }
        #expect(fixture.bitmap(at: url) == changed, "a reference that differs is still rewritten")
    }

    @Test func aFailureThatKeepsItsReferenceSaysHowToResolveIt() throws {
        defer { fixture.remove() }
        let changedAdvice = "If the change is intended, re-record it with SNAPSHOT_RECORD=failed and commit the new reference; "
            + "otherwise fix the code, or restore the reference from version control."
        let image = try Pictures.solid()
        _ = fixture.run(.missing) { verifySnapshot(of: image, as: .image, named: "x") }
        let changed = Pictures.changing(image, 3, 4, to: Pictures.white)
        for mode in [SnapshotRecordMode.missing, .never] {
            let failure = fixture.run(mode) { verifySnapshot(of: changed, as: .image, named: "x") } ?? ""
            #expect(failure.contains("1 pixel differs"))
            #expect(failure.hasSuffix("\n" + changedAdvice), "\(mode): \(failure)")
        }
        let small = try Pictures.solid(10, 10)
        let resized = fixture.run(.never) { verifySnapshot(of: small, as: .image, named: "x") } ?? ""
        #expect(resized.contains("has a different size from its reference") && resized.hasSuffix("\n" + changedAdvice))
        let text = fixture.run(.missing) { verifySnapshot(of: "a\n", as: Snapshotting(diffing: .text(pathExtension: "txt")) { $0 }, named: "t") }
        #expect(text?.contains("recorded it") == true)
        let changedText = fixture.run(.never) {
            verifySnapshot(of: "b\n", as: Snapshotting(diffing: .text(pathExtension: "txt")) { $0 }, named: "t")
        } ?? ""
        #expect(changedText.contains("line 1 differs") && changedText.hasSuffix("\n" + changedAdvice))
        let rerecorded = fixture.run(.failed) { verifySnapshot(of: changed, as: .image, named: "x") } ?? ""
        #expect(rerecorded.contains("recorded it (record mode failed)"))
        #expect(!rerecorded.contains("version control"), "nothing to resolve once re-recorded")
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
