import Foundation

/// `manifest.json` beside the showcase output: for each scene, how many frames it has at which
/// rate and the files written, so `Scripts/check-demo-output.py` can check what readers decode.
enum ShowcaseManifest {
    struct Scene: Encodable {
        let name: String
        /// Frames rendered (the APNG has exactly these).
        let frames: Int
        let files: [String]
    }

    struct Document: Encodable {
        /// Frames per second of the rendering and the APNG.
        let fps: Double
        /// Samples per second of the GIFs.
        let gifFps: Double
        let scenes: [Scene]
    }

    static func write(_ scenes: [Scene], fps: Double, gifFps: Double, to folder: URL) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        try DemoFiles.write(encoder.encode(Document(fps: fps, gifFps: gifFps, scenes: scenes)), to: folder.appendingPathComponent("manifest.json"))
    }
}
