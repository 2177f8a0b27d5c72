import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A named pipe (FIFO) in a fresh temporary folder, for tests of inputs that are not regular
/// files. Should a reader open it and wait for a writer (the bug such tests look for), the pipe
/// opens its own writing end after half a second, so the test fails instead of hanging.
final class NamedPipe: Sendable {
    let folder: URL
    let url: URL

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("named-pipe-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        url = folder.appendingPathComponent("pipe.png")
        guard mkfifo(url.path, 0o600) == 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        let path = url.path
        Thread.detachNewThread {
            // Opening the writing end without blocking succeeds only while a reader waits.
            for _ in 0..<40 {
                Thread.sleep(forTimeInterval: 0.5)
                let fd = open(path, O_WRONLY | O_NONBLOCK)
                if fd >= 0 { _ = close(fd); return }
                if errno == ENOENT { return }
            }
        }
    }

    deinit { try? FileManager.default.removeItem(at: folder) }
}
