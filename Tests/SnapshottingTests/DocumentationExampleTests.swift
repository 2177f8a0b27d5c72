import Foundation
import SharedElements
import Snapshotting
import Testing

// The code listings of the README and of the documentation articles, written here exactly as
// they appear there (`DocumentationListingTests` checks that each listing is found, line for
// line, in a compiled test source), and run by the tests at the end of this file. Listings that
// redeclare a type live in a namespace of their own; the names a listing uses without declaring
// them are set up around it.

// MARK: - README

@MainActor func openPhoto() throws -> Bitmap {
    let window = Window(size: CGSize(width: 390, height: 844), scale: 2)
    let grid = ViewController()
    window.rootViewController = grid
    let thumbnail = View(frame: CGRect(x: 16, y: 120, width: 80, height: 80))
    thumbnail.backgroundColor = .systemOrange
    thumbnail.layer.cornerRadius = 12
    thumbnail.transitionID = "photo"
    grid.view.addSubview(thumbnail)

    let viewer = ViewController()
    let photo = View(frame: CGRect(x: 0, y: 100, width: 390, height: 390))
    photo.backgroundColor = .systemOrange
    photo.transitionID = "photo"
    viewer.view.addSubview(photo)

    viewer.transitionController.transition = SharedElementTransition()
    grid.present(viewer, animated: true)
    window.clock.advance(by: 0.15)          // mid-flight: time moves only when told
    return try window.render()              // 780 x 1688 premultiplied pixels
}

// MARK: - Getting Started

@MainActor func firstFade() throws -> Bitmap {
    let window = Window(size: CGSize(width: 390, height: 844), scale: 2)
    let list = ViewController()
    list.view.backgroundColor = .systemBlue
    window.rootViewController = list

    let detail = ViewController()
    detail.view.backgroundColor = .systemOrange
    detail.transitionController.transition = FadeTransition()
    list.present(detail, animated: true)

    window.clock.advance(by: 0.175)           // half of the fade's 0.35 s
    let halfWay = try window.render()         // orange half faded in over blue: 780 x 1688 pixels
    window.clock.advance(by: 0.175)           // the fade has ended
    return halfWay
}

@MainActor func firstSharedElement() -> SharedElementPlan? {
    let window = Window(size: CGSize(width: 390, height: 844), scale: 1)
    let list = ViewController()
    list.view.backgroundColor = .white
    window.rootViewController = list

    let thumbnail = View(frame: CGRect(x: 16, y: 120, width: 80, height: 80))
    thumbnail.backgroundColor = .systemOrange
    thumbnail.layer.cornerRadius = 12
    thumbnail.transitionID = "photo"
    list.view.addSubview(thumbnail)

    let detail = ViewController()
    detail.view.backgroundColor = .white
    let photo = View(frame: CGRect(x: 0, y: 100, width: 390, height: 390))
    photo.backgroundColor = .systemOrange
    photo.transitionID = "photo"
    detail.view.addSubview(photo)

    let transition = SharedElementTransition()
    detail.transitionController.transition = transition
    list.present(detail, animated: true)
    window.clock.advance(by: 1)               // the thumbnail has become the photo
    detail.dismiss(animated: true)
    window.clock.advance(by: 1)               // and flown back into its place
    return transition.lastPlan                // what flew, and why the rest did not
}

// MARK: - Writing Transitions

/// A window with a list at its root, and the screens the transition guides name.
@MainActor struct TransitionStage {
    final class DetailViewController: ViewController {
        override func viewDidLoad() { view.backgroundColor = .systemBlue }
    }

    let window = Window(size: CGSize(width: 200, height: 400), scale: 1)
    let list = ViewController()

    init() { window.rootViewController = list }

    func presentsWithAFade() -> DetailViewController {
        let detail = DetailViewController()
        detail.transitionController.transition = FadeTransition()
        list.present(detail, animated: true)
        return detail
    }
}

/// The fade guide, step 1.
struct FadeGuideStep1 {
    final class FadeTransition: Transition {
        func start(with context: TransitionContext) {
        }
    }
}

