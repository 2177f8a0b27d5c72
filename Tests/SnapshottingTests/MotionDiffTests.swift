import Foundation
import SharedElements
import Testing
import Snapshotting

/// A failed film strip shows what moved differently: a comparison strip of every frame and,
/// for shared elements, the flyers' curves from both runs; the timeline is kept with the frames.
@MainActor
@Suite struct MotionDiffTests {
    let fixture = SnapshotFixture()

    /// A 200x300 scene where a tile flies from `from` to a large square, linear in 0.4 s.
    func recording(from: CGRect) -> TransitionRecording {
        let stage = LintStage()
        stage.card("tile", from, in: stage.back.view)
        stage.card("tile", CGRect(x: 20, y: 120, width: 160, height: 160), in: stage.fore.view, color: .systemBlue)
        return TransitionRecording(.transition(LintStage.flight(0.4)), from: stage.back, to: stage.fore,
                                   at: [0, 0.5, 1], size: stage.window.bounds.size, scale: 1)
    }

    @Test func theTimelineIsRecordedBesideTheFramesAndChecked() throws {
        defer { fixture.remove() }
        let first = fixture.run(.missing) {
            verifySnapshot(of: recording(from: CGRect(x: 20, y: 20, width: 40, height: 40)), as: .filmStrip, named: "fly")
        }
        #expect(first?.contains("recorded") == true)
        let url = fixture.reference("theTimelineIsRecordedBesideTheFramesAndChecked.fly.timeline.json")
        let timeline = try String(contentsOf: url, encoding: .utf8)
        #expect(timeline.contains("\"id\" : \"tile\""))
        #expect(fixture.run(.never) {
            verifySnapshot(of: recording(from: CGRect(x: 20, y: 20, width: 40, height: 40)), as: .filmStrip, named: "fly")
        } == nil)
    }

    @Test func aFlightThatMovedDifferentlyLeavesAComparisonAndAMotionChart() throws {
        defer { fixture.remove() }
        _ = fixture.run(.missing) {
            verifySnapshot(of: recording(from: CGRect(x: 20, y: 20, width: 40, height: 40)), as: .filmStrip, named: "fly")
        }
        let failure = try #require(fixture.run(.never) {
            verifySnapshot(of: recording(from: CGRect(x: 120, y: 20, width: 40, height: 40)), as: .filmStrip, named: "fly")
        })
        #expect(failure.contains("timeline.json does not match"))
        #expect(failure.contains("comparison (reference | actual | difference"))
        let base = "aFlightThatMovedDifferentlyLeavesAComparisonAndAMotionChart.fly"
        let comparison = try #require(fixture.bitmap(at: fixture.artifact("\(base).comparison.png")))
        // Three columns, one row per frame (three frames), shrunk from 200x300 by a whole factor.
        #expect(comparison.width == 8 + 3 * (200 + 8) && comparison.height == 8 + 3 * (300 + 8))
        // The first frame's difference cell is red where the tiles differ: both 40x40 squares.
        let diffCell = (x: 8 + 2 * 208, y: 8)
        var red = 0
        for y in 0..<300 { for x in 0..<200 {
            let p = comparison[diffCell.x + x, diffCell.y + y]
            if p.r > 200 && p.g < 60 && p.b < 60 { red += 1 }
        } }
        #expect(red > 2 * 1_400 && red < 2 * 1_700)
        let svg = try String(contentsOf: fixture.artifact("\(base).motion.svg"), encoding: .utf8)
        #expect(svg.hasPrefix("<svg"))
        #expect(svg.contains(">tile<"))
        // Reference and actual lines for each of the six quantities.
        #expect(svg.components(separatedBy: "<polyline").count - 1 == 12)
    }

    @Test func aOnePixelChangeUnderTheExactToleranceIsMarkedInTheComparison() throws {
        defer { fixture.remove() }
        let from = CGRect(x: 20, y: 20, width: 40, height: 40)
        _ = fixture.run(.missing) { verifySnapshot(of: recording(from: from), as: .filmStrip, named: "fly") }
        let base = "aOnePixelChangeUnderTheExactToleranceIsMarkedInTheComparison.fly"
        let url = fixture.reference("\(base).0.5.png")
        var frame = try #require(fixture.bitmap(at: url))
        let c = frame[100, 150]
        try #require(c.a == 255)
        frame[100, 150] = PremultipliedColor(r: c.r < 128 ? c.r + 8 : c.r - 8, g: c.g, b: c.b, a: 255)
        try Image(bitmap: frame).pngData().write(to: url)
        let failure = try #require(fixture.run(.never) {
            verifySnapshot(of: recording(from: from), as: .filmStrip, named: "fly")
        })
        #expect(failure.contains("\(base).0.5.png does not match its reference: 1 pixel differs"))
        let comparison = try #require(fixture.bitmap(at: fixture.artifact("\(base).comparison.png")))
        // The difference column of all three rows: one mark, in the second row where the pixel changed.
        var marks: [[Int]] = []
        for y in 0..<comparison.height { for x in 0..<200 where comparison[8 + 2 * 208 + x, y] == ComparisonStrip.mark {
            marks.append([x, y])
        } }
        #expect(marks == [[100, 8 + 308 + 150]])
    }

    @Test func theMotionChartReadsTimelinesAndSkipsWhatItCannotRead() {
        #expect(MotionChart.svg(reference: nil, actual: "not json") == nil)
        let one = #"{"flyers":[{"id":"a","delay":0,"duration":1,"easing":{"curve":[0,0,1,1]},"#
            + #""from":{"frame":[0,0,10,10],"alpha":1,"cornerRadius":0},"to":{"frame":[100,0,10,10],"alpha":1,"cornerRadius":4}}]}"#
        let svg = MotionChart.svg(reference: one, actual: nil)
        #expect(svg?.components(separatedBy: "<polyline").count == 7)
        let flyers = MotionChart.flyers(one)
        #expect(flyers.count == 1)
        // Linear from x = 5 to x = 105: half way at 0.5 s.
        #expect(abs(flyers[0].progress(at: 0.5) - 0.5) < 1e-6)
    }
}
