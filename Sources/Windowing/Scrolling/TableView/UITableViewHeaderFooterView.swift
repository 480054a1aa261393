public import Foundation

/// A section header or footer: a text label on a plain background, or custom content in
/// `contentView`. https://developer.apple.com/documentation/uikit/uitableviewheaderfooterview
///
/// A delegate's `tableView(_:viewForHeaderInSection:)` can dequeue one registered by class or nib
/// with `dequeueReusableHeaderFooterView(withIdentifier:)`; the table keeps it for reuse once its
/// section leaves the screen, and calls `prepareForReuse()` before handing it out again.
///
/// - Note: Differs from UIKit: `init(reuseIdentifier:)` is `required`, because without the
///   Objective-C runtime a registered class can only be created through a required initializer.
///   A subclass that overrides it writes `required init(reuseIdentifier:)` (`windowing-port`
///   makes that change).
@preconcurrency @MainActor
open class UITableViewHeaderFooterView: UIView {
    /// The identifier the view was made for.
    open private(set) var reuseIdentifier: String?
    /// The view custom content goes in.
    public let contentView = UIView()
    private var storedTextLabel: UILabel?
    private var configuredContentView: (any UIView & UIContentView)?

    public required init(reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: .zero)
        addSubview(contentView)
    }

    public override convenience init(frame: CGRect) {
        self.init(reuseIdentifier: nil)
        self.frame = frame
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        addSubview(contentView)
    }

    /// The title label; made on first use.
    open var textLabel: UILabel? {
        if let storedTextLabel { return storedTextLabel }
        let label = UILabel()
        label.font = .systemFont(ofSize: 13)
        label.textColor = .secondaryLabel
        contentView.addSubview(label)
        storedTextLabel = label
        setNeedsLayout()
        return label
    }

    /// Called before the view is handed out again; the default does nothing.
    open func prepareForReuse() {}

    /// What the view shows, as a configuration, in place of `textLabel`; its view fills
    /// `contentView`. Nil (the default) removes it.
    open var contentConfiguration: (any UIContentConfiguration)? {
        didSet {
            configuredContentView = ContentConfigurationHost.show(
                contentConfiguration, in: contentView, replacing: configuredContentView)
        }
    }

    /// A list configuration in the header look, to fill in and set as `contentConfiguration`.
    open func defaultContentConfiguration() -> UIListContentConfiguration { .header() }

    /// Names the identifier a view made from a registered nib was dequeued for.
    func setReuseIdentifier(_ identifier: String) { reuseIdentifier = identifier }

    open override func layoutSubviews() {
        super.layoutSubviews()
        contentView.frame = bounds
        storedTextLabel?.frame = CGRect(x: 16, y: 0, width: max(0, bounds.width - 32), height: bounds.height)
    }
}

// Section headers and footers for the sections in sight, made when a section comes into view
// and dropped when it leaves; in the plain style a header sticks to the top while its section
// passes under it, as in UIKit.
extension UITableView {
    func tileSectionViews() {
        let visible = storedBounds
        let width = storedBounds.width
        var wanted: Set<Int> = []
        if let first = layout.sectionIndex(at: max(visible.minY, 0)) ?? (visible.minY < 0 ? 0 : nil) {
            var section = first
            while section < layout.sections.count && layout.sections[section].top < visible.maxY {
                wanted.insert(section)
                section += 1
            }
        }
        for section in Array(headerViews.keys) where !wanted.contains(section) {
            headerViews.removeValue(forKey: section).map(retireSectionView)
        }
        for section in Array(footerViews.keys) where !wanted.contains(section) {
            footerViews.removeValue(forKey: section).map(retireSectionView)
        }
        for section in wanted.sorted() {
            let info = layout.sections[section]
            if info.headerHeight > 0, var rect = layout.rectForHeader(inSection: section, width: width) {
                if style == .plain {
                    // Sticks below the top edge until the section's end pushes it up.
                    let pinned = visible.minY + adjustedContentInset.top
                    rect.origin.y = min(max(rect.minY, pinned), info.bottom - info.footerHeight - rect.height)
                    rect.origin.y = max(rect.origin.y, info.top)
                }
                let view = headerViews[section] ?? makeSectionView(header: true, section: section)
                headerViews[section] = view
                place(view, in: rect)
            }
            if info.footerHeight > 0, let rect = layout.rectForFooter(inSection: section, width: width) {
                let view = footerViews[section] ?? makeSectionView(header: false, section: section)
                footerViews[section] = view
                place(view, in: rect)
            }
        }
    }

    private func place(_ view: UIView, in rect: CGRect) {
        if view.frame != rect { view.frame = rect }
        // Above the rows (which go in at the back), below the indicators.
        if view.superview !== self { insertSubview(view, belowSubview: horizontalIndicator) }
    }

    private func makeSectionView(header: Bool, section: Int) -> UIView {
        let tableDelegate = delegate as? any UITableViewDelegate
        let custom =
            header
            ? tableDelegate?.tableView(self, viewForHeaderInSection: section)
            : tableDelegate?.tableView(self, viewForFooterInSection: section)
        if let custom { return custom }
        let view = UITableViewHeaderFooterView(reuseIdentifier: nil)
        let title = sectionTitle(header: header, section: section)
        if style == .plain {
            view.backgroundColor = .secondarySystemBackground
            view.textLabel?.font = .boldSystemFont(ofSize: 15)
            view.textLabel?.textColor = .label
        }
        view.textLabel?.text = style == .plain || !header ? title : title?.uppercased()
        return view
    }

    func removeSectionViews() {
        for view in headerViews.values { retireSectionView(view) }
        for view in footerViews.values { retireSectionView(view) }
        headerViews.removeAll()
        footerViews.removeAll()
    }

    func replaceAccessoryView(_ old: UIView?, with new: UIView?) {
        if old !== new { old?.removeFromSuperview() }
        if let new, new.superview !== self { insertSubview(new, at: 0) }
        setNeedsReload()
    }

    func positionTableHeaderAndFooter() {
        let width = storedBounds.width
        if let header = tableHeaderView {
            header.frame = CGRect(x: 0, y: 0, width: width, height: layout.tableHeaderHeight)
        }
        if let footer = tableFooterView {
            footer.frame = CGRect(
                x: 0, y: layout.contentHeight - layout.tableFooterHeight, width: width, height: layout.tableFooterHeight
            )
        }
    }
}
