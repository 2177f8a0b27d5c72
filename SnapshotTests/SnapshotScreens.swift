import Foundation
import SharedElements

// Screens and views for the committed snapshot tests: colours, corners, borders, shadows and
// images only (no text, so text rendering work elsewhere cannot move these references).

/// A profile card: an avatar, two bars standing for text, a bordered button.
@MainActor
final class ProfileCardView: View {
    init() {
        super.init(frame: CGRect(x: 0, y: 0, width: 160, height: 100))
        backgroundColor = .white
        layer.cornerRadius = 16
        layer.borderWidth = 1
        layer.borderColor = Color(white: 0.85)
        let avatar = View(frame: CGRect(x: 14, y: 14, width: 44, height: 44))
        avatar.backgroundColor = .systemOrange
        avatar.layer.cornerRadius = 22
        addSubview(avatar)
        for (index, width) in [70.0, 48.0].enumerated() {
            let bar = View(frame: CGRect(x: 70, y: 20 + 16 * CGFloat(index), width: width, height: 8))
            bar.backgroundColor = Color(white: index == 0 ? 0.2 : 0.6)
            bar.layer.cornerRadius = 4
            addSubview(bar)
        }
        let button = View(frame: CGRect(x: 14, y: 68, width: 132, height: 20))
        button.backgroundColor = Color(red8: 230, green8: 241, blue8: 255)
        button.layer.cornerRadius = 10
        button.layer.borderWidth = 1.5
        button.layer.borderColor = .systemBlue
        addSubview(button)
    }
}

/// A detail screen: a photo header, a floating card with a shadow, a row of tiles, laid out for
/// whatever size the screen is.
@MainActor
final class DetailScreen: ViewController {
    private let header = ImageView(frame: .zero)
    private let card = ProfileCardView()
    private var tiles: [View] = []

    override func viewDidLoad() {
        view.backgroundColor = Color(white: 0.96)
        header.image = (try? ImageGenerator.rings(width: 160, height: 100)).map { Image(bitmap: $0) }
        header.contentMode = .scaleAspectFill
        header.clipsToBounds = true
        view.addSubview(header)
        card.layer.shadowOpacity = 0.25
        card.layer.shadowRadius = 8
        card.layer.shadowOffset = CGSize(width: 0, height: 4)
        view.addSubview(card)
        let colors: [Color] = [.systemBlue, .systemOrange, Color(red8: 52, green8: 199, blue8: 89)]
        for color in colors {
            let tile = View(frame: .zero)
            tile.backgroundColor = color
            tile.layer.cornerRadius = 12
            view.addSubview(tile)
            tiles.append(tile)
        }
    }

    override func viewDidLayoutSubviews() {
        let width = view.bounds.width
        header.frame = CGRect(x: 0, y: 0, width: width, height: 200)
        card.frame.origin = CGPoint(x: ((width - card.bounds.width) / 2).rounded(), y: 160)
        let tileWidth = (width - 40) / 3
        for (index, tile) in tiles.enumerated() {
            tile.frame = CGRect(x: 20 + CGFloat(index) * tileWidth, y: 300, width: tileWidth - 8, height: 80)
        }
    }
}

/// A plain screen of one colour.
@MainActor
final class PlainScreen: ViewController {
    let color: Color
    init(_ color: Color) { self.color = color; super.init() }
    override func viewDidLoad() { view.backgroundColor = color }
}

/// The presented screen grows from a small rounded card in the middle while fading in, in 0.5
/// seconds, ease-in-out; dismissal runs it backwards.
@MainActor
final class ZoomCardAnimator: ViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: ViewControllerContextTransitioning?) -> TimeInterval { 0.5 }

    func animateTransition(using transitionContext: ViewControllerContextTransitioning) {
        let presenting = transitionContext.viewController(forKey: .to)?.isBeingPresented ?? false
        let container = transitionContext.containerView
        if let toView = transitionContext.view(forKey: .to), toView.superview == nil {
            container.addSubview(toView)
        }
        guard let moving = presenting ? transitionContext.view(forKey: .to) : transitionContext.view(forKey: .from) else {
            return transitionContext.completeTransition(true)
        }
        container.bringSubviewToFront(moving)
        let small = AffineTransform(scaleX: 0.4, y: 0.4)
        moving.clipsToBounds = true
        if presenting {
            View.performWithoutAnimation {
                moving.transform = small
                moving.alpha = 0
                moving.layer.cornerRadius = 40
            }
        }
        View.animate(withDuration: 0.5, options: .curveEaseInOut, animations: {
            moving.transform = presenting ? .identity : small
            moving.alpha = presenting ? 1 : 0
            moving.layer.cornerRadius = presenting ? 0 : 40
        }, completion: { _ in
            View.performWithoutAnimation {
                moving.transform = .identity
                moving.layer.cornerRadius = 0
                moving.alpha = 1
            }
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}

/// A screen with one rounded card to flip, a third of the way down.
@MainActor
final class CardsScreen: ViewController {
    let card = View(frame: CGRect(x: 30, y: 80, width: 120, height: 160))

    override func viewDidLoad() {
        view.backgroundColor = .white
        card.backgroundColor = .systemOrange
        card.layer.cornerRadius = 16
        view.addSubview(card)
    }
}
