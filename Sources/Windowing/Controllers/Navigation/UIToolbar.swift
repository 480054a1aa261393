import Foundation

/// A bar of bar button items, usually along the bottom of the screen: a navigation controller
/// shows one with its top controller's `toolbarItems` when `isToolbarHidden` is false.
///
/// Items are laid out from the leading margin in order. A `.flexibleSpace` item takes an equal
/// share of the room the other items leave; a `.fixedSpace` item takes its `width`. Without a
/// flexible space the items keep to the leading side, as in UIKit.
///
/// - Note: Differs from UIKit: drawn in Windowing's own look (a light bar with a hairline along
///   its top, the navigation bar's colours); `barStyle` `.black` darkens the bar but the items
///   keep their tint. Items change at once with `setItems(_:animated:)`, without a fade. There is
///   no `UIToolbarDelegate`, and appearances' background and shadow images are not drawn. The
///   scroll-edge appearance is used while the top controller's view is not a scroll view.
@preconcurrency @MainActor
open class UIToolbar: UIView {
    /// The bar's height in points.
    static let height: CGFloat = 44
    /// The room before the first item and after the last, and between two items.
    static let margin: CGFloat = 16
    static let spacing: CGFloat = 8

    open var items: [UIBarButtonItem]? { didSet { rebuild() } }
    open var barStyle = UIBarStyle.default { didSet { setNeedsLayout() } }
    /// Drawn when the appearance in use has no background colour of its own.
    open var barTintColor: UIColor? { didSet { setNeedsLayout() } }
    open var isTranslucent = true
    /// The bar's looks, copied when set, as UIKit does (`UIToolbar+Appearance.swift`).
    open var standardAppearance = UIToolbarAppearance() {
        didSet {
            standardAppearance = standardAppearance.copy()
            setNeedsLayout()
        }
    }
    open var compactAppearance: UIToolbarAppearance? {
        didSet {
            compactAppearance = compactAppearance?.copy()
            setNeedsLayout()
        }
    }
    open var scrollEdgeAppearance: UIToolbarAppearance? {
        didSet {
            scrollEdgeAppearance = scrollEdgeAppearance?.copy()
            setNeedsLayout()
        }
    }
    open var compactScrollEdgeAppearance: UIToolbarAppearance? {
        didSet {
            compactScrollEdgeAppearance = compactScrollEdgeAppearance?.copy()
            setNeedsLayout()
        }
    }
    /// Whether no scrolling content reaches the bar; the navigation controller says.
    var isAtScrollEdge = true {
        didSet { if isAtScrollEdge != oldValue { setNeedsLayout() } }
    }

    let hairline = UIView(frame: .zero)
    /// Each item with the view that shows it; spaces have none.
    private(set) var itemViews: [(item: UIBarButtonItem, view: UIView?)] = []

    public override init(frame: CGRect) {
        super.init(frame: frame)
        commonInit()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        commonInit()
    }

    private func commonInit() {
        hairline.backgroundColor = UIColor(white: 0.7, alpha: 1)
        addSubview(hairline)
        applyAppearance()
    }

    open func setItems(_ items: [UIBarButtonItem]?, animated: Bool) {
        self.items = items
    }

    /// The bar's own height; the width it is given.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: Self.height)
    }

    /// Makes a view for each item that is not a space, and follows the items' changes.
    private func rebuild() {
        for entry in itemViews {
            entry.view?.removeFromSuperview()
            entry.item.onChange = nil
        }
        itemViews = (items ?? []).map { item in
            item.onChange = { [weak self] in self?.rebuild() }
            return (item, item.isSpace ? nil : item.makeBarView())
        }
        for case let view? in itemViews.map(\.view) { addSubview(view) }
        setNeedsLayout()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        applyAppearance()
        hairline.frame = CGRect(x: 0, y: 0, width: bounds.width, height: 1)
        let row = min(bounds.height, Self.height)
        var widths: [CGFloat] = []
        var flexibleCount = 0
        for entry in itemViews {
            if entry.item.systemItem == .flexibleSpace {
                flexibleCount += 1
                widths.append(0)
            } else if let view = entry.view, entry.item.width <= 0 {
                widths.append(view.sizeThatFits(CGSize(width: bounds.width, height: row)).width)
            } else {
                widths.append(max(0, entry.item.width))
            }
        }
        let gaps = CGFloat(max(0, itemViews.count - 1)) * Self.spacing
        let used = widths.reduce(0, +) + gaps + 2 * Self.margin
        let share = flexibleCount > 0 ? max(0, bounds.width - used) / CGFloat(flexibleCount) : 0
        var x = Self.margin
        for (index, entry) in itemViews.enumerated() {
            let width = entry.item.systemItem == .flexibleSpace ? share : widths[index]
            if let view = entry.view {
                var height = view.sizeThatFits(CGSize(width: width, height: row)).height
                if view is UIButton { height = row - 1 }
                view.frame = CGRect(x: x, y: 1 + ((row - 1 - height) / 2).rounded(), width: width, height: height)
            }
            x += width + Self.spacing
        }
    }
}

/// How dark a bar is drawn.
public enum UIBarStyle: Int, Sendable {
    case `default` = 0
    case black = 1
}
