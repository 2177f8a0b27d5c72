import Foundation
#if canImport(Testing)
import Testing
#endif
#if canImport(XCTest)
import XCTest
#endif

/// Reports a failure to whichever test runner is running the test: Swift Testing
/// (`Issue.record`) when a Swift Testing test is current, else XCTest (`XCTFail`).
package enum SnapshotIssueReporter {
    package static func report(_ message: String, fileID: StaticString, filePath: StaticString, line: UInt, column: UInt) {
        #if canImport(Testing)
        if Test.current != nil {
            Issue.record(
                Comment(rawValue: message),
                sourceLocation: SourceLocation(
                    fileID: "\(fileID)", filePath: "\(filePath)", line: Int(line), column: Int(column)))
            return
        }
        #endif
        #if canImport(XCTest)
        XCTFail(message, file: filePath, line: line)
        #else
        FileHandle.standardError.write(Data("\(filePath):\(line): snapshot failure: \(message)\n".utf8))
        #endif
    }

    /// A key that tells tests apart for numbering unnamed snapshots: the Swift Testing test's id
    /// when there is one, else the file and function (name snapshots in parameterized tests).
    static func testKey(filePath: String, testName: String) -> String {
        #if canImport(Testing)
        if let test = Test.current {
            return "\(test.id)|\(testName)"
        }
        #endif
        return "\(filePath)|\(testName)"
    }
}
