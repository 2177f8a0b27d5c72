import Foundation

/// A transition described in the prototype format (JSON): the screen, two screens as view
/// trees, the transition and how to film it. Reading checks everything and fails with a
/// ``JSONReader/Failure`` naming the key path, e.g.
/// `screens.back.children[2].frame: expected 4 numbers, got 3`; ``PrototypeStage`` builds it.
///
/// ```swift
/// let prototype = try TransitionPrototype(contentsOf: URL(fileURLWithPath: "photo-zoom.json"))
/// let frames = try PrototypeStage(prototype).film()     // [Bitmap], one per frame
/// ```
public struct TransitionPrototype: Sendable, Equatable {
    /// The window, points.
    public var size: CGSize = CGSize(width: 390, height: 844)
    /// Pixels per point of the rendered frames.
    public var scale: CGFloat = 1
    /// The colour behind the screens.
    public var background: Color = .black
    /// The window's corner radius, points (a phone's rounded screen: the window clips to it, and
    /// flights with `concentricCorners` follow it); 0 for square corners.
    public var cornerRadius: CGFloat = 0
    /// The screen underneath: the presenting view controller's view.
    public var back: PrototypeView
    /// The screen that arrives going forward and leaves going backward.
    public var fore: PrototypeView
    /// The transition between the screens.
    public var transition: PrototypeTransition
    /// The runs to film, in order.
    public var directions: [TransitionDirection] = [.forward, .backward]
    /// The transition's length in seconds; `nil` for the transition's own default.
    public var duration: TimeInterval?
    /// Frames per second of the film.
    public var fps: Double = 30
    /// Seconds of film kept after each run has ended.
    public var hold: TimeInterval = 0
    /// A scripted finger that drives the backward run interactively instead of an animated
    /// dismissal or pop (`nil`: no gesture).
    public var gesture: PrototypeGesture?
    /// How the fore screen arrives: presented over the back screen, or pushed onto a navigation
    /// controller whose root is the back screen.
    public var presentation: Presentation = .present
    /// With ``Presentation/push``: whether the navigation bar shows (each screen's `title` in it,
    /// and a back button on the fore screen).
    public var showsNavigationBar = true
    /// With ``Presentation/present``: whether the back screen stays in sight under the presented
    /// one (``ModalPresentationStyle/overFullScreen``) or leaves the window once the presentation
    /// ends (``ModalPresentationStyle/fullScreen``). `nil`, the default: over full screen when the
    /// fore screen lets the back one show through (no background colour, or a translucent one),
    /// else full screen. A transition with a presentation controller of its own (a sheet) keeps it.
    public var modalPresentationStyle: ModalPresentationStyle?

    /// How the fore screen arrives and leaves.
    public enum Presentation: String, Sendable, Equatable, CaseIterable {
        /// `present(_:animated:)` going forward, `dismiss(animated:)` going backward.
        case present
        /// `pushViewController(_:animated:)` going forward, `popViewController(animated:)` going
        /// backward, in a ``NavigationController`` whose root is the back screen.
        case push
    }

    /// Every top-level key, in the order the README documents them.
    public static let keys = [
        "version", "description", "size", "scale", "background", "screens", "transition", "direction", "duration",
        "fps", "hold", "gesture", "cornerRadius", "presentation", "navigationBar", "modalPresentationStyle",
    ]

    /// Reads a prototype file; image paths are relative to its folder.
    /// - Throws: ``JSONReader/Failure`` naming the key path of what is wrong, or that the file
    ///   cannot be read.
    public init(contentsOf url: URL) throws {
        try self.init(data: JSONReader.contents(of: url), baseURL: url.deletingLastPathComponent())
    }

