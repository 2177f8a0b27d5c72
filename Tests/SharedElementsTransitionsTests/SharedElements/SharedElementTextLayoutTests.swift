import Foundation
import Testing
import SharedElements
import SharedElementsTestSupport

/// A pair of labels flies text-aware: each snapshot scaled uniformly so the text moves from where
/// one label draws it to where the other does, one word in place of the other.
@MainActor
@Suite struct SharedElementTextLayoutTests {
    func label(_ text: String, size: CGFloat, _ alignment: TextAlignment, _ frame: CGRect) -> Label? {
        guard let font = try? Font.boldSystemFont(ofSize: size) else { return nil }
        let l = Label(frame: frame)
        l.text = text
        l.font = font
        l.textAlignment = alignment
        l.layoutIfNeeded()
        return l
    }

    @Test func theEndsAreEachLabelAsItIsAndTheTextsCoincide() throws {
        guard let a = label("Biscuit", size: 17, .left, CGRect(x: 0, y: 0, width: 200, height: 24)),
              let b = label("Biscuit", size: 28, .center, CGRect(x: 0, y: 0, width: 300, height: 40)) else { return }
        let layout = try #require(SharedElementTextLayout(source: a, destination: b))
        let ta = try #require(SharedElementTextLayout.textRect(of: a)), tb = try #require(SharedElementTextLayout.textRect(of: b))
        #expect(ta.minX == 0)                                  // left-aligned
        #expect(abs(tb.midX - 150) < 1e-9)                     // centred
        #expect(abs(tb.height / ta.height - 28.0 / 17) < 0.05) // the text grows with the font
        let start = layout.frames(at: 0), end = layout.frames(at: 1)
        #expect(start.source == CGRect(x: 0, y: 0, width: 200, height: 24))
        #expect(isClose(end.destination, CGRect(x: 0, y: 0, width: 300, height: 40), abs: 1e-9))
        for p in stride(from: 0.0, through: 1.0, by: 0.125) {
            let f = layout.frames(at: p)
            // Uniform scale: never stretched.
            #expect(abs(f.source.width / 200 - f.source.height / 24) < 1e-9)
            #expect(abs(f.destination.width / 300 - f.destination.height / 40) < 1e-9)
            // Both texts in the same place: the source's text rectangle, scaled with its
            // snapshot, equals the destination's.
            let k = f.source.height / 24, m = f.destination.height / 40
            let textA = CGRect(x: f.source.minX + ta.minX * k, y: f.source.minY + ta.minY * k, width: ta.width * k, height: ta.height * k)
            let textB = CGRect(x: f.destination.minX + tb.minX * m, y: f.destination.minY + tb.minY * m,
                               width: tb.width * m, height: tb.height * m)
            #expect(abs(textA.minX - textB.minX) < 1e-9 && abs(textA.maxX - textB.maxX) < 1e-9)
            #expect(abs(textA.midY - textB.midY) < 1e-9)
            #expect(abs(textA.height - textB.height) < 0.06 * textB.height)   // the same word at the same size
        }
    }

    @Test func aWordThatChangesWeightStartsAndEndsTogether() throws {
        // 17 pt regular, left-aligned, into 34 pt heavy, centred: the heavy word is wider for its
        // height, so matching heights would leave its end beside the regular one's (two words).
        guard let regular = try? Font.systemFont(ofSize: 17), let heavy = try? Font.systemFont(ofSize: 34, weight: .heavy),
              let a = label("Bob Dylan", size: 17, .left, CGRect(x: 0, y: 0, width: 280, height: 24)),
              let b = label("Bob Dylan", size: 34, .center, CGRect(x: 0, y: 0, width: 350, height: 44)) else { return }
        a.font = regular
        b.font = heavy
        a.layoutIfNeeded(); b.layoutIfNeeded()
        let layout = try #require(SharedElementTextLayout(source: a, destination: b))
        let ta = try #require(SharedElementTextLayout.textRect(of: a)), tb = try #require(SharedElementTextLayout.textRect(of: b))
        #expect(tb.width / tb.height > 1.05 * ta.width / ta.height, "the heavy word is wider for its height")
        for p in [0.25, 0.5, 0.75] {
            let f = layout.frames(at: p)
            let k = f.source.width / 280, m = f.destination.width / 350
            #expect(abs((f.source.minX + ta.maxX * k) - (f.destination.minX + tb.maxX * m)) < 1e-9, "the ends meet at \(p)")
            #expect(abs((f.source.minX + ta.minX * k) - (f.destination.minX + tb.minX * m)) < 1e-9, "the starts meet at \(p)")
        }
    }

    @Test func onlyLabelsWithTextFlyThisWay() {
        guard let a = label("Mochi", size: 15, .left, CGRect(x: 0, y: 0, width: 100, height: 20)),
              let empty = label("", size: 15, .left, CGRect(x: 0, y: 0, width: 100, height: 20)) else { return }
        #expect(SharedElementTextLayout(source: a, destination: View(frame: a.frame)) == nil)
        #expect(SharedElementTextLayout(source: a, destination: empty) == nil)
        #expect(SharedElementTextLayout(source: a, destination: a) != nil)
    }

