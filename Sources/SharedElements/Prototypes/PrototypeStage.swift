import Foundation

/// A ``TransitionPrototype`` built: a window of its size, the back view controller as the
/// window's root, the fore view controller ready to be presented with the prototype's
/// transition, and every view of both screens. ``play(frameLimit:_:)`` and ``film()`` run it.
///
/// ```swift
/// let stage = try PrototypeStage(try TransitionPrototype(contentsOf: url))
/// let frames = try stage.film()
/// print(frames.count, stage.view(at: "screens.fore.children[0]")?.frame ?? .zero)
/// ```
@MainActor
public final class PrototypeStage {
    /// The prototype the stage was built from.
    public let prototype: TransitionPrototype
    /// The window holding both screens.
    public let window: Window
    /// The presenting controller; its view is the `back` screen.
    public let back: ViewController
    /// The presented controller; its view is the `fore` screen.
    public let fore: ViewController
    /// The transition set on ``fore``.
    public let transition: Transition
    /// With ``TransitionPrototype/Presentation/push``: the navigation controller that is the
    /// window's root, ``back`` its root view controller; `nil` when the fore screen is presented.
    public let navigationController: NavigationController?
    /// Every built view by its key path in the document (`screens.back`, `screens.back.children[0]`, ...).
    public let views: [String: View]

    /// Builds the window, both screens and the transition.
    /// - Throws: ``PrototypeError`` or an image error for what the document could not check.
    public init(_ prototype: TransitionPrototype) throws {
        self.prototype = prototype
        window = Window(size: prototype.size, scale: prototype.scale)
        if prototype.cornerRadius > 0 {
            window.layer.cornerRadius = prototype.cornerRadius
            window.clipsToBounds = true
        }
        back = ViewController()
        fore = ViewController()
        var built: [String: View] = [:]
        // A view's `sharedElement` exceptions apply over the transition's options.
        var base = SharedElementOptions()
        if case .sharedElements(let options) = prototype.transition { base = options }
        try Self.build(prototype.back, into: back.view, scale: prototype.scale, base: base, views: &built)
        try Self.build(prototype.fore, into: fore.view, scale: prototype.scale, base: base, views: &built)
        views = built
        back.title = prototype.back.title
        fore.title = prototype.fore.title
        if prototype.presentation == .push {
            let navigation = NavigationController(rootViewController: back)
            navigation.delegate = TransitionNavigationControllerDelegate.shared
            if !prototype.showsNavigationBar { navigation.setNavigationBarHidden(true, animated: false) }
            window.rootViewController = navigation
            navigationController = navigation
        } else {
            window.rootViewController = back
            navigationController = nil
        }
        switch prototype.transition {
        case .sharedElements(let options):
            transition = SharedElementTransition(options: options)
        case .catalog(let name, let parameters):
            guard let entry = PrototypeCatalog.entry(named: name) else { throw PrototypeError.missingView(key: "catalog") }
            let backRoot = prototype.back
            let arguments = PrototypeArguments(values: parameters, duration: prototype.duration) { id in
                backRoot.allViews.first { $0.transitionID == id }.flatMap { built[$0.path] }
            }
            transition = try entry.make(arguments)
        }
        fore.transitionController.transition = transition
        // A transition with a presentation controller of its own has set its style already.
        if prototype.presentation == .present, fore.modalPresentationStyle != .custom {
            fore.modalPresentationStyle = prototype.modalPresentationStyle ?? (fore.view.hidesWhatIsBehind ? .fullScreen : .overFullScreen)
        }
    }

    /// The built view at a key path of the document, like `screens.fore.children[1]`.
    public func view(at path: String) -> View? { views[path] }

    /// The ``SharedElementTransition`` when the prototype uses shared elements.
    public var sharedElementTransition: SharedElementTransition? { transition as? SharedElementTransition }

    // MARK: - Building

    private static func build(
        _ spec: PrototypeView, into view: View, scale: CGFloat, base: SharedElementOptions, views: inout [String: View]
    ) throws {
        style(view, spec, base: base)
        views[spec.path] = view
        for child in spec.children {
            let v = try make(child, scale: scale)
            view.addSubview(v)
            try build(child, into: v, scale: scale, base: base, views: &views)
        }
    }

    private static func make(_ spec: PrototypeView, scale: CGFloat) throws -> View {
        switch spec.kind {
        case .view:
            return View(frame: spec.frame)
        case .image(let image):
            let v = ImageView(frame: spec.frame)
            v.image = try image.image(for: spec.frame.size, scale: scale)
            return v
        case .label(let text):
            let v = Label(frame: spec.frame)
            if let font = try? Font.systemFont(ofSize: text.fontSize, weight: text.weight) { v.font = font } else { v.fontSize = text.fontSize }
            v.textColor = text.color
            v.textAlignment = text.alignment
            v.numberOfLines = text.lines
            v.text = text.text
            return v
        }
    }

    private static func style(_ view: View, _ spec: PrototypeView, base: SharedElementOptions) {
        view.backgroundColor = spec.backgroundColor
        view.layer.cornerRadius = spec.cornerRadius
        view.alpha = spec.alpha
        view.clipsToBounds = spec.clipsToBounds
        view.isHidden = spec.isHidden
        if spec.rotation != 0 { view.transform = AffineTransform(rotationAngle: spec.rotation * .pi / 180) }
        if let b = spec.border {
            view.layer.borderWidth = b.width
            view.layer.borderColor = b.color
        }
        if let s = spec.shadow {
            view.layer.shadowColor = s.color
            view.layer.shadowOpacity = s.opacity
            view.layer.shadowRadius = s.radius
            view.layer.shadowOffset = s.offset
        }
        view.contentMode = spec.contentMode
        view.autoresizingMask = spec.autoresizing
        if spec.isChrome { view.isTransitionChrome = true }
        view.transitionID = spec.transitionID
        if let element = spec.sharedElement { view.sharedElementOptions = element.applied(to: base) }
    }
}
