import Foundation

/// The bar at the top of a ``NavigationController``: the top controller's title and a back
/// button naming the controller below (`UINavigationBar`'s role).
///
/// Its frames and alphas follow UIKit's push and pop choreography (titles cross-fade, the back
/// button slides).
@MainActor
public final class NavigationBar: View {
    /// The bar's height, in points.
    public static let height: CGFloat = 44

    /// The top controller's title.
    public let titleLabel = Label()
    /// The back button: a chevron and ``backLabel``; hidden at the root.
    public let backButton = View()
    /// The back button's title: the controller below's, or "Back" when that does not fit before
    /// the title, or nothing (the chevron alone) when neither fits, as UIKit shortens it.
    public let backLabel = Label()
    /// The back chevron: two rounded strokes meeting at a point, in the bar's tint.
    public let backChevron = View()
    /// The chevron's upper and lower strokes.
    private let chevronStrokes = [View(), View()]
    /// The back button's whole title (the controller below's back button title, else its
    /// title, else "Back"); ``backLabel`` shows it when it fits.
    private var backTitle: String?

    /// How far the bar's background reaches up above its top edge, in points: behind the status
    /// bar, when the bar sits below it (set by the navigation controller).
    public var backgroundExtension: CGFloat = 0 {
        didSet { if backgroundExtension != oldValue { setNeedsLayout() } }
    }
    /// The background above the bar's top edge (see ``backgroundExtension``).
    private let backgroundAbove = View()

    /// The bar tint (background colour), light grey-white like UIKit's default bar.
    public static let defaultBackground = Color(red: 0.97, green: 0.97, blue: 0.97, alpha: 0.94)

    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = NavigationBar.defaultBackground
        titleLabel.fontSize = 17
        titleLabel.textAlignment = .center
        for stroke in chevronStrokes {
            stroke.backgroundColor = .systemBlue
            stroke.layer.cornerRadius = 1.5
            backChevron.addSubview(stroke)
        }
        backLabel.textColor = .systemBlue
        backButton.addSubview(backChevron)
        backButton.addSubview(backLabel)
        addSubview(backButton)
        addSubview(titleLabel)
    }

    /// Lays out the title centred and the back button at the leading edge.
    public override func layoutSubviews() {
        let above = backgroundExtension.isFinite ? max(0, backgroundExtension) : 0
        if above > 0 {
            if backgroundAbove.superview !== self { insertSubview(backgroundAbove, at: 0) }
            backgroundAbove.frame = CGRect(x: 0, y: -above, width: bounds.width, height: above)
            backgroundAbove.backgroundColor = backgroundColor
        } else if backgroundAbove.superview != nil {
            backgroundAbove.removeFromSuperview()
        }
        titleLabel.transform = .identity
        backButton.transform = .identity
        titleLabel.frame = NavigationBar.titleFrame(in: bounds)
        // The back button reaches to a little before the title's text (a quarter of the bar at least).
        let titleText = titleLabel.text?.isEmpty == false ? min(titleLabel.intrinsicContentSize.width, titleLabel.bounds.width) : 0
        var back = NavigationBar.backButtonFrame(in: bounds)
        back.size.width = max(back.width, (bounds.width - titleText) / 2 - 6)
        backButton.frame = back
        backChevron.frame = CGRect(x: 8, y: 12, width: 12, height: 20)
        // Each stroke 3 pt thick and 13.5 pt long, turned 45° about its end at the chevron's
        // point (left middle): together a "<" 10 pt wide and 20 pt tall, like UIKit's.
        for (i, stroke) in chevronStrokes.enumerated() {
            stroke.transform = .identity
            stroke.bounds = CGRect(x: 0, y: 0, width: 13.5, height: 3)
            stroke.layer.anchorPoint = CGPoint(x: 1.5 / 13.5, y: 0.5)
            stroke.layer.position = CGPoint(x: 1.5, y: 10)
            stroke.transform = AffineTransform(rotationAngle: i == 0 ? -CGFloat.pi / 4 : CGFloat.pi / 4)
        }
        backLabel.frame = CGRect(x: 26, y: 0, width: backButton.bounds.width - 26, height: backButton.bounds.height)
        // As UIKit shortens it: the whole title when it fits, else "Back", else the chevron alone.
        if let backTitle {
            backLabel.text = backTitle
            if backLabel.intrinsicContentSize.width > backLabel.bounds.width {
                backLabel.text = "Back"
                if backLabel.intrinsicContentSize.width > backLabel.bounds.width { backLabel.text = "" }
            }
        }
    }

    static func titleFrame(in bounds: CGRect) -> CGRect {
        CGRect(x: bounds.width * 0.25, y: 0, width: bounds.width * 0.5, height: bounds.height)
    }

    static func backButtonFrame(in bounds: CGRect) -> CGRect {
        CGRect(x: 0, y: 0, width: bounds.width * 0.25, height: bounds.height)
    }

    /// Shows the items of `stack`'s top controller.
    package func show(stack: [ViewController]) {
        let top = stack.last
        titleLabel.text = top?.navigationItem.title
        let previous = stack.count > 1 ? stack[stack.count - 2] : nil
        backTitle = previous.map { $0.navigationItem.backButtonTitle ?? $0.navigationItem.title ?? "Back" }
        backLabel.text = backTitle
        backButton.isHidden = previous == nil || (top?.navigationItem.hidesBackButton ?? false)
        titleLabel.alpha = 1
        backButton.alpha = 1
        setNeedsLayout()
    }
}
