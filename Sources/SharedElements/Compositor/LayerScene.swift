import Foundation

/// A static layer tree read from the JSON layer-scene format (version 1): canvas size and scale,
/// background, named images and the root layer.
///
/// ```swift
/// let scene = try LayerScene(contentsOf: URL(fileURLWithPath: "card.json"))
/// let pixels = try scene.render()
/// ```
public struct LayerScene {
    /// The canvas in points.
    public var size: CGSize
    /// Pixels per point.
    public var scale: CGFloat
    /// The colour the canvas starts as.
    public var background: Color
    /// The named images, decoded or generated.
    public var images: [String: Bitmap]
    /// The root of the layer tree.
    public var root: Layer
    /// The PNG files the scene's `images` were read from, in document order, each with the key
    /// path that names it (`images.photo.png`): what a program writing beside the scene must not
    /// overwrite. Relative paths are resolved as reading resolves them, from the scene's folder.
    public var imageFiles: [(keyPath: String, url: URL)] = []

    /// Loads a scene file; `png` image paths are relative to the file's folder.
    /// - Throws: ``JSONReader/Failure`` naming the key path of what is wrong, or a file error.
    public init(contentsOf url: URL) throws {
        try self.init(data: JSONReader.contents(of: url), baseURL: url.deletingLastPathComponent())
    }

    /// Reads a scene from JSON data; `png` image paths are relative to `baseURL`.
    public init(data: Data, baseURL: URL? = nil) throws {
        let doc = try JSONReader(parsing: data)
        try doc.rejectUnknownKeys(suggesting: ["version", "size", "scale", "background", "images", "root"])
        if let v = try doc.optional("version") {
            guard try v.number() == 1 else { throw v.fail("unsupported version, expected 1") }
        }
        let sizeReader = try doc.required("size")
        let s = try sizeReader.numbers(count: 2)
        guard s[0] > 0, s[1] > 0 else { throw sizeReader.fail("expected a positive width and height, got \(s[0])x\(s[1])") }
        size = CGSize(width: s[0], height: s[1])
        scale = 1
        if let sc = try doc.optional("scale") {
            scale = try sc.number()
            guard scale > 0 else { throw sc.fail("expected a positive number, got \(scale)") }
        }
        let pixels: (width: Int, height: Int)
        do {
            pixels = try Compositor.canvasPixelSize(size: size, scale: scale)
        } catch {
            throw sizeReader.fail("\(error)")
        }
        guard pixels.width > 0, pixels.height > 0 else {
            throw sizeReader.fail("canvas of \(JSONReader.format(s[0]))x\(JSONReader.format(s[1])) points at scale \(JSONReader.format(scale)) "
                                  + "is \(pixels.width)x\(pixels.height) pixels, an empty image; raise the size or scale")
        }
        background = try doc.optional("background").map(LayerScene.color) ?? .clear
        var images: [String: Bitmap] = [:]
        var files: [(keyPath: String, url: URL)] = []
        if let imgs = try doc.optional("images") {
            var bytes = 0
            for key in try imgs.keys() {
                let spec = try imgs.required(key)
                let image = try LayerScene.image(spec, baseURL: baseURL, budget: LayerScene.imageBudget - bytes)
                bytes += image.width * image.height * 4
                images[key] = image
                if let png = try spec.optional("png") { files.append((png.path, LayerScene.imageURL(try png.string(), baseURL: baseURL))) }
            }
        }
        self.images = images
        imageFiles = files
        root = try LayerScene.layer(try doc.required("root"), images: images)
    }

    /// Renders the scene at its own scale, or `scale` when given.
    public func render(scale: CGFloat? = nil) throws -> Bitmap {
        try Compositor().render(root, size: size, scale: scale ?? self.scale, background: background)
    }
}

// MARK: - Reading

extension LayerScene {
    package static func color(_ r: JSONReader) throws -> Color {
        let s = try r.string()
        guard s.hasPrefix("#"), let c = Color(hex: s) else { throw r.fail("expected #RRGGBB or #RRGGBBAA, got \(JSONReader.quoted(s))") }
        return c
    }

    /// Every geometric number of a layer (bounds, position, anchor point, z position, corner
    /// radius, border width, shadow offset and radius) lies in this range of points: a value too
    /// large to draw is an error naming its key path, never silently ignored.
    public static let coordinateRange: ClosedRange<Double> = -1_000_000...1_000_000

    /// `count` numbers within ``coordinateRange``.
    static func coordinates(_ r: JSONReader, count: Int) throws -> [Double] {
        let v = try r.numbers(count: count)
        for (i, x) in v.enumerated() where !coordinateRange.contains(x) {
            throw JSONReader.Failure(path: "\(r.path)[\(i)]", message: "expected a number from -1000000 to 1000000, got \(JSONReader.format(x))")
        }
        return v
    }

