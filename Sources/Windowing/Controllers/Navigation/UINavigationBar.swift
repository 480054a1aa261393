import Foundation

/// The bar at the top of a navigation controller: the top item's title (or title view) in the
/// middle, a back button with the previous item's title on the left, and the bar button items.
///
/// - Note: Differs from UIKit: drawn in Windowing's own look (a light bar with a hairline under
///   it); the back button reads "‹ Title". `prefersLargeTitles` is stored but large titles are
///   not drawn.
@preconcurrency @MainActor
open class UINavigationBar: UIView {
    /// The bar's height in points.
    static let height: CGFloat = 44
    private static let padding: CGFloat = 8

    open private(set) var items: [UINavigationItem]? = []
    open var prefersLargeTitles = false
    open var barTintColor: UIColor? { didSet { backgroundColor = barTintColor ?? Self.defaultColor } }
    open var isTranslucent = true

    /// Called when the back button is clicked; the navigation controller pops.
    var onBack: (@MainActor () -> Void)?

    private static let defaultColor = UIColor(white: 0.97, alpha: 1)
    let backButton = UIButton(type: .system)
    let titleLabel = UILabel(frame: .zero)
    private let hairline = UIView(frame: .zero)
    private var itemViews: [(item: UIBarButtonItem, view: UIView, isLeft: Bool)] = []
    private var shownTitleView: UIView?

    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = Self.defaultColor
        titleLabel.font = UIFont.systemFont(ofSize: 17, weight: .semibold)
        titleLabel.textAlignment = .center
        hairline.backgroundColor = UIColor(white: 0.7, alpha: 1)
        backButton.addAction(UIAction { [weak self] _ in self?.onBack?() }, for: .touchUpInside)
        addSubview(titleLabel)
        addSubview(backButton)
        addSubview(hairline)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    open var topItem: UINavigationItem? { items?.last }
    open var backItem: UINavigationItem? {
        guard let items, items.count > 1 else { return nil }
        return items[items.count - 2]
    }

    open func setItems(_ items: [UINavigationItem]?, animated: Bool) {
        for item in self.items ?? [] { item.onChange = nil }
        self.items = items
        topItem?.onChange = { [weak self] in self?.rebuild() }
        backItem?.onChange = { [weak self] in self?.rebuild() }
        rebuild()
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: Self.height) }

    /// Builds the bar's subviews from the top and back items.
    private func rebuild() {
        for entry in itemViews { entry.view.removeFromSuperview() }
        itemViews.removeAll()
        shownTitleView?.removeFromSuperview()
        shownTitleView = nil
        guard let top = topItem else {
            backButton.isHidden = true
            titleLabel.text = nil
            return
        }
        backButton.isHidden = backItem == nil || top.hidesBackButton
        backButton.setTitle("‹ " + (backItem?.backTitle ?? ""), for: .normal)
        if let titleView = top.titleView {
            shownTitleView = titleView
            addSubview(titleView)
            titleLabel.text = nil
        } else {
            titleLabel.text = top.title
        }
        let showsLeft = backButton.isHidden || top.leftItemsSupplementBackButton
        if showsLeft {
            for item in top.leftBarButtonItems ?? [] { itemViews.append((item, makeView(for: item), true)) }
        } else if top.leftBarButtonItems?.isEmpty == false {
            backButton.isHidden = true
            for item in top.leftBarButtonItems ?? [] { itemViews.append((item, makeView(for: item), true)) }
        }
        for item in top.rightBarButtonItems ?? [] { itemViews.append((item, makeView(for: item), false)) }
        for entry in itemViews { addSubview(entry.view) }
        setNeedsLayout()
        setNeedsDisplay()
    }

    private func makeView(for item: UIBarButtonItem) -> UIView {
        if let customView = item.customView { return customView }
        let button = UIButton(type: .system)
        if let image = item.image {
            button.setImage(image, for: .normal)
        } else {
            button.setTitle(item.displayTitle, for: .normal)
        }
        if item.style == .done { button.titleLabel?.font = UIFont.systemFont(ofSize: 17, weight: .semibold) }
        if let tint = item.tintColor { button.tintColor = tint }
        button.isEnabled = item.isEnabled
        let action = UIAction { [weak item, weak button] _ in item?.performAction(from: button) }
        button.addAction(action, for: .touchUpInside)
        return button
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let padding = Self.padding
        hairline.frame = CGRect(x: 0, y: bounds.height - 1, width: bounds.width, height: 1)
        var left = padding
        if !backButton.isHidden {
            backButton.sizeToFit()
            backButton.frame = CGRect(x: left, y: 0, width: backButton.frame.width, height: bounds.height - 1)
            left = backButton.frame.maxX + padding
        }
        var right = bounds.width - padding
        for entry in itemViews {
            var size = entry.view.sizeThatFits(bounds.size)
            if entry.view is UIButton { size.height = bounds.height - 1 }
            let width = entry.item.width > 0 ? entry.item.width : size.width
            if entry.isLeft {
                entry.view.frame = CGRect(
                    x: left, y: (bounds.height - size.height) / 2, width: width, height: size.height)
                left += width + padding
            } else {
                right -= width
                entry.view.frame = CGRect(
                    x: right, y: (bounds.height - size.height) / 2, width: width, height: size.height)
                right -= padding
            }
        }
        // The title is centred on the bar, and narrowed symmetrically to stay clear of the buttons.
        let inset = max(left, bounds.width - right)
        let titleFrame = CGRect(x: inset, y: 0, width: max(0, bounds.width - 2 * inset), height: bounds.height - 1)
        if let shownTitleView {
            let size = shownTitleView.frame.size
            shownTitleView.frame = CGRect(
                x: (bounds.midX - size.width / 2).rounded(), y: ((bounds.height - size.height) / 2).rounded(),
                width: size.width, height: size.height)
        }
        titleLabel.frame = titleFrame
    }
}
