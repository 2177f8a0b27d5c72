import Foundation
import Testing
import SharedElements

/// Untagged labels showing the same text inside a shared element's two views fly as a label
/// pair nested in the element's flight, not as two titles cross-fading inside its flyer.
@MainActor
@Suite struct SharedElementLabelPairingTests {
    /// A blue button titled "Add to Bag", small on the back screen and wide on the fore screen,
    /// its title an untagged label filling it, at 14 and 17 points; and a second label whose
    /// text the fore button does not show.
    func buttons(_ scene: MatchingTestScene) throws -> (small: View, title: Label, wide: View, wideTitle: Label) {
        func button(_ frame: CGRect, size: CGFloat, extra: String?) throws -> (View, Label) {
            let b = View(frame: frame)
            b.backgroundColor = Color(red: 0, green: 0.48, blue: 1, alpha: 1)
            b.layer.cornerRadius = 8
            b.transitionID = "buy"
            let title = Label(frame: CGRect(origin: .zero, size: frame.size))
            title.text = "Add to Bag"
            title.font = try Font.systemFont(ofSize: size)
            title.textAlignment = .center
            title.textColor = .white
            b.addSubview(title)
            if let extra {
                let note = Label(frame: CGRect(x: 0, y: 0, width: 20, height: 8))
                note.text = extra
                b.addSubview(note)
            }
            return (b, title)
        }
        let (small, title) = try button(CGRect(x: 10, y: 20, width: 100, height: 24), size: 14, extra: "x")
        scene.back.view.addSubview(small)
        let (wide, wideTitle) = try button(CGRect(x: 5, y: 180, width: 140, height: 50), size: 17, extra: nil)
        scene.fore.view.addSubview(wide)
        return (small, title, wide, wideTitle)
    }

    @Test func aButtonsTitleFliesOnceAsALabelPair() throws {
        let scene = MatchingTestScene(size: CGSize(width: 150, height: 250))
        let (small, title, wide, wideTitle) = try buttons(scene)
        let (transition, _) = try scene.presentLinearly()
        let plan = try #require(transition.lastPlan)
        let button = try #require(plan.pairs.firstIndex { $0.id == "buy" })
        let pair = try #require(plan.pairs.first { $0.id == "buy › Add to Bag" })
        #expect(pair.parent == button, "the title flies inside the button's flight")
        #expect(plan.pairs.count == 2, "only the text both buttons show pairs")
        // The tags were the plan's only: the labels have none while the views fly, nor after.
        #expect(title.transitionID == nil && wideTitle.transitionID == nil)
        scene.window.clock.advance(by: 0.2)
        let titleFlight = try #require(transition.activeFlights.first { $0.sourceView === title })
        // Without the title's flyer, no white text is left inside the button's flyer.
        titleFlight.root.isHidden = true
        let withoutTitle = try scene.window.render()
        titleFlight.root.isHidden = false
        let withTitle = try scene.window.render()
        let buttonFlight = try #require(transition.activeFlights.first { $0.sourceView === small })
        let box = buttonFlight.root.convert(buttonFlight.root.bounds, to: nil).insetBy(dx: 3, dy: 3)
        // Light pixels inside the button's flyer, away from its rounded edge.
        func whitePixels(_ b: Bitmap) -> Int {
            var n = 0
            for y in Int(box.minY.rounded(.up))..<Int(box.maxY) {
                for x in Int(box.minX.rounded(.up))..<Int(box.maxX) where b[x, y].r > 150 && b[x, y].g > 150 { n += 1 }
            }
            return n
        }
        let (without, with) = (whitePixels(withoutTitle), whitePixels(withTitle))
        #expect(with > 20 && without < with / 10, "the title is drawn once, by its own flyer: \(without) of \(with)")
        scene.window.clock.advance(by: 0.4)
        #expect(!scene.window.isTransitioning && transition.lastRestoration?.isClean == true)
        #expect(title.transitionID == nil && wideTitle.transitionID == nil && !small.isHidden && !wide.isHidden)
    }

    /// Content asked to stretch is the resized picture: its labels stay in it.
    @Test func stretchedContentKeepsItsLabels() throws {
        let scene = MatchingTestScene(size: CGSize(width: 150, height: 250))
        _ = try buttons(scene)
        var options = SharedElementOptions()
        options.content = .stretch
        let transition = SharedElementTransition(options: options)
        scene.fore.transitionController.transition = transition
        scene.back.present(scene.fore, animated: true)
        #expect(transition.lastPlan?.pairs.map(\.id) == ["buy"])
        scene.window.clock.advance(by: 1)
    }
}
