import Foundation
import SharedElements

/// `Demo prototype FILE.json [-o OUT]`: renders a transition prototype (the format in the
/// README's "Prototypes" section) to a GIF, an APNG or a folder of numbered PNG frames.
enum PrototypeCommand {
    static let usage = "prototype FILE.json [-o OUT.gif|OUT.png|FOLDER]"

    static let command = DemoCommand(
        name: "prototype", usage: usage,
        summary: "render a transition prototype (JSON, see the README) to a GIF, an APNG (.png) or numbered PNG frames in a folder; default FILE.gif"
    ) { args in
        let parsed = try DemoArguments(args, valued: ["-o", "--out"])
        guard parsed.positional.count == 1, let input = parsed.positional.first else {
            throw DemoError("expected one prototype file; usage: \(usage)")
        }
        let inputURL = URL(fileURLWithPath: input)
        let outPath = parsed.value("-o") ?? parsed.value("--out") ?? inputURL.deletingPathExtension().path + ".gif"
        let output = try Output(outPath)
        let start = Date()
        let prototype: TransitionPrototype
        do { prototype = try TransitionPrototype(contentsOf: inputURL) } catch let f as JSONReader.Failure {
            throw DemoError("\(input): \(f)")
        }
        let frames = try PrototypeStage(prototype).film()
        try output.write(frames, fps: prototype.fps)
        let size = frames.first.map { "\($0.width)x\($0.height)" } ?? "0x0"
        print(String(format: "Wrote %@ (%@, %d frames at %@ fps, %@ pixels) in %.1f s", outPath, output.kind, frames.count,
                     Self.format(prototype.fps), size, Date().timeIntervalSince(start)))
    }

    static func format(_ v: Double) -> String { v == v.rounded() ? String(Int(v)) : String(v) }

    /// Where and how the film is written, chosen by the path's extension.
    enum Output {
        case gif(URL), apng(URL), frames(URL)

        init(_ path: String) throws {
            let url = URL(fileURLWithPath: path)
            var isFolder: ObjCBool = false
            let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isFolder)
            switch url.pathExtension.lowercased() {
            case "gif": self = .gif(url)
            case "png": self = .apng(url)
            case "" : self = .frames(url)
            default:
                guard exists && isFolder.boolValue else {
                    throw DemoError("-o: expected a .gif file, a .png file (APNG) or a folder, got \(path)")
                }
                self = .frames(url)
            }
            if exists && !isFolder.boolValue, case .frames = self { throw DemoError("-o: \(path) is a file, not a folder") }
        }

        var kind: String {
            switch self {
            case .gif: "GIF"
            case .apng: "APNG"
            case .frames: "PNG frames"
            }
        }

        func write(_ frames: [Bitmap], fps: Double) throws {
            switch self {
            case .gif(let url):
                let data = try GIFEncoder(framesPerSecond: min(fps, 50)).encode(try AnimatedImage(frames: frames, framesPerSecond: fps))
                try data.write(to: url)
            case .apng(let url):
                try APNGEncoder().encode(try AnimatedImage(frames: frames, framesPerSecond: fps)).write(to: url)
            case .frames(let folder):
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                for (i, f) in frames.enumerated() {
                    try Image(bitmap: f).pngData().write(to: folder.appendingPathComponent(String(format: "%04d.png", i)))
                }
            }
        }
    }
}