    /// Reads a prototype from JSON; image paths are relative to `baseURL` (the current folder
    /// when `nil`).
    public init(data: Data, baseURL: URL? = nil) throws {
        let doc = try JSONReader(parsing: data)
        let json = doc.value
        guard case .object = json else { throw doc.fail("expected a prototype (an object), got \(json.typeName)") }
        try doc.rejectUnknownKeys(suggesting: Self.keys)
        if let v = try doc.optional("version") {
            guard try v.number() == 1 else { throw v.fail("unsupported version, expected 1") }
        }
        _ = try doc.optional("description")?.string()
        var size = CGSize(width: 390, height: 844)
        var scale: CGFloat = 1
        if let s = try doc.optional("size") {
            let v = try s.numbers(count: 2)
            guard v.allSatisfy({ $0 >= 1 && $0 <= 4096 }) else {
                throw s.fail("expected a width and height from 1 to 4096 points, got \(JSONReader.format(v[0]))x\(JSONReader.format(v[1]))")
            }
            size = CGSize(width: v[0], height: v[1])
        }
        let scaleGiven = try doc.optional("scale") != nil
        if let s = try doc.optional("scale") { scale = try s.positiveNumber(upTo: 4) }
        let pixels = (size.width * scale).rounded() * (size.height * scale).rounded()
        guard (size.width * scale).rounded() <= 4096, (size.height * scale).rounded() <= 4096, pixels <= 8_388_608 else {
            // Blame the scale when it enlarges the frames, the size when the size alone is too big.
            throw JSONReader.Failure(
                path: scaleGiven && scale > 1 ? "scale" : "size",
                message: "frames of \(JSONReader.format(size.width))x\(JSONReader.format(size.height)) points at scale "
                    + "\(JSONReader.format(scale)) are \(Int((size.width * scale).rounded()))x\(Int((size.height * scale).rounded())) "
                    + "pixels, too large (at most 4096 a side and 8 megapixels); lower the size or the scale")
        }
        let background = try doc.optional("background")?.color() ?? .black
        let duration = try doc.optional("duration")?.positiveNumber(upTo: 10)

        var presentation = Presentation.present
        if let p = try doc.optional("presentation") { presentation = Presentation(rawValue: try p.oneOf(Presentation.allCases.map(\.rawValue)))! }
        var showsBar = true
        if let b = try doc.optional("navigationBar") {
            guard presentation == .push else { throw b.fail("a navigation bar shows only when the fore screen is pushed; add \"presentation\": \"push\"") }
            showsBar = try b.bool()
        }
        var style: ModalPresentationStyle?
        if let m = try doc.optional("modalPresentationStyle") {
            guard presentation == .present else {
                throw m.fail("a pushed screen has no modal presentation style; leave the key out or use \"presentation\": \"present\"")
            }
            switch try m.oneOf(["automatic", "fullScreen", "overFullScreen"]) {
            case "fullScreen": style = .fullScreen
            case "overFullScreen": style = .overFullScreen
            default: style = nil
            }
        }

        let screens = try doc.required("screens")
        try screens.rejectUnknownKeys(suggesting: ["back", "fore"])
        var backReading = PrototypeView.Reading(baseURL: baseURL, scale: scale, takesTitles: presentation == .push)
        let back = try PrototypeView.readScreen(try screens.required("back"), reading: &backReading)
        var foreReading = PrototypeView.Reading(baseURL: baseURL, scale: scale, takesTitles: presentation == .push)
        foreReading.views = backReading.views
        let fore = try PrototypeView.readScreen(try screens.required("fore"), reading: &foreReading)
        let transitionReader = try doc.required("transition")
        let transition = try PrototypeTransition.read(transitionReader, duration: duration,
            ids: (Set(backReading.ids.keys), Set(foreReading.ids.keys)))
        if presentation == .push, case .catalog(let name, _) = transition, PrototypeCatalog.entry(named: name)?.presentsOnly == true {
            throw try transitionReader.required("catalog").fail(
                "\"\(name)\" only presents (a sheet sized and dimmed by its presentation controller); use \"presentation\": \"present\" or another transition")
        }

        self.init(back: back, fore: fore, transition: transition)
        self.size = size
        self.scale = scale
        self.background = background
        self.duration = duration
        self.presentation = presentation
        showsNavigationBar = showsBar
        modalPresentationStyle = style
        if let d = try doc.optional("direction") {
            directions = switch try d.oneOf(["forward", "backward", "both"]) {
            case "forward": [.forward]
            case "backward": [.backward]
            default: [.forward, .backward]
            }
        }
        if let f = try doc.optional("fps") { fps = try f.number(in: 1...120) }
        if let h = try doc.optional("hold") { hold = try h.nonNegativeNumber(upTo: 10) }
        if let c = try doc.optional("cornerRadius") { cornerRadius = try c.nonNegativeNumber(upTo: 1000) }
        if let g = try doc.optional("gesture") {
            guard directions.contains(.backward) else {
                throw g.fail("a gesture drives the backward run (the dismissal or pop), but \"direction\" is \"forward\"")
            }
            gesture = try PrototypeGesture.read(g, size: size)
        }
    }

    /// A prototype of two screens and a transition, with every other setting at its default.
    public init(back: PrototypeView, fore: PrototypeView, transition: PrototypeTransition) {
        self.back = back
        self.fore = fore
        self.transition = transition
    }
}
