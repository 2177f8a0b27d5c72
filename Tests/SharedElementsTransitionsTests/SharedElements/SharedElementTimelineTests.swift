import Foundation
import Testing
import SharedElements
import SharedElementsTestSupport

/// The timeline's per-frame path (flat lanes, shared easing tables, the planar transform track)
/// against the obviously correct one: each end point interpolated by
/// `SharedElementGeometry.interpolated(to:progress:)` through the general decomposition.
@Suite struct SharedElementTimelineTests {
    /// A random transform: mostly flat (rotation, scale, skew, translation), sometimes mirrored,
    /// tilted in perspective or singular.
    static func transform(_ g: inout SeededGenerator) -> Transform3D {
        var t = Transform3D(translationX: .random(in: -400...400, using: &g), y: .random(in: -400...400, using: &g))
        t = Transform3D(rotationAngle: .random(in: -4...4, using: &g), x: 0, y: 0, z: 1).concatenating(t)
        t = Transform3D(scaleX: .random(in: 0.2...3, using: &g), y: .random(in: 0.2...3, using: &g)).concatenating(t)
        switch Int.random(in: 0..<8, using: &g) {
        case 0:
            t = Transform3D(scaleX: -1, y: 1).concatenating(t)
        case 1:
            var p = Transform3D.identity
            p.m34 = -1 / 500
            t = Transform3D(rotationAngle: .random(in: -1...1, using: &g), x: 0, y: 1, z: 0).concatenating(t).concatenating(p)
        case 2:
            t = Transform3D(scaleX: 0, y: 1).concatenating(t)
        case 3:
            var skew = Transform3D.identity
            skew.m21 = .random(in: -1...1, using: &g)
            t = skew.concatenating(t)
        default:
            break
        }
        return t
    }

    static func geometry(_ g: inout SeededGenerator) -> SharedElementGeometry {
        SharedElementGeometry(
            size: CGSize(width: .random(in: 1...300, using: &g), height: .random(in: 1...300, using: &g)),
            transform: transform(&g), alpha: .random(in: 0...1, using: &g),
            cornerRadius: .random(in: 0...30, using: &g), borderWidth: .random(in: 0...4, using: &g))
    }

    static func timing(_ g: inout SeededGenerator) throws -> AnimationTiming {
        switch Int.random(in: 0..<4, using: &g) {
        case 0: .curve(SharedElementOptions.standardCurve)
        case 1: .curve(try TimingCurve(controlPoints: .random(in: 0...1, using: &g), .random(in: -1...2, using: &g),
                                       .random(in: 0...1, using: &g), .random(in: -1...2, using: &g)))
        case 2: .settlingSpring(try Spring(response: .random(in: 0.2...1, using: &g), dampingRatio: .random(in: 0.3...1.2, using: &g)))
        default: .curve(.linear)
        }
    }

    static func plan(pairs: Int, seed: UInt64) throws -> SharedElementPlan {
        var g = SeededGenerator(seed: seed)
        var plan = SharedElementPlan(direction: .forward)
        for i in 0..<pairs {
            let element = SharedElementPlan.Element(id: "e\(i)", side: .back, path: [i])
            plan.pairs.append(.init(
                id: "e\(i)", source: element, destination: element, from: geometry(&g), to: geometry(&g),
                delay: Bool.random(using: &g) ? 0 : .random(in: 0...0.2, using: &g),
                duration: Int.random(in: 0..<10, using: &g) == 0 ? 0 : .random(in: 0.1...0.6, using: &g),
                arc: Bool.random(using: &g) ? 0 : .random(in: -0.5...0.5, using: &g), timing: try timing(&g)))
        }
        return plan
    }

    /// The reference: the pair's end points interpolated in one piece at the eased progress, the
    /// arc's bow added to the centre.
    static func reference(_ pair: SharedElementPlan.Pair, at elapsed: Double) -> SharedElementGeometry {
        let x = pair.duration > 0 ? min(max((elapsed - pair.delay) / pair.duration, 0), 1) : (elapsed >= pair.delay ? 1 : 0)
        let p = pair.timing.progress(at: x, duration: pair.duration)
        var g = pair.from.interpolated(to: pair.to, progress: p)
        let a = pair.from.center, b = pair.to.center
        let bow = pair.arc * sin(.pi * p)
        g.transform.m41 += -(b.y - a.y) * bow * g.transform.m44
        g.transform.m42 += (b.x - a.x) * bow * g.transform.m44
        return g
    }

