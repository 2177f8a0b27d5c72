import Foundation
import Testing
import SharedElements
import SharedElementsTestSupport

@MainActor
@Suite struct WindowTests {
    @Test func defaultScreenIs390By844AtScale2() throws {
        let window = Window()
        #expect(window.screenSize == CGSize(width: 390, height: 844))
        #expect(window.scale == 2)
        window.backgroundColor = .white
        let pixels = try window.render()
        #expect(pixels.width == 780 && pixels.height == 1688)
    }

    @Test func scaleIsConfigurable() throws {
        let window = Window(size: CGSize(width: 10, height: 20), scale: 3)
        let pixels = try window.render()
        #expect(pixels.width == 30 && pixels.height == 60)
        #expect(pixels[0, 0] == Color.black.premultiplied)
    }

    @Test func rendersTheViewTreeWithSubviewsInOrder() throws {
        let window = Window(size: CGSize(width: 20, height: 20), scale: 1)
        let back = View(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        back.backgroundColor = .blue
        let front = View(frame: CGRect(x: 10, y: 0, width: 10, height: 20))
        front.backgroundColor = .red
        window.addSubview(back)
        window.addSubview(front)
        let pixels = try window.render()
        #expect(pixels[5, 5] == Color.blue.premultiplied)
        #expect(pixels[15, 5] == Color.red.premultiplied)
        window.sendSubviewToBack(front)
        let again = try window.render()
        #expect(again[15, 5] == Color.blue.premultiplied)
    }

    @Test func replacingTheRootSwapsViewsWithAppearanceCallbacks() {
        let log = CallLog()
        let window = Window()
        let a = LoggingViewController("A", log: log)
        let b = LoggingViewController("B", log: log)
        window.rootViewController = a
        window.rootViewController = b
        #expect(log.appearance == ["A.willAppear", "A.didAppear", "A.willDisappear", "A.didDisappear", "B.willAppear", "B.didAppear"])
        #expect(window.subviews.map(ObjectIdentifier.init) == [ObjectIdentifier(b.view)])
    }

    @Test func scheduledActionsRunInTimeOrderAtClockSteps() {
        let window = Window()
        var fired: [String] = []
        window.schedule(after: 0.3) { fired.append("late") }
        window.schedule(after: 0.1) { fired.append("early") }
        let cancelled = window.schedule(after: 0.2) { fired.append("cancelled") }
        window.cancelScheduled(cancelled)
        window.clock.advance(frames: 12)
        #expect(fired == ["early"])
        window.clock.advance(by: 0.05)
        #expect(fired == ["early"])
        window.clock.advance(by: 0.05)
        #expect(fired == ["early", "late"])
        window.clock.advance(by: 1)
        #expect(fired == ["early", "late"])
    }

    @Test func windowLayersRunOnTheWindowClock() {
        let window = Window()
        let v = View()
        window.addSubview(v)
        #expect(v.layer.effectiveClock === window.clock)
    }

    @Test func snapshotShowsTheSubtreeClippedAtTheWindowScale() throws {
        let window = Window(size: CGSize(width: 100, height: 100), scale: 2)
        let card = View(frame: CGRect(x: 30, y: 30, width: 20, height: 10))
        card.backgroundColor = .blue
        card.clipsToBounds = true
        let overflow = View(frame: CGRect(x: 10, y: 0, width: 40, height: 10))
        overflow.backgroundColor = .red
        card.addSubview(overflow)
        card.transform = AffineTransform(rotationAngle: 0.3)
        window.addSubview(card)
        let snapshot = try #require(card.snapshotView(afterScreenUpdates: false))
        #expect(snapshot.frame == CGRect(x: 0, y: 0, width: 20, height: 10))
        let bitmap = try #require(snapshot.layer.contents)
        #expect(bitmap.width == 40 && bitmap.height == 20)
        #expect(snapshot.layer.contentsScale == 2)
        #expect(bitmap[5, 10] == Color.blue.premultiplied)
        #expect(bitmap[35, 10] == Color.red.premultiplied)
    }

    @Test func drawHierarchyRendersIntoABitmapRect() throws {
        let v = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        v.backgroundColor = .green
        var bitmap = try Bitmap(width: 40, height: 40, fill: Color.white.premultiplied)
        let ok = v.drawHierarchy(in: CGRect(x: 20, y: 20, width: 20, height: 20), of: &bitmap)
        #expect(ok)
        #expect(bitmap[30, 30] == Color.green.premultiplied)
        #expect(bitmap[10, 10] == Color.white.premultiplied)
    }

    @Test func snapshotShowsPresentationValuesMidAnimation() throws {
        let window = Window(size: CGSize(width: 20, height: 20), scale: 1)
        let panel = View(frame: window.bounds)
        panel.backgroundColor = .white
        let dot = View(frame: CGRect(x: 0, y: 0, width: 10, height: 20))
        dot.backgroundColor = .black
        panel.addSubview(dot)
        window.addSubview(panel)
        View.animate(withDuration: 1, options: .curveLinear, animations: { dot.center.x = 15 })
        window.clock.advance(by: 0.5)
        let bitmap = try #require(panel.snapshotView(afterScreenUpdates: false)?.layer.contents)
        // Half way the dot spans x 5...15.
        #expect(bitmap[2, 10] == Color.white.premultiplied)
        #expect(bitmap[10, 10] == Color.black.premultiplied)
        #expect(bitmap[17, 10] == Color.white.premultiplied)
    }
}
