import Foundation

/// The result of checking, after a shared-element transition ended (completed or cancelled),
/// that every view it touched is back as it was: superview, index, frame, alpha, transform,
/// hidden flag and layer styles (corner radius, border, shadow) — and that no flying snapshot
/// is left in the container.
///
/// The run first hands back what it changed itself (the pair's hidden flags, the fore screen's
/// opacity, unmatched views' opacity and transform); the check then compares every recorded
/// property, so anything else that changed — by the app during the flight, or by a broken run —
/// is reported. Only after the check are all recorded values put back, as a safety net.
///
/// In debug builds a failed check is also printed. Tests read it from
/// ``SharedElementTransition/lastRestoration``.
///
/// ```swift
/// #expect(transition.lastRestoration?.isClean == true)
/// ```
public struct SharedElementRestoration: Sendable, Equatable {
    /// One property of one view that did not come back.
    public struct Mismatch: Sendable, Hashable {
        /// The view, by its plan name; `nil` for a root view without a transition ID.
        public var element: SharedElementPlan.Element?
        /// `superview`, `index`, `frame`, `alpha`, `transform`, `hidden` or `styles`.
        public var property: String
    }

    /// Everything that did not come back.
    public var mismatches: [Mismatch] = []
    /// How many snapshots the transition added to the container are still in it.
    public var leftoverSnapshots = 0
    /// How many views were checked.
    public var checkedViews = 0

    /// Whether everything is back and nothing is left over.
    public var isClean: Bool { mismatches.isEmpty && leftoverSnapshots == 0 }
}

/// A view's state before a shared-element transition touched it.
@MainActor
package struct SharedElementViewRecord {
    package let view: View
    package let element: SharedElementPlan.Element?
    package let superview: View?
    package let index: Int?
    package let frame: CGRect
    package let alpha: CGFloat
    package let transform: Transform3D
    package let isHidden: Bool
    package let styles: [CGFloat]
    /// What the run itself changes on this view and so puts back when it ends; anything else
    /// that differs afterwards is a mismatch.
    package let handedBack: HandedBack

    /// Properties a run changes on a view it records.
    package struct HandedBack: OptionSet, Sendable {
        package let rawValue: Int
        package init(rawValue: Int) { self.rawValue = rawValue }
        package static let alpha = HandedBack(rawValue: 1)
        package static let transform = HandedBack(rawValue: 2)
        package static let hidden = HandedBack(rawValue: 4)
    }

    /// The state of `view` now, its position read from `positions` (shared by the records a
    /// run makes at once).
    package init(_ view: View, element: SharedElementPlan.Element?, handedBack: HandedBack = [],
                 positions: SharedElementSiblingPositions = SharedElementSiblingPositions()) {
        self.view = view
        self.element = element
        self.handedBack = handedBack
        superview = view.superview
        index = positions.position(of: view)
        frame = view.frame
        alpha = view.alpha
        transform = view.layer.transform
        isHidden = view.isHidden
        styles = Self.styles(of: view)
    }

    package static func styles(of view: View) -> [CGFloat] {
        let l = view.layer
        return [l.cornerRadius, l.borderWidth, CGFloat(l.shadowOpacity), l.shadowRadius]
    }

    /// Puts back what the run changed on the view (``handedBack``), and nothing else: the
    /// restoration check then sees whatever else differs.
    package func handBack() {
        View.performWithoutAnimation {
            if handedBack.contains(.alpha) { view.alpha = alpha }
            if handedBack.contains(.transform) { view.layer.transform = transform }
            if handedBack.contains(.hidden) { view.isHidden = isHidden }
        }
    }

    /// Puts back every value a run could have changed (opacity, transform, hidden flag, styles):
    /// the safety net after the check.
    package func restoreValues() {
        View.performWithoutAnimation {
            view.alpha = alpha
            view.layer.transform = transform
            view.isHidden = isHidden
            view.layer.cornerRadius = styles[0]
            view.layer.borderWidth = styles[1]
            view.layer.shadowOpacity = Float(styles[2])
            view.layer.shadowRadius = styles[3]
        }
    }

    /// The properties that differ from the record now (positions read from `positions`, made
    /// after the run, shared by the records checked at once).
    package func mismatches(
        positions: SharedElementSiblingPositions = SharedElementSiblingPositions()
    ) -> [SharedElementRestoration.Mismatch] {
        var wrong: [String] = []
        if view.superview !== superview { wrong.append("superview") }
        if positions.position(of: view) != index { wrong.append("index") }
        if view.frame != frame { wrong.append("frame") }
        if !Self.same(view.alpha, alpha) { wrong.append("alpha") }
        if view.layer.transform != transform && !view.layer.transform.isNaNEqual(to: transform) { wrong.append("transform") }
        if view.isHidden != isHidden { wrong.append("hidden") }
        if !zip(Self.styles(of: view), styles).allSatisfy(Self.same) { wrong.append("styles") }
        return wrong.map { .init(element: element, property: $0) }
    }

    /// Whether two recorded numbers are the same value: equal, or both not a number (a view
    /// given NaN keeps it, and that is not a change).
    nonisolated static func same(_ a: CGFloat, _ b: CGFloat) -> Bool { a == b || (a.isNaN && b.isNaN) }
}

extension Transform3D {
    /// Whether every entry equals `other`'s, NaN counting as equal to NaN.
    func isNaNEqual(to other: Transform3D) -> Bool {
        let a = [m11, m12, m13, m14, m21, m22, m23, m24, m31, m32, m33, m34, m41, m42, m43, m44]
        let b = [other.m11, other.m12, other.m13, other.m14, other.m21, other.m22, other.m23, other.m24,
                 other.m31, other.m32, other.m33, other.m34, other.m41, other.m42, other.m43, other.m44]
        return zip(a, b).allSatisfy(SharedElementViewRecord.same)
    }
}

/// Marks the dimming view of ``SharedElementOptions/Background/dim(_:)``: a transition's own view
/// in the container, which the restoration check does not count among the app's.
@MainActor
final class SharedElementDimming {}
