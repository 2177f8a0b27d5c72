import Foundation
import Testing
import SharedElements
import SharedElementsTestSupport

/// Flyers pass under the screens' chrome (navigation bars, tab bars, marked views) unless an
/// element asks to fly above it.
@MainActor
@Suite struct SharedElementChromeTests {
    let window = Window(size: CGSize(width: 200, height: 300), scale: 1)
    let list = ViewController()
    let detail = ViewController()
    let navigation: NavigationController
    /// The list's red square and the detail's red photo, shared as "photo" by ``present(_:)``.
    let square = View(frame: CGRect(x: 20, y: 220, width: 40, height: 40))
    let photo = View(frame: CGRect(x: 0, y: 0, width: 200, height: 120))

    init() {
        window.rootViewController = list
        list.view.backgroundColor = .white
        detail.view.backgroundColor = .white
        navigation = NavigationController(rootViewController: detail)
        detail.navigationItem.title = "Detail"
    }

    /// A red square at the bottom of the list flies to a red square under the top of the detail
    /// (under its navigation bar), presented in a navigation controller over one linear second;
    /// `cover` goes on the list over the square.
    func present(_ options: SharedElementOptions? = nil, over cover: View? = nil) throws -> (SharedElementTransition, Bitmap) {
        square.backgroundColor = .red
        square.transitionID = "photo"
        list.view.addSubview(square)
        if let cover { list.view.addSubview(cover) }
        photo.backgroundColor = .red
        photo.transitionID = "photo"
        photo.sharedElementOptions = options
        detail.view.addSubview(photo)
        let transition = Self.flyOneLinearSecond(presenting: navigation)
        let rest = try window.render()
        list.present(navigation, animated: true)
        return (transition, rest)
    }

    /// A shared-element transition of one linear second, set on `controller`.
    static func flyOneLinearSecond(presenting controller: ViewController) -> SharedElementTransition {
        var options = SharedElementOptions()
        options.duration = .fixed(1)
        options.timing = .linear
        let transition = SharedElementTransition(options: options)
        controller.transitionController.transition = transition
        return transition
    }

    /// How many pixels of the bar's band (y 2..<40) are the flyer's red.
    static func redInBar(_ frame: Bitmap) -> Int {
        var n = 0
        for y in 2..<40 { for x in 0..<frame.width where frame[x, y].r > 200 && frame[x, y].g < 60 { n += 1 } }
        return n
    }

    @Test func theFlyerPassesUnderTheNavigationBar() throws {
        let (transition, rest) = try present()
        #expect(matchingTestDifferingPixels(try window.render(), rest) == 0, "frame 0 is the screen at rest")
        window.clock.advance(by: 0.9)
        let flyer = try #require(transition.activeFlights.first).flyer
        #expect(flyer.convert(flyer.bounds, to: nil).minY < 30, "the flyer has reached the bar's band")
        let frame = try window.render()
        #expect(Self.redInBar(frame) == 0, "the bar covers the flyer")
        #expect(navigation.navigationBar.isHidden, "a stand-in draws it above the flyers")
        window.clock.advance(by: 0.2)
        #expect(!transition.isRunning && !navigation.navigationBar.isHidden)
        #expect(transition.lastRestoration?.isClean == true)
        #expect(Self.redInBar(try window.render()) == 0)
    }

    @Test func theBarFadesInWithItsScreen() throws {
        let (transition, _) = try present()
        window.clock.advance(by: 0.5)
        #expect(transition.isRunning)
        // The stand-in shows the bar at the opacity its screen has now (the fore screen fades in).
        let foreAlpha = navigation.view.alpha
        #expect(foreAlpha > 0.2 && foreAlpha < 0.8)
        let container = try #require(transition.activeFlights.first?.root.superview)
        let standIn = try #require(container.subviews.first { $0.layer.zPosition == SharedElementChrome.zPosition })
        #expect(abs(standIn.alpha - foreAlpha) < 1e-9)
    }

