import Foundation

/// The bar at the top of a navigation controller: the top item's title (or title view) in the
/// middle, a back button with the previous item's title on the left, and the bar button items.
///
/// With `prefersLargeTitles`, the top item's title is drawn large (34 points, bold, at the
/// leading margin) under the bar's row, and the bar grows from 44 to 96 points, as in UIKit; the
/// items' `largeTitleDisplayMode` decides per controller. When the top controller's view is a
/// scroll view, the bar collapses as it scrolls up: it shrinks toward 44 points with the content,
/// the large title slides up under the row, and the title appears in the row once the bar is collapsed;
/// pulled down past the top, the bar stretches. A push or pop that shows or hides the large title
/// changes the bar's height with the movement.
///
/// Its look comes from `standardAppearance`, `scrollEdgeAppearance` and the compact ones, or the
/// top item's (`UINavigationBar+Appearance.swift`).
///
/// - Note: Differs from UIKit: drawn in Windowing's own look (a light bar with a hairline under
///   it); the back button reads "‹ Title". Without a `scrollEdgeAppearance` the bar keeps its
///   standard appearance at the scroll edge, where iOS 15 and later make it transparent.
@preconcurrency @MainActor
open class UINavigationBar: UIView {
    /// The bar's height in points: its row of buttons and title.
    static let height: CGFloat = 44
    /// The height with a large title under the row.
    static let largeTitleHeight: CGFloat = 96
    /// The large title's leading margin, and its baseline's room above the hairline.
    private static let largeTitleMargin: CGFloat = 16
    private static let largeTitleBottom: CGFloat = 8
    private static let padding: CGFloat = 8