/// The fade guide, step 2.
struct FadeGuideStep2 {
    final class FadeTransition: Transition {
        func start(with context: TransitionContext) {
            View.animate(withDuration: context.duration, animations: {
                // the motion
            }, completion: { _ in
                context.transitionDidEnd()
            })
        }
    }
}

/// An EasyTransitions modal animator for the delegate listing: the view drops in from the top.
final class DropInAnimator: ModalTransitionAnimator {
    var duration: TimeInterval = 0.3
    var onPresented: (() -> Void)?
    var onDismissed: (() -> Void)?
    func layout(presenting: Bool, modalView: View, in container: View) {
        if presenting { modalView.transform = AffineTransform(translationX: 0, y: -container.bounds.height) }
    }
    func animate(presenting: Bool, modalView: View, in container: View) {
        modalView.transform = presenting ? .identity : AffineTransform(translationX: 0, y: -container.bounds.height)
    }
}

// MARK: - The Runtime

struct RuntimeListing {
    final class FadeAnimator: ViewControllerAnimatedTransitioning {
        func transitionDuration(using transitionContext: ViewControllerContextTransitioning?) -> TimeInterval { 0.3 }

        func animateTransition(using transitionContext: ViewControllerContextTransitioning) {
            guard let toView = transitionContext.view(forKey: .to) else { return transitionContext.completeTransition(true) }
            transitionContext.containerView.addSubview(toView)
            toView.alpha = 0
            View.animate(withDuration: transitionDuration(using: transitionContext), animations: {
                toView.alpha = 1
            }, completion: { _ in
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
        }
    }

    final class FadeTransition: ViewControllerTransitioningDelegate {
        func animationController(forPresented presented: ViewController, presenting: ViewController,
                                 source: ViewController) -> ViewControllerAnimatedTransitioning? { FadeAnimator() }
    }

    @MainActor func showDetail() throws {
        let window = Window()                                  // 390 x 844 points at scale 2
        let list = ViewController()
        window.rootViewController = NavigationController(rootViewController: list)

        let detail = ViewController()
        detail.view.backgroundColor = .systemOrange
        let fade = FadeTransition()
        detail.transitioningDelegate = fade                    // held weakly, as in UIKit
        list.present(detail, animated: true)

        window.clock.advance(by: 0.15)                         // half way: the detail is half faded in
        let frame = try window.render()                        // 780 x 1688 premultiplied pixels
        window.clock.advance(by: 0.15)
        print(frame.width, window.transitionDiagnostics.entries)
    }
}

// MARK: - Text

@MainActor func nameTag() throws -> Bitmap {
    let window = Window(size: CGSize(width: 240, height: 80), scale: 3)
    window.backgroundColor = .white

    let name = Label(frame: CGRect(x: 16, y: 12, width: 208, height: 30))
    name.text = "Whiskers"
    name.font = try Font.systemFont(ofSize: 24, weight: .bold)
    name.textAlignment = .center

    let bio = Label(frame: CGRect(x: 16, y: 44, width: 208, height: 0))
    bio.text = "Naps on warm windowsills and chases every red dot."
    bio.font = try Font.systemFont(ofSize: 13)
    bio.textColor = .systemBlue
    bio.numberOfLines = 2
    bio.frame.size = bio.sizeThatFits(CGSize(width: 208, height: CGFloat.greatestFiniteMagnitude))

    window.addSubview(name)
    window.addSubview(bio)
    return try window.render()                            // 720 x 240 premultiplied pixels
}

// MARK: - Snapshot Testing

/// The snapshot-testing article's suite, its `@Test` and `@Suite` attributes left out so that it
/// runs only inside `snapshotTestingArticleSuiteRecordsThenPasses`, in a temporary folder.
/// The screens the snapshot-testing listings name.
final class ListViewController: ViewController {
    override func viewDidLoad() { view.backgroundColor = .white }
}

final class DetailViewController: ViewController {
    override func viewDidLoad() { view.backgroundColor = .systemBlue }
}

@MainActor struct ProfileSnapshotTests {
    func profileCard() {
        let card = View(frame: CGRect(x: 0, y: 0, width: 160, height: 100))
        card.backgroundColor = .systemOrange
        card.layer.cornerRadius = 16
        assertSnapshot(of: card)                                  // profileCard.1.png, 320x200 pixels
        assertSnapshot(of: card, named: "tolerant",               // profileCard.tolerant.png
                       tolerance: .perceptual(threshold: 0.1, maxDifferentPixels: 10))
    }

