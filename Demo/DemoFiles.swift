import Foundation
import SharedElements

/// The demo's file writing, with failures in plain words (the path, the reason, what to do)
/// rather than Foundation's error text.
enum DemoFiles {
    /// Creates `folder` and its parents, or fails naming it.
    static func makeFolder(_ folder: URL) throws {
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder) {
            guard isFolder.boolValue else { throw DemoError("cannot write into \(folder.path): it is a file, not a folder; choose another --out") }
            guard FileManager.default.isWritableFile(atPath: folder.path) else {
                throw DemoError("cannot write into \(folder.path): permission denied; choose a folder you can write to")
            }
            return
        }
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw DemoError("cannot create the folder \(folder.path): \(reason(error as NSError)); choose a folder you can write to")
        }
    }

    /// Writes `data` to `url` (its folder must exist).
    static func write(_ data: Data, to url: URL) throws {
        try ByteSink.write(data, to: url)
    }

    /// Writes `text` as UTF-8 to `url`.
    static func write(_ text: String, to url: URL) throws {
        try write(Data(text.utf8), to: url)
    }

    /// The system's reason behind a Foundation file error, in its own words.
    static func reason(_ error: NSError) -> String {
        if let underlying = error.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
            return String(cString: strerror(Int32(underlying.code))).lowercased()
        }
        if error.domain == NSPOSIXErrorDomain { return String(cString: strerror(Int32(error.code))).lowercased() }
        switch error.code {
        case CocoaError.fileNoSuchFile.rawValue, CocoaError.fileReadNoSuchFile.rawValue: return "no such file or folder"
        case CocoaError.fileWriteNoPermission.rawValue, CocoaError.fileReadNoPermission.rawValue: return "permission denied"
        case CocoaError.fileWriteOutOfSpace.rawValue: return "no space left on the device"
        case CocoaError.fileWriteFileExists.rawValue: return "a file is in the way"
        default: return "the system refused (code \(error.code))"
        }
    }
}
