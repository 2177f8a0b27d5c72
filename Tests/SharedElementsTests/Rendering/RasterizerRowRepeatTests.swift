import Foundation
import Testing
import SharedElementsRendering
import SharedElementsTestSupport

/// Rows whose only edges are vertical and cross them and the row above at full height repeat
/// the row above's runs instead of being computed. These tests compare every run, coverage
/// included, with the rasterizer that computes every row.
@Suite struct RasterizerRowRepeatTests {
    struct Run: Equatable, CustomStringConvertible {
        var y, x0, x1: Int
        var coverage: [Float]
        var description: String { "row \(y) \(x0)..<\(x1) \(coverage)" }
    }

    static func runs(_ contours: [[CGPoint]], clip: PixelRect, repeating: Bool) -> [Run] {
        let r = Rasterizer()
        r.repeatsRows = repeating
        var out: [Run] = []
        r.fill(contours, clip: clip) { y, x0, x1, coverage, constant in
            out.append(Run(y: y, x0: x0, x1: x1,
                           coverage: coverage.map { c in (0..<(x1 - x0)).map { c[$0] } } ?? [constant]))
        }
        return out
    }

    static func rect(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double) -> [CGPoint] {
        [CGPoint(x: x0, y: y0), CGPoint(x: x1, y: y0), CGPoint(x: x1, y: y1), CGPoint(x: x0, y: y1)]
    }

    /// A coordinate on the pixel grid, on a band's edge (32 rows), or anywhere.
    static func coordinate(_ g: inout SeededGenerator, in range: ClosedRange<Double>) -> Double {
        switch Int.random(in: 0..<4, using: &g) {
        case 0: return Double(Int.random(in: Int(range.lowerBound)...Int(range.upperBound), using: &g))
        case 1: return Double(32 * Int.random(in: 0...3, using: &g))
        case 2: return Double(Int.random(in: Int(range.lowerBound)...Int(range.upperBound), using: &g)) + 0.5
        default: return Double.random(in: range, using: &g)
        }
    }

    /// Rectangles, rounded rectangles, rings, staircases with sloped and vertical edges, shapes
    /// out past the clip on any side, and overlapping contours.
    static func shape(_ g: inout SeededGenerator) -> [[CGPoint]] {
        var contours: [[CGPoint]] = []
        for _ in 0..<Int.random(in: 1...3, using: &g) {
            let x0 = coordinate(&g, in: -20...120), y0 = coordinate(&g, in: -20...120)
            let x1 = x0 + coordinate(&g, in: 0...90), y1 = y0 + coordinate(&g, in: 0...130)
            switch Int.random(in: 0..<5, using: &g) {
            case 0:
                contours.append(rect(x0, y0, x1, y1))
            case 1:
                let r = CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
                contours.append(Shapes.roundedRect(r, radius: .random(in: 0...30, using: &g), tolerance: 0.25))
            case 2:
                // A ring: the hole wound the other way.
                contours.append(rect(x0, y0, x1 + 20, y1 + 20))
                contours.append(rect(x0 + 5, y0 + 5, x1 + 10, y1 + 10).reversed())
            case 3:
                // Vertical edges joined by sloped ones.
                let mid = (y0 + y1) / 2
                contours.append([CGPoint(x: x0, y: y0), CGPoint(x: x1, y: y0), CGPoint(x: x1, y: mid),
                                 CGPoint(x: x1 + 7.3, y: mid + 3), CGPoint(x: x1 + 7.3, y: y1), CGPoint(x: x0, y: y1 + 0.4)])
            default:
                // Far out: huge coordinates and a shape covering the whole clip.
                let far = [1e9, -1e9, 1e15][Int.random(in: 0..<3, using: &g)]
                contours.append(rect(x0, y0, far, y1))
            }
        }
        return contours
    }

    @Test func repeatedRowsHandOutTheRunsOfComputedRows() {
        var g = SeededGenerator(seed: 0x2E_9E_A7)
        for _ in 0..<1_500 {
            let contours = Self.shape(&g)
            let clip = PixelRect(x0: Int.random(in: 0...10, using: &g), y0: Int.random(in: 0...40, using: &g),
                                 x1: Int.random(in: 60...130, using: &g), y1: Int.random(in: 70...160, using: &g))
            let repeated = Self.runs(contours, clip: clip, repeating: true)
            let computed = Self.runs(contours, clip: clip, repeating: false)
            guard repeated != computed else { continue }
            let first = (0..<min(repeated.count, computed.count)).first { repeated[$0] != computed[$0] } ?? min(repeated.count, computed.count)
            Issue.record("""
                runs differ from run \(first) (\(repeated.count) against \(computed.count) runs): \
                \(first < repeated.count ? repeated[first].description : "none") against \
                \(first < computed.count ? computed[first].description : "none"); contours \(contours), clip \(clip)
                """)
        }
    }

    @Test func aRectangleSpanningBandsGivesTheSameRowsAcrossThem() {
        // 100 rows over four bands, edges half a pixel into the columns: every row between the
        // first and the last has the same three runs (the cell after the left edge's is handed
        // out with it).
        let runs = Self.runs([Self.rect(2.5, 1.25, 40.5, 101.75)], clip: PixelRect(width: 50, height: 110), repeating: true)
        let middle = runs.filter { $0.y >= 2 && $0.y <= 100 }
        #expect(middle.count == 99 * 3)
        for row in 2...100 {
            let these = middle.filter { $0.y == row }.map { Run(y: 0, x0: $0.x0, x1: $0.x1, coverage: $0.coverage) }
            #expect(these == [Run(y: 0, x0: 2, x1: 4, coverage: [0.5, 1]), Run(y: 0, x0: 4, x1: 40, coverage: [1]),
                              Run(y: 0, x0: 40, x1: 41, coverage: [0.5])], "row \(row)")
        }
        #expect(runs.first { $0.y == 1 }?.coverage.first == 0.375)
        #expect(runs.first { $0.y == 101 }?.coverage.first == 0.375)
    }
}
