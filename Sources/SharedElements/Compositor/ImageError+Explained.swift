import Foundation

// MARK: - Image files named in documents

extension ImageError {
    /// Words for the image file a document names as `path` (found at `url`) when it cannot be
    /// used: it cannot be read, or it is not a PNG file this package decodes. The path is shown
    /// once (with the file it leads to when it is relative), and the words end with what to do.
    ///
    /// ```swift
    /// error.explained(file: "/x/bad_crc.png", at: url)
    /// // the file "/x/bad_crc.png" is not a PNG file this package reads: CRC mismatch in chunk IDAT
    /// // at byte 33; re-export the image as a PNG (8-bit RGBA or any standard PNG) and try again
    /// ```
    package func explained(file path: String, at url: URL) -> String {
        let relative = path.hasPrefix("/") ? "" : " (a relative path is from the JSON file's folder)"
        if case .cannotRead(let why) = self { return "cannot read the PNG file \(JSONReader.quoted(path)) at \(why)\(relative)" }
        // The file was read, so its path is one the system takes: short enough to show whole.
        let file = url.path == path ? "\"\(path)\"" : "\(JSONReader.quoted(path)) at \(url.path)"
        // The only unsupported images with a size in their words are those over the size limits.
        let fix = if case .unsupported(let why) = self, why.contains(" pixels") {
            "make the image smaller and try again"
        } else {
            "re-export the image as a PNG (8-bit RGBA or any standard PNG) and try again"
        }
        return "the file \(file) is not a PNG file this package reads: \(message); \(fix)"
    }
}
