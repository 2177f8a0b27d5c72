import Foundation

// MARK: - Reading

extension PrototypeView {
    package static let commonKeys = [
        "type", "frame", "backgroundColor", "cornerRadius", "alpha", "clipsToBounds", "hidden", "rotation", "border",
        "shadow", "transitionID", "sharedElement", "children", "autoresizing", "chrome",
    ]
    /// The `autoresizing` names, UIKit's.
    package static let autoresizingNames: [(String, AutoresizingMask)] = [
        ("flexibleWidth", .flexibleWidth), ("flexibleHeight", .flexibleHeight),
        ("flexibleLeftMargin", .flexibleLeftMargin), ("flexibleRightMargin", .flexibleRightMargin),
        ("flexibleTopMargin", .flexibleTopMargin), ("flexibleBottomMargin", .flexibleBottomMargin),
    ]
    package static let imageKeys = ["image", "contentMode"]
    package static let labelKeys = ["text", "fontSize", "weight", "textColor", "alignment", "lines"]
    /// Keys a screen (a view controller's root view) does not take.
    static let rootForbidden: Set<String> = ["type", "frame", "hidden", "rotation", "transitionID", "sharedElement", "chrome"]
    package static let weights: [(String, Font.Weight)] = [
        ("ultraLight", .ultraLight), ("thin", .thin), ("light", .light), ("regular", .regular), ("medium", .medium),
        ("semibold", .semibold), ("bold", .bold), ("heavy", .heavy), ("black", .black),
    ]
    static let alignments: [(String, TextAlignment)] = [("natural", .natural), ("left", .left), ("center", .center), ("right", .right)]
    static let contentModes: [(String, ContentMode)] = [
        ("scaleToFill", .scaleToFill), ("scaleAspectFit", .scaleAspectFit), ("scaleAspectFill", .scaleAspectFill), ("center", .center),
    ]
    /// The largest coordinate or size accepted, points.
    static let maxCoordinate: Double = 100_000

    /// What reading a screen collects on the way: the transition IDs seen, by the path of the
    /// view that has each.
    package struct Reading {
        package let baseURL: URL?
        package let scale: CGFloat
        package var ids: [String: String] = [:]
        /// Whether screens take a `title` (the fore screen is pushed).
        package var takesTitles = false
        /// Bytes of image pixels the screen's image views take so far.
        package var imageBytes = 0
        /// Views read so far, the screens counted, in this screen and the screens read before it.
        package var views = 0

        package init(baseURL: URL?, scale: CGFloat, takesTitles: Bool = false) {
            self.baseURL = baseURL
            self.scale = scale
            self.takesTitles = takesTitles
        }
    }

    /// The most bytes of image pixels one screen's image views may take (128 MiB: 32 megapixels).
    public static let imageBudget = 128 << 20

    /// The most views a prototype may have, both screens and all their children counted (10000):
    /// more is refused naming the limit before any is built, so a small file of many empty views
    /// cannot take gigabytes.
    public static let maxViews = 10_000

    /// Reads a screen: the root view of a view controller, which fills the window.
    static func readScreen(_ r: JSONReader, reading: inout Reading) throws -> PrototypeView {
        reading.views += 1
        for key in try r.keys() where rootForbidden.contains(key) {
            throw r.fail(key: key, "not allowed on a screen: a screen is a view controller's view, which fills the window")
        }
        guard let t = try r.optional("title") else { return try read(r, reading: &reading, isRoot: true) }
        guard reading.takesTitles else {
            throw t.fail("a title shows in the navigation bar, which only a pushed screen has; add \"presentation\": \"push\"")
        }
        let title = try t.string()
        var view = try read(r, reading: &reading, isRoot: true, extraKeys: ["title"])
        view.title = title
        return view
    }

