import Foundation
import Testing
import SharedElements
import SharedElementsTestSupport

/// Runs every case of the motion-math vectors within its tolerance.
@Suite struct MotionVectorTests {
    @Test func everyBezierVectorPasses() throws {
        let cases = try MotionVector.load("bezier")
        #expect(cases.count == 70)
        var failures: [String] = []
        for c in cases { failures += Self.runBezier(c) }
        #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
    }

    @Test func everySpringVectorPasses() throws {
        let cases = try MotionVector.load("spring")
        #expect(cases.count == 62)
        var failures: [String] = []
        for c in cases { failures += Self.runSpring(c) }
        #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
    }

    @Test func everyTransformVectorPasses() throws {
        let cases = try MotionVector.load("transform3d")
        #expect(cases.count == 70)
        var failures: [String] = []
        for c in cases { failures += Self.runTransform(c) }
        #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
    }

    // MARK: - Bézier

    static func runBezier(_ c: MotionVector) -> [String] {
        switch c.kind {
        case "bezier.named":
            guard let name = c.inputs["name"] as? String, let curve = TimingCurve(named: name) else {
                return ["\(c): unknown curve name"]
            }
            return c.check("controlPoints", curve.controlPoints)
        case "bezier.evaluate":
            guard let p = c.inputs("controlPoints"), p.count == 4, let x = c.input("x") else {
                return ["\(c): bad inputs"]
            }
            let result = Result { () throws(AnimationError) -> Double in
                try TimingCurve(controlPoints: p[0], p[1], p[2], p[3]).checkedValue(at: x)
            }
            return expectOutcome(c, result) { y in c.check("y", y) }
        default:
            return ["\(c): unknown kind"]
        }
    }

    // MARK: - Springs

    static func runSpring(_ c: MotionVector) -> [String] {
        let times = c.inputs("times") ?? []
        func motion(_ s: Spring, v0: Double) -> [String] {
            var f: [String] = []
            let states = times.map { s.state(at: $0, initialVelocity: v0) }
            f += c.check("position", states.map(\.position))
            f += c.check("velocity", states.map(\.velocity))
            f += c.check("dampingRatio", s.dampingRatio)
            for key in ["mass", "stiffness", "damping"] where c.expected[key] != nil {
                f += c.check(key, key == "mass" ? s.mass : key == "stiffness" ? s.stiffness : s.damping)
            }
            if c.expected["settlingDuration"] != nil {
                f += c.check("settlingDuration", s.settlingDuration(initialVelocity: v0))
            }
            return f
        }
        switch c.kind {
        case "spring.coreAnimation":
            let v0 = c.input("initialVelocity") ?? 0
            let r = Result { () throws(AnimationError) in
                try Spring(mass: c.input("mass") ?? .nan, stiffness: c.input("stiffness") ?? .nan, damping: c.input("damping") ?? .nan)
            }
            return expectOutcome(c, r) { motion($0, v0: v0) }
        case "spring.response":
            let v0 = c.input("initialVelocity") ?? 0
            let r = Result { () throws(AnimationError) in
                try Spring(response: c.input("response") ?? .nan, dampingRatio: c.input("dampingRatio") ?? .nan)
            }
            return expectOutcome(c, r) { motion($0, v0: v0) }
        case "spring.durationBounce":
            let r = Result { () throws(AnimationError) in
                try Spring(duration: c.input("duration") ?? .nan, bounce: c.input("bounce") ?? .nan)
            }
            return expectOutcome(c, r) { motion($0, v0: 0) }
        case "spring.perceptual":
            let r = Result { () throws(AnimationError) in
                try Spring(mass: c.input("mass") ?? .nan, stiffness: c.input("stiffness") ?? .nan, damping: c.input("damping") ?? .nan)
            }
            return expectOutcome(c, r) { s in c.check("duration", s.duration) + c.check("bounce", s.bounce) }
        case "spring.uikit":
            let v0 = c.input("initialSpringVelocity") ?? 0
            let r = Result { () throws(AnimationError) in
                try Spring(uikitDuration: c.input("duration") ?? .nan, dampingRatio: c.input("dampingRatio") ?? .nan,
                           initialVelocity: v0)
            }
            return expectOutcome(c, r) { motion($0, v0: v0) }
        case "spring.uikitVelocity":
            let v = Spring.uikitInitialVelocity(viewVelocity: c.input("viewVelocity") ?? .nan, distance: c.input("distance") ?? .nan)
            return c.check("initialSpringVelocity", v)
        default:
            return ["\(c): unknown kind"]
        }
    }

    // MARK: - Transforms

