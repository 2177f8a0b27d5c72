import Foundation
import Testing
import SharedElements
import SharedElementsTestSupport

/// The record of temporary files that a stopped program removes.
@Suite struct TemporaryFilesTests {
    @Test func filesAreRecordedInTheirOwnSlotsUntilDropped() {
        let first = "/tmp/.temporary-files-\(UUID().uuidString).partial"
        let second = "/tmp/.temporary-files-\(UUID().uuidString).partial"
        let a = TemporaryFiles.add(first), b = TemporaryFiles.add(second)
        #expect(a >= 0 && b >= 0 && a != b)
        #expect(TemporaryFiles.contains(first) && TemporaryFiles.contains(second))
        TemporaryFiles.drop(a)
        #expect(!TemporaryFiles.contains(first))
        #expect(TemporaryFiles.contains(second))
        TemporaryFiles.drop(b)
        #expect(!TemporaryFiles.contains(second))
    }

    @Test func aPathTooLongToRecordIsRefusedAndDroppingThatIsHarmless() {
        let long = "/tmp/" + String(repeating: "x", count: 5000)
        let slot = TemporaryFiles.add(long)
        #expect(slot == -1)
        #expect(!TemporaryFiles.contains(long))
        TemporaryFiles.drop(slot)
    }
}
