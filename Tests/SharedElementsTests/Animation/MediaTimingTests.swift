import Foundation
import Testing
import SharedElements
import SharedElementsTestSupport

@Suite struct MediaTimingTests {
    @Test func pausedLayerScrubsWithTimeOffsetAndSublayersInherit() {
        let f = AnimationFixture()
        // Percent-driven interaction: freeze the container, then pick the moment by timeOffset.
        f.root.speed = 0
        f.root.timeOffset = 0
        f.layer.add(.basic(.position, from: CGPoint.zero, to: CGPoint(x: 200, y: 0), duration: 2, timing: .linear), forKey: "m")
        f.clock.advance(by: 5)
        #expect(f.shown.position.x == 0)
        f.root.timeOffset = 0.5
        #expect(isClose(f.shown.position.x, 50))
        f.root.timeOffset = 1.5
        #expect(isClose(f.shown.position.x, 150))
        #expect(f.layer.animationKeys() == ["m"])
    }

    @Test func pauseAndResumeIdiomContinuesWhereItStopped() {
        let f = AnimationFixture()
        f.layer.add(.basic(.opacity, from: 0.0, to: 1.0, duration: 1, timing: .linear), forKey: "fade")
        f.clock.advance(by: 0.25)
        // Pause.
        let paused = f.layer.convertTime(f.clock.now, from: nil)
        f.layer.speed = 0
        f.layer.timeOffset = paused
        f.clock.advance(by: 10)
        #expect(isClose(f.shown.opacity, 0.25))
        // Resume.
        f.layer.speed = 1
        f.layer.timeOffset = 0
        f.layer.beginTime = 0
        f.layer.beginTime = f.layer.convertTime(f.clock.now, from: nil) - paused
        #expect(isClose(f.shown.opacity, 0.25))
        f.clock.advance(by: 0.5)
        #expect(isClose(f.shown.opacity, 0.75))
    }

    @Test func layerSpeedScalesTime() {
        let f = AnimationFixture()
        f.root.speed = 2
        f.layer.add(.basic(.opacity, from: 0.0, to: 1.0, duration: 1, timing: .linear), forKey: "fade")
        f.clock.advance(by: 0.25)
        #expect(isClose(f.shown.opacity, 0.5))
    }

    @Test func animationSpeedAndTimeOffsetFreezeOneAnimation() {
        let f = AnimationFixture()
        var a = LayerAnimation.basic(.cornerRadius, from: 0.0, to: 10.0, duration: 1, timing: .linear)
        a.speed = 0
        a.timeOffset = 0.3
        f.layer.add(a, forKey: "r")
        f.clock.advance(by: 4)
        #expect(isClose(f.shown.cornerRadius, 3))
    }

    @Test func convertTimeRoundTrips() {
        let f = AnimationFixture(startTime: 3)
        f.root.speed = 0.5
        f.root.beginTime = 1
        f.layer.timeOffset = 2
        let local = f.layer.convertTime(10, from: nil)
        #expect(isClose(local, (10 - 1) * 0.5 + 2))
        #expect(isClose(f.layer.convertTime(local, to: nil), 10))
        #expect(isClose(f.root.convertTime(local, from: f.layer), (10 - 1) * 0.5))
    }
}
