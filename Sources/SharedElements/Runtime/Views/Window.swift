import Foundation

/// The screen: the root of the view hierarchy, with a size and scale, a clock, the root view
/// controller and the transitions that run in it (`UIWindow` and `UIScreen` together).
///
/// ```swift
/// let window = Window()                      // 390 x 844 points at scale 2
/// window.rootViewController = NavigationController(rootViewController: ListViewController())
/// window.clock.advance(by: 0.1)
/// let pixels = try window.render()           // 780 x 1688 pixels
/// ```
@MainActor
public final class Window: View {
    /// The default screen size, in points.
    public static let defaultSize = CGSize(width: 390, height: 844)
    /// The default scale, in pixels per point.
    public static let defaultScale: CGFloat = 2

    /// Pixels per point of rendered frames and snapshots.
    public let scale: CGFloat
    /// The time everything in this window is rendered and animated at: the animation clock of
    /// its layer tree. Advance it to move animations and transitions on.
    public let clock: AnimationClock
    /// Actions due at clock times (transition timeouts, ``schedule(after:_:)``).
    let timers: ClockTimers
    /// Problems noticed with transition requests and animators in this window.
    public let transitionDiagnostics = TransitionDiagnostics()
    /// The transition running now, if any; at most one runs at a time.
    var runningTransition: ContainerTransitionContext?
    /// Touches in progress and the gesture recognizers they feed.
    let touchRouter = TouchRouter()

    /// Whether a status bar is drawn over the top of the screen (off by default, so tests and
    /// prototypes render only their views). It shows a fixed time, 9:41, and a full battery, so
    /// frames stay deterministic, in the ``statusBarStyle`` of the controller in charge (see
    /// ``ViewController/preferredStatusBarStyle``), and cross-fades to the new style over a
    /// transition's duration (observed on iOS: the bar fades alongside a presentation).
    ///
    /// ```swift
    /// window.showsStatusBar = true
    /// window.rootViewController = list      // dark text over a light screen by default
    /// ```
    public var showsStatusBar = false {
        didSet { if showsStatusBar != oldValue { statusBarVisibilityDidChange() } }
    }
    /// The status bar while ``showsStatusBar`` is on.
    public internal(set) var statusBarView: StatusBarView?
    /// The style the status bar shows, or is cross-fading to during a transition.
    public internal(set) var statusBarStyle: StatusBarStyle = .default
    /// Whether the status bar is hidden, or fading out during a transition, because the
    /// controller in charge prefers it (``ViewController/prefersStatusBarHidden``).
    public internal(set) var isStatusBarHidden = false

    /// A window of `size` points at `scale` pixels per point, driven by `clock`.
    public init(size: CGSize = Window.defaultSize, scale: CGFloat = Window.defaultScale, clock: AnimationClock = AnimationClock()) {
        self.scale = scale > 0 && scale.isFinite ? scale : Window.defaultScale
        self.clock = clock
        timers = ClockTimers(clock: clock)
        super.init(frame: CGRect(origin: .zero, size: size))
        layer.animationClock = clock
    }

    /// Runs `action` at the first step of ``clock`` at or past `delay` seconds from now (a
    /// `DispatchQueue.main.asyncAfter` on the window's time). Returns an id for
    /// ``cancelScheduled(_:)``.
    ///
    /// ```swift
    /// window.schedule(after: 0.3) { transitionContext.completeTransition(true) }
    /// ```
    @discardableResult
    public func schedule(after delay: TimeInterval, _ action: @escaping @MainActor () -> Void) -> Int {
        timers.schedule(after: delay, action)
    }

    /// Cancels an action of ``schedule(after:_:)``.
    public func cancelScheduled(_ id: Int) {
        timers.cancel(id)
    }

    /// The screen size in points.
    public var screenSize: CGSize { bounds.size }

    /// Whether a transition is running.
    public var isTransitioning: Bool { runningTransition != nil }
    /// Whether the running transition follows a finger (an interaction controller drives it).
    package var isTransitioningInteractively: Bool { runningTransition?.isInteractive ?? false }

    /// The controller whose view fills the window. Setting it replaces the old root's view (with
    /// disappearance callbacks) and sends the new root its appearance callbacks.
    public var rootViewController: ViewController? {
        didSet {
            guard oldValue !== rootViewController else { return }
            if let old = oldValue, let oldView = old.viewIfLoaded, oldView.window === self {
                old.beginAppearanceTransition(false, animated: false)
                oldView.removeFromSuperview()
                old.endAppearanceTransition()
            }
            guard let root = rootViewController else { return }
            let v: View = root.view
            v.frame = bounds
            v.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            root.beginAppearanceTransition(true, animated: false)
            insertSubview(v, at: 0)
            root.endAppearanceTransition()
            updateStatusBarAppearance()
        }
    }