    /// The keys of a layer, in the order of the format's table: an unknown key is refused with
    /// the one it is most likely a typo of, or with them all.
    static let layerKeys = [
        "bounds", "position", "anchorPoint", "zPosition", "transform", "sublayerTransform", "opacity", "hidden",
        "backgroundColor", "cornerRadius", "masksToBounds", "borderWidth", "borderColor", "shadowOpacity",
        "shadowColor", "shadowOffset", "shadowRadius", "contents", "contentsGravity", "contentsScale", "sublayers", "name",
        "compositingFilter",
    ]

    /// The most layers a scene may have, the root and every sublayer counted (100000): a tree
    /// that passes it is refused naming the limit before it is built, so a small file of many
    /// empty layers cannot take gigabytes.
    public static let maxLayers = 100_000

    package static func layer(_ r: JSONReader, images: [String: Bitmap]) throws -> Layer {
        var count = 1
        return try layer(r, images: images, count: &count)
    }

    /// The layer at `r`; `count` is the number of layers of the scene read so far, this one included.
    private static func layer(_ r: JSONReader, images: [String: Bitmap], count: inout Int) throws -> Layer {
        try r.rejectUnknownKeys(suggesting: layerKeys)
        let layer = Layer()
        if let b = try r.optional("bounds") {
            let v = try LayerScene.coordinates(b, count: 4)
            guard v[2] >= 0, v[3] >= 0 else { throw b.fail("width and height must not be negative, got \(v[2])x\(v[3])") }
            layer.bounds = CGRect(x: v[0], y: v[1], width: v[2], height: v[3])
        }
        if let p = try r.optional("position") {
            let v = try LayerScene.coordinates(p, count: 2)
            layer.position = CGPoint(x: v[0], y: v[1])
        }
        if let p = try r.optional("anchorPoint") {
            let v = try LayerScene.coordinates(p, count: 2)
            layer.anchorPoint = CGPoint(x: v[0], y: v[1])
        }
        if let z = try r.optional("zPosition") { layer.zPosition = try z.number(in: LayerScene.coordinateRange) }
        if let t = try r.optional("transform") { layer.transform = Transform3D(try t.numbers(count: 16).map { CGFloat($0) })! }
        if let t = try r.optional("sublayerTransform") {
            layer.sublayerTransform = Transform3D(try t.numbers(count: 16).map { CGFloat($0) })!
        }
        if let o = try r.optional("opacity") { layer.opacity = Float(try o.number()) }
        if let h = try r.optional("hidden") { layer.isHidden = try h.bool() }
        if let c = try r.optional("backgroundColor") { layer.backgroundColor = try color(c) }
        if let c = try r.optional("cornerRadius") { layer.cornerRadius = try c.number(in: LayerScene.coordinateRange) }
        if let m = try r.optional("masksToBounds") { layer.masksToBounds = try m.bool() }
        if let w = try r.optional("borderWidth") { layer.borderWidth = try w.number(in: LayerScene.coordinateRange) }
        if let c = try r.optional("borderColor") { layer.borderColor = try color(c) }
        if let o = try r.optional("shadowOpacity") { layer.shadowOpacity = Float(try o.number()) }
        if let c = try r.optional("shadowColor") { layer.shadowColor = try color(c) }
        if let o = try r.optional("shadowOffset") {
            let v = try LayerScene.coordinates(o, count: 2)
            layer.shadowOffset = CGSize(width: v[0], height: v[1])
        }
        if let s = try r.optional("shadowRadius") { layer.shadowRadius = try s.number(in: LayerScene.coordinateRange) }
        if let c = try r.optional("contents") {
            let name = try c.string()
            guard let image = images[name] else { throw c.fail("no image named \(JSONReader.quoted(name)) in images") }
            layer.contents = image
        }
        if let g = try r.optional("contentsGravity") {
            let name = try g.string()
            guard let gravity = ContentsGravity(rawValue: name) else {
                throw g.fail("expected one of \(ContentsGravity.allCases.map(\.rawValue).joined(separator: ", ")), got \(JSONReader.quoted(name))"
                             + hint(name, ContentsGravity.allCases.map(\.rawValue)))
            }
            layer.contentsGravity = gravity
        }
        if let s = try r.optional("contentsScale") {
            let v = try s.number()
            guard v > 0 else { throw s.fail("expected a positive number, got \(v)") }
            layer.contentsScale = v
        }
        if let f = try r.optional("compositingFilter") {
            let name = try f.string()
            guard let filter = CompositingFilter(rawValue: name) else {
                throw f.fail("expected one of \(CompositingFilter.allCases.map(\.rawValue).joined(separator: ", ")), got \(JSONReader.quoted(name))"
                             + hint(name, CompositingFilter.allCases.map(\.rawValue)))
            }
            layer.compositingFilter = filter
        }
        if let n = try r.optional("name") { layer.name = try n.string() }
        if let subs = try r.optional("sublayers") {
            // Counted before the sublayers' readers are made: a million of them take memory too.
            if case .array(let values) = subs.value { count += values.count }
            guard count <= maxLayers else {
                throw subs.fail("the scene has more than \(maxLayers) layers, the most a layer scene may have "
                                + "(LayerScene.maxLayers, the root and every sublayer counted); use fewer layers")
            }
            for s in try subs.array() { layer.addSublayer(try LayerScene.layer(s, images: images, count: &count)) }
        }
        return layer
    }

