import Foundation
import SharedElements

/// A view's place and look at a moment at rest, for the linter's restore rule.
@MainActor
struct LintViewState {
    let view: View
    let superview: View?
    let frame: CGRect
    let alpha: CGFloat
    let transform: Transform3D
    let isHidden: Bool
    /// A readable name: the view's type, transition ID and index path.
    let name: String

    /// Every view of the content screens in `window` — the views of controllers without
    /// children, from the root controller and everything presented — in tree order. The
    /// containers' own views (navigation and tab bars, presentation chrome) are not content:
    /// they change with the stack by design.
    static func capture(_ window: Window) -> [LintViewState] {
        var states: [LintViewState] = []
        func walk(_ view: View, path: String) {
            for (i, sub) in view.subviews.enumerated() {
                let here = "\(path).\(i)"
                add(sub, here)
                walk(sub, path: here)
            }
        }
        func add(_ view: View, _ path: String) {
            let id = view.transitionID.map { " \"\($0)\"" } ?? ""
            states.append(LintViewState(view: view, superview: view.superview, frame: view.frame, alpha: view.alpha,
                                        transform: view.layer.transform, isHidden: view.isHidden,
                                        name: "\(type(of: view))\(id) at \(path)"))
        }
        var seen = Set<ObjectIdentifier>()
        func visit(_ controller: ViewController?) {
            guard let controller, seen.insert(ObjectIdentifier(controller)).inserted else { return }
            if controller.children.isEmpty {
                if let root = controller.viewIfLoaded, root.window === window {
                    let name = String(describing: type(of: controller))
                    add(root, name)
                    walk(root, path: name)
                }
            } else {
                for child in controller.children { visit(child) }
            }
            visit(controller.presentedViewController)
        }
        visit(window.rootViewController)
        return states
    }

    /// What differs now. A view still on screen keeps its superview and frame; every view,
    /// including those that left the screen with their controller, keeps its own look (alpha,
    /// transform, hidden flag).
    func differences(stillOnScreen: Bool) -> [String] {
        var wrong: [String] = []
        if stillOnScreen {
            if view.superview !== superview { wrong.append("superview") }
            if view.frame != frame && view.layer.transform == transform { wrong.append("frame \(frame) → \(view.frame)") }
        }
        if view.alpha != alpha { wrong.append("alpha \(alpha) → \(view.alpha)") }
        if view.layer.transform != transform { wrong.append("transform") }
        if view.isHidden != isHidden { wrong.append("hidden \(isHidden) → \(view.isHidden)") }
        return wrong
    }
}
