import Foundation
import Testing
import SharedElements

/// Flyers pass under the screens' chrome (navigation bars, tab bars, marked views) unless an
/// element asks to fly above it.
@MainActor
@Suite struct SharedElementChromeTests {
    let window = Window(size: CGSize(width: 200, height: 300), scale: 1)
    let list = ViewController()
    let detail = ViewController()
    let navigation: NavigationController

    init() {
        window.rootViewController = list
        list.view.backgroundColor = .white
        detail.view.backgroundColor = .white
        navigation = NavigationController(rootViewController: detail)
        detail.navigationItem.title = "Detail"
    }

    /// A red square at the bottom of the list flies to a red square under the top of the detail
    /// (under its navigation bar), presented in a navigation controller over one linear second.
    func present(_ options: SharedElementOptions? = nil) throws -> (SharedElementTransition, Bitmap) {
        let square = View(frame: CGRect(x: 20, y: 220, width: 40, height: 40))
        square.backgroundColor = .red
        square.transitionID = "photo"
        list.view.addSubview(square)
        let photo = View(frame: CGRect(x: 0, y: 0, width: 200, height: 120))
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
        let standIn = try #require(transition.activeFlights.first?.root.superview?.subviews.last)
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
}