    static func agree(_ a: SharedElementGeometry, _ b: SharedElementGeometry) -> Bool {
        let sizes = isClose(a.size.width, b.size.width) && isClose(a.size.height, b.size.height)
        let styles = isClose(a.alpha, b.alpha) && isClose(a.cornerRadius, b.cornerRadius) && isClose(a.borderWidth, b.borderWidth)
        return isClose(a.transform, b.transform, abs: 1e-6) && sizes && styles
    }

    @Test(arguments: [1, 2, 3] as [UInt64])
    func everyFrameEqualsTheReferenceInterpolation(seed: UInt64) throws {
        let plan = try Self.plan(pairs: 200, seed: seed)
        let timeline = SharedElementTimeline(plan: plan)
        var frames: [SharedElementGeometry] = []
        var mismatches: [String] = []
        for step in 0...24 {
            let elapsed = 0.9 * Double(step) / 24 - 0.05
            timeline.evaluate(at: elapsed, into: &frames)
            for (i, pair) in plan.pairs.enumerated() {
                let expected = Self.reference(pair, at: elapsed)
                if !Self.agree(frames[i], expected) || !Self.agree(timeline.geometry(ofFlight: i, at: elapsed), expected) {
                    mismatches.append("flight \(i) at \(elapsed)")
                }
            }
        }
        #expect(frames.count == 200)
        #expect(mismatches.isEmpty, "\(mismatches.prefix(5))")
    }

