import Foundation
import Testing
import SharedElements
import SharedElementsTestSupport

@MainActor
@Suite struct SharedElementScrollAndReadinessTests {
    let scene = MatchingTestScene()

    /// A tagged view that says when its content is ready.
    final class LoadingView: View, SharedElementContentReadiness {
        var loaded = false
        var isReadyForSharedElementCapture: Bool { loaded }
    }

    @Test func dismissalScrollsTheDestinationIntoViewBeforePlanning() throws {
        let scroll = ScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 200))
        scroll.contentSize = CGSize(width: 100, height: 1000)
        scene.back.view.addSubview(scroll)
        let thumb = scene.tagged("photo", CGRect(x: 10, y: 600, width: 30, height: 30), in: scroll)
        scene.tagged("photo", CGRect(x: 0, y: 0, width: 100, height: 100), in: scene.fore.view)
        let transition = SharedElementTransition()
        scene.fore.transitionController.transition = transition
        scene.back.present(scene.fore, animated: false)
        #expect(scroll.contentOffset == .zero)
        scene.fore.dismiss(animated: true)
        let plan = try #require(transition.lastPlan)
        #expect(plan.scrolledIntoView.map(\.id) == ["photo"])
        #expect(scroll.contentOffset.y == 430)
        #expect(plan.pairs.count == 1)
        #expect(isClose(plan.pairs[0].to.frame, CGRect(x: 10, y: 170, width: 30, height: 30), abs: 1e-9))
        scene.window.clock.advance(by: 1)
        #expect(transition.lastRestoration?.isClean == true)
        #expect(!thumb.isHidden)
    }

    @Test func flightWaitsForContentUntilItIsReady() throws {
        scene.tagged("photo", CGRect(x: 10, y: 10, width: 30, height: 30), in: scene.back.view)
        let loading = LoadingView(frame: CGRect(x: 0, y: 100, width: 100, height: 100))
        loading.transitionID = "photo"
        scene.fore.view.addSubview(loading)
        let transition = SharedElementTransition()
        scene.fore.transitionController.transition = transition
        scene.back.present(scene.fore, animated: true)
        #expect(transition.lastPlan == nil)
        #expect(transition.isRunning)
        #expect(scene.fore.view.isHidden)
        scene.window.clock.advance(frames: 2)
        loading.loaded = true
        scene.window.clock.advance(frames: 1)
        let plan = try #require(transition.lastPlan)
        #expect(isClose(plan.readinessWait, 3.0 / 60, abs: 1e-6))
        #expect(plan.pairs.count == 1)
        #expect(!scene.fore.view.isHidden)
        scene.window.clock.advance(by: 1)
        #expect(scene.back.presentedViewController === scene.fore)
        #expect(transition.lastRestoration?.isClean == true)
    }

    @Test func flightProceedsAfterTheReadinessTimeout() throws {
        scene.tagged("photo", CGRect(x: 10, y: 10, width: 30, height: 30), in: scene.back.view)
        let loading = LoadingView(frame: CGRect(x: 0, y: 100, width: 100, height: 100))
        loading.transitionID = "photo"
        scene.fore.view.addSubview(loading)
        let transition = SharedElementTransition()
        scene.fore.transitionController.transition = transition
        scene.back.present(scene.fore, animated: true)
        scene.window.clock.advance(frames: 5)
        #expect(transition.lastPlan == nil)
        scene.window.clock.advance(frames: 2)
        let plan = try #require(transition.lastPlan)
        #expect(isClose(plan.readinessWait, 0.1, abs: 1e-6))
        scene.window.clock.advance(by: 1)
        #expect(scene.back.presentedViewController === scene.fore)
    }
}
