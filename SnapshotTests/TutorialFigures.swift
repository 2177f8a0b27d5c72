import Foundation
import SharedElements
import Testing

/// The tutorials' images in the documentation catalog, rendered from the tutorials' code: a test
/// renders each and compares it with the catalog's file, pixel for pixel. A missing file, or every
/// file when `RECORD_TUTORIAL_FIGURES=1`, is written and the test fails saying so.
enum TutorialFigures {
    static let resources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources/SharedElements/Umbrella/SharedElements.docc/Resources")

    /// Frames side by side, 8 points apart on a dark grey band, drawn by the compositor at half size.
    @MainActor static func strip(_ frames: [Bitmap]) throws -> Bitmap {
        let gap: CGFloat = 8
        let width = CGFloat(frames.first?.width ?? 0), height = CGFloat(frames.first?.height ?? 0)
        let band = Layer()
        band.frame = CGRect(x: 0, y: 0, width: gap + CGFloat(frames.count) * (width + gap), height: height + 2 * gap)
        band.backgroundColor = Color(white: 0.15)
        for (index, frame) in frames.enumerated() {
            let picture = Layer()
            picture.frame = CGRect(x: gap + CGFloat(index) * (width + gap), y: gap, width: width, height: height)
            picture.contents = frame
            band.addSublayer(picture)
        }
        return try Compositor().render(band, size: band.bounds.size, scale: 0.5)
    }

    static func check(_ figure: Bitmap, named name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let url = resources.appendingPathComponent(name)
        let record = ProcessInfo.processInfo.environment["RECORD_TUTORIAL_FIGURES"] == "1"
        if record || !FileManager.default.fileExists(atPath: url.path) {
            try Image(bitmap: figure).pngData().write(to: url)
            Issue.record("recorded the tutorial figure \(name); run the tests again", sourceLocation: sourceLocation)
            return
        }
        let stored = try Image(contentsOf: url).bitmap
        #expect(stored == figure, "the tutorial figure \(name) differs from what its tutorial code renders; RECORD_TUTORIAL_FIGURES=1 re-renders it", sourceLocation: sourceLocation)
    }
}
