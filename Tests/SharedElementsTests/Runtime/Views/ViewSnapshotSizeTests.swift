import Foundation
import Testing
import SharedElements
import SharedElementsTestSupport

/// A snapshot never holds more than `View.maximumSnapshotPixels`: a huge view is captured at a
/// lower scale, so flying it (or laying it out again every frame) keeps memory bounded.
@MainActor
@Suite struct ViewSnapshotSizeTests {
    @Test func aHugeViewIsCapturedAtALowerScale() throws {
        let window = Window(size: CGSize(width: 100, height: 100), scale: 2)
        let huge = View(frame: CGRect(x: -3000, y: -3000, width: 6000, height: 6000))
        huge.backgroundColor = .blue
        window.addSubview(huge)
        let snapshot = try #require(huge.snapshotView(afterScreenUpdates: true))
        let bitmap = try #require(snapshot.layer.contents)
        #expect(CGFloat(bitmap.width * bitmap.height) <= View.maximumSnapshotPixels)
        #expect(bitmap.width >= 4000 && abs(snapshot.layer.contentsScale - CGFloat(bitmap.width) / 6000) < 1e-3)
        // Still the view's size in points, so it stands in for the view where it was.
        #expect(snapshot.frame.size == CGSize(width: 6000, height: 6000))
    }

    @Test func aViewWithinTheLimitKeepsTheWindowsScale() throws {
        let window = Window(size: CGSize(width: 100, height: 100), scale: 2)
        let card = View(frame: CGRect(x: 10, y: 10, width: 50, height: 30))
        card.backgroundColor = .red
        window.addSubview(card)
        let snapshot = try #require(card.snapshotView(afterScreenUpdates: true))
        #expect(snapshot.layer.contentsScale == 2 && snapshot.layer.contents?.width == 100)
    }
}
