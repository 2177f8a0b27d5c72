import Foundation

/// One case of the motion-math vector files (schema in `Fixtures/vectors/README.md`).
package struct MotionVector: CustomStringConvertible {
    package let id: String
    package let kind: String
    package let valid: Bool
    package let inputs: [String: Any]
    package let expected: [String: Any]
    package let tolerance: [String: (abs: Double, rel: Double)]

    package var description: String { "\(id) (\(kind))" }

    /// Every case of `file` (`bezier`, `spring`, `transform3d`) in the fixtures folder.
    package static func load(_ file: String) throws -> [MotionVector] {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("SharedElementsTests/Fixtures/vectors/\(file).json")
        let root = try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any] ?? [:]
        let cases = root["cases"] as? [[String: Any]] ?? []
        return cases.map { c in
            var tol: [String: (Double, Double)] = [:]
            for (k, v) in c["tolerance"] as? [String: Any] ?? [:] {
                let d = v as? [String: Any] ?? [:]
                tol[k] = (number(d["abs"]) ?? 0, number(d["rel"]) ?? 0)
            }
            return MotionVector(
                id: c["id"] as? String ?? "?", kind: c["kind"] as? String ?? "?", valid: c["valid"] as? Bool ?? true,
                inputs: c["inputs"] as? [String: Any] ?? [:], expected: c["expected"] as? [String: Any] ?? [:],
                tolerance: tol)
        }
    }

    /// A number, with the files' spellings of NaN and the infinities.
    package static func number(_ v: Any?) -> Double? {
        switch v {
        case let n as NSNumber: return n.doubleValue
        case let s as String:
            switch s {
            case "NaN": return .nan
            case "Infinity": return .infinity
            case "-Infinity": return -.infinity
            default: return Double(s)
            }
        default: return nil
        }
    }

    package static func numbers(_ v: Any?) -> [Double]? {
        guard let a = v as? [Any] else { return nil }
        let r = a.compactMap(number)
        return r.count == a.count ? r : nil
    }

    package func input(_ key: String) -> Double? { Self.number(inputs[key]) }
    package func inputs(_ key: String) -> [Double]? { Self.numbers(inputs[key]) }

    /// Failures of `got` against `expected[key]`, within the case's tolerance for that key.
    package func check(_ key: String, _ got: Double) -> [String] {
        guard let want = Self.number(expected[key]) else { return ["\(id): no expected \(key)"] }
        return compare(key, [got], [want])
    }

    package func check(_ key: String, _ got: [Double]) -> [String] {
        guard let want = Self.numbers(expected[key]) else { return ["\(id): no expected \(key)"] }
        return compare(key, got, want)
    }

    private func compare(_ key: String, _ got: [Double], _ want: [Double]) -> [String] {
        guard got.count == want.count else { return ["\(id): \(key) has \(got.count) numbers, expected \(want.count)"] }
        let t = tolerance[key] ?? (0, 0)
        var failures: [String] = []
        for (i, (g, w)) in zip(got, want).enumerated() {
            let ok = w.isInfinite ? g == w : (g.isFinite && Swift.abs(g - w) <= t.abs + t.rel * Swift.abs(w))
            if !ok { failures.append("\(id) (\(kind)): \(key)[\(i)] = \(g), expected \(w) ± \(t.abs) + \(t.rel)·|x|") }
        }
        return failures
    }
}
