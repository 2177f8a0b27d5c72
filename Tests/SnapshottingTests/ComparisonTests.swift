import Foundation
import SharedElements
import Testing
import Snapshotting

/// Exact and tolerant comparisons, and what a failure says and leaves behind.
@MainActor
@Suite struct ComparisonTests {
    let fixture = SnapshotFixture()

    /// Records `reference` as `<test>.x.png`, then compares `actual` with it.
    func compare(_ reference: Bitmap, _ actual: Bitmap, tolerance: SnapshotTolerance = .exact,
                 testName: String = #function) -> String? {
        fixture.run(.missing) {
            _ = verifySnapshot(of: reference, as: .image, named: "x", testName: testName)
            return verifySnapshot(of: actual, as: .image, named: "x", tolerance: tolerance, testName: testName)
        }
    }

    @Test func aOnePixelChangeFailsWithTheCountTheLargestDifferenceAndWhere() throws {
        defer { fixture.remove() }
        let image = try Pictures.solid()
        let failure = compare(image, Pictures.changing(image, 7, 3, to: Pictures.white)) ?? ""
        #expect(failure.contains("1 pixel differs (0.521% of 192; allowed 0)"))
        #expect(failure.contains("largest difference 0.") && failure.contains(" at (7, 3)"))
        #expect(failure.contains("[exact comparison]"))
        for kind in ["reference", "actual", "diff"] {
            let url = fixture.artifact("aOnePixelChangeFailsWithTheCountTheLargestDifferenceAndWhere.x.\(kind).png")
            #expect(failure.contains("\(kind): \(url.path)"))
            #expect(fixture.exists(url))
        }
        let diff = fixture.bitmap(at: fixture.artifact("aOnePixelChangeFailsWithTheCountTheLargestDifferenceAndWhere.x.diff.png"))
        #expect(diff?[7, 3] == PremultipliedColor(r: 255, g: 0, b: 0, a: 255), "the changed pixel is red")
        let faded = diff?[0, 0]
        #expect(faded.map { $0.r == $0.g && $0.g == $0.b && $0.r > 200 } == true, "the rest is a faded grey reference")
    }

    @Test func severalChangesAreAllCounted() throws {
        defer { fixture.remove() }
        let image = try Pictures.solid()
        var changed = image
        for x in 2..<6 { changed[x, 5] = Pictures.black }
        let failure = compare(image, changed, tolerance: .perceptual()) ?? ""
        #expect(failure.contains("4 pixels differ"))
        #expect(failure.contains("[threshold 0.1, 0 anti-aliased pixels not counted]"))
    }

    @Test func aChangeBelowTheThresholdPasses() throws {
        defer { fixture.remove() }
        let image = try Pictures.solid(16, 12, Pictures.white)
        let slightly = Pictures.changing(image, 4, 4, to: PremultipliedColor(r: 250, g: 250, b: 250, a: 255))
        #expect(compare(image, slightly, tolerance: .perceptual()) == nil)
        #expect(compare(image, slightly)?.contains("1 pixel differs") == true, "exact comparison still sees it")
    }

    @Test func changesUpToTheAllowedCountOrRatioPass() throws {
        defer { fixture.remove() }
        let image = try Pictures.solid()
        var changed = image
        for x in 0..<3 { changed[x, 0] = Pictures.white }
        #expect(compare(image, changed, tolerance: .perceptual(maxDifferentPixels: 3)) == nil)
        #expect(compare(image, changed, tolerance: .perceptual(maxDifferentPixels: 2))?.contains("allowed 2") == true)
        #expect(compare(image, changed, tolerance: .perceptual(maxDifferentRatio: 3.0 / 192)) == nil)
        #expect(compare(image, changed, tolerance: .perceptual(maxDifferentRatio: 0.01)) != nil)
    }

    @Test func anAntialiasingOnlyChangePassesByDefaultAndFailsWhenCounted() throws {
        defer { fixture.remove() }
        let reference = try Pictures.edge(128)
        let actual = Pictures.changing(reference, 5, 5, to: PremultipliedColor(r: 100, g: 100, b: 100, a: 255))
        #expect(compare(reference, actual, tolerance: .perceptual()) == nil)
        let counted = compare(reference, actual, tolerance: .perceptual(countAntialiasing: true)) ?? ""
        #expect(counted.contains("1 pixel differs"))
        let diff = fixture.bitmap(at: fixture.artifact("anAntialiasingOnlyChangePassesByDefaultAndFailsWhenCounted.x.diff.png"))
        #expect(diff?[5, 5] == PremultipliedColor(r: 255, g: 0, b: 0, a: 255))
        #expect(compare(reference, actual)?.contains("1 pixel differs") == true, "exact comparison counts it")
    }

    @Test func antialiasedPixelsAreYellowInTheDiffAndNamedInTheMessage() throws {
        defer { fixture.remove() }
        let reference = try Pictures.edge(128)
        var actual = Pictures.changing(reference, 5, 5, to: PremultipliedColor(r: 100, g: 100, b: 100, a: 255))
        actual[10, 1] = Pictures.black
        let failure = compare(reference, actual, tolerance: .perceptual()) ?? ""
        #expect(failure.contains("1 pixel differs") && failure.contains("1 anti-aliased pixel not counted"))
        let diff = fixture.bitmap(at: fixture.artifact("antialiasedPixelsAreYellowInTheDiffAndNamedInTheMessage.x.diff.png"))
        #expect(diff?[5, 5] == PremultipliedColor(r: 255, g: 255, b: 0, a: 255))
        #expect(diff?[10, 1] == PremultipliedColor(r: 255, g: 0, b: 0, a: 255))
    }

    @Test func translucentPixelsSurviveTheTripThroughPNG() throws {
        defer { fixture.remove() }
        var image = try Pictures.solid(8, 8, .transparent)
        for a in 0..<8 { image[a, 0] = PremultipliedColor(r: UInt8(a * 3), g: UInt8(a * 5), b: UInt8(a * 7), a: UInt8(a * 9 + 1)) }
        #expect(compare(image, image) == nil)
    }

    @Test func toleranceValuesAreClampedToTheirRanges() {
        let t = SnapshotTolerance(threshold: 7, maxDifferentPixels: -3, maxDifferentRatio: .nan)
        #expect(t.threshold == 1 && t.maxDifferentPixels == 0 && t.maxDifferentRatio == 0)
        #expect(SnapshotTolerance.exact.isExact && !SnapshotTolerance.perceptual().isExact)
    }
}
