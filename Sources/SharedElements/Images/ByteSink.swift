import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Where an incremental encoder's bytes go: a file written as they come (through a small
/// buffer), or memory. Write failures are ``ImageError/cannotWrite(_:)`` naming the file and
/// the system's reason ("Permission denied", "Is a directory", ...), never a raw system error.
///
/// ```swift
/// let sink = try ByteSink(file: URL(fileURLWithPath: "out.bin"))
/// try sink.write([1, 2, 3])
/// try sink.close()
/// ```
package final class ByteSink {
    private var descriptor: Int32?
    private let path: String
    private var buffer: [UInt8] = []
    /// Bytes handed to the sink so far (written or buffered).
    package private(set) var count = 0
    /// Bytes kept in memory before they go to the file.
    private static let flushSize = 1 << 20

    /// A sink into memory; `data` is everything written.
    package init() {
        descriptor = nil
        path = ""
    }

    /// A sink that creates (or truncates) the file at `url`.
    /// - Throws: ``ImageError/cannotWrite(_:)`` when the file cannot be created.
    package init(file url: URL) throws {
        path = url.path
        let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw Self.failure(path, errno) }
        descriptor = fd
    }

    deinit {
        if let descriptor { _ = Glibc.close(descriptor) }
    }

    /// Everything written, for a memory sink.
    package var data: Data { Data(buffer) }

    /// Appends `bytes`.
    package func write(_ bytes: [UInt8]) throws {
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

    /// Writes what is buffered and closes the file.
    package func close() throws {
        guard let fd = descriptor else { return }
        try flush()
        descriptor = nil
        guard Glibc.close(fd) == 0 else { throw Self.failure(path, errno) }
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