    open private(set) var items: [UINavigationItem]? = []
    open var prefersLargeTitles = false { didSet { rebuild() } }
    /// Drawn when the appearance in use has no background colour of its own.
    open var barTintColor: UIColor? { didSet { setNeedsLayout() } }
    open var isTranslucent = true
    /// The row's title attributes (`.font`, `.foregroundColor`) where the appearance in use has none.
    open var titleTextAttributes: [NSAttributedString.Key: Any]? { didSet { setNeedsLayout() } }
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any]? { didSet { setNeedsLayout() } }

    /// The look while content is scrolled under the bar, or always when nothing else applies.
    /// The bar keeps a copy of what it is given, as UIKit does.
    open var standardAppearance = UINavigationBarAppearance() {
        didSet {
            standardAppearance = standardAppearance.copy()
            setNeedsLayout()
        }
    }
    /// The look in a compact-height window; the standard one when nil.
    open var compactAppearance: UINavigationBarAppearance? {
        didSet {
            compactAppearance = compactAppearance?.copy()
            setNeedsLayout()
        }
    }
    /// The look while the content rests at its top edge, or when there is no scroll view.
    open var scrollEdgeAppearance: UINavigationBarAppearance? {
        didSet {
            scrollEdgeAppearance = scrollEdgeAppearance?.copy()
            setNeedsLayout()
        }
    }
    open var compactScrollEdgeAppearance: UINavigationBarAppearance? {
        didSet {
            compactScrollEdgeAppearance = compactScrollEdgeAppearance?.copy()
            setNeedsLayout()
        }
    }
    /// Whether the content under the bar rests at its top edge (or there is no scroll view);
    /// the navigation controller keeps it as its top controller's scroll view moves.
    var isAtScrollEdge = true {
        didSet { if isAtScrollEdge != oldValue { setNeedsLayout() } }
    }
    /// Shows the appearance's background image behind everything else; made when one is set.
    var backgroundImageView: UIImageView?

    /// Called when the back button is clicked; the navigation controller pops.
    var onBack: (@MainActor () -> Void)?

    static let defaultColor = UIColor(white: 0.97, alpha: 1)
    let backButton = UIButton(type: .system)
    let titleLabel = UILabel(frame: .zero)
    let largeTitleLabel = UILabel(frame: .zero)
    /// The part of the bar under the row that holds the large title.
    let largeTitleArea = UIView(frame: .zero)
    /// Whether the top item's title is drawn large under the row; the bar is then 96 points high.
    private(set) var showsLargeTitle = false
    /// Called when the bar's height changes; the navigation controller lays its content out again.
    var onHeightChange: (@MainActor () -> Void)?
    let hairline = UIView(frame: .zero)
    private(set) var itemViews: [(item: UIBarButtonItem, view: UIView, isLeft: Bool)] = []
    private var shownTitleView: UIView?
    /// The top item's search controller's bar, in a row along the bottom of the bar.
    private(set) var shownSearchBar: UISearchBar?
    static let searchRowHeight: CGFloat = 52
    /// The search row's height when a search bar is shown, else 0.
    var searchRow: CGFloat { shownSearchBar == nil ? 0 : Self.searchRowHeight }
    /// The least height the bar collapses to: its row of buttons and title, and the search row.
    var collapsedHeight: CGFloat { Self.height + searchRow }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = Self.defaultColor
        titleLabel.font = UIFont.systemFont(ofSize: 17, weight: .semibold)
        titleLabel.textAlignment = .center
        largeTitleLabel.font = UIFont.systemFont(ofSize: 34, weight: .bold)
        largeTitleLabel.isHidden = true
        // The large title slides up under the row as the bar collapses: its area clips it.
        largeTitleArea.clipsToBounds = true
        largeTitleArea.addSubview(largeTitleLabel)
        addSubview(largeTitleArea)
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

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: (showsLargeTitle ? Self.largeTitleHeight : Self.height) + searchRow)
    }

    /// UIKit's rule: an item's `.always` or `.never` decides; `.automatic` takes the setting of the
    /// item below it on the stack, and the root item's `.automatic` shows the large title.
    static func displaysLargeTitle(_ items: [UINavigationItem]) -> Bool {
        for item in items.reversed() {
            switch item.largeTitleDisplayMode {
            case .always: return true
            case .never, .inline: return false
            case .automatic: continue
            }
        }
        return true
    }

    private func updateLargeTitle() {
        let large = prefersLargeTitles && topItem != nil && Self.displaysLargeTitle(items ?? [])
        largeTitleLabel.isHidden = !large
        largeTitleLabel.text = large ? topItem?.title : nil
        largeTitleArea.isHidden = !large
        if !large { titleLabel.alpha = 1 }
        guard large != showsLargeTitle else { return }
        showsLargeTitle = large
        onHeightChange?()
    }

    /// Builds the bar's subviews from the top and back items.
    private func rebuild() {
        for entry in itemViews { entry.view.removeFromSuperview() }
        itemViews.removeAll()
        shownTitleView?.removeFromSuperview()
        shownTitleView = nil
        updateSearchBar()
        updateLargeTitle()
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
            titleLabel.text = showsLargeTitle ? nil : top.title
        }
        let showsLeft = backButton.isHidden || top.leftItemsSupplementBackButton
        if showsLeft {
            for item in top.leftBarButtonItems ?? [] { itemViews.append((item, item.makeBarView(), true)) }
        } else if top.leftBarButtonItems?.isEmpty == false {
            backButton.isHidden = true
            for item in top.leftBarButtonItems ?? [] { itemViews.append((item, item.makeBarView(), true)) }
        }
        for item in top.rightBarButtonItems ?? [] { itemViews.append((item, item.makeBarView(), false)) }
        for entry in itemViews { addSubview(entry.view) }
        setNeedsLayout()
        setNeedsDisplay()
    }

    /// Puts the top item's search bar in the bar, or takes the last one away; the bar's height
    /// changes with it.
    private func updateSearchBar() {
        let searchBar = topItem?.searchController?.searchBar
        guard searchBar !== shownSearchBar else { return }
        if shownSearchBar?.superview === self { shownSearchBar?.removeFromSuperview() }
        shownSearchBar = searchBar
        if let searchBar { addSubview(searchBar) }
        onHeightChange?()
    }

    /// The large title under the row: at rest where a 96-point bar puts it; as the bar collapses
    /// it rises with the bar's bottom edge under the row, and the row's title fades in over the
    /// last `inlineTitleFade` points.
    private func layOutLargeTitle(row: CGFloat) {
        let margin = Self.largeTitleMargin
        let height = largeTitleLabel.sizeThatFits(CGSize(width: bounds.width, height: bounds.height)).height
        let full = Self.largeTitleHeight - 1 - row
        let area = max(0, bounds.height - 1 - row - searchRow)
        largeTitleArea.frame = CGRect(x: 0, y: row, width: bounds.width, height: area)
        let rest = max(0, full - Self.largeTitleBottom - height)
        largeTitleLabel.frame = CGRect(
            x: margin, y: (rest + area - full).rounded(), width: max(0, bounds.width - 2 * margin), height: height)
        let fade = Self.inlineTitleFade
        let shown = topItem?.titleView == nil && area < fade
        let title = shown ? topItem?.title : nil
        if titleLabel.text != title { titleLabel.text = title }
        titleLabel.alpha = shown ? min(1, max(0, 1 - area / fade)) : 1
    }

    /// The collapse that remains when the row's title starts to appear.
    private static let inlineTitleFade: CGFloat = 12

    open override func layoutSubviews() {
        super.layoutSubviews()
        applyAppearance()
        let padding = Self.padding
        let row = min(bounds.height, Self.height)
        hairline.frame = CGRect(x: 0, y: bounds.height - 1, width: bounds.width, height: 1)
        if showsLargeTitle { layOutLargeTitle(row: row) }
        if let shownSearchBar {
            shownSearchBar.frame = CGRect(
                x: 0, y: max(row, bounds.height - searchRow), width: bounds.width, height: searchRow - 1)
        }
        var left = padding
        if !backButton.isHidden {
            // One frame, measured first: resizing the button twice would mark the bar for another
            // layout on every pass, so each frame of a transition laid the bar out again.
            let width = backButton.sizeThatFits(backButton.bounds.size).width
            backButton.frame = CGRect(x: left, y: 0, width: width, height: row - 1)
            left = backButton.frame.maxX + padding
        }
        var right = bounds.width - padding
        for entry in itemViews {
            var size = entry.view.sizeThatFits(CGSize(width: bounds.width, height: row))
            if entry.view is UIButton { size.height = row - 1 }
            let width = entry.item.width > 0 ? entry.item.width : size.width
            if entry.isLeft {
                entry.view.frame = CGRect(
                    x: left, y: (row - size.height) / 2, width: width, height: size.height)
                left += width + padding
            } else {
                right -= width
                entry.view.frame = CGRect(
                    x: right, y: (row - size.height) / 2, width: width, height: size.height)
                right -= padding
            }
        }
        // The title is centred on the bar, and narrowed symmetrically to stay clear of the buttons.
        let inset = max(left, bounds.width - right)
        let titleFrame = CGRect(x: inset, y: 0, width: max(0, bounds.width - 2 * inset), height: row - 1)
        if let shownTitleView {
            let size = shownTitleView.frame.size
            shownTitleView.frame = CGRect(
                x: (bounds.midX - size.width / 2).rounded(), y: ((row - size.height) / 2).rounded(),
                width: size.width, height: size.height)
        }
        titleLabel.frame = titleFrame
    }
}
