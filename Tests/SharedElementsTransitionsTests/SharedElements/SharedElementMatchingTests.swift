import Foundation
import Testing
import SharedElements
import SharedElementsTestSupport

@MainActor
@Suite struct SharedElementMatchingTests {
    let scene = MatchingTestScene()
    let transition = SharedElementTransition()

    init() {
        scene.fore.transitionController.transition = transition
    }

    func present() throws -> SharedElementPlan {
        scene.back.present(scene.fore, animated: true)
        return try #require(transition.lastPlan)
    }

    @Test func viewsWithTheSameIDPairFromBackToForeWhenPresenting() throws {
        scene.tagged("card", CGRect(x: 10, y: 10, width: 30, height: 30), in: scene.back.view)
        scene.tagged("card", CGRect(x: 0, y: 100, width: 100, height: 100), in: scene.fore.view)
        let plan = try present()
        #expect(plan.pairs.count == 1)
        let pair = try #require(plan.pairs.first)
        #expect(pair.source == .init(id: "card", side: .back, path: [0]))
        #expect(pair.destination == .init(id: "card", side: .fore, path: [0]))
        #expect(isClose(pair.from.frame, CGRect(x: 10, y: 10, width: 30, height: 30), abs: 1e-9))
        #expect(isClose(pair.to.frame, CGRect(x: 0, y: 100, width: 100, height: 100), abs: 1e-9))
        #expect(plan.unmatched.isEmpty && plan.skipped.isEmpty && plan.duplicates.isEmpty)
    }

    @Test func dismissalFliesFromForeToBack() throws {
        scene.tagged("card", CGRect(x: 10, y: 10, width: 30, height: 30), in: scene.back.view)
        scene.tagged("card", CGRect(x: 0, y: 100, width: 100, height: 100), in: scene.fore.view)
        _ = try present()
        scene.window.clock.advance(by: 1)
        scene.fore.dismiss(animated: true)
        let plan = try #require(transition.lastPlan)
        #expect(plan.direction == .backward)
        #expect(plan.pairs.first?.source.side == .fore)
        #expect(plan.pairs.first.map { isClose($0.to.frame, CGRect(x: 10, y: 10, width: 30, height: 30)) } == true)
    }

    @Test func idOnOneSideOnlyIsUnmatched() throws {
        scene.tagged("left", CGRect(x: 10, y: 10, width: 30, height: 30), in: scene.back.view)
        scene.tagged("right", CGRect(x: 10, y: 10, width: 30, height: 30), in: scene.fore.view)
        let plan = try present()
        #expect(plan.pairs.isEmpty)
        #expect(Set(plan.unmatched.map(\.id)) == ["left", "right"])
        scene.window.clock.advance(by: 1)
        #expect(scene.back.presentedViewController === scene.fore)
    }

    @Test func duplicatesPairFirstWithFirstAndTheRestLose() throws {
        let b0 = scene.tagged("x", CGRect(x: 0, y: 0, width: 10, height: 10), in: scene.back.view)
        scene.tagged("x", CGRect(x: 20, y: 0, width: 10, height: 10), in: scene.back.view)
        scene.tagged("x", CGRect(x: 50, y: 50, width: 10, height: 10), in: scene.fore.view)
        let plan = try present()
        #expect(plan.pairs.map(\.source.path) == [[0]])
        #expect(plan.skipped == [.init(element: .init(id: "x", side: .back, path: [1]), reason: .duplicateLost)])
        let duplicate = try #require(plan.duplicates.first)
        #expect(duplicate.side == .back && duplicate.elements.count == 2)
        #expect(duplicate.winner?.path == [0])
        #expect(b0.isHidden)
    }

