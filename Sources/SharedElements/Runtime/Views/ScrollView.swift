import Foundation

/// A view whose content is larger than its bounds and is moved by the content offset
/// (`UIScrollView`'s role). The offset is the bounds origin, so subviews placed in content
/// coordinates move as it changes.
///
/// ```swift
/// let scroll = ScrollView(frame: window.bounds)
/// scroll.contentSize = CGSize(width: 390, height: 2000)
/// scroll.setContentOffset(CGPoint(x: 0, y: 600), animated: false)
/// ```
@MainActor
open class ScrollView: View {
    /// The size of the content, in points.
    public var contentSize: CGSize = .zero

    /// Whether dragging scrolls the content.
    public var isScrollEnabled = true
    /// How quickly a flung scroll slows: the fraction of velocity kept per millisecond
    /// (UIKit's `.normal` is 0.998, `.fast` 0.99).
    public var decelerationRate: CGFloat = 0.998

    /// The pan that scrolls the content; installed on the scroll view.
    public private(set) lazy var panGestureRecognizer: PanGestureRecognizer = PanGestureRecognizer { [weak self] g in
        self?.handlePan(g as! PanGestureRecognizer)
    }
    var dragStartOffset: CGPoint = .zero

    public override init(frame: CGRect) {
        super.init(frame: frame)
        panGestureRecognizer.minimumDistance = 10
        addGestureRecognizer(panGestureRecognizer)
    }

    /// The point of the content at the top-left of the bounds: the bounds origin.
    public var contentOffset: CGPoint {
        get { bounds.origin }
        set { bounds.origin = newValue }
    }

    /// The largest offset that keeps the bounds inside the content (zero when the content is
    /// smaller than the bounds).
    public var maximumContentOffset: CGPoint {
        CGPoint(x: max(0, contentSize.width - bounds.width), y: max(0, contentSize.height - bounds.height))
    }

    /// Sets the content offset; `animated: true` moves there with an animation over
    /// ``scrollAnimationDuration`` on the window's clock.
    public func setContentOffset(_ offset: CGPoint, animated: Bool) {
        guard offset.x.isFinite, offset.y.isFinite else { return }
        if animated {
            animateBounds(to: CGRect(origin: offset, size: bounds.size))
        } else {
            contentOffset = offset
        }
    }

    /// Scrolls the least distance that makes `rect` (in content coordinates) visible, staying
    /// inside the content. A rect larger than the bounds shows its top-left part.
    public func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
        let r = rect.standardized
        guard r.minX.isFinite, r.minY.isFinite, r.maxX.isFinite, r.maxY.isFinite else { return }
        var o = contentOffset
        o.x = ScrollView.axisOffset(current: o.x, low: r.minX, high: r.maxX, visible: bounds.width)
        o.y = ScrollView.axisOffset(current: o.y, low: r.minY, high: r.maxY, visible: bounds.height)
        let m = maximumContentOffset
        o.x = min(max(o.x, 0), m.x)
        o.y = min(max(o.y, 0), m.y)
        setContentOffset(o, animated: animated)
    }

    /// The duration of animated scrolling, in seconds.
    public static let scrollAnimationDuration: TimeInterval = 0.3

    private static func axisOffset(current: CGFloat, low: CGFloat, high: CGFloat, visible: CGFloat) -> CGFloat {
        if high - low >= visible || low < current { return low }
        if high > current + visible { return high - visible }
        return current
    }
}
