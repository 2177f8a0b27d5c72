import Foundation
import Testing
import SharedElements
import SharedElementsTestSupport

/// The sheet: its presentation controller places it in the lower `heightFraction` of the
/// screen; it rises from just below the bottom edge on a critically damped spring (UIKit's
/// damping 1) over the duration while the dimming view fades in on the same spring (in step
/// with the sheet: no dimming is left once the sheet has all but gone), and falls back when
/// dismissed.
@MainActor
@Suite struct VerticalSheetTransitionTests {
    let window = Window(size: CGSize(width: 200, height: 300), scale: 1)
    let back = transitionTestController(.systemBlue, title: "back")
    let sheet = transitionTestController(.systemOrange, title: "sheet")

    init() { window.rootViewController = back }

    func dimming() -> View? { (sheet.presentationController as? TransitionPresentationController)?.dimmingView }

    @Test func presentingRaisesTheSheetFromBelowTheBottomEdgeOverAFadingDimmingView() throws {
        sheet.transitionController.transition = VerticalSheetTransition(heightFraction: 0.5, duration: 0.4)
        back.present(sheet, animated: true)
        #expect(sheet.view.frame == CGRect(x: 0, y: 150, width: 200, height: 150))
        // A 150 pt sheet starts 150 pt down: its top edge at the window's bottom.
        #expect(isClose(presentedOffset(sheet.view), CGPoint(x: 0, y: 150), abs: 1e-9))
        let start = window.clock.now
        for t in [0.1, 0.2] {
            window.clock.advance(to: start + t)
            let p = ReferenceMotion.criticalSpring(at: t, duration: 0.4)
            #expect(isClose(presentedOffset(sheet.view), CGPoint(x: 0, y: 150 * (1 - p)), abs: 1e-4), "t = \(t)")
            let fade = try #require(dimming()).layer.presentation()!.opacity
            #expect(isClose(Double(fade), p, abs: 1e-5), "t = \(t)")
        }
        window.clock.advance(to: start + 0.41)
        #expect(!window.isTransitioning && back.presentedViewController === sheet)
        #expect(sheet.view.transform.isIdentity && dimming()?.alpha == 1)
    }

    @Test func dismissingLowersTheSheetBelowTheBottomEdge() throws {
        sheet.transitionController.transition = VerticalSheetTransition(heightFraction: 0.4, duration: 0.5)
        back.present(sheet, animated: false)
        window.clock.advance(by: 0)
        #expect(sheet.view.frame == CGRect(x: 0, y: 180, width: 200, height: 120))
        sheet.dismiss(animated: true)
        window.clock.advance(by: 0.125)
        let p = ReferenceMotion.criticalSpring(at: 0.125, duration: 0.5)
        #expect(isClose(presentedOffset(sheet.view), CGPoint(x: 0, y: 120 * p), abs: 1e-4))
        let fade = try #require(dimming()).layer.presentation()!.opacity
        #expect(isClose(Double(fade), 1 - p, abs: 1e-5))
        // Where the sheet is nearly gone, so is the dimming.
        window.clock.advance(by: 0.2)
        let late = ReferenceMotion.criticalSpring(at: 0.325, duration: 0.5)
        let lateFade = try #require(dimming()).layer.presentation()!.opacity
        #expect(late > 0.9 && isClose(Double(lateFade), 1 - late, abs: 1e-5))
        window.clock.advance(by: 0.2)
        #expect(!window.isTransitioning && back.presentedViewController == nil && dimming() == nil)
        #expect(sheet.view.transform.isIdentity && sheet.view.superview == nil)
    }

    @Test func aTallSheetScalesTheScreenUnderneathIntoACardAndBack() throws {
        let transition = VerticalSheetTransition(heightFraction: 0.92, duration: 0.4)
        #expect(transition.scalesBackground && !VerticalSheetTransition(heightFraction: 0.5).scalesBackground)
        sheet.transitionController.transition = transition
        let rest = try window.render()
        back.present(sheet, animated: true)
        let first = try #require(back.view.layer.presentation())
        #expect(first.cornerRadius == 0 && isClose(first.transform, .identity, abs: 1e-9), "nothing pops on the first frame: \(first.transform)")
        window.clock.advance(by: 0.5)
        #expect(!window.isTransitioning)
        // (200 - 2 x 16) / 200 = 0.84 wide, rounded like the sheet, its top 10 points down.
        let frame = back.view.frame
        #expect(isClose(frame.width, 168, abs: 1e-6) && isClose(frame.minX, 16, abs: 1e-6))
        #expect(isClose(frame.minY, 10, abs: 1.5), "\(frame)")
        #expect(back.view.layer.cornerRadius == 10 && back.view.clipsToBounds)
        sheet.dismiss(animated: true)
        window.clock.advance(by: 0.5)
        #expect(!window.isTransitioning && back.presentedViewController == nil)
        #expect(back.view.transform.isIdentity && back.view.layer.cornerRadius == 0 && !back.view.clipsToBounds)
        #expect(matchingTestDifferingPixels(try window.render(), rest) == 0, "handed back exactly")
    }

    @Test func aHalfHeightSheetLeavesTheScreenUnderneathAlone() throws {
        sheet.transitionController.transition = VerticalSheetTransition(heightFraction: 0.5, duration: 0.4)
        back.present(sheet, animated: true)
        window.clock.advance(by: 0.5)
        #expect(back.view.transform.isIdentity && back.view.layer.cornerRadius == 0)
    }
}
