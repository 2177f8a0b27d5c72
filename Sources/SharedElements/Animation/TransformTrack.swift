import Foundation

/// Two transform end points prepared for blending every frame: decomposed once, with the
/// quaternion angle worked out once, so a frame costs one sine, one cosine and a recompose.
/// Results equal ``Transform3D/interpolated(to:progress:)``.
///
/// Flat ends (no perspective, depth, tilt or mirroring: what most views carry) take the
/// shorter path of ``PlanarTransformTrack``.
package struct TransformTrack {
    @usableFromInline let from: DecomposedTransform3D
    @usableFromInline let delta: DecomposedTransform3D
    @usableFromInline let fromMatrix: Transform3D
    @usableFromInline let toMatrix: Transform3D
    @usableFromInline package let decomposed: Bool
    @usableFromInline let qb: SIMD4<Double>
    @usableFromInline let theta: Double
    @usableFromInline let product: Double
    @usableFromInline let inverseSine: Double
    @usableFromInline let sameRotation: Bool
    /// The short form when both ends are flat.
    package let planar: PlanarTransformTrack?
    /// The rotation rows of an unchanging rotation, worked out once.
    @usableFromInline let fixedRotation: (SIMD3<Double>, SIMD3<Double>, SIMD3<Double>)

    package init(from a: Transform3D, to b: Transform3D) {
        fromMatrix = a
        toMatrix = b
        if let da = DecomposedTransform3D(a), let db = DecomposedTransform3D(b) {
            decomposed = true
            from = da
            delta = DecomposedTransform3D(
                translation: db.translation - da.translation, scale: db.scale - da.scale, skew: db.skew - da.skew,
                perspective: db.perspective - da.perspective, quaternion: .zero)
            qb = db.quaternion
            let p = min(max((da.quaternion * db.quaternion).sum(), -1), 1)
            product = p
            sameRotation = abs(p) == 1
            theta = sameRotation ? 0 : acos(p)
            inverseSine = sameRotation ? 0 : 1 / (1 - p * p).squareRoot()
            fixedRotation = DecomposedTransform3D.rotationRows(da.quaternion)
            planar = PlanarTransformTrack(from: a, to: b, decomposed: da, db)
        } else {
            planar = nil
            fixedRotation = (.zero, .zero, .zero)
            decomposed = false
            from = .identity
            delta = .identity
            qb = .zero
            product = 1; sameRotation = true; theta = 0; inverseSine = 0
        }
    }

    package static let identity = TransformTrack(from: .identity, to: .identity)

    /// The transform at progress `t` (any real number).
    @inlinable @inline(__always)
    package func value(at t: Double) -> Transform3D {
        if let planar { return planar.value(at: t) }
        return spatialValue(at: t)
    }

    /// ``value(at:)`` without the look at ``planar``: for a caller that keeps the planar track
    /// apart (taking it out of its optional copies the whole track).
    @inlinable @inline(__always)
    package func spatialValue(at t: Double) -> Transform3D {
        guard decomposed else { return fromMatrix.lerp(to: toMatrix, progress: t) }
        return decomposedValue(at: t)
    }

    /// ``spatialValue(at:)`` of a track whose ends decomposed (``decomposed``), for a caller
    /// that blends undecomposable ends elsewhere: this path never reads the matrices.
    @inlinable @inline(__always)
    package func decomposedValue(at t: Double) -> Transform3D {
        var r = from
        r.translation = from.translation + delta.translation * t
        r.scale = from.scale + delta.scale * t
        r.skew = from.skew + delta.skew * t
        r.perspective = from.perspective + delta.perspective * t
        guard !sameRotation else { return r.recomposed(rotationRows: fixedRotation) }
        let (sine, cosine) = Trigonometry.sinCos(t * theta)
        let w = sine * inverseSine
        r.quaternion = from.quaternion * (cosine - product * w) + qb * w
        return r.recomposed()
    }
}
