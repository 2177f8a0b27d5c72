import Foundation
import SharedElements

/// The repository's root, found from this file so tests run in any clone.
package let repositoryRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// The shipped example prototypes.
package let examplesFolder = repositoryRoot.appendingPathComponent("Demo/Prototypes")

/// A small valid prototype document with parts replaced, for error tables.
package func prototypeJSON(
    back: String = ##"{ "children": [ { "frame": [0, 0, 10, 10] } ] }"##,
    fore: String = "{}",
    transition: String = ##"{ "catalog": "fade" }"##,
    extra: String = ""
) -> String {
    ##"{ "size": [100, 200], "screens": { "back": \##(back), "fore": \##(fore) }, "transition": \##(transition)\##(extra) }"##
}

/// The message reading `json` fails with, or `nil` when it reads.
package func prototypeFailure(_ json: String) -> String? {
    do {
        _ = try TransitionPrototype(data: Data(json.utf8))
        return nil
    } catch {
        return "\(error)"
    }
}