    func detailScreen() {
        assertSnapshot(of: DetailViewController())                // 390x844 points at 2x: 780x1688 pixels
    }

    func fadeIn() {
        let run = TransitionRecording(.transition(FadeTransition()), from: ListViewController(),
                                      to: DetailViewController(), at: [0, 0.25, 0.5, 0.75, 1])
        assertSnapshot(of: run, as: .filmStrip)                   // fadeIn.present.0.png … fadeIn.present.1.png
    }

    // A strategy of your own, by pullback: any screen fading in over the list.
    static let fadingIn = Snapshotting<TransitionRecording, FilmStrip>.filmStrip.pullback { (screen: ViewController) in
        TransitionRecording(.transition(FadeTransition()), from: ListViewController(), to: screen, at: [0, 0.5, 1])
    }

    func detailFadesIn() {
        assertSnapshot(of: DetailViewController(), as: Self.fadingIn)  // detailFadesIn.present.0.5.png, …
    }

    func noOrphanedSnapshots() { assertNoOrphanedSnapshots() }
}

// MARK: - Running them

@MainActor
@Suite struct DocumentationExampleTests {
    /// A folder of its own for a test's files, removed afterwards by the caller.
    func scratchFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("docs-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    @Test func readmeExampleRendersMidFlight() throws {
        let frame = try openPhoto()
        #expect(frame.width == 780 && frame.height == 1688)
        // Mid-flight the thumbnail has left its place: the pixel at its centre is the list's.
        #expect(frame[112, 320] != frame[200, 800] || frame[112, 320].a == 255)
        #expect(Set((0..<20).map { frame[$0 * 39, 480] }).count > 1)
    }

    @Test func gettingStartedFadeIsHalfWayAtHalfTime() throws {
        let frame = try firstFade()
        #expect(frame.width == 780 && frame.height == 1688)
        let mid = frame[390, 844]
        #expect((60...200).contains(Int(mid.r)) && (60...200).contains(Int(mid.b)), "\(mid)")
    }

    @Test func gettingStartedSharedElementFlies() throws {
        let plan = try #require(firstSharedElement())
        #expect(plan.pairs.map(\.id) == ["photo"])
    }

    @Test func landingPageListingFliesTheThumbnail() {
        let window = Window(size: CGSize(width: 390, height: 844), scale: 1)
        let list = ViewController()
        window.rootViewController = list
        let detail = ViewController()
        let thumbnail = View(frame: CGRect(x: 16, y: 120, width: 80, height: 80))
        thumbnail.backgroundColor = .systemOrange
        list.view.addSubview(thumbnail)
        let photo = View(frame: CGRect(x: 0, y: 100, width: 390, height: 390))
        photo.backgroundColor = .systemOrange
        detail.view.addSubview(photo)

        thumbnail.transitionID = "photo"
        photo.transitionID = "photo"
        detail.transitionController.transition = SharedElementTransition()
        list.present(detail, animated: true)

        window.clock.advance(by: 1)
        let transition = detail.transitionController.transition as? SharedElementTransition
        #expect(transition?.lastPlan?.pairs.map(\.id) == ["photo"])
        #expect(list.presentedViewController === detail && !window.isTransitioning)
    }

    @Test func sharedElementsArticleListingPlans() {
        let window = Window(size: CGSize(width: 390, height: 844), scale: 1)
        let list = ViewController()
        window.rootViewController = list
        let detail = ViewController()

        let thumbnail = View(frame: CGRect(x: 16, y: 120, width: 80, height: 80))
        thumbnail.transitionID = "photo"
        thumbnail.layer.cornerRadius = 12
        list.view.addSubview(thumbnail)

        let photo = View(frame: CGRect(x: 0, y: 0, width: 390, height: 390))
        photo.transitionID = "photo"
        detail.view.addSubview(photo)

        let transition = SharedElementTransition()
        detail.transitionController.transition = transition
        list.present(detail, animated: true)

        let plan = transition.lastPlan              // pairs, unmatched, duplicates, skipped views and why
        print(plan?.timelineJSON() ?? "")           // every flyer's geometry, delay and duration

        #expect(plan?.pairs.map(\.id) == ["photo"])
        #expect(plan?.timelineJSON().contains("photo") == true)
    }

