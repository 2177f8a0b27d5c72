import Foundation

/// The treatment of one tagged view without a partner: it fades (and scales or slides) out when
/// its screen leaves, or in when its screen arrives, starting after its cascade delay.
@MainActor
package struct SharedElementUnmatchedTrack {
    package let view: View
    package let leaving: Bool
    let treatment: SharedElementOptions.UnmatchedTreatment
    package let delay: TimeInterval
    package let duration: TimeInterval
    package let alpha: CGFloat
    package let transform: Transform3D

    package init(view: View, leaving: Bool, treatment: SharedElementOptions.UnmatchedTreatment, delay: TimeInterval,
         duration: TimeInterval) {
        self.view = view
        self.leaving = leaving
        self.treatment = treatment
        self.delay = delay
        self.duration = duration
        alpha = view.alpha
        transform = view.layer.transform
    }

    /// Shows the treatment at `elapsed` seconds into the transition, mapped by `curve`.
    package func apply(elapsed: TimeInterval, curve: SharedElementBackgroundEase) {
        let linear = duration > 0 ? min(max((elapsed - delay) / duration, 0), 1) : (elapsed >= delay ? 1 : 0)
        let q = curve.value(at: linear)
        // How far from the resting state the view is: 0 at rest, 1 fully treated.
        let away = CGFloat(leaving ? q : 1 - q)
        view.alpha = alpha * (1 - away)
        switch treatment {
        case .none, .fade:
            break
        case .scale(let s):
            let k = 1 + (s - 1) * away
            view.layer.transform = transform.concatenating(Transform3D(scaleX: k, y: k, z: 1))
        case .translate(let offset):
            view.layer.transform = transform.concatenating(
                Transform3D(translationX: offset.width * away, y: offset.height * away))
        }
    }
}
