import Foundation

/// Keeps a screen's chrome (``View/isTransitionChrome``: navigation bars, tab bars, marked views)
/// above the flyers of a shared-element transition. Chrome that sits inside the transition's
/// container (on the arriving or leaving screen, which the flyers are drawn over) is captured at
/// the start and shown by a stand-in above the flyers, at the chrome's place and at its opacity
/// as it is on screen frame by frame (its screen fading in or out with it), while the chrome
/// itself is hidden; at the end the chrome is shown again. Chrome outside the container (a
/// navigation controller's own bar during a push) is above the flyers already.
@MainActor
package final class SharedElementChrome {
    /// The z position of the stand-ins in the container: above every flyer that does not ask to
    /// fly above chrome (those are lifted above it, ``SharedElementOptions/fliesAboveChrome``).
    package static let zPosition: CGFloat = 1_000_000

    /// Each chrome view and the stand-in drawing it.
    package private(set) var standIns: [(chrome: View, standIn: View)] = []
    private let container: View

    /// The chrome under `roots` (the screens in the transition) that lies inside `container`,
    /// each captured into a stand-in above the flyers. Hidden and nearly transparent chrome is
    /// left alone; inside chrome, only the outermost counts.
    package init(roots: [View], container: View) {
        self.container = container
        for root in roots where root.isDescendant(of: container) {
            collect(root)
        }
    }

    private func collect(_ view: View) {
        guard !view.isHidden, view.alpha > 0.01 else { return }
        if view.isTransitionChrome, view.bounds.width > 0, view.bounds.height > 0,
           let snapshot = view.snapshotView(afterScreenUpdates: true) {
            let standIn = View(frame: container.convert(view.bounds, from: view))
            standIn.isUserInteractionEnabled = false
            snapshot.frame = standIn.bounds
            snapshot.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            standIn.addSubview(snapshot)
            standIn.layer.zPosition = Self.zPosition
            standIns.append((view, standIn))
            return
        }
        for subview in view.subviews { collect(subview) }
    }

    /// The chrome views, for the run to record and hand back.
    package var chromeViews: [View] { standIns.map(\.chrome) }

    /// Puts the stand-ins in the container and hides the chrome they stand in for.
    package func install() {
        View.performWithoutAnimation {
            for (chrome, standIn) in standIns {
                container.addSubview(standIn)
                chrome.isHidden = true
            }
        }
        update()
    }

    /// Gives each stand-in its chrome's opacity as it is on screen now: the product of the
    /// chrome's and its ancestors' opacities up to the container (0 when an ancestor is hidden).
    package func update() {
        View.performWithoutAnimation {
            for (chrome, standIn) in standIns {
                var alpha = chrome.alpha
                var v = chrome.superview
                while let current = v, current !== container {
                    alpha = current.isHidden ? 0 : alpha * current.alpha
                    v = current.superview
                }
                if standIn.alpha != alpha { standIn.alpha = alpha }
            }
        }
    }

    /// Takes the stand-ins away (the run hands the chrome's hidden flags back).
    package func remove() {
        for (_, standIn) in standIns { standIn.removeFromSuperview() }
    }
}