    @Test func hiddenTransparentZeroSizeOffScreenAndRootViewsAreSkippedWithTheirReason() throws {
        let hiddenParent = View(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        hiddenParent.isHidden = true
        scene.back.view.addSubview(hiddenParent)
        scene.tagged("a", CGRect(x: 0, y: 0, width: 10, height: 10), in: hiddenParent)
        scene.tagged("b", CGRect(x: 0, y: 0, width: 10, height: 10), in: scene.back.view).alpha = 0
        scene.tagged("c", CGRect(x: 0, y: 0, width: 0, height: 10), in: scene.back.view)
        scene.tagged("d", CGRect(x: 500, y: 0, width: 10, height: 10), in: scene.back.view)
        scene.back.view.transitionID = "e"
        for id in ["a", "b", "c", "d", "e"] {
            scene.tagged(id, CGRect(x: 10, y: 10, width: 10, height: 10), in: scene.fore.view)
        }
        let plan = try present()
        #expect(plan.pairs.isEmpty)
        let reasons = Dictionary(uniqueKeysWithValues: plan.skipped.map { ($0.element.id, $0.reason) })
        #expect(reasons == ["a": .hidden, "b": .transparent, "c": .zeroSize, "d": .offScreen, "e": .rootView])
        #expect(plan.unmatched.count == 5)
    }

    @Test func nestedMatchedViewFliesInsideItsParentsFlight() throws {
        let outer = scene.tagged("outer", CGRect(x: 0, y: 0, width: 50, height: 50), in: scene.back.view)
        scene.tagged("inner", CGRect(x: 5, y: 5, width: 10, height: 10), in: outer, color: .blue)
        let outerFore = scene.tagged("outer", CGRect(x: 0, y: 100, width: 100, height: 100), in: scene.fore.view)
        scene.tagged("inner", CGRect(x: 10, y: 10, width: 20, height: 20), in: outerFore, color: .blue)
        let plan = try present()
        #expect(plan.pairs.map(\.id) == ["outer", "inner"])
        #expect(plan.skipped.isEmpty)
        #expect(plan.pairs[0].parent == nil && plan.pairs[1].parent == 0)
        // In the parent flyer's coordinates: where it sits in each parent.
        #expect(plan.pairs[1].from.frame == CGRect(x: 5, y: 5, width: 10, height: 10))
        #expect(plan.pairs[1].to.frame == CGRect(x: 10, y: 10, width: 20, height: 20))
        #expect(plan.pairs[1].duration == plan.pairs[0].duration)
    }

    @Test func nestedViewWhoseParentsDoNotPairFliesInTheContainer() throws {
        let outer = scene.tagged("outer", CGRect(x: 0, y: 0, width: 50, height: 50), in: scene.back.view)
        scene.tagged("inner", CGRect(x: 5, y: 5, width: 10, height: 10), in: outer, color: .blue)
        scene.tagged("outer", CGRect(x: 0, y: 100, width: 100, height: 100), in: scene.fore.view)
        scene.tagged("inner", CGRect(x: 60, y: 20, width: 20, height: 20), in: scene.fore.view, color: .blue)
        let plan = try present()
        #expect(plan.pairs.map(\.id) == ["outer", "inner"])
        #expect(plan.pairs[1].parent == nil)
        #expect(plan.pairs[1].from.frame == CGRect(x: 5, y: 5, width: 10, height: 10))
        #expect(plan.pairs[1].to.frame == CGRect(x: 60, y: 20, width: 20, height: 20))
    }

    @Test func singularTransformIsSkippedAndReported() throws {
        let flat = scene.tagged("flat", CGRect(x: 10, y: 10, width: 30, height: 30), in: scene.back.view)
        flat.transform = AffineTransform(scaleX: 1, y: 0)
        scene.tagged("flat", CGRect(x: 10, y: 10, width: 30, height: 30), in: scene.fore.view)
        let plan = try present()
        #expect(plan.pairs.isEmpty)
        #expect(plan.skipped.map(\.reason).contains(.singularTransform) || plan.skipped.map(\.reason).contains(.zeroSize))
        scene.window.clock.advance(by: 1)
        #expect(transition.lastRestoration?.isClean == true)
    }

    @Test func automaticDurationFollowsTheDistanceTravelled() {
        let a = SharedElementGeometry(size: CGSize(width: 10, height: 10), transform: .identity)
        var b = a
        b.transform = Transform3D(translationX: 300, y: 0)
        #expect(isClose(SharedElementOptions.automaticDuration(from: a, to: b), 0.308, abs: 1e-12))
        b.transform = Transform3D(translationX: 3000, y: 0)
        #expect(isClose(SharedElementOptions.automaticDuration(from: a, to: b), 0.208 + 500.0 / 3000, abs: 1e-12))
        #expect(isClose(SharedElementOptions.automaticDuration(from: a, to: a), 0.208, abs: 1e-12))
    }
}
