import Foundation

/// The status bar a ``Window`` draws over the top of its screen when
/// ``Window/showsStatusBar`` is on: the time, 9:41, centred in the left third, and signal bars
/// and a full battery on the right, all drawn by code so every frame is deterministic.
///
/// It holds the content twice, dark (``darkContent``) and light (``lightContent``); the style
/// shown is the one at full opacity, and a change of style cross-fades the two. It takes no
/// touches and stays above every view the window holds.
@MainActor
public final class StatusBarView: View {
    /// The height of the bar, in points (an iPhone with a notch: 47).
    public static let height: CGFloat = 47
    /// The time shown, always: Apple's keynote time.
    public static let time = "9:41"

    /// The content drawn in black.
    public let darkContent: View
    /// The content drawn in white.
    public let lightContent: View

    /// A bar as wide as `width` points.
    public init(width: CGFloat) {
        let frame = CGRect(x: 0, y: 0, width: width, height: StatusBarView.height)
        darkContent = StatusBarView.makeContent(frame: frame, color: .black)
        lightContent = StatusBarView.makeContent(frame: frame, color: .white)
        super.init(frame: frame)
        isUserInteractionEnabled = false
        autoresizingMask = [.flexibleWidth]
        layer.zPosition = 1_000
        addSubview(darkContent)
        addSubview(lightContent)
        show(.default)
    }

    /// Shows `style`, or nothing when `hidden`, at once (animated when called inside an
    /// animation block).
    public func show(_ style: StatusBarStyle, hidden: Bool = false) {
        darkContent.alpha = hidden || style.hasLightContent ? 0 : 1
        lightContent.alpha = !hidden && style.hasLightContent ? 1 : 0
    }

    /// Whether the bar shows nothing now (on screen, mid-fade: both contents under half opacity).
    public var isShownHidden: Bool {
        let light = lightContent.layer.presentation()?.opacity ?? Float(lightContent.alpha)
        let dark = darkContent.layer.presentation()?.opacity ?? Float(darkContent.alpha)
        return light < 0.5 && dark < 0.5
    }

    /// The style fully shown now (on screen, mid-fade: the one more opaque).
    public var shownStyle: StatusBarStyle {
        let light = lightContent.layer.presentation()?.opacity ?? Float(lightContent.alpha)
        return light > 0.5 ? .lightContent : .default
    }

    private static func makeContent(frame: CGRect, color: Color) -> View {
        let content = View(frame: frame)
        content.autoresizingMask = [.flexibleWidth]
        let clock = Label(frame: CGRect(x: 0, y: 14, width: frame.width / 3, height: 22))
        clock.text = time
        clock.font = try? Font.systemFont(ofSize: 17, weight: .semibold)
        clock.textColor = color
        clock.textAlignment = .center
        content.addSubview(clock)

        let right = View(frame: CGRect(x: frame.width * 2 / 3, y: 0, width: frame.width / 3, height: frame.height))
        right.autoresizingMask = [.flexibleLeftMargin]
        content.addSubview(right)
        let middle = right.bounds.width / 2
        // Four signal bars, rising, left of the battery.
        for i in 0..<4 {
            let h = CGFloat(4 + 2 * i)
            let bar = View(frame: CGRect(x: middle - 26 + CGFloat(i) * 4.5, y: 30 - h, width: 3, height: h))
            bar.backgroundColor = color
            bar.layer.cornerRadius = 1
            right.addSubview(bar)
        }
        // The battery: an outline at 35% of the colour, a full charge inside, and its cap.
        let body = View(frame: CGRect(x: middle, y: 18, width: 25, height: 12))
        body.layer.cornerRadius = 3.5
        body.layer.borderWidth = 1
        body.layer.borderColor = color.withAlphaComponent(0.35)
        right.addSubview(body)
        let charge = View(frame: CGRect(x: 2, y: 2, width: 21, height: 8))
        charge.backgroundColor = color
        charge.layer.cornerRadius = 2
        body.addSubview(charge)
        let cap = View(frame: CGRect(x: middle + 26, y: 22, width: 1.5, height: 4))
        cap.backgroundColor = color.withAlphaComponent(0.4)
        right.addSubview(cap)
        return content
    }
}
