import Foundation

/// Where views are among their siblings, each superview's subviews read once: a run records
/// and checks the position of every view it touches, and reading the siblings again for each
/// made a screen of thousands of tagged views cost the square of their number.
///
/// A dimming view a transition keeps in the container while its presentation lasts
/// (``SharedElementDimming``) is not the app's view and takes no position.
@MainActor
package final class SharedElementSiblingPositions {
    private var known: [ObjectIdentifier: [ObjectIdentifier: Int]] = [:]

    package init() {}

    /// `view`'s position among its superview's subviews as they are when that superview is
    /// first asked about, `nil` without a superview.
    package func position(of view: View) -> Int? {
        guard let parent = view.superview else { return nil }
        let key = ObjectIdentifier(parent)
        if let positions = known[key] { return positions[ObjectIdentifier(view)] }
        var positions: [ObjectIdentifier: Int] = [:]
        positions.reserveCapacity(parent.subviews.count)
        var position = 0
        for sibling in parent.subviews where sibling.associations[SharedElementDimming.self] == nil {
            positions[ObjectIdentifier(sibling)] = position
            position += 1
        }
        known[key] = positions
        return positions[ObjectIdentifier(view)]
    }
}
