import Foundation
import SharedElements

/// The names of numbered frame files (`0000.png`, `0001.png`, …) in a folder of frames, and
/// the removal of those an earlier, longer film left behind.
enum FrameFolder {
    /// The file name of frame `index`: four digits or more, then `.png`.
    static func name(_ index: Int) -> String { String(format: "%04d.png", index) }

    /// The frame number `name` is the name of, exactly as ``name(_:)`` writes it (`0042.png`:
    /// 42); `nil` for any other name (`42.png`, `0042.PNG`, `0042.png.bak`, `notes.txt`).
    static func index(of name: String) -> Int? {
        guard name.hasSuffix(".png") else { return nil }
        let digits = name.dropLast(4)
        guard digits.count >= 4, digits.allSatisfy({ $0.isASCII && $0.isNumber }), let n = Int(digits), Self.name(n) == name else { return nil }
        return n
    }

    /// Removes the numbered frames numbered `count` and up from `folder`: files (or links)
    /// named exactly as ``name(_:)`` names them. Other files, subfolders and the frames below
    /// `count` are left as they are.
    static func removeFrames(in folder: URL, from count: Int) throws {
        try removeFrames(in: folder) { $0 >= count }
    }

    /// Removes the numbered frames of `folder` that are not in `kept` (file names): a folder
    /// that names repeated frames by the first file showing them keeps none an earlier film left.
    static func removeFrames(in folder: URL, keeping kept: Set<String>) throws {
        try removeFrames(in: folder) { !kept.contains(name($0)) }
    }

    /// Removes the numbered frames of `folder` whose number `stale` picks.
    private static func removeFrames(in folder: URL, where stale: (Int) -> Bool) throws {
        let names: [String]
        do { names = try FileManager.default.contentsOfDirectory(atPath: folder.path) } catch {
            throw DemoError("cannot look for an earlier film's frames in \(FileAccess.explain(error, path: folder.path))")
        }
        for name in names {
            guard let n = index(of: name), stale(n) else { continue }
            let path = folder.appendingPathComponent(name).path
            var info = stat()
            guard lstat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG || (info.st_mode & S_IFMT) == S_IFLNK else { continue }
            guard unlink(path) == 0 || errno == ENOENT else {
                throw DemoError("cannot remove \(path), a frame an earlier film left: \(FileAccess.failure(path, errno).reason)")
            }
        }
    }
}
