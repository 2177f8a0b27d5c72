import Foundation
import SharedElements
import Testing
import Snapshotting

/// References no test produces any more make a test fail.
@MainActor
@Suite struct OrphanedSnapshotsTests {
    let fixture = SnapshotFixture()

    func plant(_ names: [String]) throws {
        try FileManager.default.createDirectory(at: fixture.references, withIntermediateDirectories: true)
        for name in names { try Data().write(to: fixture.reference(name)) }
    }

    @Test func referencesOfTestsNoLongerInTheFileAreOrphans() throws {
        defer { fixture.remove() }
        try plant(["referencesOfTestsNoLongerInTheFileAreOrphans.1.png", "renamedAway.1.png",
                   "renamedAway.present.0.5.png", "notes.txt"])
        let failure = fixture.run(.missing) { verifyNoOrphanedSnapshots() } ?? ""
        #expect(failure.contains("2 orphaned references in \(fixture.references.path)"))
        #expect(failure.hasSuffix("renamedAway.1.png, renamedAway.present.0.5.png"))
    }

    @Test func anExplicitListMustCoverEveryReference() throws {
        defer { fixture.remove() }
        try plant(["card.1.png", "card.dark.png", "strip.present.0.png"])
        let listed = fixture.run(.missing) { verifyNoOrphanedSnapshots(expecting: ["card.1", "card.dark", "strip.present.0"]) }
        #expect(listed == nil)
        let short = fixture.run(.missing) { verifyNoOrphanedSnapshots(expecting: ["card.1", "strip.present.0"]) } ?? ""
        #expect(short.contains("1 orphaned reference in") && short.hasSuffix(": card.dark.png"))
    }

    @Test func aFileWithoutSnapshotsHasNoOrphans() {
        defer { fixture.remove() }
        #expect(fixture.run(.missing) { verifyNoOrphanedSnapshots() } == nil)
    }

    @Test func anUnreadableTestFileIsAFailure() {
        let failure = verifyNoOrphanedSnapshots(filePath: "/nonexistent/SomeTests.swift") ?? ""
        #expect(failure.contains("could not read the test file /nonexistent/SomeTests.swift"))
    }

    @Test func functionNamesAreFoundInSource() {
        let source = "@Test func alpha() {}\n  func  beta_2(x: Int) {}\nlet f = function\n@Test(\"x\") func `gamma`() {}"
        #expect(OrphanedSnapshots.declaredFunctions(in: source) == ["alpha", "beta_2", "gamma"])
    }

    @Test func testNamesBecomeFileNames() {
        #expect(SnapshotLocation.sanitized("cardFlip()") == "cardFlip")
        #expect(SnapshotLocation.sanitized("test_with(arg:other:)") == "test_with")
        #expect(SnapshotLocation.sanitized("a b/c") == "a-b-c")
        #expect(SnapshotLocation.sanitized("()") == "snapshot")
    }
}
