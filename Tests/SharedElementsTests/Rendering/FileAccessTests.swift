import Foundation
import Testing
import SharedElementsRendering
import SharedElementsTestSupport

/// File paths resolved as the system finds them, and Foundation's file errors in plain words.
@Suite struct FileAccessTests {
    /// A fresh folder, resolved (the temporary folder may itself be behind a link).
    static func scratch() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("file-access-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return URL(fileURLWithPath: FileAccess.resolvedPath(url.path))
    }

    /// A link, a `..` and a relative path to one file all resolve to its path; so does a link
    /// to a file whose name the output would take.
    @Test func pathsToOneFileResolveAlike() throws {
        let folder = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let photo = folder.appendingPathComponent("photo.png")
        try Data([1]).write(to: photo)
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("sub"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("link.png").path, withDestinationPath: "photo.png")
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("folder-link").path, withDestinationPath: "sub")
        let expected = photo.path
        #expect(FileAccess.resolvedPath(photo.path) == expected)
        #expect(FileAccess.resolvedPath(folder.appendingPathComponent("link.png").path) == expected)
        #expect(FileAccess.resolvedPath(folder.path + "/sub/../photo.png") == expected)
        #expect(FileAccess.resolvedPath(folder.path + "/folder-link/../photo.png") == expected)
        #expect(FileAccess.resolvedPath(folder.path + "//./photo.png") == expected)
    }

    /// A path that does not exist yet resolves through its nearest existing folder, its own
    /// `..` taken as written: a folder still to be made, then `..`, comes back to the file.
    @Test func aPathNotYetMadeResolvesThroughItsExistingAncestor() throws {
        let folder = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("here").path, withDestinationPath: folder.path)
        #expect(FileAccess.resolvedPath(folder.path + "/here/new/out.gif") == folder.path + "/new/out.gif")
        #expect(FileAccess.resolvedPath(folder.path + "/new/../photo.png") == folder.path + "/photo.png")
        #expect(FileAccess.resolvedPath(folder.path + "/a/./b/../../c") == folder.path + "/c")
    }

    /// A folder to be made where a file is says so, not "the system refused it (code 516)".
    @Test func aFileWhereAFolderIsToBeMadeIsNamed() throws {
        let folder = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("crops")
        try Data([1]).write(to: file)
        do {
            try FileManager.default.createDirectory(at: file, withIntermediateDirectories: true)
            Issue.record("made a folder over a file")
        } catch {
            let failure = FileAccess.explain(error, path: file.path)
            #expect(failure.reason == "it is a file, not a folder; name a folder (made when missing), or move the file away", "\(error)")
        }
    }
}