    /// The top-most presented controller (the root when nothing is presented).
    public var topViewController: ViewController? {
        var c = rootViewController
        while let next = c?.presentationContext.presentedStorage { c = next }
        return c
    }

    /// Shows the window: UIKit's entry point, kept for ported code (a window is visible from the start).
    public func makeKeyAndVisible() {
        isHidden = false
    }

    /// Renders the whole screen at the clock's current time, after pending layout, over
    /// `background` (what shows where no view draws; black like a device screen), drawn in
    /// bands on `jobs` threads (``Compositor/jobs``: the same pixels on any number).
    ///
    /// A window with rounded corners (its layer's `cornerRadius`, clipping to its bounds) is cut
    /// by them as a display is: the screen is drawn whole, then its corners are cut once. Two
    /// screens stacked at a corner during a transition do not show through each other's
    /// anti-aliased edge there, as they would if each were clipped on its own.
    ///
    /// - Throws: ``BitmapError`` when the screen is over the bitmap size limits.
    /// ```swift
    /// let frame = try window.render()                       // one thread
    /// let same = try window.render(jobs: ProcessInfo.processInfo.activeProcessorCount)
    /// ```
    public func render(background: Color = .black, jobs: Int = 1) throws -> Bitmap {
        layoutIfNeeded()
        let compositor = Compositor(jobs: jobs)
        let properties = layer.renderProperties(at: clock.now)
        guard properties.masksToBounds, properties.effectiveCornerRadius > 0, !properties.maskedCorners.isEmpty else {
            return try compositor.render(layer, size: bounds.size, scale: scale, background: background, time: clock.now)
        }
        layer.model.masksToBounds = false
        defer { layer.model.masksToBounds = true }
        var frame = try compositor.render(layer, size: bounds.size, scale: scale, background: background, time: clock.now)
        try cutCorners(of: &frame, properties: properties, background: background)
        return frame
    }

    /// The coverage of the window's rounded outline (alpha of a white fill clipped by it, the
    /// compositor's own mask), kept while the size, scale and corners stay the same.
    private var cornerCoverage: (key: CornerKey, bitmap: Bitmap)?

    /// What the outline's coverage depends on.
    private struct CornerKey: Equatable {
        var size: CGSize
        var scale, radius: CGFloat
        var corners: UInt
    }

    /// Cuts the corners of `frame`, drawn without the window's clip: each pixel that the
    /// outline covers in part becomes the pixel faded by its coverage over `background`, as the
    /// compositor clips one layer.
    private func cutCorners(of frame: inout Bitmap, properties p: LayerProperties, background: Color) throws {
        let key = CornerKey(size: p.bounds.size, scale: scale, radius: p.effectiveCornerRadius, corners: p.maskedCorners.rawValue)
        let coverage: Bitmap
        if let cached = cornerCoverage, cached.key == key {
            coverage = cached.bitmap
        } else {
            let outline = Layer()
            outline.frame = CGRect(origin: .zero, size: p.bounds.size)
            outline.cornerRadius = p.effectiveCornerRadius
            outline.maskedCorners = p.maskedCorners
            outline.masksToBounds = true
            let fill = Layer()
            fill.frame = outline.bounds
            fill.backgroundColor = .white
            outline.addSublayer(fill)
            coverage = try Compositor().render(outline, size: p.bounds.size, scale: scale)
            cornerCoverage = (key, coverage)
        }
        guard coverage.width == frame.width, coverage.height == frame.height else { return }
        let w = frame.width, h = frame.height
        // Only the corner squares hold partial or no coverage; squares that would overlap meet
        // half way, so no pixel is cut twice.
        let side = Int((p.effectiveCornerRadius * scale).rounded(.up)) + 2
        let left = min(side, (w + 1) / 2), top = min(side, (h + 1) / 2)
        let columns = [0..<left, max(w - side, left)..<w], rows = [0..<top, max(h - side, top)..<h]
        let under = background.premultiplied.packed
        coverage.withUnsafePixels { mask in
            frame.withUnsafeMutablePixels { px in
                for xs in columns {
                    for ys in rows {
                        for y in ys {
                            for x in xs {
                                let i = y * w + x
                                let m = mask[i] >> 24
                                if m != 255 { px[i] = PixelOps.over(PixelOps.scale(px[i], m), under) }
                            }
                        }
                    }
                }
            }
        }
    }
}