    @Test func writingTransitionsFirstListingFades() {
        let stage = TransitionStage()
        let detail = stage.presentsWithAFade()
        #expect(stage.window.isTransitioning)
        stage.window.clock.advance(by: 0.5)
        #expect(stage.list.presentedViewController === detail && !stage.window.isTransitioning)
    }

    @Test func fadeGuideStepsRun() {
        // Step 1 never ends (the guide's point); step 2 ends with its empty animation.
        for (transition, ends) in [(FadeGuideStep1.FadeTransition() as Transition, false), (FadeGuideStep2.FadeTransition(), true)] {
            let stage = TransitionStage()
            let detail = ViewController()
            detail.transitionController.transition = transition
            stage.list.present(detail, animated: true)
            stage.window.clock.advance(by: 1)
            #expect(stage.window.isTransitioning == !ends)
        }
    }

    @Test func navigationListingPushesAndPopsWithAFade() {
        let window = Window(size: CGSize(width: 200, height: 400), scale: 1)
        let root = ViewController()
        let navigationController = NavigationController(rootViewController: root)
        window.rootViewController = navigationController
        let detail = ViewController()

        navigationController.delegate = TransitionNavigationControllerDelegate.shared   // or .sharedDelegate()
        detail.transitionController.transition = FadeTransition()
        navigationController.pushViewController(detail, animated: true)   // fades in
        _ = navigationController.popViewController(animated: true)        // fades out

        window.clock.advance(by: 1)
        if navigationController.viewControllers.count == 2 {   // the pop came while the push ran
            _ = navigationController.popViewController(animated: true)
            window.clock.advance(by: 1)
        }
        #expect(navigationController.viewControllers.map { $0 === root } == [true] && !window.isTransitioning)
    }

    @Test func easyTransitionsDelegateListingPresents() {
        let window = Window(size: CGSize(width: 200, height: 400), scale: 1)
        let list = ViewController()
        window.rootViewController = list
        let detail = ViewController()

        let modalTransitionDelegate = ModalTransitionDelegate()      // keep it: delegates are weak
        modalTransitionDelegate.set(animator: DropInAnimator())      // a ModalTransitionAnimator
        modalTransitionDelegate.wire(viewController: detail, with: .regular(.fromTop))
        detail.transitioningDelegate = modalTransitionDelegate
        detail.modalPresentationStyle = .custom
        list.present(detail, animated: true, completion: nil)      // a drag down dismisses it

        window.clock.advance(by: 1)
        #expect(list.presentedViewController === detail && !window.isTransitioning)
    }

