import Foundation
import Testing
import SharedElements
import SharedElementsTestSupport

/// Property tests: random NaN, infinities and huge values fed into every transform builder and
/// solver give the documented result (the "Non-Finite Numbers" article of the documentation).
@Suite struct NonFiniteGeometryTests {
    @Test func rotationsWithANonFiniteAngleOrAxisAreTheIdentity() {
        var rng = SeededGenerator(seed: 0x19_04_01)
        for _ in 0..<500 {
            let bad = CGFloat(HostileNumbers.nonFinite(&rng))
            let finite = CGFloat(Double.random(in: -3...3, using: &rng))
            #expect(Transform3D(rotationAngle: bad, x: 0, y: 0, z: 1) == .identity)
            #expect(Transform3D(rotationAngle: finite, x: bad, y: 1, z: 0) == .identity)
            #expect(Transform3D.identity.rotated(by: bad, x: 1, y: 1, z: 1) == .identity)
            #expect(Transform3DMakeRotation(bad, 0, 1, 0) == .identity)
            #expect(AffineTransform(rotationAngle: bad) == .identity)
            #expect(AffineTransform.identity.rotated(by: bad) == .identity)
        }
    }

    @Test func perspectivesWithABadDistanceAreTheIdentityOrRefused() {
        var rng = SeededGenerator(seed: 0x19_04_02)
        for _ in 0..<300 {
            let d = CGFloat(HostileNumbers.nonFinite(&rng))
            #expect(Transform3D.perspective(distance: d) == .identity)
            if d == .infinity {
                #expect(Transform3D.checkedPerspective(distance: d) == .identity)
            } else {
                #expect(Transform3D.checkedPerspective(distance: d) == nil)
            }
        }
    }

    @Test func entryBuildersKeepWhatTheyAreGivenAndSayItIsNotFinite() {
        var rng = SeededGenerator(seed: 0x19_04_03)
        for _ in 0..<300 {
            let bad = CGFloat(HostileNumbers.nonFinite(&rng))
            #expect(!Transform3D(translationX: bad, y: 0).isFinite)
            #expect(!Transform3D(scaleX: 1, y: bad).isFinite)
            #expect(!Transform3D.identity.translatedBy(x: 0, y: 0, z: bad).isFinite)
            #expect(!HostileNumbers.nonFiniteTransform(&rng).isFinite)
        }
    }

    @Test func decomposingANonFiniteMatrixThrowsNotFinite() {
        var rng = SeededGenerator(seed: 0x19_04_04)
        for _ in 0..<1000 {
            let t = HostileNumbers.nonFiniteTransform(&rng)
            #expect(throws: TransformDecompositionError.notFinite) { try t.decompose() }
            #expect(t.decomposed == nil)
            #expect(DecomposedTransform3D(t) == nil)
        }
    }

    @Test func decompositionReasonsAreDistinct() throws {
        var w = Transform3D.identity
        w.m44 = 0
        #expect(throws: TransformDecompositionError.zeroW) { try w.decompose() }
        #expect(throws: TransformDecompositionError.singular) { try Transform3D(scaleX: 0, y: 1).decompose() }
        var nan = Transform3D.identity
        nan.m23 = .nan
        #expect(throws: TransformDecompositionError.notFinite) { try nan.decompose() }
        #expect(TransformDecompositionError.notFinite.description.contains("non-finite"))
        let ok = try Transform3D(rotationAngle: 0.5, x: 0, y: 0, z: 1).decompose()
        #expect(isClose(ok.recomposed(), Transform3D(rotationAngle: 0.5, x: 0, y: 0, z: 1), abs: 1e-12))
    }

    @Test func decomposingHugeFiniteMatricesGivesFinitePartsOrAReason() {
        var rng = SeededGenerator(seed: 0x19_04_05)
        for _ in 0..<1000 {
            var e = (0..<16).map { _ in CGFloat(Double.random(in: -2...2, using: &rng)) }
            for _ in 0..<Int.random(in: 1...4, using: &rng) {
                e[Int.random(in: 0..<16, using: &rng)] = CGFloat(HostileNumbers.extreme[Int.random(in: 0..<HostileNumbers.extreme.count, using: &rng)])
            }
            let t = Transform3D(e)!
            do {
                let d = try t.decompose()
                let parts = [d.translation.x, d.translation.y, d.translation.z, d.scale.x, d.scale.y, d.scale.z,
                             d.skew.x, d.skew.y, d.skew.z, d.perspective.x, d.perspective.y, d.perspective.z,
                             d.perspective.w, d.quaternion.x, d.quaternion.y, d.quaternion.z, d.quaternion.w]
                #expect(parts.allSatisfy { $0.isFinite }, "\(e)")
            } catch {
                let known: [TransformDecompositionError] = [.notFinite, .zeroW, .singular]
                #expect(known.contains(error))
            }
        }
    }

    @Test func checkedInterpolationRefusesNonFiniteInput() {
        var rng = SeededGenerator(seed: 0x19_04_06)
        let a = Transform3D(rotationAngle: 0.3, x: 0, y: 1, z: 0)
        for _ in 0..<500 {
            let bad = HostileNumbers.nonFiniteTransform(&rng)
            #expect(a.checkedInterpolation(to: bad, progress: 0.5) == nil)
            #expect(bad.checkedInterpolation(to: a, progress: 0.5) == nil)
            #expect(a.checkedInterpolation(to: .identity, progress: HostileNumbers.nonFinite(&rng)) == nil)
            // The unchecked blend never traps; with a non-finite end it reports the fallback.
            #expect(a.interpolatedWithMethod(to: bad, progress: 0.5).method == .lerpFallback)
            // Whatever it gives, checkedInterpolation gives a finite transform or nil.
            let p = HostileNumbers.any(&rng)
            if let r = a.checkedInterpolation(to: Transform3D(scaleX: 2, y: 3), progress: p) {
                #expect(r.transform.isFinite)
            }
        }
    }

    @Test func inversesAndMappingsAreNilOrFinite() {
        var rng = SeededGenerator(seed: 0x19_04_07)
        for _ in 0..<500 {
            let bad = HostileNumbers.nonFiniteTransform(&rng)
            #expect(bad.inverse == nil)
            #expect(bad.inverted().entries.map(\.bitPattern) == bad.entries.map(\.bitPattern))
            let p = CGPoint(x: HostileNumbers.any(&rng), y: HostileNumbers.any(&rng))
            for t in [bad, Transform3D(rotationAngle: 0.4, x: 1, y: 0, z: 0).concatenating(.perspective(distance: 300))] {
                if let m = t.mapCheckedPoint(p) { #expect(m.x.isFinite && m.y.isFinite) }
                let r = CGRect(x: HostileNumbers.any(&rng), y: 0, width: HostileNumbers.any(&rng), height: 10)
                if let m = t.mapRect(r) { #expect(m.minX.isFinite && m.minY.isFinite && m.width.isFinite && m.height.isFinite) }
            }
        }
    }
}