    static func runTransform(_ c: MotionVector) -> [String] {
        func matrix(_ v: Any?) -> Transform3D? { MotionVector.numbers(v).flatMap { Transform3D($0.map { CGFloat($0) }) } }
        func entries(_ t: Transform3D) -> [Double] { t.entries.map { Double($0) } }
        switch c.kind {
        case "transform3d.build":
            let a = c.inputs("args") ?? []
            let op = c.inputs["op"] as? String ?? ""
            let built: Transform3D?
            switch (op, a.count) {
            case ("translate", 3): built = Transform3D(translationX: a[0], y: a[1], z: a[2])
            case ("scale", 3): built = Transform3D(scaleX: a[0], y: a[1], z: a[2])
            case ("rotate", 4): built = Transform3D(rotationAngle: a[0], x: a[1], y: a[2], z: a[3])
            case ("perspective", 1): built = Transform3D.checkedPerspective(distance: a[0])
            default: return ["\(c): unknown op \(op)"]
            }
            return expectOutcome(c, built.map { .success($0) } ?? .failure(.invalidTransform("refused"))) {
                c.check("matrix", entries($0))
            }
        case "transform3d.concat":
            let ms = (c.inputs["matrices"] as? [Any] ?? []).compactMap(matrix)
            let product = ms.dropFirst().reduce(ms.first ?? .identity) { $0.concatenating($1) }
            return c.check("matrix", entries(product))
        case "transform3d.decompose":
            guard let m = matrix(c.inputs["matrix"]) else { return ["\(c): bad matrix"] }
            let d = DecomposedTransform3D(m)
            let want = c.expected["decomposable"] as? Bool ?? true
            guard let d else { return want ? ["\(c): not decomposable, expected decomposable"] : [] }
            guard want else { return ["\(c): decomposed, expected not decomposable"] }
            return c.check("translation", [d.translation.x, d.translation.y, d.translation.z])
                + c.check("scale", [d.scale.x, d.scale.y, d.scale.z])
                + c.check("skew", [d.skew.x, d.skew.y, d.skew.z])
                + c.check("perspective", [d.perspective.x, d.perspective.y, d.perspective.z, d.perspective.w])
                + c.check("quaternion", [d.quaternion.x, d.quaternion.y, d.quaternion.z, d.quaternion.w])
        case "transform3d.recompose":
            guard let t = c.inputs("translation"), let s = c.inputs("scale"), let k = c.inputs("skew"),
                  let p = c.inputs("perspective"), let q = c.inputs("quaternion") else { return ["\(c): bad inputs"] }
            let d = DecomposedTransform3D(
                translation: SIMD3(t[0], t[1], t[2]), scale: SIMD3(s[0], s[1], s[2]), skew: SIMD3(k[0], k[1], k[2]),
                perspective: SIMD4(p[0], p[1], p[2], p[3]), quaternion: SIMD4(q[0], q[1], q[2], q[3]))
            return c.check("matrix", entries(d.recomposed()))
        case "transform3d.interpolate":
            guard let a = matrix(c.inputs["from"]), let b = matrix(c.inputs["to"]), let t = c.input("progress") else {
                return ["\(c): bad inputs"]
            }
            let r = a.checkedInterpolation(to: b, progress: t)
            return expectOutcome(c, r.map { .success($0) } ?? .failure(.invalidTransform("refused"))) { r in
                var f = c.check("matrix", entries(r.transform))
                if let method = c.expected["method"] as? String, method != r.method.rawValue {
                    f.append("\(c): method \(r.method.rawValue), expected \(method)")
                }
                return f
            }
        case "transform3d.project":
            return runProjection(c)
        default:
            return ["\(c): unknown kind"]
        }
    }

    static func runProjection(_ c: MotionVector) -> [String] {
        var chain: [Layer] = []  // superlayer links are weak: keep the chain alive
        var parent: Layer?
        var leaf: Layer?
        var allFinite = true
        for spec in c.inputs["layers"] as? [[String: Any]] ?? [] {
            let l = Layer()
            let b = MotionVector.numbers(spec["bounds"]) ?? []
            let p = MotionVector.numbers(spec["position"]) ?? []
            let a = MotionVector.numbers(spec["anchorPoint"]) ?? []
            let z = MotionVector.number(spec["zPosition"]) ?? 0
            let t = MotionVector.numbers(spec["transform"]).flatMap { Transform3D($0.map { CGFloat($0) }) } ?? .identity
            let st = MotionVector.numbers(spec["sublayerTransform"]).flatMap { Transform3D($0.map { CGFloat($0) }) } ?? .identity
            guard b.count == 4, p.count == 2, a.count == 2 else { return ["\(c): bad layer"] }
            allFinite = allFinite && (b + p + a + [z]).allSatisfy(\.isFinite) && t.isFinite && st.isFinite
            l.bounds = CGRect(x: b[0], y: b[1], width: b[2], height: b[3])
            l.position = CGPoint(x: p[0], y: p[1])
            l.anchorPoint = CGPoint(x: a[0], y: a[1])
            l.zPosition = z
            l.transform = t
            l.sublayerTransform = st
            parent?.addSublayer(l)
            chain.append(l)
            parent = l
            leaf = l
        }
        guard let leaf, let pt = c.inputs("point"), pt.count == 2 else { return ["\(c): bad inputs"] }
        let invalid = !allFinite || !pt.allSatisfy(\.isFinite)
        if !c.valid { return invalid ? [] : ["\(c): invalid layers were accepted"] }
        guard !invalid else { return ["\(c): valid layers refused"] }
        let mapped = leaf.mapPointToRoot(CGPoint(x: pt[0], y: pt[1]))
        withExtendedLifetime(chain) {}
        let behind = c.expected["behindEye"] as? Bool ?? false
        guard let mapped else { return behind ? [] : ["\(c): behind the eye, expected a point"] }
        guard !behind else { return ["\(c): mapped to \(mapped), expected behind the eye"] }
        return c.check("point", [Double(mapped.x), Double(mapped.y)])
    }

    /// Valid cases must succeed and pass `check`; invalid ones must be refused.
    static func expectOutcome<T>(_ c: MotionVector, _ r: Result<T, AnimationError>, _ check: (T) -> [String]) -> [String] {
        switch (r, c.valid) {
        case (.success(let v), true): return check(v)
        case (.failure(let e), true): return ["\(c): refused valid input: \(e)"]
        case (.success, false): return ["\(c): accepted invalid input, expected \(c.expected["error"] ?? "an error")"]
        case (.failure, false): return []
        }
    }
}
