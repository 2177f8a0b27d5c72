import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Reads whole files and explains failures in plain words: the path, the system's reason and
/// what to do ("no such file; check the path"), never a raw system error. The layers above
/// wrap ``Failure`` in their own error types (a key path, an image error).
///
/// ```swift
/// let data = try FileAccess.read(URL(fileURLWithPath: "scene.json"))
/// ```
package enum FileAccess {
    /// A file that could not be read or written: its path and why, with a hint.
    package struct Failure: Error, CustomStringConvertible, Equatable {
        package let path: String
        package let reason: String
        package var description: String { "\(path): \(reason)" }
    }

    /// The bytes of the file at `url`, at most `limit` bytes (1 GiB by default). Only a regular
    /// file is read: a folder, a named pipe, a socket or a device (`/dev/zero`) is refused from
    /// its `stat` before it is opened, so a pipe with no writer cannot hang the read.
    package static func read(_ url: URL, limit: Int = 1 << 30) throws(Failure) -> Data {
        let path = url.path
        var info = stat()
        guard stat(path, &info) == 0 else { throw failure(path, errno) }
        try requireRegularFile(info, path: path)
        // Not blocking: should the path become a pipe after the check, opening it does not wait
        // for a writer, and the check on the open file refuses it.
        let fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard fd >= 0 else { throw failure(path, errno) }
        defer { _ = close(fd) }
        guard fstat(fd, &info) == 0 else { throw failure(path, errno) }
        try requireRegularFile(info, path: path)
        guard Int(info.st_size) <= limit else {
            throw Failure(path: path, reason: "the file is \(info.st_size) bytes, over the limit of \(limit)")
        }
        var bytes = [UInt8](repeating: 0, count: Int(info.st_size))
        var done = 0
        while done < bytes.count {
            let n = bytes.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress! + done, $0.count - done) }
            if n < 0, errno == EINTR { continue }
            guard n > 0 else { throw failure(path, n < 0 ? errno : EIO) }
            done += n
        }
        return Data(bytes)
    }

    /// Fails unless `info` is a regular file's, saying what it is instead.
    private static func requireRegularFile(_ info: stat, path: String) throws(Failure) {
        let kind = switch info.st_mode & S_IFMT {
        case S_IFREG: ""
        case S_IFDIR: throw failure(path, EISDIR)
        case S_IFIFO: "a named pipe (FIFO), "
        case S_IFSOCK: "a socket, "
        case S_IFCHR, S_IFBLK: "a device, "
        default: ""
        }
        guard (info.st_mode & S_IFMT) != S_IFREG else { return }
        throw Failure(path: path, reason: "\(kind)not a regular file; name a file")
    }

    /// A Foundation file error on `path` in the same words: the system's reason behind it and a
    /// hint, never Foundation's own error text.
    package static func explain(_ error: Error, path: String) -> Failure {
        let ns = error as NSError
        if let underlying = ns.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
            return failure(path, Int32(underlying.code))
        }
        if ns.domain == NSPOSIXErrorDomain { return failure(path, Int32(ns.code)) }
        switch ns.code {
        case CocoaError.fileNoSuchFile.rawValue, CocoaError.fileReadNoSuchFile.rawValue: return failure(path, ENOENT)
        case CocoaError.fileWriteNoPermission.rawValue, CocoaError.fileReadNoPermission.rawValue: return failure(path, EACCES)
        case CocoaError.fileWriteOutOfSpace.rawValue: return failure(path, ENOSPC)
        case CocoaError.fileWriteVolumeReadOnly.rawValue: return failure(path, EROFS)
        case CocoaError.fileWriteFileExists.rawValue:
            // Foundation's answer when a folder is to be made where a file is.
            var info = stat()
            if stat(path, &info) == 0, (info.st_mode & S_IFMT) != S_IFDIR {
                return Failure(path: path, reason: "it is a file, not a folder; name a folder (made when missing), or move the file away")
            }
            return Failure(path: path, reason: "it already exists; choose another place")
        default:
            // Foundation does not always say why: look at the path's nearest existing ancestor.
            var ancestor = URL(fileURLWithPath: path).deletingLastPathComponent()
            while ancestor.path != "/", access(ancestor.path, F_OK) != 0 { ancestor = ancestor.deletingLastPathComponent() }
            var info = stat()
            if stat(ancestor.path, &info) == 0, (info.st_mode & S_IFMT) != S_IFDIR {
                return Failure(path: path, reason: "\(ancestor.path) is a file, not a folder; choose another place")
            }
            if access(ancestor.path, W_OK) != 0 { return failure(path, EACCES) }
            return Failure(path: path, reason: "the system refused it (code \(ns.code)); check the path and its permissions")
        }
    }

    /// `path` as the system finds it: absolute, with every symbolic link in it resolved. Of a
    /// path that does not exist (yet), the nearest ancestor that does is resolved and the rest
    /// appended. Two paths that resolve alike name the same file: a program can tell that the
    /// output it was given is one of its inputs, under whatever name.
    ///
    /// ```swift
    /// FileAccess.resolvedPath("out/../photos/cat.png")   // "/home/ana/photos/cat.png"
    /// ```
    package static func resolvedPath(_ path: String) -> String {
        var existing = URL(fileURLWithPath: path).path.split(separator: "/").map(String.init)
        var missing: [String] = []
        while true {
            if let resolved = realpath("/" + existing.joined(separator: "/"), nil) {
                defer { free(resolved) }
                // What does not exist holds no links: its `.` and `..` are taken as written.
                var parts = String(cString: resolved).split(separator: "/").map(String.init)
                for part in missing.reversed() {
                    switch part {
                    case ".": continue
                    case "..": if !parts.isEmpty { parts.removeLast() }
                    default: parts.append(part)
                    }
                }
                return "/" + parts.joined(separator: "/")
            }
            guard let last = existing.popLast() else { return URL(fileURLWithPath: path).standardizedFileURL.path }
            missing.append(last)
        }
    }

    /// The failure for system error `code` on `path`: the system's words and a hint.
    package static func failure(_ path: String, _ code: Int32) -> Failure {
        let reason = String(cString: strerror(code)).lowercased()
        let hint = switch code {
        case ENOENT: "; check the path"
        case ENOTDIR: "; a part of the path is a file, not a folder"
        case EACCES, EPERM, EROFS: "; check its permissions or choose another place"
        case EISDIR: "; name a file, not a folder"
        case ENOSPC, EDQUOT: "; free some disk space"
        case EFBIG: "; the system limits the size of files here; choose another place or a smaller output"
        case ENAMETOOLONG: "; use a shorter path"
        default: ""
        }
        return Failure(path: path, reason: reason + hint)
    }
}
