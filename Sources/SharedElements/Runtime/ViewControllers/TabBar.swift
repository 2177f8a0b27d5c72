import Foundation

/// The bar at the bottom of a ``TabBarController`` with one item per tab (`UITabBar`'s role).
/// Items draw as small squares until text and icons land; the selected one is tinted.
@MainActor
public final class TabBar: View {
    /// The bar's height, in points.
    public static let height: CGFloat = 49

    /// One view per tab, left to right.
    public private(set) var itemViews: [View] = []
    /// The highlighted item.
    public package(set) var selectedIndex: Int = 0 {
        didSet { tintItems() }
    }
    /// Called when ``selectItem(at:)`` simulates a tap.
    var onSelect: ((Int) -> Void)?

    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = NavigationBar.defaultBackground
    }

    /// Simulates the user tapping item `index` (the delegate's `shouldSelect` is asked first).
    public func selectItem(at index: Int) {
        onSelect?(index)
    }

    func setItemCount(_ count: Int) {
        for v in itemViews { v.removeFromSuperview() }
        itemViews = (0..<max(count, 0)).map { _ in View() }
        for v in itemViews { addSubview(v) }
        tintItems()
        setNeedsLayout()
    }

    public override func layoutSubviews() {
        guard !itemViews.isEmpty else { return }
        let w = bounds.width / CGFloat(itemViews.count)
        for (i, v) in itemViews.enumerated() {
            v.frame = CGRect(x: w * CGFloat(i) + w / 2 - 12, y: 6, width: 24, height: 24)
        }
    }

    private func tintItems() {
        for (i, v) in itemViews.enumerated() { v.backgroundColor = i == selectedIndex ? .systemBlue : .gray }
    }
}