    package static func read(_ r: JSONReader, reading: inout Reading, isRoot: Bool = false, extraKeys: [String] = []) throws -> PrototypeView {
        guard case .object = r.value else { throw r.fail("expected a view (an object), got \(r.value.typeName)") }
        var view = PrototypeView(path: r.path)
        let type = try r.optional("type")?.oneOf(["view", "image", "label"]) ?? "view"
        let own = type == "image" ? imageKeys : type == "label" ? labelKeys : []
        for key in try r.keys() where !commonKeys.contains(key) && !own.contains(key) && !extraKeys.contains(key) {
            if imageKeys.contains(key) || labelKeys.contains(key) {
                let wanted = imageKeys.contains(key) ? "image" : "label"
                throw r.fail(key: key, "only for views of type \"\(wanted)\", this one is \"\(type)\"")
            }
        }
        try r.rejectUnknownKeys(suggesting: commonKeys + own + extraKeys + (type == "view" ? imageKeys + labelKeys : []))
        if !isRoot { view.frame = try frame(try r.required("frame")) }
        if let c = try r.optional("backgroundColor") { view.backgroundColor = try c.color() }
        if let c = try r.optional("cornerRadius") { view.cornerRadius = try c.nonNegativeNumber(upTo: maxCoordinate) }
        if let a = try r.optional("alpha") { view.alpha = try a.number(in: 0...1) }
        if let c = try r.optional("clipsToBounds") { view.clipsToBounds = try c.bool() }
        if let h = try r.optional("hidden") { view.isHidden = try h.bool() }
        if let d = try r.optional("rotation") { view.rotation = try d.number(in: -3600...3600) }
        if let b = try r.optional("border") { view.border = try border(b) }
        if let s = try r.optional("shadow") { view.shadow = try shadow(s) }
        if let c = try r.optional("chrome") { view.isChrome = try c.bool() }
        if let a = try r.optional("autoresizing") {
            var mask: AutoresizingMask = []
            for item in try a.array() { mask.insert(try pick(item, autoresizingNames)) }
            view.autoresizing = mask
        }
        switch type {
        case "image":
            let image = try PrototypeImage.read(try r.required("image"), baseURL: reading.baseURL)
            if case .generated(_, nil) = image {
                let w = (view.frame.width * reading.scale).rounded(.up), h = (view.frame.height * reading.scale).rounded(.up)
                guard w <= 4096, h <= 4096 else {
                    throw r.fail(key: "image", "the generated image would be \(Int(w))x\(Int(h)) pixels, over 4096 a side; give it a smaller \"size\"")
                }
            }
            reading.imageBytes += image.bytes(for: view.frame.size, scale: reading.scale)
            guard reading.imageBytes <= imageBudget else {
                // In whole MiB unless that rounds both to the same number ("128 MiB, over the limit of 128 MiB").
                let (taken, limit) = reading.imageBytes >> 20 > imageBudget >> 20
                    ? ("\(reading.imageBytes >> 20) MiB", "\(imageBudget >> 20) MiB (32 megapixels)")
                    : ("\(reading.imageBytes) bytes", "\(imageBudget) bytes (\(imageBudget >> 20) MiB, 32 megapixels)")
                throw r.fail(key: "image", "the screen's images would take \(taken), over the limit of \(limit); use smaller or fewer images")
            }
            view.kind = .image(image)
            if let m = try r.optional("contentMode") { view.contentMode = try pick(m, contentModes) }
        case "label":
            var text = Text(text: try r.required("text").string())
            if let s = try r.optional("fontSize") { text.fontSize = try s.positiveNumber(upTo: 1000) }
            if let w = try r.optional("weight") { text.weight = try pick(w, weights) }
            if let c = try r.optional("textColor") { text.color = try c.color() }
            if let a = try r.optional("alignment") { text.alignment = try pick(a, alignments) }
            if let l = try r.optional("lines") { text.lines = try l.integer(in: 0...1000) }
            view.kind = .label(text)
        default:
            break
        }
        if let t = try r.optional("transitionID") {
            let id = try t.string()
            guard !id.isEmpty else { throw t.fail("expected a non-empty string") }
            if let other = reading.ids[id] {
                throw t.fail("\(JSONReader.quoted(id)) is already the transitionID of \(JSONReader.abbreviated(path: other)); each ID names one view per screen")
            }
            reading.ids[id] = r.path
            view.transitionID = id
        }
        if let o = try r.optional("sharedElement") {
            guard view.transitionID != nil else { throw o.fail("needs a transitionID on the same view") }
            view.sharedElement = try PrototypeElementOptions.read(o)
        }
        if let c = try r.optional("children") {
            // Counted before the children's readers are made: a million of them take memory too.
            if case .array(let values) = c.value { reading.views += values.count }
            guard reading.views <= maxViews else {
                throw c.fail("the prototype has more than \(maxViews) views, the most a prototype may have "
                             + "(PrototypeView.maxViews, both screens and all their children counted); use fewer views")
            }
            view.children = try c.array().map { try read($0, reading: &reading) }
        }
        return view
    }

    package static func pick<T>(_ r: JSONReader, _ table: [(String, T)]) throws -> T {
        let name = try r.oneOf(table.map(\.0))
        return table.first { $0.0 == name }?.1 ?? table[0].1
    }

    package static func frame(_ r: JSONReader) throws -> CGRect {
        guard case .array = r.value else { throw r.fail("expected 4 numbers [x, y, width, height], got \(r.value.typeName)") }
        let v = try r.numbers(count: 4)
        guard v[2] >= 0, v[3] >= 0 else {
            throw r.fail("width and height must not be negative, got \(JSONReader.format(v[2]))x\(JSONReader.format(v[3]))")
        }
        guard v.allSatisfy({ abs($0) <= maxCoordinate }) else { throw r.fail("expected numbers from -100000 to 100000") }
        return CGRect(x: v[0], y: v[1], width: v[2], height: v[3])
    }

    package static func border(_ r: JSONReader) throws -> Border {
        try r.rejectUnknownKeys(suggesting: ["width", "color"])
        return Border(width: try r.required("width").nonNegativeNumber(upTo: maxCoordinate),
                      color: try r.optional("color")?.color() ?? .black)
    }

    package static func shadow(_ r: JSONReader) throws -> Shadow {
        try r.rejectUnknownKeys(suggesting: ["color", "opacity", "radius", "offset"])
        var s = Shadow()
        if let c = try r.optional("color") { s.color = try c.color() }
        if let o = try r.optional("opacity") { s.opacity = Float(try o.number(in: 0...1)) }
        if let x = try r.optional("radius") { s.radius = try x.nonNegativeNumber(upTo: 500) }
        if let o = try r.optional("offset") {
            let v = try o.numbers(count: 2)
            guard v.allSatisfy({ abs($0) <= maxCoordinate }) else { throw o.fail("expected numbers from -100000 to 100000") }
            s.offset = CGSize(width: v[0], height: v[1])
        }
        return s
    }
}
