import Foundation
import Testing
import SharedElements
import SharedElementsTestSupport

@Suite struct Transform3DTests {
    @Test func inverseTimesTransformIsIdentity() throws {
        var rng = SeededGenerator(seed: 7)
        for _ in 0..<200 {
            let t = Transform3D(rotationAngle: .random(in: -3...3, using: &rng), x: .random(in: -1...1, using: &rng),
                                y: .random(in: -1...1, using: &rng), z: .random(in: 0.1...1, using: &rng))
                .concatenating(Transform3D(scaleX: .random(in: 0.2...3, using: &rng), y: .random(in: 0.2...3, using: &rng), z: 1))
                .concatenating(Transform3D(translationX: .random(in: -100...100, using: &rng), y: 5, z: 2))
                .concatenating(.perspective(distance: .random(in: 200...2000, using: &rng)))
            let inv = try #require(t.inverse)
            #expect(isClose(t.concatenating(inv), .identity, abs: 1e-9))
            #expect(isClose(inv.concatenating(t), .identity, abs: 1e-9))
        }
    }

    @Test func singularTransformsHaveNoInverse() {
        #expect(Transform3D(scaleX: 0, y: 1, z: 1).inverse == nil)
        var nan = Transform3D.identity
        nan.m11 = .nan
        #expect(nan.inverse == nil)
        #expect(Transform3D(scaleX: 0, y: 1, z: 1).inverted() == Transform3D(scaleX: 0, y: 1, z: 1))
    }

    @Test func concatenationAppliesTheLeftOperandFirst() {
        let scale = Transform3D(scaleX: 2, y: 2, z: 1)
        let move = Transform3D(translationX: 10, y: 0)
        // scale then move: (1, 0) -> (2, 0) -> (12, 0)
        #expect(scale.concatenating(move).mapPoint(CGPoint(x: 1, y: 0)) == CGPoint(x: 12, y: 0))
        // move then scale: (1, 0) -> (11, 0) -> (22, 0)
        #expect(move.concatenating(scale).mapPoint(CGPoint(x: 1, y: 0)) == CGPoint(x: 22, y: 0))
        // CATransform3DTranslate(t, ...) translates first.
        #expect(Transform3DTranslate(scale, 10, 0, 0).mapPoint(CGPoint(x: 1, y: 0)) == CGPoint(x: 22, y: 0))
    }

    @Test func positiveRotationAboutZTurnsXTowardY() {
        let r = Transform3D(rotationAngle: .pi / 2, x: 0, y: 0, z: 1)
        #expect(isClose(r.mapPoint(CGPoint(x: 1, y: 0)), CGPoint(x: 0, y: 1), abs: 1e-12))
        #expect(isClose(r.m12, 1, abs: 1e-12) && isClose(r.m21, -1, abs: 1e-12))
        #expect(Transform3D(rotationAngle: 1, x: 0, y: 0, z: 0) == .identity)
    }

    @Test func perspectiveDividesByW() {
        let t = Transform3D(rotationAngle: .pi / 4, x: 0, y: 1, z: 0).concatenating(.perspective(distance: 500))
        let p = t.mapPoint(CGPoint(x: 100, y: 50))
        // x' = cos45 * 100, z' = sin45 * 100 (rotation about y sends +x toward -z), w = 1 + z'/500.
        let c = cos(CGFloat.pi / 4) * 100
        let w = 1 - (-c) / 500
        #expect(isClose(p, CGPoint(x: c / w, y: 50 / w), abs: 1e-9))
        #expect(Transform3D.perspective(distance: 500).m34 == -1.0 / 500)
        #expect(Transform3D.perspective(distance: 0) == .identity)
    }

    @Test func pointsBehindTheEyeHaveNoImage() {
        var t = Transform3D.identity
        t.m14 = -0.01  // w = 1 - 0.01 x: behind the eye for x >= 100
        #expect(t.mapCheckedPoint(CGPoint(x: 150, y: 0)) == nil)
        #expect(t.mapPoint(CGPoint(x: 150, y: 0)).x.isNaN)
        #expect(t.mapCheckedPoint(CGPoint(x: 50, y: 0)) != nil)
        // The visible part of a rect straddling the horizon is clipped, never mirrored.
        let r = t.mapRect(CGRect(x: 0, y: 0, width: 200, height: 10))
        #expect(r != nil)
        // Its left edge stays where it was (x = 0 has w = 1); a mirrored image would reach left of it.
        #expect(isClose(Double(r?.minX ?? -1), 0, abs: 1e-9))
        #expect((r?.maxX ?? 0) > 150, "the visible part stretches toward the horizon")
    }

    @Test func affineRoundTrip() {
        let a = AffineTransform(rotationAngle: 0.3).concatenating(AffineTransform(translationX: 5, y: 7))
        let t = Transform3D(a)
        #expect(t.isAffine)
        #expect(t.affineTransform == a)
        #expect(!Transform3D.perspective(distance: 100).isAffine)
        #expect(isClose(CGPoint(x: 1, y: 2).applying(a), t.mapPoint(CGPoint(x: 1, y: 2)), abs: 1e-12))
    }

    @Test func isIdentity() {
        #expect(Transform3D.identity.isIdentity)
        #expect(!Transform3D(translationX: 1, y: 0).isIdentity)
        #expect(Transform3DIsIdentity(Transform3DIdentity))
    }
}
