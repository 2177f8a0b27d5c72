import Foundation
import Testing
import SharedElements
import SharedElementsTestSupport

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

    /// A card holding a "GET" pill (an untagged view with a background, its title the only text
    /// on it) at both ends: the pills pair and fly with their titles inside them, so the title
    /// never leaves its pill and no pill is drawn twice in the card's snapshots.
    @Test func aTitleOnAPillOfItsOwnFliesWithThePill() throws {
        let scene = MatchingTestScene(size: CGSize(width: 200, height: 300))
        func card(_ frame: CGRect, pill: CGRect, in screen: View) throws -> (View, View, Label) {
            let card = scene.tagged("card", frame, in: screen, color: .white)
            let pillView = View(frame: pill)
            pillView.backgroundColor = .blue
            pillView.layer.cornerRadius = pill.height / 2
            card.addSubview(pillView)
            let title = Label(frame: pillView.bounds)
            title.text = "GET"
            title.font = try Font.boldSystemFont(ofSize: 12)
            title.textAlignment = .center
            pillView.addSubview(title)
            return (card, pillView, title)
        }
        let (_, smallPill, smallTitle) = try card(CGRect(x: 10, y: 20, width: 180, height: 60), pill: CGRect(x: 120, y: 30, width: 50, height: 20), in: scene.back.view)
        let (_, bigPill, bigTitle) = try card(CGRect(x: 0, y: 100, width: 200, height: 200), pill: CGRect(x: 130, y: 150, width: 60, height: 24), in: scene.fore.view)
        let (transition, _) = try scene.presentLinearly(duration: 1)
        let plan = try #require(transition.lastPlan)
        let parent = try #require(plan.pairs.firstIndex { $0.id == "card" })
        let pill = try #require(plan.pairs.first { $0.id == "card › GET" })
        #expect(pill.parent == parent, "the pill flies inside the card's flight")
        let flight = try #require(transition.activeFlights.first { $0.sourceView === smallPill })
        #expect(flight.destinationView === bigPill)
        let title = try #require(plan.pairs.first { $0.id == "card › GET › title" })
        let pillIndex = try #require(plan.pairs.firstIndex { $0.id == "card › GET" })
        #expect(title.parent == pillIndex, "the title flies inside its pill")
        #expect(transition.activeFlights.first { $0.sourceView === smallTitle }?.destinationView === bigTitle)
        scene.window.clock.advance(by: 0.5)
        // Halfway, the pill's flyer is halfway between the pills' places in the card's flyer.
        let f = flight.flyer.convert(flight.flyer.bounds, to: nil)
        #expect(abs(f.midY - (20 + 30 + 10 + 100 + 150 + 12) / 2) < 6, "\(f)")
        scene.window.clock.advance(by: 0.7)
        #expect(transition.lastRestoration?.isClean == true)
        #expect(smallPill.transitionID == nil && bigPill.transitionID == nil && smallTitle.transitionID == nil && bigTitle.transitionID == nil)
    }

    /// A card's photo, full width on the list and on the detail, showing the same picture: the
    /// two image views pair and fly by their content mode inside the card's flight, so one
    /// picture grows instead of two of different sizes cross-fading.
    @Test func aPhotoShowingTheSamePictureFliesAsOneNestedImage() throws {
        let scene = MatchingTestScene(size: CGSize(width: 200, height: 300))
        var pixels = try Bitmap(width: 8, height: 8, fill: PremultipliedColor(r: 0, g: 0, b: 255, a: 255))
        pixels[3, 3] = PremultipliedColor(r: 255, g: 0, b: 0, a: 255)
        let picture = Image(bitmap: pixels)
        func card(_ frame: CGRect, photoHeight: CGFloat, in screen: View) -> ImageView {
            let card = scene.tagged("card", frame, in: screen, color: .white)
            let photo = ImageView(frame: CGRect(x: 0, y: 0, width: frame.width, height: photoHeight))
            photo.image = picture
            photo.contentMode = .scaleAspectFill
            photo.clipsToBounds = true
            card.addSubview(photo)
            return photo
        }
        let small = card(CGRect(x: 20, y: 20, width: 160, height: 120), photoHeight: 80, in: scene.back.view)
        let big = card(CGRect(x: 0, y: 0, width: 200, height: 300), photoHeight: 160, in: scene.fore.view)
        let (transition, _) = try scene.presentLinearly(duration: 1)
        let plan = try #require(transition.lastPlan)
        let parent = try #require(plan.pairs.firstIndex { $0.id == "card" })
        let pair = try #require(plan.pairs.first { $0.id == "card › image" })
        #expect(pair.parent == parent)
        let flight = try #require(transition.activeFlights.first { $0.sourceView === small })
        #expect(flight.destinationView === big && flight.imageContent != nil, "laid out by its content mode")
        scene.window.clock.advance(by: 1.2)
        #expect(transition.lastRestoration?.isClean == true)
        #expect(small.transitionID == nil && big.transitionID == nil)
    }
    /// A "Download" pill with an icon beside its title, small on a card and wide on the detail:
    /// the icon pairs too and flies inside the pill's flight, from its place on the small pill
    /// to its place on the wide one, instead of two icons cross-fading at two places in the pill.
    @Test func anIconOnAPillFliesInsideThePill() throws {
        let scene = MatchingTestScene(size: CGSize(width: 200, height: 300))
        let icon = Image(bitmap: try Bitmap(width: 4, height: 4, fill: PremultipliedColor(r: 255, g: 255, b: 255, a: 255)))
        func card(_ frame: CGRect, pill: CGRect, iconFrame: CGRect, in screen: View) throws -> (View, ImageView) {
            let card = scene.tagged("card", frame, in: screen, color: .white)
            let pillView = View(frame: pill)
            pillView.backgroundColor = .blue
            pillView.layer.cornerRadius = pill.height / 2
            card.addSubview(pillView)
            let iconView = ImageView(frame: iconFrame)
            iconView.image = icon
            pillView.addSubview(iconView)
            let title = Label(frame: pillView.bounds)
            title.text = "Download"
            title.font = try Font.boldSystemFont(ofSize: 12)
            title.textAlignment = .center
            pillView.addSubview(title)
            return (pillView, iconView)
        }
        // Each icon left of its centred title, clear of the text.
        let (_, smallIcon) = try card(CGRect(x: 10, y: 20, width: 180, height: 60), pill: CGRect(x: 30, y: 30, width: 130, height: 20),
                                      iconFrame: CGRect(x: 4, y: 4, width: 12, height: 12), in: scene.back.view)
        let (_, bigIcon) = try card(CGRect(x: 0, y: 100, width: 200, height: 200), pill: CGRect(x: 10, y: 150, width: 180, height: 30),
                                    iconFrame: CGRect(x: 20, y: 7, width: 16, height: 16), in: scene.fore.view)
        let (transition, _) = try scene.presentLinearly(duration: 1)
        let plan = try #require(transition.lastPlan)
        let pill = try #require(plan.pairs.firstIndex { $0.id == "card › Download" })
        let iconPair = try #require(plan.pairs.first { $0.id == "card › image" })
        #expect(iconPair.parent == pill, "the icon flies inside its pill's flight")
        let flight = try #require(transition.activeFlights.first { $0.sourceView === smallIcon })
        #expect(flight.destinationView === bigIcon)
        scene.window.clock.advance(by: 0.5)
        // Halfway, the icon is halfway between its two places on screen.
        let f = flight.flyer.convert(flight.flyer.bounds, to: nil)
        let from = CGPoint(x: 10 + 30 + 4 + 6, y: 20 + 30 + 4 + 6), to = CGPoint(x: 0 + 10 + 20 + 8, y: 100 + 150 + 7 + 8)
        #expect(abs(f.midX - (from.x + to.x) / 2) < 3 && abs(f.midY - (from.y + to.y) / 2) < 3, "\(f)")
        #expect(abs(f.width - 14) < 1.5, "its size halfway between 12 and 16 points: \(f.width)")
        scene.window.clock.advance(by: 0.7)
        #expect(transition.lastRestoration?.isClean == true)
        #expect(smallIcon.transitionID == nil && bigIcon.transitionID == nil)
    }
    /// A close button drawn over the detail's photo: the photos are not paired, since the
    /// photo's flyer would fly above the card's and hide the button until the end; the button
    /// shows in the card's flyer mid-flight, and nothing pops in on the last frame.
    @Test func aPhotoWithAButtonDrawnOverItStaysInTheCard() throws {
        let scene = MatchingTestScene(size: CGSize(width: 200, height: 300))
        let picture = Image(bitmap: try Bitmap(width: 8, height: 8, fill: PremultipliedColor(r: 0, g: 0, b: 255, a: 255)))
        func card(_ frame: CGRect, photoHeight: CGFloat, in screen: View) -> (View, ImageView) {
            let card = scene.tagged("card", frame, in: screen, color: .white)
            let photo = ImageView(frame: CGRect(x: 0, y: 0, width: frame.width, height: photoHeight))
            photo.image = picture
            photo.contentMode = .scaleAspectFill
            photo.clipsToBounds = true
            card.addSubview(photo)
            return (card, photo)
        }
        _ = card(CGRect(x: 20, y: 20, width: 160, height: 120), photoHeight: 80, in: scene.back.view)
        let (detail, _) = card(CGRect(x: 0, y: 0, width: 200, height: 300), photoHeight: 160, in: scene.fore.view)
        let close = View(frame: CGRect(x: 150, y: 20, width: 30, height: 30))
        close.backgroundColor = .black
        detail.addSubview(close)
        let (transition, _) = try scene.presentLinearly(duration: 1)
        let plan = try #require(transition.lastPlan)
        #expect(plan.pairs.map(\.id) == ["card"], "the covered photo is not paired")
        func darkPixels(_ b: Bitmap) -> Int {
            var n = 0
            for y in 0..<b.height {
                for x in 0..<b.width where b[x, y].r < 140 && b[x, y].g < 140 && b[x, y].b < 140 { n += 1 }
            }
            return n
        }
        scene.window.clock.advance(by: 0.7)
        let late = darkPixels(try scene.window.render())
        #expect(late > 100, "the button shows in the card's flyer: \(late) dark pixels")
        scene.window.clock.advance(by: 0.5)
        #expect(transition.lastRestoration?.isClean == true)
        #expect(darkPixels(try scene.window.render()) == 900, "the button at rest")
    }
}
