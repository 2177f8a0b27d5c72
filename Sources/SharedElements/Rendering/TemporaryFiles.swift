internal import SharedElementsKernels

/// Temporary files that a stopped process removes: a writer records the file it writes before
/// renaming it into place, and a program that calls ``removeOnSignals()`` removes every recorded
/// file when Ctrl-C (SIGINT), SIGTERM or SIGHUP stops it, so an interrupted render leaves no
/// hidden partial file beside its output.
///
/// ```swift
/// TemporaryFiles.removeOnSignals()            // once, at the start of a program
/// let slot = TemporaryFiles.add(".out.gif.partial")
/// // ... write, then rename or remove the file ...
/// TemporaryFiles.drop(slot)
/// ```
package enum TemporaryFiles {
    /// Records the file at `path`; returns the slot to give ``drop(_:)``, or -1 when the path
    /// cannot be recorded (too long, or too many files at once; the file is then only not
    /// removed on a signal).
    package static func add(_ path: String) -> Int32 {
        Int32(path.withCString { sek_temporary_add($0) })
    }

    /// Forgets the file of `slot` (renamed into place or removed). -1 is ignored.
    package static func drop(_ slot: Int32) {
        sek_temporary_drop(slot)
    }

    /// Whether the file at `path` is recorded (to be removed on a signal).
    package static func contains(_ path: String) -> Bool {
        path.withCString { sek_temporary_find($0) } >= 0
    }

    /// Makes SIGINT, SIGTERM and SIGHUP remove every recorded file before the process stops as
    /// the signal stops it by default. For programs, not libraries (it replaces the handlers);
    /// signals the process ignores stay ignored.
    package static func removeOnSignals() {
        sek_temporary_remove_on_signals()
    }
}
