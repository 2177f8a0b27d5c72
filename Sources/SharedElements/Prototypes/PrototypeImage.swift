import Foundation

/// The picture of a prototype's image view: a PNG file, or pixels generated from a few
/// parameters so that a prototype needs no files at all.
///
/// ```json
/// "image": "photos/cat.png"
/// "image": { "generator": "gradient", "colors": ["#FFB347", "#DE5D83"], "direction": "diagonal" }
/// ```
public enum PrototypeImage: Sendable, Equatable {
    /// A decoded PNG file; `path` is as written in the document (relative to it).
    case file(path: String, bitmap: Bitmap)
    /// Generated pixels; `size` in pixels, `nil` for the view's size at the prototype's scale.
    case generated(Generator, size: (width: Int, height: Int)?)

    /// A formula for pixels.
    public enum Generator: Sendable, Equatable {
        /// One colour everywhere.
        case solid(Color)
        /// Colours spread evenly from top to bottom, left to right, or top-left to bottom-right.
        case gradient([Color], direction: Direction)
        /// The layer-scene format's `checker` test pattern.
        case checker
        /// The layer-scene format's `rings` test pattern.
        case rings
        /// A stand-in photo: a sky from the first colour to the second, a sun and a hill.
        case landscape(sky: Color, horizon: Color)
    }

    /// Which way a gradient runs.
    public enum Direction: String, Sendable, Equatable, CaseIterable {
        /// Top to bottom, left to right, or top-left to bottom-right.
        case vertical, horizontal, diagonal
    }

    /// Whether two images are the same file or the same generator with the same parameters.
    public static func == (a: PrototypeImage, b: PrototypeImage) -> Bool {
        switch (a, b) {
        case let (.file(p, x), .file(q, y)): p == q && x == y
        case let (.generated(g, s), .generated(h, t)): g == h && s?.width == t?.width && s?.height == t?.height
        default: false
        }
    }

    /// The image for a view of `size` points at `scale` pixels per point.
    public func image(for size: CGSize, scale: CGFloat) throws -> Image {
        switch self {
        case .file(_, let bitmap):
            return Image(bitmap: bitmap, scale: scale)
        case .generated(let generator, let pixels):
            let w = pixels?.width ?? max(1, Int((size.width * scale).rounded(.up)))
            let h = pixels?.height ?? max(1, Int((size.height * scale).rounded(.up)))
            return Image(bitmap: try generator.bitmap(width: w, height: h), scale: scale)
        }
    }
}

// MARK: - Generating

extension PrototypeImage.Generator {
    /// The pixels of this formula at `width` x `height`.
    public func bitmap(width w: Int, height h: Int) throws -> Bitmap {
        switch self {
        case .solid(let c): return try ImageGenerator.solid(width: w, height: h, color: c)
        case .checker: return try ImageGenerator.checker(width: w, height: h)
        case .rings: return try ImageGenerator.rings(width: w, height: h)
        case .gradient(let colors, let direction):
            return try Self.paint(width: w, height: h) { x, y in
                let t: Double = switch direction {
                case .vertical: y
                case .horizontal: x
                case .diagonal: (x + y) / 2
                }
                return Self.blend(colors, at: t)
            }
        case .landscape(let sky, let horizon):
            let sun = Color(red: 1, green: 0.96, blue: 0.84)
            let aspect = Double(w) / Double(max(h, 1))
            return try Self.paint(width: w, height: h) { x, y in
                let dx = (x - 0.68) * aspect, dy = y - 0.32
                if dx * dx + dy * dy < 0.013 { return sun }
                let c = Self.blend([sky, horizon], at: y)
                guard y > 0.7 + 0.07 * sin(x * 6.5 + 1) else { return c }
                return Color(red: c.red * 0.5, green: c.green * 0.68, blue: c.blue * 0.5)
            }
        }
    }

    /// Pixels from a colour per unit position (pixel centres, 0...1 across each side).
    package static func paint(width w: Int, height h: Int, _ color: (Double, Double) -> Color) throws -> Bitmap {
        var bitmap = try Bitmap(width: w, height: h)
        for y in 0..<h {
            let v = (Double(y) + 0.5) / Double(h)
            for x in 0..<w { bitmap[x, y] = color((Double(x) + 0.5) / Double(w), v).premultiplied }
        }
        return bitmap
    }

