import Foundation
import SharedElements
import Testing
import Snapshotting

/// A film strip fails, saying why, when the transition it filmed did not end well: it never
/// completed, it left transition diagnostics, or a shared-element run did not hand its views back.
@MainActor
@Suite struct FilmStripOutcomeTests {
    let fixture = SnapshotFixture()
    static let size = CGSize(width: 20, height: 16)

    /// Adds the "to" view (unless told not to) and completes after `completesAfter` seconds,
    /// or never.
    @MainActor final class ScriptedAnimator: ViewControllerAnimatedTransitioning {
        let completesAfter: TimeInterval?
        let addsToView: Bool
        init(completesAfter: TimeInterval?, addsToView: Bool = true) {
            self.completesAfter = completesAfter
            self.addsToView = addsToView
        }

        func transitionDuration(using transitionContext: ViewControllerContextTransitioning?) -> TimeInterval { 0.2 }

        func animateTransition(using transitionContext: ViewControllerContextTransitioning) {
            let container = transitionContext.containerView
            if addsToView, let to = transitionContext.view(forKey: .to), to.superview == nil { container.addSubview(to) }
            guard let delay = completesAfter, let window = container.window else { return }
            _ = window.schedule(after: delay) { transitionContext.completeTransition(true) }
        }
    }

    func film(_ animator: ScriptedAnimator, testName: String = #function) -> String? {
        let recording = TransitionRecording(.animator(animator), from: ColorViewController(.white), to: ColorViewController(.black),
                                            at: [0, 1], size: Self.size, scale: 1)
        return fixture.run(.missing) { verifySnapshot(of: recording, as: .filmStrip, named: "run", testName: testName) }
    }

    @Test func aWellBehavedAnimatorRecordsItsFrames() {
        defer { fixture.remove() }
        let message = film(ScriptedAnimator(completesAfter: 0.2)) ?? ""
        #expect(message.components(separatedBy: "recorded it").count == 3, "two frames recorded: \(message)")
        #expect(!message.contains("Film strip:"))
    }

    @Test func aTransitionThatNeverCompletesFails() {
        defer { fixture.remove() }
        let message = film(ScriptedAnimator(completesAfter: nil)) ?? ""
        #expect(message.contains("Film strip: the present transition did not complete within its duration (0.2 s)"), "\(message)")
        #expect(!fixture.exists(fixture.references), "no reference is recorded from a broken run")
    }

    @Test func aTransitionThatLeavesADiagnosticFailsQuotingIt() {
        defer { fixture.remove() }
        // Completing without adding the "to" view makes the runtime add it and say so.
        let message = film(ScriptedAnimator(completesAfter: 0.2, addsToView: false)) ?? ""
        #expect(message.contains("Film strip: the present transition left diagnostics: [toViewNotAdded]"), "\(message)")
        #expect(!fixture.exists(fixture.references))
    }

    /// A shared-element run whose source view the test changes mid-flight: the restoration check
    /// sees the alpha it did not put back, and so does the film strip.
    @Test(arguments: [false, true])
    func aSharedElementRunThatIsNotPutBackFails(_ disturbed: Bool) {
        defer { fixture.remove() }
        let window = Window(size: CGSize(width: 60, height: 80), scale: 1)
        let back = ColorViewController(.white)
        let fore = ColorViewController(.black)
        window.rootViewController = back
        let source = View(frame: CGRect(x: 5, y: 5, width: 10, height: 10))
        source.backgroundColor = .systemOrange
        source.transitionID = "card"
        back.view.addSubview(source)
        let destination = View(frame: CGRect(x: 0, y: 40, width: 60, height: 30))
        destination.backgroundColor = .systemBlue
        destination.transitionID = "card"
        fore.view.addSubview(destination)
        var options = SharedElementOptions()
        options.duration = .fixed(0.4)
        let transition = SharedElementTransition(options: options)
        if disturbed { _ = window.schedule(after: 0.2) { source.alpha = 0.3 } }
        let recording = TransitionRecording(.transition(transition), from: back, to: fore, at: [0, 0.5, 1])
        let message = fixture.run(.missing) { verifySnapshot(of: recording, as: .filmStrip, named: "flight") } ?? ""
        #expect(transition.lastRestoration?.isClean == !disturbed, "the run itself was \(disturbed ? "disturbed" : "left alone")")
        if disturbed {
            #expect(message.contains("Film strip: the shared-element transition did not hand every view back as it was: card (back): alpha"),
                    "\(message)")
            #expect(!fixture.exists(fixture.references))
        } else {
            #expect(message.contains("recorded it") && !message.contains("Film strip:"), "recorded: \(message)")
            #expect(fixture.exists(fixture.reference("aSharedElementRunThatIsNotPutBackFails.flight.0.5.png")), "\(message)")
        }
    }
}
