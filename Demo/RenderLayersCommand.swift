import Foundation
import SharedElements

/// `Demo render-layers SCENE.json -o OUT.png [--scale S]`: renders a layer-scene file to a PNG.
enum RenderLayersCommand {
    static let usage = "render-layers SCENE.json -o OUT.png [--scale S] [--jobs N]"

    static let command = DemoCommand(
        name: "render-layers",
        usage: usage,
        summary: "render a layer-scene JSON file (the format is in Sources/SharedElements/Umbrella/SharedElements.docc/Articles/LayersAndCompositor.md, \"Layer scenes\") to a PNG file"
    ) { args in
        let parsed = try DemoArguments(args, valued: ["-o", "--out", "--scale", DemoJobs.option])
        let jobs = try DemoJobs.parse(parsed)
        guard parsed.positional.count == 1, let scenePath = parsed.positional.first else {
            throw DemoError.input("expected one scene file; usage: \(usage)")
        }
        guard let out = try parsed.value("-o", or: "--out") else { throw DemoError.input("missing -o OUT.png; usage: \(usage)") }
        guard URL(fileURLWithPath: out).pathExtension.lowercased() == "png" else {
            throw DemoError.input("-o \(out): render-layers writes a PNG file; name the output OUT.png")
        }
        var scale: CGFloat?
        if let s = parsed.value("--scale") {
            guard let v = DemoArguments.decimal(s), v > 0, v.isFinite else {
                throw DemoError.input("--scale: expected a positive decimal number, got \(s)")
            }
            scale = v
        }
        let scene: LayerScene
        do { scene = try LayerScene(contentsOf: URL(fileURLWithPath: scenePath)) } catch let f as JSONReader.Failure {
            throw DemoError.input("\(scenePath): \(f)")
        }
        // The PNG must not replace the scene or an image it reads.
        try InputGuard(scene: scene, at: URL(fileURLWithPath: scenePath)).check(URL(fileURLWithPath: out), option: "-o", value: out)
        let used = scale ?? scene.scale
        let where_ = scale == nil ? "scale" : "--scale"
        let pixels: (width: Int, height: Int)
        do { pixels = try Compositor.canvasPixelSize(size: scene.size, scale: used) } catch {
            // The error names the size in points and the scale; say where the scale came from.
            throw DemoError.input("\(scenePath): \(where_): \(error)")
        }
        guard pixels.width > 0, pixels.height > 0 else {
            throw DemoError.input("\(scenePath): at \(where_) \(PrototypeCommand.format(used)) the canvas of "
                                  + "\(PrototypeCommand.format(scene.size.width))x\(PrototypeCommand.format(scene.size.height)) points "
                                  + "would be \(pixels.width)x\(pixels.height) pixels, an empty image; raise the scale or size")
        }
        let bitmap: Bitmap
        do {
            bitmap = try Compositor(jobs: jobs).render(scene.root, size: scene.size, scale: used, background: scene.background)
        } catch let e as CompositorError {
            throw DemoError.input("\(scenePath): \(e)")
        }
        // The layer-scene format's output: straight 8-bit RGBA, even for an opaque canvas. Written
        // as it is encoded: the canvas is the only full-size copy of the image held.
        try PNGEncoder.write(bitmap, keepsAlpha: true, to: URL(fileURLWithPath: out))
    }
}