    @Test func readyTransitionsListingsRun() {
        let cardsWindow = Window(size: CGSize(width: 390, height: 844), scale: 1)
        let cards = ViewController()
        cardsWindow.rootViewController = cards
        let tappedCard = View(frame: CGRect(x: 40, y: 200, width: 150, height: 210))
        tappedCard.backgroundColor = .white
        cards.view.addSubview(tappedCard)

        let gridWindow = Window(size: CGSize(width: 390, height: 844), scale: 1)
        let grid = ViewController()
        gridWindow.rootViewController = grid
        let cell = ImageView(image: Image(bitmap: (try? ImageGenerator.checker(width: 64, height: 48))!))
        cell.frame = CGRect(x: 10, y: 100, width: 120, height: 120)
        cell.contentMode = .scaleAspectFill
        grid.view.addSubview(cell)
        final class Viewer: ViewController {
            let photoView = ImageView(image: Image(bitmap: (try? ImageGenerator.checker(width: 64, height: 48))!))
            override func viewDidLoad() {
                photoView.frame = view.bounds
                photoView.contentMode = .scaleAspectFit
                view.addSubview(photoView)
            }
        }
        let viewer = Viewer()

        let todayWindow = Window(size: CGSize(width: 390, height: 844), scale: 1)
        let today = ViewController()
        todayWindow.rootViewController = today
        let story = ViewController()

        let reveal = ViewController()
        reveal.transitionController.transition = CardFlipTransition(card: tappedCard)
        cards.present(reveal, animated: true)

        // The gallery zoom: tag the thumbnail and the photo (an ImageView, .scaleAspectFit) alike.
        cell.transitionID = "photo-4"
        viewer.photoView.transitionID = "photo-4"
        viewer.transitionController.transition = ZoomTransition(transitionID: "photo-4")
        grid.present(viewer, animated: true)            // zooms in over a dimming black
        viewer.dismiss(animated: true)                  // zooms back into the cell

        // The Today card: name the card by view (or by transitionID: CardExpandTransition(card: "story-0")).
        story.transitionController.transition = CardExpandTransition(card: .view(tappedCard))
        today.present(story, animated: true)

        for window in [cardsWindow, gridWindow, todayWindow] { window.clock.advance(by: 1) }
        #expect(cards.presentedViewController === reveal && today.presentedViewController === story)
        if grid.presentedViewController === viewer {   // the dismissal came while the zoom ran
            viewer.dismiss(animated: true)
            gridWindow.clock.advance(by: 1)
        }
        #expect(grid.presentedViewController == nil && !gridWindow.isTransitioning)

        viewer.transitionController.transition = ZoomTransition(transitionID: "photo-4")
        let swipeDown = TransitionInteractiveController(viewController: viewer, pan: .regular(.down), action: .dismiss)
        swipeDown.distance = 320     // ZoomTransition.dismissalProgress(forDrag:) uses the same 320 points
        #expect(swipeDown.distance == 320)
    }

    @Test func runtimeListingsRun() throws {
        try RuntimeListing().showDetail()

        let window = Window(size: CGSize(width: 200, height: 400), scale: 1)
        let list = ViewController()
        window.rootViewController = list

        final class PhotoViewController: ViewController {
            override var preferredStatusBarStyle: StatusBarStyle { .lightContent }
        }
        window.showsStatusBar = true
        list.present(PhotoViewController(), animated: true)   // the bar fades to white text

        window.clock.advance(by: 1)
        #expect(list.presentedViewController?.preferredStatusBarStyle == .lightContent)
    }

    @Test func interactiveTransitionsListingDismissesOnAFlick() {
        var outcome: Bool?
        let window = Window(size: CGSize(width: 390, height: 844), scale: 1)
        let list = ViewController()
        window.rootViewController = list
        let detail = ViewController()
        detail.transitionController.transition = SharedElementTransition()
        list.present(detail, animated: false)

        let swipeDown = TransitionInteractiveController(viewController: detail, pan: .regular(.down), action: .dismiss)
        swipeDown.completion = { completed in print(completed ? "dismissed" : "stayed") }
        window.play(.swipe(from: CGPoint(x: 195, y: 300), to: CGPoint(x: 195, y: 360), duration: 0.1))  // a flick
        window.clock.advance(by: 1)                                                                   // "dismissed"

        outcome = list.presentedViewController == nil
        #expect(outcome == true)
    }

    @Test func gestureListingsRun() throws {
        @MainActor final class SwipeController {
            func handleGesture(_ gestureRecognizer: ScreenEdgePanGestureRecognizer) {
                print(gestureRecognizer.state, gestureRecognizer.translation(in: nil))
            }
        }
        let controller = SwipeController()
        let edge = ScreenEdgePanGestureRecognizer(target: controller, action: SwipeController.handleGesture)
        edge.edges = .left
        #expect(edge.edges == .left)

        let window = Window()
        let sheet = View(frame: window.bounds)
        window.addSubview(sheet)
        let pan = PanGestureRecognizer { g in
            let pan = g as! PanGestureRecognizer
            if g.state == .ended { print(pan.translation(in: nil), pan.velocity(in: nil)) }
        }
        sheet.addGestureRecognizer(pan)

        window.startRecordingTouches()
        window.play(.swipe(from: CGPoint(x: 195, y: 200), to: CGPoint(x: 195, y: 600), duration: 0.3))
        let bugReport = try window.stopRecordingTouches().jsonData()   // replay later with
        window.play(try TouchScript(jsonData: bugReport))               // window.play(_:)

        let replayed = try TouchScript(jsonData: bugReport)
        #expect(replayed.steps.first?.phase == .began && replayed.steps.last?.phase == .ended)
        #expect(abs((replayed.steps.last?.location.y ?? 0) - 600) < 1 && replayed.steps.count > 10)
    }

