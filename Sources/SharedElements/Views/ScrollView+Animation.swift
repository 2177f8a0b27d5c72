import Foundation

extension ScrollView {
    /// Moves the bounds to `target`; animated once the animation engine drives views.
    func animateBounds(to target: CGRect) {
        bounds = target
    }
}
