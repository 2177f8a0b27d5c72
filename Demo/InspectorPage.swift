import Foundation

/// The inspector page: `Demo/Inspector/inspector.html` with its style sheet, its script and the
/// film data written in, so the one file opens from disk with the frame images beside it.
enum InspectorPage {
    /// The folder of the page's template, style sheet and script (read when the demo runs).
    static let templateFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Inspector")

    /// The page showing `data`.
    static func html(_ data: InspectorData) throws -> String {
        func read(_ name: String) throws -> String {
            do {
                return try String(contentsOf: templateFolder.appendingPathComponent(name), encoding: .utf8)
            } catch {
                throw DemoError("cannot read the inspector's \(name) in \(templateFolder.path): \(error)")
            }
        }
        let template = try read("inspector.html")
        return template
            .replacingOccurrences(of: "/*{{style}}*/", with: try read("inspector.css"))
            .replacingOccurrences(of: "/*{{script}}*/", with: try read("inspector.js"))
            .replacingOccurrences(of: "{{title}}", with: escape(data.title))
            .replacingOccurrences(of: "{{data}}", with: try json(data))
    }

    /// `data` as JSON that cannot end its `<script>` element early (every `<` escaped).
    static func json(_ data: InspectorData) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let text = String(decoding: try encoder.encode(data), as: UTF8.self)
        return text.replacingOccurrences(of: "<", with: "\\u003c")
    }

    /// `text` safe in HTML content.
    static func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;")
    }
}