    @Test func animationListingRuns() {
        let clock = AnimationClock()
        let root = Layer()
        root.animationClock = clock
        let card = Layer()
        card.bounds = CGRect(x: 0, y: 0, width: 200, height: 120)
        root.addSublayer(card)

        // View.animate(withDuration:animations:completion:), at the layer level.
        Transaction.animate(duration: 0.35, timing: .springDampingRatio(0.8)) {
            card.position = CGPoint(x: 195, y: 300)
            card.opacity = 0.9
        } completion: { finished in print("landed", finished) }

        // An explicit Core Animation animation.
        card.add(.basic(.cornerRadius, from: 0.0, to: 16.0, duration: 0.35, timing: .easeOut), forKey: "round")

        // Interactive: scrub, then let go.
        let flip = PropertyAnimator(duration: 0.5, curve: .easeInOut, clock: clock) {
            card.transform = Transform3D(rotationAngle: .pi, x: 0, y: 1, z: 0)
        }
        flip.pauseAnimation()
        flip.fractionComplete = 0.4
        flip.continueAnimation(withTimingParameters: .springDampingRatio(0.9), durationFactor: 1)

        clock.advance(frames: 30, fps: 60)         // half a second later
        let onScreen = card.presentation()         // what the compositor draws now (optional, as in Core Animation)

        #expect(onScreen != nil && abs((onScreen?.position.y ?? 0) - 300) < 30)
    }

    @Test func layerListingsRender() throws {
        let folder = try scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }

        let root = Layer()
        root.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
        root.backgroundColor = .white
        root.sublayerTransform = .perspective(distance: 500)

        let card = Layer()
        card.frame = CGRect(x: 45, y: 212, width: 300, height: 420)
        card.backgroundColor = Color(hex: "#FF9500")
        card.cornerRadius = 16
        card.shadowOpacity = 0.4
        card.transform = Transform3D(rotationAngle: .pi / 6, x: 0, y: 1, z: 0)
        root.addSublayer(card)

        let pixels = try Compositor().render(root, size: CGSize(width: 390, height: 844), scale: 2)
        try Image(bitmap: pixels).pngData().write(to: folder.appendingPathComponent("card.png"))   // folder: a directory URL

        #expect(try Image(contentsOf: folder.appendingPathComponent("card.png")).bitmap == pixels)
        #expect(pixels.width == 780 && pixels.height == 1688)
        #expect(pixels[390, 844] == Color(hex: "#FF9500")!.premultiplied)   // the card's centre
        #expect(pixels[10, 10] == Color.white.premultiplied)
        let pair = try plusLighterPair()
        #expect(pair[50, 50] == PremultipliedColor(r: 178, g: 0, b: 77, a: 255))
        #expect(stride(from: 3, to: pair.bytes.count, by: 4).allSatisfy { pair.bytes[$0] == 255 })
    }

    func plusLighterPair() throws -> Bitmap {
        let pair = Layer()                       // isolated: the halves add up inside it, then go over the screen
        pair.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        let t: Float = 0.3                       // the cross-fade's progress
        for (color, opacity) in [(Color.red, 1 - t), (Color.blue, t)] {
            let half = Layer()
            half.frame = pair.bounds
            half.backgroundColor = color
            half.compositingFilter = .plusLighter
            half.opacity = opacity               // 8-bit alphas 178 and 77: 255 in all
            pair.addSublayer(half)
        }
        let pixels = try Compositor().render(pair, size: CGSize(width: 100, height: 100))
        // pixels[50, 50] is (178, 0, 77, 255): opaque, nothing beneath shows through
        return pixels
    }

