import Foundation
import Testing
import SharedElements
import SharedElementsTestSupport

/// A file sink writes into a hidden temporary file beside its file, recorded so that a stopped
/// program removes it, and forgets it once the file has its name or is given up.
@Suite struct ByteSinkTests {
    /// A new empty folder, and the hidden temporary files in it.
    static func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("byte-sink-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    static func temporaries(in folder: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".partial") }
            .map { folder.appendingPathComponent($0).path }
    }

    @Test func theTemporaryFileIsRecordedWhileWrittenAndForgottenOnceRenamed() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("film.gif")
        let sink = try ByteSink(file: file)
        try sink.write([1, 2, 3])
        let writing = try Self.temporaries(in: folder)
        try #require(writing.count == 1)
        #expect(TemporaryFiles.contains(writing[0]))
        try sink.close()
        #expect(!TemporaryFiles.contains(writing[0]))
        #expect(try Self.temporaries(in: folder).isEmpty)
        #expect(try Data(contentsOf: file) == Data([1, 2, 3]))
    }

    @Test func aDiscardedFileIsForgottenAndTheEarlierFileKept() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("film.png")
        try Data("earlier".utf8).write(to: file)
        let sink = try ByteSink(file: file)
        try sink.write([9, 9])
        let writing = try Self.temporaries(in: folder)
        try #require(writing.count == 1)
        sink.discard()
        #expect(!TemporaryFiles.contains(writing[0]))
        #expect(try Self.temporaries(in: folder).isEmpty)
        #expect(try String(contentsOf: file, encoding: .utf8) == "earlier")
    }

    @Test func aSinkDroppedBeforeClosingForgetsItsFile() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        var writing: [String] = []
        do {
            let sink = try ByteSink(file: folder.appendingPathComponent("frame.png"))
            try sink.write([7])
            writing = try Self.temporaries(in: folder)
        }
        try #require(writing.count == 1)
        #expect(!TemporaryFiles.contains(writing[0]))
        #expect(try Self.temporaries(in: folder).isEmpty)
    }
}