    /// Two weights of one word never line up letter for letter: they show together only in the
    /// middle of the flight, each alone before and after.
    @Test func oneTextOnTheSameLinesCrossFadesInTheMiddleOnly() throws {
        guard let a = label("Bob Dylan", size: 17, .left, CGRect(x: 0, y: 0, width: 280, height: 24)),
              let b = label("Bob Dylan", size: 34, .center, CGRect(x: 0, y: 0, width: 350, height: 44)) else { return }
        b.font = try Font.systemFont(ofSize: 34, weight: .heavy)
        b.layoutIfNeeded()
        let layout = try #require(SharedElementTextLayout(source: a, destination: b))
        for p in stride(from: 0.0, through: 1.0, by: 0.05) {
            let f = layout.fades(at: p)
            #expect(f.out == f.in, "a coverage-true cross-fade at \(p)")
            if p <= 0.3 { #expect(f.in == 0) }
            if p >= 0.7 { #expect(f.in == 1) }
        }
        #expect(abs(layout.fades(at: 0.5).in - 0.5) < 1e-12)
        let (source, destination) = SharedElementFlight.opacities(.both, out: 0.5, in: 0.5)
        #expect(source + destination == 1)
    }

    /// A text wrapped differently at each end (a summary growing from 14 to 20 points) would
    /// garble itself with both wrappings shown: the source fades out before the destination
    /// fades in, so at mid-flight neither shows more than faintly.
    @Test func aTextWrappedDifferentlyFadesOutThenIn() throws {
        let text = "Along the river and back over the old bridge, easy pace."
        guard let a = label(text, size: 14, .left, CGRect(x: 0, y: 0, width: 326, height: 40)),
              let b = label(text, size: 20, .left, CGRect(x: 0, y: 0, width: 350, height: 80)) else { return }
        a.numberOfLines = 2
        b.numberOfLines = 3
        a.layoutIfNeeded(); b.layoutIfNeeded()
        let layout = try #require(SharedElementTextLayout(source: a, destination: b))
        let mid = layout.fades(at: 0.5)
        let (source, destination) = SharedElementFlight.opacities(.both, out: mid.out, in: mid.in)
        #expect(source < 0.1 && destination < 0.1, "\(source), \(destination)")
        #expect(layout.fades(at: 0.2) == (out: 0, in: 0) && layout.fades(at: 0.8) == (out: 1, in: 1))
        // The same wrapping at both ends cross-fades instead; so does a control with other words.
        let same = try #require(SharedElementTextLayout(source: a, destination: a))
        #expect(same.fades(at: 0.5).out == same.fades(at: 0.5).in)
        guard let c = label("Along the sea", size: 14, .left, CGRect(x: 0, y: 0, width: 326, height: 40)) else { return }
        let other = try #require(SharedElementTextLayout(source: a, destination: c))
        #expect(other.fades(at: 0.5).out > other.fades(at: 0.5).in)
    }

    /// The rows of `frame` with ink (a channel under 128) between columns `x0 ..< x1`.
    func inkRows(_ frame: Bitmap, _ x0: Int, _ x1: Int) -> ClosedRange<Int>? {
        let rows = (0..<frame.height).filter { y in (x0..<x1).contains { x in frame[x, y].g < 128 } }
        guard let first = rows.first, let last = rows.last else { return nil }
        return first...last
    }

    /// A word springing into a smaller label keeps its letters whole while the flyer bounces
    /// smaller than its text: past the end the text scales with the flyer, clipped or not.
    @Test func aWordOnABouncySpringIsNotCutByItsShrinkingFlyer() throws {
        for clips in [false, true] {
            let scene = MatchingTestScene(size: CGSize(width: 300, height: 300))
            guard let big = label("Summer", size: 36, .left, CGRect(x: 20, y: 230, width: 260, height: 44)),
                  let small = label("Summer", size: 17, .left, CGRect(x: 20, y: 120, width: 160, height: 20)) else { return }
            big.transitionID = "caption"
            small.transitionID = "caption"
            small.clipsToBounds = clips
            big.clipsToBounds = clips
            scene.back.view.addSubview(big)
            scene.fore.view.addSubview(small)
            var options = SharedElementOptions()
            options.duration = .automatic
            options.timing = .settlingSpring(try Spring(response: 0.5, dampingRatio: 0.3))
            options.background = .none
            let t = SharedElementTransition(options: options)
            scene.fore.transitionController.transition = t
            scene.back.present(scene.fore, animated: true)
            let plan = try #require(t.lastPlan)
            let pair = try #require(plan.pairs.first)
            let timeline = SharedElementTimeline(plan: plan)
            // The moment the flyer is shortest: well under the small label's text.
            let moments = (1...200).map { pair.duration * Double($0) / 200 }
            let shortest = try #require(moments.min { timeline.geometry(ofFlight: 0, at: $0).size.height < timeline.geometry(ofFlight: 0, at: $1).size.height })
            let g = timeline.geometry(ofFlight: 0, at: shortest)
            #expect(g.size.height < 16, "the spring shrinks the flyer below the text: \(g.size.height)")
            scene.window.clock.advance(by: shortest)
            let flying = try scene.window.render()
            let x0 = max(Int(g.frame.minX) - 40, 0), x1 = min(Int(g.frame.maxX) + 40, 300)
            scene.window.clock.advance(by: pair.duration)
            #expect(!t.isRunning && t.lastRestoration?.isClean == true)
            let rest = try scene.window.render()
            let restRows = inkRows(rest, 0, 300), flyingRows = inkRows(flying, x0, x1)
            let restInk = try #require(restRows), flyingInk = try #require(flyingRows)
            // The word scales with the flyer past the end: whole, inside the flyer, a little
            // smaller than at rest (the flyer is shorter than the label).
            let top = Int(g.frame.minY.rounded(.down)), bottom = Int(g.frame.maxY.rounded(.up))
            #expect(flyingInk.lowerBound >= top - 1 && flyingInk.upperBound <= bottom, "inside the flyer \(top)...\(bottom): \(flyingInk)")
            let k = Double(g.size.height) / 20
            #expect(abs(Double(flyingInk.count) - k * Double(restInk.count)) <= 2, "scaled by \(k): \(flyingInk) vs \(restInk)")
        }
    }
}
