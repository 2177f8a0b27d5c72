import Foundation

/// One action of a gesture recognizer: a closure, or a method of a target held weakly.
@MainActor
struct GestureAction {
    /// Whether the action was added with a target (it drops out once the target is gone).
    let hasTarget: Bool
    weak var target: AnyObject?
    let run: @MainActor (GestureRecognizer) -> Void

    init(run: @escaping @MainActor (GestureRecognizer) -> Void) {
        hasTarget = false
        self.run = run
    }

    init(target: AnyObject, run: @escaping @MainActor (GestureRecognizer) -> Void) {
        hasTarget = true
        self.target = target
        self.run = run
    }
}

// MARK: - Target and action (UIKit's idiom, with a method reference for the selector)

extension GestureRecognizer {
    /// A recognizer that calls `action` on `target` on every state change it reports
    /// (`UIGestureRecognizer.init(target:action:)`). The action is a method reference instead of
    /// a selector, and `target` is held weakly as in UIKit: once it is gone the action is not
    /// called (no crash, no retain). The method's parameter may be any recognizer class; the
    /// action runs only when this recognizer is one.
    ///
    /// ```swift
    /// final class SwipeController {
    ///     func handleGesture(_ gestureRecognizer: ScreenEdgePanGestureRecognizer) { … }
    /// }
    /// let edge = ScreenEdgePanGestureRecognizer(target: controller, action: SwipeController.handleGesture)
    /// ```
    public convenience init<Target: AnyObject, Recognizer: GestureRecognizer>(
        target: Target, action: @escaping @MainActor (Target) -> (Recognizer) -> Void
    ) {
        self.init()
        addTarget(target, action: action)
    }

    /// A recognizer calling a method of `target` that takes no argument (UIKit accepts an
    /// action selector with no parameter too).
    public convenience init<Target: AnyObject>(target: Target, action: @escaping @MainActor (Target) -> () -> Void) {
        self.init()
        addTarget(target, action: action)
    }

    /// Adds a target–action pair (`addTarget(_:action:)`); `target` is held weakly.
    ///
    /// ```swift
    /// pan.addTarget(self, action: CardController.panned)
    /// ```
    public func addTarget<Target: AnyObject, Recognizer: GestureRecognizer>(
        _ target: Target, action: @escaping @MainActor (Target) -> (Recognizer) -> Void
    ) {
        actions.append(GestureAction(target: target) { [weak target] recognizer in
            guard let target, let recognizer = recognizer as? Recognizer else { return }
            action(target)(recognizer)
        })
    }

    /// Adds a target–action pair whose method takes no argument; `target` is held weakly.
    public func addTarget<Target: AnyObject>(_ target: Target, action: @escaping @MainActor (Target) -> () -> Void) {
        actions.append(GestureAction(target: target) { [weak target] _ in
            guard let target else { return }
            action(target)()
        })
    }

    /// Removes the actions added with `target` (`removeTarget(_:action:)`); with `target`
    /// `nil`, every target–action pair. Swift cannot compare method references, so `action` is
    /// accepted for ported code and every action of the target goes, as UIKit does for a `nil`
    /// action. Closure actions stay.
    ///
    /// ```swift
    /// pan.removeTarget(self, action: CardController.panned)
    /// ```
    public func removeTarget<Target: AnyObject, Recognizer: GestureRecognizer>(
        _ target: Target?, action: (@MainActor (Target) -> (Recognizer) -> Void)?
    ) {
        removeActions(of: target)
    }

    /// Removes the actions added with `target`, whatever their method (`removeTarget(_:action:)`
    /// with a `nil` action); `nil` removes every target–action pair.
    public func removeTarget(_ target: AnyObject?) {
        removeActions(of: target)
    }

    /// UIKit's `removeTarget(self, action: nil)` and `removeTarget(nil, action: nil)`: every
    /// action of `target`, or every target–action pair.
    ///
    /// ```swift
    /// pan.removeTarget(self, action: nil)
    /// ```
    public func removeTarget(_ target: AnyObject?, action: (@MainActor (AnyObject) -> (GestureRecognizer) -> Void)?) {
        removeActions(of: target)
    }

    private func removeActions(of target: AnyObject?) {
        actions.removeAll { action in
            guard action.hasTarget else { return false }
            guard let target else { return true }
            return action.target == nil || action.target === target
        }
    }
}
