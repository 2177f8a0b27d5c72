import Foundation
import Testing
import SharedElements
import SharedElementsTestSupport

/// The vertical sheet has rounded top corners and a grabber while presented, and its view is
/// handed back as it was when dismissed.
@MainActor
@Suite struct SheetChromeTests {
    @Test func theSheetIsStyledWhilePresentedAndHandedBackAfter() throws {
        let window = Window(size: CGSize(width: 200, height: 300), scale: 1)
        let back = ViewController(), fore = ViewController()
        back.view.backgroundColor = .white
        fore.view.backgroundColor = .blue
        window.rootViewController = back
        fore.transitionController.transition = VerticalSheetTransition(heightFraction: 0.5, duration: 0.3)
        back.present(fore, animated: true)
        window.clock.advance(by: 0.5)
        #expect(fore.view.layer.cornerRadius == 10 && fore.view.clipsToBounds)
        #expect(fore.view.layer.maskedCorners == [.layerMinXMinYCorner, .layerMaxXMinYCorner])
        #expect(fore.view.layer.sublayers.contains { $0.bounds.size == CGSize(width: 36, height: 5) })
        let shown = try window.render()
        let top = fore.view.frame.minY
        #expect(shown[0, Int(top)] != PremultipliedColor(r: 0, g: 0, b: 255, a: 255))   // the rounded corner
        #expect(shown[100, Int(top) + 20] == PremultipliedColor(r: 0, g: 0, b: 255, a: 255))
        fore.dismiss(animated: true)
        window.clock.advance(by: 0.5)
        #expect(back.presentedViewController == nil)
        #expect(fore.view.layer.cornerRadius == 0 && !fore.view.clipsToBounds && fore.view.layer.maskedCorners == .all)
        #expect(!fore.view.layer.sublayers.contains { $0.bounds.size == CGSize(width: 36, height: 5) })
    }
}
