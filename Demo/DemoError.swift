import Foundation
import SharedElements

/// A failure the demo reports in one line: what went wrong, where (a file, a key path, an
/// option) and what to do. Exit status 2 for input the demo refuses (a bad option, a file that
/// does not load, a film over the limits), 1 for a failure while working (a file that cannot
/// be written); `Demo lint`, whose 1 means findings, exits 2 for both.
struct DemoError: Error, CustomStringConvertible {
    let description: String
    let status: Int32

    init(_ message: String, status: Int32 = 1) {
        description = message
        self.status = status
    }

    /// The message with control characters (from keys or paths in hostile files) written as
    /// `\u{1B}` escapes, so a terminal shows it as text.
    var printable: String { Self.printable(description) }

    /// `text` (a message, or a line naming paths the user gave) with control and format
    /// characters written as `\u{1B}` escapes: an escape sequence or a bell in a file name
    /// is shown, never acted on by the terminal.
    static func printable(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            if scalar.properties.generalCategory == .control || scalar.properties.generalCategory == .format {
                out += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// Input the demo refuses: exit status 2.
    static func input(_ message: String) -> DemoError { DemoError(message, status: 2) }

    /// Checks a film against ``FilmLimits`` before it renders: the refusal names the film
    /// (`context`), the limit and by how much, and what to change (`fix` for the limit passed).
    @MainActor
    static func checkFilm(frames: Int, width: Int, height: Int, context: String, fix: @MainActor (FilmLimits.Limit) -> String) throws {
        guard let (limit, message) = FilmLimits().violation(frames: frames, width: width, height: height) else { return }
        throw DemoError.input("\(context): \(message); \(fix(limit))")
    }

    /// Any error in the demo's words, never a raw system error (`Error Domain=…`).
    static func explaining(_ error: Error) -> DemoError {
        switch error {
        case let e as DemoError: return e
        case let e as JSONReader.Failure: return .input("\(e)")
        case let e as PrototypeError: return .input("\(e)")
        case let e as BitmapError: return .input("\(e)")
        case let e as CompositorError: return .input("\(e)")
        case let e as ImageError:
            switch e {
            case .cannotWrite: return DemoError(e.description)
            default: return .input(e.description)
            }
        default:
            let ns = error as NSError
            if ns.domain == NSCocoaErrorDomain || ns.domain == NSPOSIXErrorDomain {
                let path = (ns.userInfo[NSFilePathErrorKey] as? String) ?? (ns.userInfo[NSURLErrorKey] as? URL)?.path ?? "a file"
                return DemoError("cannot use \(FileAccess.explain(error, path: path))")
            }
            return DemoError("\(error)")
        }
    }
}
