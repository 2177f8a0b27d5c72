import Foundation
import Testing
import SharedElements
import SharedElementsTestSupport

@Suite struct ProjectiveTransformTests {
    /// A box from -6e19 to 4 kept as an origin and a size ends at 0 (6e19 + 4 rounds to 6e19);
    /// clamped first, it keeps the edges near the origin exact.
    @Test func aClampedBoundingBoxKeepsItsNearEdgesExact() throws {
        let m = ProjectiveTransform(scale: 1e18, translation: CGPoint(x: 4, y: 1))
        let rect = CGRect(x: -60, y: 0, width: 60, height: 2e-18)
        let clamped = try #require(m.mapRect(rect, clampedTo: CGFloat(1 << 30)))
        #expect(clamped.minX == -CGFloat(1 << 30))
        #expect(isClose(clamped.maxX, 4, abs: 1e-6))
        #expect(isClose(clamped.minY, 1, abs: 1e-6) && isClose(clamped.maxY, 3, abs: 1e-6))
        let unclamped = try #require(m.mapRect(rect))
        #expect(unclamped.minX == -6e19 && unclamped.maxX == 0)  // why it is clamped
    }

    @Test func aBoxWhollyPastTheLimitBecomesALineAlongIt() throws {
        let box = try #require(ProjectiveTransform.identity.mapRect(CGRect(x: 5e9, y: -3e9, width: 1, height: 1), clampedTo: 1e9))
        #expect(box == CGRect(x: 1e9, y: -1e9, width: 0, height: 0))
        #expect(PixelRect(covering: box).isEmpty)
    }

    @Test func pixelsCoveringFarApartEdgesKeepTheNearOnes() {
        #expect(PixelRect(coveringMinX: -1e18, minY: 0.5, maxX: 4, maxY: 2) == PixelRect(x0: -(1 << 30), y0: 0, x1: 4, y1: 2))
        #expect(PixelRect(coveringMinX: .nan, minY: 0, maxX: 4, maxY: 2).isEmpty)
        #expect(PixelRect(covering: CGRect(x: -1e18, y: 0.5, width: 1e18 + 4, height: 1.5)).x1 == 0)  // why the edges are given
    }
}