    /// The most bytes of pixels a scene's `images` may take together (256 MiB: 64 megapixels).
    public static let imageBudget = 256 << 20

    package static func image(_ r: JSONReader, baseURL: URL?, budget: Int = imageBudget) throws -> Bitmap {
        func overBudget(_ w: Int, _ h: Int) -> JSONReader.Failure {
            r.fail("an image of \(w)x\(h) pixels passes the limit of \(imageBudget >> 20) MiB of images in a scene "
                   + "(\(max(0, budget) >> 20) MiB left); use smaller or fewer images")
        }
        try r.rejectUnknownKeys(suggesting: ["png", "generator", "size", "color"])
        let png = try r.optional("png")
        if png != nil, try r.optional("generator") != nil {
            throw r.fail("expected either \"png\" or \"generator\", not both; keep one of them")
        }
        if let png {
            for key in ["size", "color"] where try r.optional(key) != nil {
                throw r.fail(key: key, "not a key of a png image (its size is the file's); remove it")
            }
            let path = try png.string()
            let url = imageURL(path, baseURL: baseURL)
            let bitmap: Bitmap
            do {
                bitmap = try LayerScene.loadPNG(url)
            } catch {
                throw png.fail(error.explained(file: path, at: url))
            }
            guard bitmap.width * bitmap.height * 4 <= budget else { throw overBudget(bitmap.width, bitmap.height) }
            return bitmap
        }
        let generator = try r.required("generator")
        let name = try generator.string()
        guard ["checker", "rings", "solid"].contains(name) else {
            throw generator.fail("expected checker, rings or solid, got \(JSONReader.quoted(name))" + hint(name, ["checker", "rings", "solid"]))
        }
        let sizeReader = try r.required("size")
        let s = try sizeReader.numbers(count: 2)
        let shown = "\(JSONReader.format(s[0]))x\(JSONReader.format(s[1]))"
        guard s[0] >= 1, s[1] >= 1, s[0] == s[0].rounded(), s[1] == s[1].rounded() else {
            throw sizeReader.fail("expected two positive whole numbers of pixels, got \(shown)")
        }
        guard s[0] <= Double(Bitmap.maxSide), s[1] <= Double(Bitmap.maxSide), s[0] * s[1] <= Double(Bitmap.maxPixels) else {
            throw sizeReader.fail("an image of \(shown) pixels is over the limits (\(Bitmap.maxSide) pixels a side, 2^28 pixels in all); "
                                  + "use a smaller size")
        }
        if name != "solid", try r.optional("color") != nil {
            throw r.fail(key: "color", "not a parameter of the \(name) generator; remove it")
        }
        let w = Int(s[0]), h = Int(s[1])
        guard w * h * 4 <= budget else { throw overBudget(w, h) }
        switch name {
        case "checker": return try ImageGenerator.checker(width: w, height: h)
        case "rings": return try ImageGenerator.rings(width: w, height: h)
        case "solid": return try ImageGenerator.solid(width: w, height: h, color: try color(try r.required("color")))
        default: throw generator.fail("expected checker, rings or solid, got \(JSONReader.quoted(name))")
        }
    }

    /// The file a `png` path names: itself when absolute, else relative to `baseURL` (the
    /// current folder when `nil`).
    static func imageURL(_ path: String, baseURL: URL?) -> URL {
        path.hasPrefix("/") ? URL(fileURLWithPath: path) : baseURL.map { $0.appendingPathComponent(path) } ?? URL(fileURLWithPath: path)
    }

    /// `; did you mean "resizeAspect"?` when `word` is likely a typo of one of `choices`, else nothing.
    private static func hint(_ word: String, _ choices: [String]) -> String {
        JSONReader.suggestion(for: word, among: choices).map { "; did you mean \"\($0)\"?" } ?? ""
    }

    /// Decodes a PNG file for a scene's `images`.
    static func loadPNG(_ url: URL) throws(ImageError) -> Bitmap {
        do { return try Image(contentsOf: url, maxSide: 8192).bitmap } catch let error as ImageError { throw error } catch {
            throw .unsupported("\(error)")
        }
    }
}
