import Foundation

// MARK: - Safe area

extension ViewController {
    /// Insets added to the safe area this controller's view inherits, in points
    /// (`UIViewController.additionalSafeAreaInsets`): for a bar of your own that content should
    /// stay clear of. Only the top and bottom edges are used (the window has no side insets);
    /// non-finite values count as zero.
    ///
    /// ```swift
    /// controller.additionalSafeAreaInsets = EdgeInsets(top: 0, left: 0, bottom: 60, right: 0)
    /// controller.view.safeAreaInsets.bottom   // 60 (plus a tab bar's height inside a tab bar controller)
    /// ```
    public var additionalSafeAreaInsets: EdgeInsets {
        get { additionalSafeAreaInsetsStorage }
        set {
            guard newValue != additionalSafeAreaInsetsStorage else { return }
            additionalSafeAreaInsetsStorage = newValue
            viewIfLoaded?.safeAreaMayHaveChanged()
        }
    }
}
