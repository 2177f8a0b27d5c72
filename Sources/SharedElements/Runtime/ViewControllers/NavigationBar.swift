import Foundation

/// The bar at the top of a ``NavigationController``: the top controller's title and a back
/// button naming the controller below (`UINavigationBar`'s role).
///
/// Its labels draw only their backgrounds until text rendering lands; their frames and alphas
/// follow UIKit's push and pop choreography (titles cross-fade, the back button slides).
@MainActor
public final class NavigationBar: View {
    /// The bar's height, in points.
    public static let height: CGFloat = 44

    /// The top controller's title.
    public let titleLabel = Label()
    /// The back button: a chevron and ``backLabel``; hidden at the root.
    public let backButton = View()
    /// The back button's title.
    public let backLabel = Label()
    /// The back chevron.
    public let backChevron = View()

    /// The bar tint (background colour), light grey-white like UIKit's default bar.
    public static let defaultBackground = Color(red: 0.97, green: 0.97, blue: 0.97, alpha: 0.94)

    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = NavigationBar.defaultBackground
        titleLabel.fontSize = 17
        titleLabel.textAlignment = .center
        backChevron.backgroundColor = .systemBlue
        backLabel.textColor = .systemBlue
        backButton.addSubview(backChevron)
        backButton.addSubview(backLabel)
        addSubview(backButton)
        addSubview(titleLabel)
    }

    /// Lays out the title centred and the back button at the leading edge.
    public override func layoutSubviews() {
        titleLabel.transform = .identity
        backButton.transform = .identity
        titleLabel.frame = NavigationBar.titleFrame(in: bounds)
        backButton.frame = NavigationBar.backButtonFrame(in: bounds)
        backChevron.frame = CGRect(x: 8, y: 12, width: 12, height: 20)
        backLabel.frame = CGRect(x: 26, y: 0, width: backButton.bounds.width - 26, height: backButton.bounds.height)
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
        backLabel.text = previous.map { $0.navigationItem.backButtonTitle ?? $0.navigationItem.title ?? "Back" }
        backButton.isHidden = previous == nil || (top?.navigationItem.hidesBackButton ?? false)
        titleLabel.alpha = 1
        backButton.alpha = 1
        setNeedsLayout()
    }
}
