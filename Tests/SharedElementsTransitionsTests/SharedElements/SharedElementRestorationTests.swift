import Foundation
import Testing
import SharedElements
import SharedElementsTestSupport

/// The restoration check sees what a run leaves behind: it can fail.
@MainActor
@Suite struct SharedElementRestorationTests {
    let scene = MatchingTestScene()

    func run(disturbing disturb: (_ source: View, _ destination: View) -> Void) throws -> (SharedElementTransition, View, View) {
        let source = scene.tagged("card", CGRect(x: 10, y: 10, width: 30, height: 30), in: scene.back.view)
        let destination = scene.tagged("card", CGRect(x: 0, y: 100, width: 100, height: 100), in: scene.fore.view, color: .blue)
        var options = SharedElementOptions()
        options.duration = .fixed(0.4)
        let transition = SharedElementTransition(options: options)
        scene.fore.transitionController.transition = transition
        scene.back.present(scene.fore, animated: true)
        scene.window.clock.advance(by: 0.2)
        #expect(transition.isRunning)
        disturb(source, destination)
        scene.window.clock.advance(by: 0.5)
        #expect(!transition.isRunning)
        return (transition, source, destination)
    }

    @Test func aRunLeftAloneIsClean() throws {
        let (transition, source, destination) = try run { _, _ in }
        let report = try #require(transition.lastRestoration)
        #expect(report.isClean)
        #expect(report.checkedViews >= 3)   // the fore root and both views of the pair
        #expect(!source.isHidden && !destination.isHidden)
    }

    @Test func propertiesChangedMidFlightAreReportedThenPutBack() throws {
        let (transition, source, destination) = try run { source, destination in
            source.alpha = 0.3
            destination.layer.transform = Transform3D(scaleX: 2, y: 2, z: 1)
            destination.layer.cornerRadius = 9
        }
        let report = try #require(transition.lastRestoration)
        #expect(!report.isClean)
        let found = Set(report.mismatches.map { "\($0.element?.id ?? "-"):\($0.property)" })
        // A scaled view's frame (its transformed bounds) changes with its transform.
        #expect(found == ["card:alpha", "card:transform", "card:frame", "card:styles"])
        #expect(report.mismatches.first { $0.property == "alpha" }?.element?.side == .back)
        // The safety net still hands the screen back as it was.
        #expect(source.alpha == 1)
        #expect(destination.layer.transform == .identity)
        #expect(destination.layer.cornerRadius == 0)
    }

    @Test func aDestinationTheAppRemovesMidFlightIsReportedInThePlan() throws {
        let (transition, _, destination) = try run { _, destination in
            destination.removeFromSuperview()
        }
        // The app took it away: the plan says so, and it is not the run's to put back.
        #expect(transition.lastPlan?.destinationsRemoved.map(\.side) == [.fore])
        let report = try #require(transition.lastRestoration)
        #expect(!report.mismatches.contains { $0.property == "superview" })
        #expect(destination.superview == nil && !destination.isHidden)
    }

    @Test func aSourceMovedToAnotherSuperviewMidFlightIsReported() throws {
        let (transition, source, _) = try run { source, _ in
            source.superview?.superview?.addSubview(source)
        }
        let report = try #require(transition.lastRestoration)
        #expect(report.mismatches.contains { $0.property == "superview" && $0.element?.side == .back })
        #expect(source.superview != nil)
    }
}
