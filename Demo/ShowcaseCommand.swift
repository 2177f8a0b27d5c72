import Foundation
import SharedElements

/// `Demo` with no arguments: renders the showcase into `demo-output/`.
enum ShowcaseCommand {
    static let command = DemoCommand(
        name: "showcase",
        usage: "showcase [--out DIR] [--scale S]   (the default command)",
        summary: "render the showcase into demo-output/ and say where it is"
    ) { args in
        let parsed = try DemoArguments(args, valued: ["--out", "--scale"])
        let out = URL(fileURLWithPath: parsed.value("--out") ?? "demo-output")
        var scale: CGFloat?
        if let s = parsed.value("--scale") {
            guard let v = Double(s), v > 0, v.isFinite else { throw DemoError("--scale: expected a positive number, got \(s)") }
            scale = v
        }
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        let scenes = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Benchmarks/Scenes")
        let files = try FileManager.default.contentsOfDirectory(atPath: scenes.path).filter { $0.hasSuffix(".json") }.sorted()
        let start = Date()
        for (i, file) in files.enumerated() {
            let name = (file as NSString).deletingPathExtension
            FileHandle.standardError.write(Data("[\(i + 1)/\(files.count)] \(name)\n".utf8))
            let scene = try LayerScene(contentsOf: scenes.appendingPathComponent(file))
            let bitmap = try scene.render(scale: scale)
            try Image(bitmap: bitmap).pngData().write(to: out.appendingPathComponent(name + ".png"))
        }
        let seconds = Date().timeIntervalSince(start)
        print(String(format: "Rendered %d scenes in %.2f s into %@/", files.count, seconds, out.path))
    }
}