    @Test func imagesListingWritesAndReads() throws {
        let folder = try scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let reference = try Bitmap(width: 8, height: 8, fill: PremultipliedColor(r: 0, g: 60, b: 120, a: 128))
        try Image(bitmap: reference).pngData().write(to: folder.appendingPathComponent("reference.png"))
        let frames = try (0..<3).map { i in
            try Bitmap(width: 780, height: 1688, fill: PremultipliedColor(r: UInt8(i * 80), g: 40, b: 0, a: 255))
        }

        let image = try Image(contentsOf: folder.appendingPathComponent("reference.png"), scale: 2)
        let data = image.pngData()                  // straight RGBA (RGB when opaque), deflated
        let decoded = try PNGDecoder.decode(data)   // straight samples, before premultiplication
        print(decoded.header.colorType, decoded.bitsPerChannel, image.size)

        let apng = try APNGWriter(url: folder.appendingPathComponent("long.png"), width: 780, height: 1688, opaque: true)
        for frame in frames { try apng.append(frame, duration: 1.0 / 60) }   // as each is rendered
        try apng.finish()

        let animation = try AnimatedImage(frames: frames, framesPerSecond: 60)   // frames: [Bitmap]
        try APNGEncoder().encode(animation).write(to: folder.appendingPathComponent("flip.png"))
        try GIFEncoder(framesPerSecond: 30, dithering: true).encode(animation)
            .write(to: folder.appendingPathComponent("flip.gif"))

        #expect(decoded.header.colorType == .rgba && image.size == CGSize(width: 4, height: 4))
        #expect(try Data(contentsOf: folder.appendingPathComponent("long.png")) == Data(contentsOf: folder.appendingPathComponent("flip.png")))
        #expect(try Data(contentsOf: folder.appendingPathComponent("flip.gif")).starts(with: Array("GIF89a".utf8)))
    }

    @Test func textListingRendersTheNameTag() throws {
        let tag = try nameTag()
        #expect(tag.width == 720 && tag.height == 240)
        #expect(Set((0..<240).map { tag[$0 * 3, 70] }).count > 2)   // the name's glyphs
        var inked = 0
        for y in 0..<tag.height { for x in 0..<tag.width where tag[x, y] != Color.white.premultiplied { inked += 1 } }
        #expect(inked > 5_000)
    }

    @Test func snapshotTestingArticleSuiteRecordsThenPasses() throws {
        let folder = try scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let suite = ProfileSnapshotTests()
        let run = {
            suite.profileCard()
            suite.detailScreen()
            suite.fadeIn()
            suite.detailFadesIn()
        }
        let references = folder.appendingPathComponent("references"), artifacts = folder.appendingPathComponent("artifacts")
        withSnapshotTesting(record: .missing, artifacts: artifacts, snapshotDirectory: references) {
            withKnownIssue("the first run records every reference") { run() }
        }
        // Unnamed snapshots are numbered per test and folder: compare against a copy.
        let copy = folder.appendingPathComponent("copy")
        try FileManager.default.copyItem(at: references, to: copy)
        withSnapshotTesting(record: .never, artifacts: artifacts, snapshotDirectory: copy) {
            run()
            suite.noOrphanedSnapshots()
        }
        let recorded = try FileManager.default.contentsOfDirectory(atPath: copy.path)
        #expect(recorded.contains("profileCard.1.png") && recorded.contains("fadeIn.present.0.5.png"))
    }

    @Test func lintListingPassesForACleanZoom() {
        final class Grid: ViewController {
            override func viewDidLoad() {
                view.backgroundColor = .white
                let thumbnail = View(frame: CGRect(x: 20, y: 100, width: 100, height: 100))
                thumbnail.backgroundColor = .systemOrange
                thumbnail.transitionID = "photo"
                view.addSubview(thumbnail)
            }
        }
        final class Photo: ViewController {
            override func viewDidLoad() {
                view.backgroundColor = .white
                let photo = View(frame: CGRect(x: 0, y: 80, width: 390, height: 390))
                photo.backgroundColor = .systemOrange
                photo.transitionID = "photo"
                view.addSubview(photo)
            }
        }
        let grid = Grid(), photo = Photo()

        let zoom = TransitionRecording(.transition(SharedElementTransition()), from: grid, to: photo)
        assertSnapshot(of: zoom, as: .lint())                                  // fails listing every finding
        assertSnapshot(of: zoom, as: .lint(LintRules().disabling(.text)))      // a rule switched off
    }
}
