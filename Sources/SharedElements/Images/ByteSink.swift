import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Where an incremental encoder's bytes go: a file written as they come (through a small
/// buffer), or memory. Write failures are ``ImageError/cannotWrite(_:)`` naming the file and
/// the system's reason ("Permission denied", "Is a directory", ...), never a raw system error.
///
/// A file is written whole or not at all: the bytes go to a temporary file beside it, renamed
/// to the file's name by ``close()``; a sink that fails or is dropped before ``close()`` removes
/// its temporary file, so a full disk or a failed film leaves no empty or partial file behind.
/// The temporary file is also recorded with `TemporaryFiles`, so a program stopped by Ctrl-C or
/// SIGTERM removes it too (the demo asks for that).
///
/// ```swift
/// let sink = try ByteSink(file: URL(fileURLWithPath: "out.bin"))
/// try sink.write([1, 2, 3])
/// try sink.close()
/// ```
package final class ByteSink {
    private var descriptor: Int32?
    private let path: String
    /// The temporary file the bytes go to, renamed to `path` on close (`nil` for memory, or a
    /// target that is not a regular file, such as a device, written directly).
    private var temporary: String?
    /// Where the temporary file is renamed to: the path, or the file its link names.
    private var renameTarget: String?
    /// The temporary file's slot among those a signal removes (see `TemporaryFiles`).
    private var signalSlot: Int32 = -1
    private var buffer: [UInt8] = []
    /// Whether ``discard()`` gave the file up.
    private var discarded = false
    /// Bytes handed to the sink so far (written or buffered).
    package private(set) var count = 0
    /// Bytes kept in memory before they go to the file.
    private static let flushSize = 1 << 20

    /// A sink into memory; `data` is everything written.
    package init() {
        descriptor = nil
        path = ""
    }

    /// A sink that writes the file at `url` (replacing it when it exists) once closed.
    /// - Throws: ``ImageError/cannotWrite(_:)`` when the file cannot be created.
    package init(file url: URL) throws {
        path = url.path
        var info = stat()
        if stat(path, &info) == 0 {
            if (info.st_mode & S_IFMT) == S_IFDIR { throw Self.failure(path, EISDIR) }
            if (info.st_mode & S_IFMT) != S_IFREG {
                // A device or a pipe cannot be replaced by a file: it is written directly. Opened
                // without waiting, so a pipe that nothing reads is refused rather than waited on.
                let fd = open(path, O_WRONLY | O_CLOEXEC | O_NONBLOCK)
                guard fd >= 0 else {
                    if errno == ENXIO { throw ImageError.cannotWrite("\(path): a pipe that no program is reading; start its reader first, or name a file") }
                    throw Self.failure(path, errno)
                }
                // Writes wait again once it is open (a pipe's reader may be slower).
                _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) & ~O_NONBLOCK)
                descriptor = fd
                return
            }
        }
        // Beside the file that the link names, if it is a link, so the rename replaces that file.
        let target = (try? FileManager.default.destinationOfSymbolicLink(atPath: path)).map {
            $0.hasPrefix("/") ? $0 : url.deletingLastPathComponent().appendingPathComponent($0).path
        } ?? path
        let folder = URL(fileURLWithPath: target).deletingLastPathComponent().path
        let name = URL(fileURLWithPath: target).lastPathComponent
        while true {
            let candidate = "\(folder)/.\(name).\(UInt32.random(in: 0...UInt32.max)).partial"
            let fd = open(candidate, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
            if fd < 0, errno == EEXIST { continue }
            guard fd >= 0 else { throw Self.failure(path, errno) }
            descriptor = fd
            temporary = candidate
            renameTarget = target
            signalSlot = TemporaryFiles.add(candidate)
            return
        }
    }

    deinit {
        if let descriptor { _ = Glibc.close(descriptor) }
        if let temporary { _ = unlink(temporary) }
        TemporaryFiles.drop(signalSlot)
    }

    /// Everything written, for a memory sink.
    package var data: Data { Data(buffer) }

    /// Appends `bytes`.
    package func write(_ bytes: [UInt8]) throws {
        try ensureOpen()
        buffer += bytes
        count += bytes.count
        if descriptor != nil, buffer.count >= Self.flushSize { try flush() }
    }

    /// Overwrites bytes already written at `offset` (a header field known only at the end).
    package func patch(_ bytes: [UInt8], at offset: Int) throws {
        let flushed = count - buffer.count
        if offset >= flushed {
            buffer.replaceSubrange((offset - flushed)..<(offset - flushed + bytes.count), with: bytes)
            return
        }
        guard let fd = descriptor else { return }
        try flush()
        let written = bytes.withUnsafeBytes { pwrite(fd, $0.baseAddress, $0.count, off_t(offset)) }
        guard written == bytes.count else { throw Self.failure(path, errno) }
    }

    /// Writes what is buffered, closes the file and gives it its name; on failure the
    /// temporary file is removed.
    package func close() throws {
        guard let fd = descriptor else { return }
        try flush()
        descriptor = nil
        guard Glibc.close(fd) == 0 else { throw Self.failure(path, errno) }
        if let temporary, let renameTarget {
            guard rename(temporary, renameTarget) == 0 else { throw Self.failure(path, errno) }
            self.temporary = nil
            TemporaryFiles.drop(signalSlot)
            signalSlot = -1
        }
    }

    /// Throws when ``discard()`` gave the file up: nothing more goes into it.
    package func ensureOpen() throws {
        if discarded { throw ImageError.cannotWrite("\(path) was given up (cancelled); start a new writer to write it") }
    }

    /// Gives up the file: the bytes so far are dropped with the temporary file, and the file
    /// at the path stays as it was (a previous version is not touched). Nothing is written after.
    package func discard() {
        discarded = true
        buffer.removeAll()
        if let descriptor { _ = Glibc.close(descriptor) }
        descriptor = nil
        if let temporary { _ = unlink(temporary) }
        temporary = nil
        TemporaryFiles.drop(signalSlot)
        signalSlot = -1
    }

    private func flush() throws {
        guard let fd = descriptor, !buffer.isEmpty else { return }
        var done = 0
        try buffer.withUnsafeBytes { raw in
            while done < raw.count {
                let n = Glibc.write(fd, raw.baseAddress! + done, raw.count - done)
                guard n > 0 else {
                    if n < 0 && errno == EINTR { continue }
                    throw Self.failure(path, n < 0 ? errno : ENOSPC)
                }
                done += n
            }
        }
        buffer.removeAll(keepingCapacity: true)
    }

    /// Writes `data` to the file at `url` in one go.
    /// - Throws: ``ImageError/cannotWrite(_:)`` naming the file and the reason.
    package static func write(_ data: Data, to url: URL) throws {
        let sink = try ByteSink(file: url)
        try sink.write([UInt8](data))
        try sink.close()
    }

    static func failure(_ path: String, _ code: Int32) -> ImageError {
        .cannotWrite(FileAccess.failure(path, code).description)
    }
}
