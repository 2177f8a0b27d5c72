import Foundation
import Testing
import SharedElements
import SharedElementsTestSupport

@MainActor
@Suite struct GestureRecognizerTests {
    func makeWindow() -> (Window, View) {
        let window = Window(size: CGSize(width: 390, height: 844), scale: 1)
        let panel = View(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.addSubview(panel)
        return (window, panel)
    }

    @Test func panBeginsAfterTheSlopAndReportsTranslation() {
        let (window, panel) = makeWindow()
        var states: [GestureRecognizer.State] = []
        var lastTranslation = CGPoint.zero
        let pan = PanGestureRecognizer()
        pan.addTarget { g in
            states.append(g.state)
            lastTranslation = (g as? PanGestureRecognizer)?.translation(in: nil) ?? .zero
        }
        panel.addGestureRecognizer(pan)
        window.play(.swipe(from: CGPoint(x: 100, y: 400), to: CGPoint(x: 100, y: 600), duration: 0.2))
        #expect(states.first == .began)
        #expect(states.last == .ended)
        #expect(states.dropFirst().dropLast().allSatisfy { $0 == .changed })
        // Translation counts from where the pan began (after 10 points of slop).
        #expect(lastTranslation.y > 180 && lastTranslation.y <= 190)
        #expect(abs(lastTranslation.x) < 1e-9)
        #expect(pan.state == .possible)
    }

    @Test func velocityFollowsTheFinger() {
        let (window, panel) = makeWindow()
        var velocity = CGPoint.zero
        let pan = PanGestureRecognizer { g in
            if g.state == .ended { velocity = (g as! PanGestureRecognizer).velocity(in: nil) }
        }
        panel.addGestureRecognizer(pan)
        window.play(.swipe(from: CGPoint(x: 50, y: 100), to: CGPoint(x: 350, y: 100), duration: 0.3))
        #expect(abs(velocity.x - 1000) < 30)
        #expect(abs(velocity.y) < 1)
    }

    @Test func edgePanStartedAwayFromTheEdgeDoesNotBegin() {
        let (window, panel) = makeWindow()
        var began = 0
        let edge = ScreenEdgePanGestureRecognizer { g in if g.state == .began { began += 1 } }
        edge.edges = .left
        panel.addGestureRecognizer(edge)
        window.play(.swipe(from: CGPoint(x: 120, y: 400), to: CGPoint(x: 320, y: 400), duration: 0.2))
        #expect(began == 0)
        window.play(.swipe(from: CGPoint(x: 4, y: 400), to: CGPoint(x: 200, y: 400), duration: 0.2))
        #expect(began == 1)
        // From the edge but moving along it, not away: no pan.
        window.play(.swipe(from: CGPoint(x: 4, y: 400), to: CGPoint(x: 8, y: 700), duration: 0.2))
        #expect(began == 1)
    }

    @Test func touchesGoToTheHitViewAndItsAncestorsOnly() {
        let (window, panel) = makeWindow()
        let card = View(frame: CGRect(x: 20, y: 20, width: 100, height: 100))
        let other = View(frame: CGRect(x: 200, y: 20, width: 100, height: 100))
        panel.addSubview(card)
        panel.addSubview(other)
        var hits: [String] = []
        card.addGestureRecognizer(PanGestureRecognizer { g in if g.state == .began { hits.append("card") } })
        other.addGestureRecognizer(PanGestureRecognizer { g in if g.state == .began { hits.append("other") } })
        panel.addGestureRecognizer(PanGestureRecognizer { g in if g.state == .began { hits.append("panel") } })
        window.play(.swipe(from: CGPoint(x: 50, y: 50), to: CGPoint(x: 50, y: 300), duration: 0.1))
        #expect(hits == ["card", "panel"])
        hits = []
        card.isUserInteractionEnabled = false
        window.play(.swipe(from: CGPoint(x: 50, y: 50), to: CGPoint(x: 50, y: 300), duration: 0.1))
        #expect(hits == ["panel"])
    }

    @Test func setTranslationRebasesTheTranslation() {
        let (window, panel) = makeWindow()
        var seen: [CGFloat] = []
        let pan = PanGestureRecognizer { g in
            let pan = g as! PanGestureRecognizer
            seen.append(pan.translation(in: nil).x)
            pan.setTranslation(.zero, in: nil)
        }
        panel.addGestureRecognizer(pan)
        window.play(.swipe(from: CGPoint(x: 0, y: 10), to: CGPoint(x: 120, y: 10), duration: 0.1, fps: 60))
        // Each report is the step since the previous one: 120 / 6 frames, after the slop.
        #expect(seen.dropFirst().allSatisfy { abs($0 - 20) < 1e-6 || $0 == 0 })
        // Not vacuous: several reports after the first were whole 20 pt steps.
        #expect(seen.dropFirst().filter { abs($0 - 20) < 1e-6 }.count >= 3, "\(seen)")
    }

    @Test func recordedTouchesReplayExactly() throws {
        let (window, panel) = makeWindow()
        var translations: [CGFloat] = []
        panel.addGestureRecognizer(PanGestureRecognizer { g in translations.append((g as! PanGestureRecognizer).translation(in: nil).y) })
        let script = TouchScript.drag(through: [CGPoint(x: 10, y: 10), CGPoint(x: 60, y: 200), CGPoint(x: 30, y: 90)], duration: 0.25)
        window.startRecordingTouches()
        window.play(script)
        let recorded = window.stopRecordingTouches()
        let first = translations
        translations = []
        let restored = try TouchScript(jsonData: recorded.jsonData())
        #expect(restored == recorded)
        window.play(restored)
        #expect(translations == first)
        #expect(recorded.steps.count == script.steps.count)
        #expect(zip(recorded.steps, script.steps).allSatisfy { $0.location == $1.location && abs($0.time - $1.time) < 1e-9 })
    }

    @Test func badTouchesAreIgnored() {
        let (window, panel) = makeWindow()
        var calls = 0
        panel.addGestureRecognizer(PanGestureRecognizer { _ in calls += 1 })
        window.sendTouch(.moved, at: CGPoint(x: 5, y: 5))  // no touch down
        window.sendTouch(.ended, at: CGPoint(x: 5, y: 5))
        window.sendTouch(.began, at: CGPoint(x: CGFloat.nan, y: 5))
        window.sendTouch(.moved, at: CGPoint(x: 100, y: 5))
        #expect(calls == 0)
        #expect(TouchScript.swipe(from: .zero, to: CGPoint(x: 10, y: 0), duration: .nan).steps.count == 3)
        #expect(TouchScript.drag(through: [], duration: 1).steps.isEmpty)
    }

    @Test func disablingARunningPanCancelsIt() {
        let (window, panel) = makeWindow()
        var states: [GestureRecognizer.State] = []
        let pan = PanGestureRecognizer { g in states.append(g.state) }
        panel.addGestureRecognizer(pan)
        window.play(.swipe(from: CGPoint(x: 10, y: 10), to: CGPoint(x: 10, y: 200), duration: 0.1, lift: false))
        pan.isEnabled = false
        window.sendTouch(.moved, at: CGPoint(x: 10, y: 300))
        window.sendTouch(.ended, at: CGPoint(x: 10, y: 300))
        #expect(states.last == .cancelled)
        #expect(!states.contains(.ended))
    }
}

@MainActor
@Suite struct GesturesReadmeExampleTests {
    @Test func readmeExampleRecordsAndReplaysASwipe() throws {
        let window = Window()
        let sheet = View(frame: window.bounds)
        window.addSubview(sheet)
        var ends: [CGPoint] = []
        let pan = PanGestureRecognizer { g in
            let pan = g as! PanGestureRecognizer
            if g.state == .ended { ends.append(pan.translation(in: nil)) }
        }
        sheet.addGestureRecognizer(pan)

        window.startRecordingTouches()
        window.play(.swipe(from: CGPoint(x: 195, y: 200), to: CGPoint(x: 195, y: 600), duration: 0.3))
        let bugReport = try window.stopRecordingTouches().jsonData()
        window.play(try TouchScript(jsonData: bugReport))

        #expect(ends.count == 2 && ends[0] == ends[1])
        // 400 points of swipe less the first 22-point frame, where the pan began.
        #expect(ends[0].y > 370 && ends[0].y < 390)
    }
}
