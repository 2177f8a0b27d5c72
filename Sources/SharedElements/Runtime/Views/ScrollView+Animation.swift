import Foundation

extension ScrollView {
    /// Moves the bounds to `target` with an animation of ``scrollAnimationDuration``.
    func animateBounds(to target: CGRect) {
        View.animate(withDuration: ScrollView.scrollAnimationDuration, options: .curveEaseOut, animations: {
            self.bounds = target
        })
    }
}