    /// The colour at `t` (0...1) of evenly spaced `colors`.
    package static func blend(_ colors: [Color], at t: Double) -> Color {
        guard colors.count > 1 else { return colors.first ?? .clear }
        let p = min(max(t, 0), 1) * Double(colors.count - 1)
        let i = min(Int(p), colors.count - 2)
        let f = p - Double(i)
        let a = colors[i], b = colors[i + 1]
        return Color(red: a.red + (b.red - a.red) * f, green: a.green + (b.green - a.green) * f,
                     blue: a.blue + (b.blue - a.blue) * f, alpha: a.alpha + (b.alpha - a.alpha) * f)
    }
}

// MARK: - Reading

extension PrototypeImage {
    package static let generatorKeys = ["generator", "size", "color", "colors", "direction"]

    /// The file an image path names: itself when absolute, else relative to `baseURL` (the
    /// current folder when `nil`).
    package static func fileURL(_ path: String, baseURL: URL?) -> URL {
        path.hasPrefix("/") ? URL(fileURLWithPath: path) : baseURL.map { $0.appendingPathComponent(path) } ?? URL(fileURLWithPath: path)
    }

    /// Reads `"path.png"` (relative to `baseURL`) or a generator object.
    package static func read(_ r: JSONReader, baseURL: URL?) throws -> PrototypeImage {
        if case .string(let path) = r.value {
            guard !path.isEmpty else { throw r.fail("expected a PNG file path or a generator object, got an empty string") }
            let url = fileURL(path, baseURL: baseURL)
            do {
                return .file(path: path, bitmap: try Image(contentsOf: url, maxSide: 4096).bitmap)
            } catch let error as ImageError {
                throw r.fail(error.explained(file: path, at: url))
            } catch {
                throw r.fail(ImageError.unsupported("\(error)").explained(file: path, at: url))
            }
        }
        guard case .object = r.value else { throw r.fail("expected a PNG file path or a generator object, got \(r.value.typeName)") }
        try r.rejectUnknownKeys(suggesting: generatorKeys)
        let name = try r.required("generator").oneOf(["solid", "gradient", "checker", "rings", "landscape"])
        var size: (Int, Int)?
        if let s = try r.optional("size") {
            let v = try s.numbers(count: 2)
            guard v.allSatisfy({ $0 >= 1 && $0 <= 4096 && $0 == $0.rounded() }) else {
                throw s.fail("expected two whole numbers of pixels from 1 to 4096, got \(JSONReader.format(v[0]))x\(JSONReader.format(v[1]))")
            }
            size = (Int(v[0]), Int(v[1]))
        }
        let allowed: [String: Set<String>] = ["solid": ["color"], "gradient": ["colors", "direction"], "landscape": ["colors"]]
        for key in ["color", "colors", "direction"] where try r.optional(key) != nil && !(allowed[name]?.contains(key) ?? false) {
            throw r.fail(key: key, "not a parameter of the \(name) generator")
        }
        let generator: Generator
        switch name {
        case "solid": generator = .solid(try r.required("color").color())
        case "gradient":
            let colors = try colorList(try r.required("colors"), least: 2)
            let direction = try r.optional("direction").flatMap { Direction(rawValue: try $0.oneOf(Direction.allCases.map(\.rawValue))) } ?? .vertical
            generator = .gradient(colors, direction: direction)
        case "landscape":
            let colors = try r.optional("colors").map { try colorList($0, least: 2, most: 2) }
                ?? [Color(red: 0.37, green: 0.74, blue: 1), Color(red: 1, green: 0.82, blue: 0.6)]
            generator = .landscape(sky: colors[0], horizon: colors[1])
        case "checker": generator = .checker
        default: generator = .rings
        }
        return .generated(generator, size: size)
    }

    /// Bytes of pixels the image takes for a view of `size` points at `scale`.
    package func bytes(for size: CGSize, scale: CGFloat) -> Int {
        switch self {
        case .file(_, let bitmap): return bitmap.width * bitmap.height * 4
        case .generated(_, let pixels):
            let w = pixels?.width ?? max(1, Int(min((size.width * scale).rounded(.up), 1e6)))
            let h = pixels?.height ?? max(1, Int(min((size.height * scale).rounded(.up), 1e6)))
            return w * h * 4
        }
    }

    static func colorList(_ r: JSONReader, least: Int, most: Int = 16) throws -> [Color] {
        let items = try r.array()
        guard items.count >= least, items.count <= most else {
            throw r.fail(least == most ? "expected \(least) colours, got \(items.count)" : "expected \(least) to \(most) colours, got \(items.count)")
        }
        return try items.map { try $0.color() }
    }
}
