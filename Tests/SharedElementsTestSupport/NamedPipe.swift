import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A named pipe (FIFO) in a fresh temporary folder, for tests of inputs and outputs that are not
/// regular files. Should the code under test open it and wait for the other end (the bug such
/// tests look for), the pipe opens that end itself after half a second (a writing end for a
/// reader, or with `forWriting` a reading end for a writer), so the test fails instead of hanging.
package final class NamedPipe: Sendable {
    package let folder: URL
    package let url: URL

    package init(forWriting: Bool = false) throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("named-pipe-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        url = folder.appendingPathComponent("pipe.png")
        guard mkfifo(url.path, 0o600) == 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        let path = url.path
        if forWriting {
            Thread.detachNewThread {
                Thread.sleep(forTimeInterval: 0.5)
                let fd = open(path, O_RDONLY | O_NONBLOCK)
                if fd >= 0 {
                    Thread.sleep(forTimeInterval: 0.5)
                    _ = close(fd)
                }
            }
            return
        }
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
