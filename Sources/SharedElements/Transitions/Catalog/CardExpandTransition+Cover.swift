import Foundation

// MARK: - A turned card's cover

extension CardExpandTransition {
    /// A turned card flies as a cover over the clip: a view at the card's size that draws the
    /// card's background, corners, border and shadow itself over a snapshot of its content, as
    /// the card flip's turning face does. Turned with the card, its edges are drawn as the card's
    /// are, so the first frame is the card at rest pixel for pixel, which a snapshot clipped by
    /// the clip is not (a snapshot's resampled edge lets the clip show through).
    static func makeCover(of card: View, frame: CGRect) -> View? {
        guard let face = card.snapshotView(afterScreenUpdates: false, leavingOut: [.background, .border, .shadow, .alpha]) else {
            return nil
        }
        let cover = CardFlipTransition.makeHolder(like: card, frame: frame, face: face)
        cover.isUserInteractionEnabled = false
        return cover
    }

    /// Puts `cover` over `clip`. The clip and the shade behind it do not show where the card
    /// rests: the shade is hidden (the cover casts the card's shadow) and the clip shows only
    /// under the opaque cover (``fadeCover(_:over:alpha:forward:half:)``).
    static func startCover(_ cover: View, over clip: View, shade: View, forward: Bool) {
        clip.superview?.insertSubview(cover, aboveSubview: clip)
        shade.isHidden = true
        clip.alpha = forward ? 0 : 1
        if !forward { cover.alpha = 0 }
    }

    /// Going forward, the clip appears under the cover in the first eighth of `half`, then the
    /// cover fades out by `half`; going backward the cover fades in from `half` until an eighth
    /// before the end, when the clip vanishes under it. Shown, the cover has the card's `alpha`.
    static func fadeCover(_ cover: View, over clip: View, alpha shown: CGFloat, forward: Bool, half: TimeInterval) {
        let step = half / 8
        if forward {
            Transaction.animate(duration: step, timing: .linear) { clip.alpha = 1 }
            Transaction.animate(duration: half - step, delay: step, timing: .linear) { cover.alpha = 0 }
        } else {
            Transaction.animate(duration: half - step, delay: half, timing: .linear) { cover.alpha = shown }
            Transaction.animate(duration: step, delay: 2 * half - step, timing: .linear) { clip.alpha = 0 }
        }
    }
}
