import Foundation
import SharedElements

/// The demo's file writing, with failures in plain words (the path, the reason, what to do)
/// rather than Foundation's error text.
enum DemoFiles {
    /// Creates `folder` and its parents, or fails naming it (leaving none of them behind).
    /// Returns the outermost folder it created, `nil` when `folder` existed: what to remove
    /// when a later step fails.
    @discardableResult
    static func makeFolder(_ folder: URL) throws -> URL? {
        let folder = folder.standardizedFileURL
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder) {
            guard isFolder.boolValue else { throw DemoError("cannot write into \(folder.path): it is a file, not a folder; choose another --out") }
            guard FileManager.default.isWritableFile(atPath: folder.path) else {
                throw DemoError("cannot write into \(folder.path): permission denied; choose a folder you can write to")
            }
            return nil
        }
        var ancestor = folder.deletingLastPathComponent()
        while ancestor.path != "/" && !FileManager.default.fileExists(atPath: ancestor.path) { ancestor = ancestor.deletingLastPathComponent() }
        if FileManager.default.fileExists(atPath: ancestor.path, isDirectory: &isFolder), !isFolder.boolValue {
            throw DemoError("cannot create the folder \(folder.path): \(ancestor.path) is a file, not a folder; choose another place")
        }
        var outermost = folder
        while outermost.path != "/", outermost.deletingLastPathComponent().path != ancestor.path {
            outermost = outermost.deletingLastPathComponent()
        }
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            try? FileManager.default.removeItem(at: outermost)
            throw DemoError("cannot create the folder \(FileAccess.explain(error, path: folder.path))")
        }
        return outermost
    }

    /// Refuses `folder`, given as `option`, when a file stands where it or one of its parents
    /// should be a folder: checked before a long run that makes the folder only at its end.
    static func checkFolder(_ folder: URL, option: String) throws {
        var url = folder.standardizedFileURL
        var isFolder: ObjCBool = false
        while url.path != "/" && !FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) {
            url = url.deletingLastPathComponent()
        }
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), !isFolder.boolValue else { return }
        if url.path == folder.standardizedFileURL.path {
            throw DemoError.input("\(option) \(folder.path) is a file, not a folder; name a folder (it is made when missing) or move the file away")
        }
        throw DemoError.input("\(option) \(folder.path): \(url.path) is a file, not a folder; choose another place")
    }

    /// Writes `data` to `url` (its folder must exist).
    static func write(_ data: Data, to url: URL) throws {
        try ByteSink.write(data, to: url)
    }

    /// Writes `text` as UTF-8 to `url`.
    static func write(_ text: String, to url: URL) throws {
        try write(Data(text.utf8), to: url)
    }
}