    /// A full-screen photo shrinking into a thumbnail on a bouncy spring (damping 0.35) passes
    /// the thumbnail's size by more than the thumbnail itself: linearly it would shrink to a line
    /// and turn inside out. It bounces smaller and back instead, positive on every frame, the
    /// linear size wherever that is not below the thumbnail's, and without a jump.
    @Test func aBouncyShrinkNeverOvershootsToNothing() throws {
        let element = SharedElementPlan.Element(id: "photo", side: .fore, path: [0])
        let from = SharedElementGeometry(size: CGSize(width: 390, height: 844), transform: Transform3D(translationX: 195, y: 422),
                                         alpha: 1, cornerRadius: 0, borderWidth: 0)
        let to = SharedElementGeometry(size: CGSize(width: 160, height: 120), transform: Transform3D(translationX: 100, y: 200),
                                       alpha: 1, cornerRadius: 12, borderWidth: 2)
        var plan = SharedElementPlan(direction: .backward)
        plan.pairs = [.init(id: "photo", source: element, destination: element, from: from, to: to, delay: 0, duration: 1.2,
                            timing: .settlingSpring(try Spring(response: 0.6, dampingRatio: 0.35)))]
        let timeline = SharedElementTimeline(plan: plan)
        var frames: [SharedElementGeometry] = []
        var overshot = 0, lowestLinear = CGFloat.infinity
        var last: CGSize?
        for step in 0...240 {
            let elapsed = 1.2 * Double(step) / 240
            timeline.evaluate(at: elapsed, into: &frames)
            let size = frames[0].size
            let p = plan.pairs[0].timing.progress(at: elapsed / 1.2, duration: 1.2)
            let linear = CGSize(width: 390 + (160 - 390) * p, height: 844 + (120 - 844) * p)
            lowestLinear = min(lowestLinear, linear.height)
            #expect(size.width > 0 && size.height > 0, "at \(elapsed) s: \(size)")
            if linear.height >= 120 {
                #expect(isClose(size.height, linear.height) && isClose(size.width, linear.width), "at \(elapsed) s")
            } else {
                overshot += 1
                #expect(size.height < 120 && size.height > linear.height, "at \(elapsed) s: \(size.height) vs \(linear.height)")
            }
            if let last { #expect(abs(size.height - last.height) < 60, "no jump at \(elapsed) s") }
            last = size
            #expect(Self.agree(frames[0], Self.reference(plan.pairs[0], at: elapsed)))
        }
        #expect(overshot > 10 && lowestLinear < 0, "linearly the spring takes the height below zero: \(lowestLinear)")
    }

    /// Flights that keep the same time share their eased progress, and flights with the same
    /// time but another easing (or another spring span) do not: runs of equal and unequal
    /// timings in a row all match the reference.
    @Test func flightsKeepingTheSameTimeInARowStillEaseByTheirOwnTiming() throws {
        var plan = try Self.plan(pairs: 120, seed: 9)
        var g = SeededGenerator(seed: 10)
        let timings: [AnimationTiming] = [.curve(SharedElementOptions.standardCurve), .curve(.linear),
                                          .settlingSpring(try Spring(response: 0.4, dampingRatio: 0.8)),
                                          .settlingSpring(try Spring(response: 0.7, dampingRatio: 0.5))]
        for i in plan.pairs.indices {
            plan.pairs[i].delay = 0.05
            plan.pairs[i].duration = i % 17 == 0 ? 0.5 : 0.4
            // Runs of three flights on one timing, then the next timing.
            plan.pairs[i].timing = Bool.random(using: &g) ? timings[(i / 3) % timings.count] : timings[i % timings.count]
        }
        let timeline = SharedElementTimeline(plan: plan)
        var frames: [SharedElementGeometry] = []
        var mismatches: [String] = []
        for step in 0...20 {
            let elapsed = 0.5 * Double(step) / 20
            timeline.evaluate(at: elapsed, into: &frames)
            for (i, pair) in plan.pairs.enumerated() where !Self.agree(frames[i], Self.reference(pair, at: elapsed)) {
                mismatches.append("flight \(i) at \(elapsed)")
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches.prefix(5))")
    }

    /// No tilt, depth or perspective (beyond rounding), and not mirrored or singular.
    static func isFlat(_ t: Transform3D) -> Bool {
        let tilted = [t.m13, t.m14, t.m23, t.m24, t.m34].contains { abs($0) > 1e-12 } || abs(t.m33 - 1) > 1e-12
        let determinant = t.m11 * t.m22 - t.m12 * t.m21
        return !tilted && determinant > 0
    }

    /// Whether no entry of a 4×4 that should be flat strays from flat.
    static func isExactlyFlat(_ t: Transform3D) -> Bool {
        [t.m13, t.m14, t.m23, t.m24, t.m31, t.m32, t.m34, t.m43].allSatisfy { $0 == 0 } && t.m33 == 1 && t.m44 == 1
    }

    @Test func flatEndsTakeThePlanarTrackAndMatchTheGeneralPath() {
        var g = SeededGenerator(seed: 9)
        var planar = 0
        for _ in 0..<500 {
            let a = Self.transform(&g), b = Self.transform(&g)
            let track = TransformTrack(from: a, to: b)
            let flat = [a, b].allSatisfy(Self.isFlat)
            #expect((track.planar != nil) == flat)
            if track.planar != nil { planar += 1 }
            for p in [-0.25, 0, 0.3, 0.5, 1, 1.4] {
                // The general path carries the decomposition's rounding noise in the quaternion's
                // x and y (about 1e-8); the planar one is exactly flat.
                let expected = a.interpolated(to: b, progress: p), value = track.value(at: p)
                #expect(isClose(value, expected, abs: 1e-6))
                if track.planar != nil { #expect(Self.isExactlyFlat(value)) }
            }
        }
        #expect(planar > 200)
    }

    @Test func flightsShareOneTableEntryPerDistinctEasing() throws {
        let plan = try Self.plan(pairs: 50, seed: 4)
        let timeline = SharedElementTimeline(plan: plan)
        let distinct = Set(plan.pairs.map { "\($0.timing)" }).count
        let lanes = Set(timeline.tracks.map(\.lane.easing))
        #expect(lanes.count == distinct)
        // One curve for all: every flight follows it.
        let linear = SharedElementTimeline(plan: plan, timing: .linear)
        #expect(Set(linear.tracks.map(\.lane.easing)) == [0])
    }
}
