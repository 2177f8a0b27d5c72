import Foundation
import SharedElements

/// `Demo render-layers SCENE.json -o OUT.png [--scale S]`: renders a layer-scene file to a PNG.
enum RenderLayersCommand {
    static let command = DemoCommand(
        name: "render-layers",
        usage: "render-layers SCENE.json -o OUT.png [--scale S]",
        summary: "render a layer-scene JSON file (see the README) to a PNG file"
    ) { args in
        let parsed = try DemoArguments(args, valued: ["-o", "--out", "--scale"])
        guard parsed.positional.count == 1, let scenePath = parsed.positional.first else {
            throw DemoError("expected one scene file; usage: render-layers SCENE.json -o OUT.png [--scale S]")
        }
        guard let out = parsed.value("-o") ?? parsed.value("--out") else { throw DemoError("missing -o OUT.png") }
        var scale: CGFloat?
        if let s = parsed.value("--scale") {
            guard let v = Double(s), v > 0, v.isFinite else { throw DemoError("--scale: expected a positive number, got \(s)") }
            scale = v
        }
        let scene = try LayerScene(contentsOf: URL(fileURLWithPath: scenePath))
        let bitmap = try scene.render(scale: scale)
        try Image(bitmap: bitmap).pngData().write(to: URL(fileURLWithPath: out))
    }
}