    @Test func anElementCanFlyAboveTheChrome() throws {
        var above = SharedElementOptions()
        above.fliesAboveChrome = true
        above.duration = .fixed(1)
        above.timing = .linear
        let (transition, _) = try present(above)
        window.clock.advance(by: 0.9)
        #expect(Self.redInBar(try window.render()) > 500)
        window.clock.advance(by: 0.2)
        #expect(transition.lastRestoration?.isClean == true)
    }

    /// A photo flying above the navigation bar lifts the flyers placed above it with it (a
    /// badge at z 5 stays over the photo) and leaves those below it under the bar.
    @Test func flyersKeepTheirOrderWhenOneFliesAboveTheChrome() throws {
        var above = SharedElementOptions()
        above.fliesAboveChrome = true
        above.zPosition = 1
        for (id, z, y) in [("badge", CGFloat(5), CGFloat(100)), ("dot", -1, 150), ("tie", 1, 200)] {
            var options = SharedElementOptions()
            options.zPosition = z
            for (parent, frame) in [(list.view!, CGRect(x: 100, y: y, width: 20, height: 20)),
                                    (detail.view!, CGRect(x: 150, y: y, width: 30, height: 30))] {
                let v = View(frame: frame)
                v.backgroundColor = .blue
                v.transitionID = id
                v.sharedElementOptions = options
                parent.addSubview(v)
            }
        }
        let (transition, _) = try present(above)
        let pairs = try #require(transition.lastPlan?.pairs)
        func pair(_ id: String) throws -> SharedElementPlan.Pair { try #require(pairs.first { $0.id == id }) }
        let photo = try pair("photo"), badge = try pair("badge"), dot = try pair("dot"), tie = try pair("tie")
        #expect(photo.fliesAboveChrome && badge.fliesAboveChrome && !dot.fliesAboveChrome && !tie.fliesAboveChrome)
        #expect(badge.zPosition > photo.zPosition && photo.zPosition > SharedElementChrome.zPosition)
        #expect(dot.zPosition == -1 && tie.zPosition == 1, "not above the photo: left under the chrome")
        window.clock.advance(by: 1.1)
        #expect(transition.lastRestoration?.isClean == true)
    }

    /// A nested element whose own options ask to fly above the chrome cannot do so inside its
    /// parent's flyer, which passes under the bar: it flies on its own, over the bar, where a
    /// nested element without such options stays inside its parent.
    @Test func aNestedElementAskingToFlyAboveTheChromeFliesOnItsOwn() throws {
        var above = SharedElementOptions()
        above.fliesAboveChrome = true
        above.duration = .fixed(1)
        above.timing = .linear
        for (id, options) in [("sun", Optional(above)), ("cloud", nil)] {
            let small = View(frame: CGRect(x: id == "sun" ? 5 : 25, y: 5, width: 10, height: 10))
            small.backgroundColor = .blue
            small.transitionID = id
            let large = View(frame: CGRect(x: id == "sun" ? 10 : 150, y: 5, width: 20, height: 20))
            large.backgroundColor = .blue
            large.transitionID = id
            large.sharedElementOptions = options
            square.addSubview(small)
            photo.addSubview(large)
        }
        let (transition, _) = try present()
        let pairs = try #require(transition.lastPlan?.pairs)
        let sun = try #require(pairs.first { $0.id == "sun" }), cloud = try #require(pairs.first { $0.id == "cloud" })
        #expect(sun.parent == nil && sun.fliesAboveChrome)
        #expect(cloud.parent != nil && !cloud.fliesAboveChrome)
        // Near the end both are in the bar's band: only the sun shows over the bar.
        window.clock.advance(by: 0.9)
        let frame = try window.render()
        func blue(_ xs: Range<Int>) -> Int {
            var n = 0
            for y in 2..<40 { for x in xs where frame[x, y].b > 200 && frame[x, y].r < 60 && frame[x, y].g < 60 { n += 1 } }
            return n
        }
        #expect(blue(0..<100) > 200, "the sun over the bar")
        #expect(blue(100..<200) == 0, "the cloud under it, inside the photo")
        window.clock.advance(by: 0.2)
        #expect(transition.lastRestoration?.isClean == true)
        #expect(sun.from.size == CGSize(width: 10, height: 10) && isClose(sun.from.center, CGPoint(x: 30, y: 230)), "in the container")
    }

    /// A flyer asked to pass over the chrome that rests under a translucent toolbar starts as it
    /// rests, under it, and comes out from under it over 15% of its time instead of jumping
    /// over the bar on the first frame.
    /// A translucent white toolbar marked as chrome, over the list's square (y 200...260).
    func translucentToolbar() -> View {
        let toolbar = View(frame: CGRect(x: 0, y: 200, width: 200, height: 60))
        toolbar.backgroundColor = Color(white: 1, alpha: 0.9)
        toolbar.isTransitionChrome = true
        return toolbar
    }

    /// Presents with the square and the photo flying above the chrome on `timing`, the square
    /// under `toolbar`.
    func presentAbove(_ toolbar: View, timing: AnimationTiming, duration: SharedElementOptions.Duration) throws -> (SharedElementTransition, Bitmap) {
        var above = SharedElementOptions()
        above.fliesAboveChrome = true
        above.duration = duration
        above.timing = timing
        square.sharedElementOptions = above
        return try present(above, over: toolbar)
    }

    @Test func aFlyerAboveTheChromeComesOutFromUnderABarItRestsUnder() throws {
        let toolbar = translucentToolbar()
        let (transition, rest) = try presentAbove(toolbar, timing: .linear, duration: .fixed(1))
        let first = try window.render()
        #expect(matchingTestDifferingPixels(rest, first, tolerance: 3) == 0, "the first frame is the screen at rest")
        #expect(first[40, 240].g > 200, "under the bar: pale")
        window.clock.advance(by: 0.2)
        let later = try window.render()
        #expect(later[40, 215].r > 200 && later[40, 215].g < 60, "over the bar once out: \(later[40, 215])")
        window.clock.advance(by: 0.9)
        #expect(transition.lastRestoration?.isClean == true && !toolbar.isHidden)
    }

    /// A short flight's veil fades over at least 0.12 s (a larger share of its time), so the
    /// bar does not pop off the flyer in under two frames at 30 fps.
    @Test func aShortFlightsVeilFadesOverAtLeastATenthOfASecond() throws {
        let (transition, _) = try presentAbove(translucentToolbar(), timing: .linear, duration: .fixed(0.3))
        // 0.06 s in (past 15% of the flight's 0.3 s, inside its 0.12 s) the flyer spans
        // y 176...232, across the bar's top (y 200).
        window.clock.advance(by: 0.06)
        let fading = try window.render()
        let p = fading[40, 215]
        #expect(p.r > 200 && p.g > 60 && p.g < 230, "the bar still partly over the flyer: \(p)")
        // 0.1 s in it spans y 147...213: nearly out, the veil nearly gone.
        window.clock.advance(by: 0.04)
        let out = try window.render()
        #expect(out[40, 205].r > 200 && out[40, 205].g < p.g, "fading out: \(out[40, 205])")
        window.clock.advance(by: 1)
        #expect(transition.lastRestoration?.isClean == true)
    }

    /// On a bouncy spring the flyer reaches its end early and bounces about it for most of the
    /// flight: landing under the bar, it stays over the bar while it bounces and goes under it
    /// over the last 15% of the flight's time, not as soon as the spring first gets there.
    @Test func aBouncingFlyerGoesUnderTheBarItLandsUnderAtTheEnd() throws {
        let (transition, rest) = try presentAbove(translucentToolbar(), timing: .settlingSpring(try Spring(response: 0.3, dampingRatio: 0.4)),
                                                  duration: .automatic)
        window.clock.advance(by: 10)
        navigation.dismiss(animated: true)
        let pair = try #require(transition.lastPlan?.pairs.first)
        let span = pair.delay + pair.duration
        window.clock.advance(by: span * 0.5)
        let bouncing = try window.render()
        #expect(bouncing[40, 240].r > 200 && bouncing[40, 240].g < 80, "over the bar while it bounces: \(bouncing[40, 240])")
        window.clock.advance(by: span * 0.5 - 1e-6)
        let last = try window.render()
        #expect(last[40, 240].g > 200, "under the bar at the end: \(last[40, 240])")
        window.clock.advance(by: 1)
        #expect(matchingTestDifferingPixels(rest, try window.render(), tolerance: 3) == 0)
        #expect(transition.lastRestoration?.isClean == true)
    }

    /// What a bar is drawn over: views before it, not the views inside it or after it.
    @Test func aBarIsDrawnOverViewsBeforeItOnly() {
        // A screen holding a photo (with a view inside), a bar (with a button) and a badge.
        let screen = View(), photo = View(), bar = View(), button = View(), badge = View(), inPhoto = View()
        photo.addSubview(inPhoto)
        bar.addSubview(button)
        for v in [photo, bar, badge] { screen.addSubview(v) }
        #expect(SharedElementChrome.isDrawn(photo, under: bar) && SharedElementChrome.isDrawn(inPhoto, under: bar))
        #expect(!SharedElementChrome.isDrawn(button, under: bar), "inside the bar: over its background")
        #expect(!SharedElementChrome.isDrawn(badge, under: bar), "after the bar")
        badge.layer.zPosition = -1
        #expect(SharedElementChrome.isDrawn(badge, under: bar), "after it, but placed below it")
        #expect(!SharedElementChrome.isDrawn(View(), under: bar), "elsewhere")
    }

    @Test func aMarkedViewIsChrome() throws {
        let toolbar = View(frame: CGRect(x: 0, y: 256, width: 200, height: 44))
        toolbar.backgroundColor = .blue
        #expect(!toolbar.isTransitionChrome)
        toolbar.isTransitionChrome = true
        #expect(toolbar.isTransitionChrome && navigation.navigationBar.isTransitionChrome)
        detail.view.addSubview(toolbar)
        let (transition, _) = try present()
        let container = try #require(transition.activeFlights.first?.root.superview)
        #expect(container.subviews.filter { $0.layer.zPosition == SharedElementChrome.zPosition }.count == 2)
        #expect(toolbar.isHidden)
        window.clock.advance(by: 1.1)
        #expect(!toolbar.isHidden && transition.lastRestoration?.isClean == true)
        toolbar.isTransitionChrome = false
        #expect(!toolbar.isTransitionChrome)
    }

    /// A tab bar on the back screen over the bottom of a photo: the photo's flyer leaves from
    /// under it (the first frame is the screen at rest, not the photo over the bar), and the
    /// bar shows over the flyers as much as the opaque fore screen fading in leaves it in sight.
    @Test func theBackScreensChromeStaysOverAFlyerLeavingFromUnderIt() throws {
        let photo = View(frame: CGRect(x: 10, y: 200, width: 80, height: 80))
        photo.backgroundColor = .red
        photo.transitionID = "photo"
        list.view.addSubview(photo)
        let tabBar = View(frame: CGRect(x: 0, y: 260, width: 200, height: 40))
        tabBar.backgroundColor = Color(white: 0.97, alpha: 0.9)
        tabBar.isTransitionChrome = true
        list.view.addSubview(tabBar)
        let detail = ViewController()     // presented itself, not in a navigation controller
        let big = View(frame: CGRect(x: 0, y: 40, width: 200, height: 200))
        big.backgroundColor = .red
        big.transitionID = "photo"
        detail.view.addSubview(big)
        detail.view.backgroundColor = .black
        let transition = Self.flyOneLinearSecond(presenting: detail)
        let rest = try window.render()
        list.present(detail, animated: true)
        #expect(matchingTestDifferingPixels(try window.render(), rest, tolerance: 0) == 0, "the bar over the photo, as at rest")
        #expect(tabBar.isHidden, "a stand-in draws it above the flyers")
        window.clock.advance(by: 0.25)
        // The stand-in is in the chrome's cross-fade group, the container's last subview.
        let standIn = try #require(transition.activeFlights.first?.root.superview?.subviews.last?.subviews.last)
        #expect(standIn.layer.compositingFilter == .plusLighter)
        #expect(abs(standIn.alpha - (1 - detail.view.alpha)) < 1e-9 && detail.view.alpha > 0.1 && detail.view.alpha < 0.9)
        window.clock.advance(by: 1)
        #expect(!tabBar.isHidden && transition.lastRestoration?.isClean == true)
        // Under a clear fore screen the back screen stays in sight, its bar under the flyers as
        // at rest: not lifted.
        detail.dismiss(animated: true)
        window.clock.advance(by: 2)
        detail.view.backgroundColor = .clear
        detail.modalPresentationStyle = .overFullScreen
        list.present(detail, animated: true)
        #expect(!tabBar.isHidden)
        window.clock.advance(by: 2)
    }

    /// A translucent toolbar with a caption, the same on both screens, while the opaque fore
    /// screen fades in: the back screen's bar at what the fore screen leaves in sight and the fore
    /// screen's at its opacity add up (plus-lighter) to the bar itself on every frame, where two
    /// source-over layers would grey the caption mid-fade. (The bar lets 6% of what is under it
    /// through, the screens cross-fading there: up to 3 levels.)
    @Test func aBarBothScreensShareHoldsSteadyWhileTheForeScreenFadesIn() throws {
        func toolbar() throws -> View {
            let bar = View(frame: CGRect(x: 0, y: 250, width: 200, height: 50))
            bar.backgroundColor = Color(red: 0.97, green: 0.97, blue: 0.97, alpha: 0.94)
            bar.isTransitionChrome = true
            let caption = Label(frame: CGRect(x: 0, y: 12, width: 200, height: 24))
            caption.text = "Toolbar"
            caption.textAlignment = .center
            caption.font = try Font.systemFont(ofSize: 17)
            bar.addSubview(caption)
            return bar
        }
        list.view.addSubview(try toolbar())
        let square = View(frame: CGRect(x: 20, y: 150, width: 40, height: 40))
        square.backgroundColor = .red
        square.transitionID = "photo"
        list.view.addSubview(square)
        let detail = ViewController()
        detail.view.backgroundColor = Color(white: 0.85)
        let photo = View(frame: CGRect(x: 0, y: 0, width: 200, height: 120))
        photo.backgroundColor = .red
        photo.transitionID = "photo"
        detail.view.addSubview(photo)
        detail.view.addSubview(try toolbar())
        let transition = Self.flyOneLinearSecond(presenting: detail)
        let rest = try window.render()
        list.present(detail, animated: true)
        func band(_ frame: Bitmap) -> [UInt32] {
            (250..<300).flatMap { y in (0..<200).map { x in frame[x, y].packed } }
        }
        let still = band(rest)
        /// Whether two packed pixels differ by more than 3 levels in some channel.
        func differ(_ a: UInt32, _ b: UInt32) -> Bool {
            for shift in stride(from: UInt32(0), to: 32, by: 8) {
                let x = Int((a >> shift) & 255), y = Int((b >> shift) & 255)
                if abs(x - y) > 3 { return true }
            }
            return false
        }
        for _ in 0..<4 {
            window.clock.advance(by: 0.2)
            let frame = try window.render()
            #expect(detail.view.alpha > 0.05 && detail.view.alpha < 0.95)
            let moved = zip(band(frame), still).filter { differ($0, $1) }.count
            #expect(moved == 0, "\(moved) pixels of the bar changed at alpha \(detail.view.alpha)")
        }
        window.clock.advance(by: 0.5)
        #expect(transition.lastRestoration?.isClean == true)
    }
}
