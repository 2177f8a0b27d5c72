import Foundation

/// Where a catalog transition's element rests in the container when its transform chain turns
/// it (a card rotated 8°, a thumbnail in a tilted cell): its bounds placed upright at its centre
/// (``frame``) and the transform about that centre that turns, scales or tilts it there
/// (``tilt``). A transition flies a view placed at `frame` with `tilt` as its layer transform
/// and animates the transform to the other end's, so its first frame is the element as it rests
/// and it turns smoothly on the way, as shared-element flights do.
///
/// An element its chain only moves or scales along the axes has no tilt: the transitions place
/// it by its frame in the container, as they always have.
package struct ElementTilt {
    /// The element's bounds size centred where its centre is in the container, in points.
    package let frame: CGRect
    /// The element's transform in the container about its centre (no translation).
    package let tilt: Transform3D

    /// How `view` rests in `container`; `nil` when it is upright there (nothing turns it), or its
    /// map there is singular or not finite.
    @MainActor package init?(of view: View, in container: View) {
        guard let inverse = container.layer.projectiveTransformToRoot().inverse,
              let g = SharedElementPlanner.geometry(
                  of: view, toRoot: view.layer.projectiveTransformToRoot(), containerInverse: inverse)
        else { return nil }
        let c = g.center
        let tilt = g.transform.concatenating(Transform3D(translationX: -c.x, y: -c.y))
        guard c.x.isFinite, c.y.isFinite, tilt.isFinite, !Self.isUpright(tilt) else { return nil }
        frame = CGRect(x: c.x - g.size.width / 2, y: c.y - g.size.height / 2, width: g.size.width, height: g.size.height)
        self.tilt = tilt
    }

    /// Whether `t` maps the plane without turning or mirroring it: scale along the axes and
    /// translation only.
    static func isUpright(_ t: Transform3D) -> Bool {
        t.m12 == 0 && t.m21 == 0 && t.m14 == 0 && t.m24 == 0 && t.m11 > 0 && t.m22 > 0
    }
}
