import Foundation

/// A view whose content may not be ready when a shared-element transition starts (an image
/// still loading). The transition waits — at most ``SharedElementOptions/readinessTimeout``
/// seconds of clock time, checking every frame — until every tagged view of both screens that
/// adopts this protocol is ready, then captures what is there.
///
/// ```swift
/// final class RemoteImageView: ImageView, SharedElementContentReadiness {
///     var isReadyForSharedElementCapture: Bool { image != nil }
/// }
/// ```
@MainActor
public protocol SharedElementContentReadiness: AnyObject {
    /// Whether the view's content can be captured now.
    var isReadyForSharedElementCapture: Bool { get }
}

extension SharedElementTransition {
    /// The tagged views under `roots` that adopt ``SharedElementContentReadiness`` and are not ready.
    static func unreadyViews(under roots: [View]) -> [View] {
        var found: [View] = []
        func visit(_ view: View) {
            if view.transitionID != nil, let r = view as? SharedElementContentReadiness, !r.isReadyForSharedElementCapture {
                found.append(view)
            }
            for sub in view.subviews { visit(sub) }
        }
        for root in roots { visit(root) }
        return found
    }

    /// Calls `proceed` once no tagged view under `roots` is unready, or `timeout` seconds of
    /// `window`'s clock have passed, checking at every frame (1/60 s). Returns at once when all
    /// are ready. `proceed` gets the seconds waited.
    static func waitForReadiness(
        under roots: [View], window: Window, timeout: TimeInterval, proceed: @escaping @MainActor (TimeInterval) -> Void
    ) {
        let start = window.clock.now
        let limit = timeout.isFinite ? max(timeout, 0) : 0
        func check() {
            let waited = window.clock.now - start
            if unreadyViews(under: roots).isEmpty || waited >= limit - 1e-9 { return proceed(waited) }
            _ = window.schedule(after: min(1.0 / 60, limit - waited)) { check() }
        }
        check()
    }
}
