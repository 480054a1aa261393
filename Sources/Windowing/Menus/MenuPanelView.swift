import Foundation

/// The panel a menu shows in: a rounded card with a shadow holding, from the top, the menu's
/// title (or, in a submenu, a row that goes back), then its sections, each set apart from the
/// next by a grey band. Rows are listed one under another; medium and small entries share rows in
/// a grid. When the panel is taller than the window leaves room for, its content scrolls.
@MainActor
final class MenuPanelView: UIView {
    private let card = UIView(frame: .zero)
    let scrollView = UIScrollView(frame: .zero)
    /// The entry views in the order the arrow keys walk them.
    private(set) var items: [MenuItemView] = []
    /// Headers, separator bands and the back row.
    private var decorations: [UIView] = []
    /// In a submenu, the row that goes back to the menu it came from.
    private(set) var backRow: UIView?
    private var sections: [MenuSection] = []
    private var title: String?

    static let minimumWidth: CGFloat = 250
    static let maximumWidth: CGFloat = 360
    static let cornerRadius: CGFloat = 13
    static let separatorHeight: CGFloat = 8
    static let headerHeight: CGFloat = 30
    private static let columns: [UIMenu.ElementSize: Int] = [.small: 4, .medium: 3]

    override init(frame: CGRect) {
        super.init(frame: frame)
        layer.shadowColor = UIColor.black.cgColor
        layer.shadowOpacity = 0.2
        layer.shadowRadius = 12
        layer.shadowOffset = CGSize(width: 0, height: 4)
        card.backgroundColor = UIColor(white: 0.97, alpha: 1)
        card.layer.cornerRadius = Self.cornerRadius
        card.clipsToBounds = true
        card.isUserInteractionEnabled = true
        scrollView.showsHorizontalScrollIndicator = false
        addSubview(card)
        card.addSubview(scrollView)
    }

    required init?(coder: NSCoder) {
        nil
    }

    /// Shows `sections` under `title`; `isSubmenu` makes the title a row that goes back.
    func show(_ sections: [MenuSection], title: String?, isSubmenu: Bool) {
        for view in items as [UIView] + decorations { view.removeFromSuperview() }
        items.removeAll()
        decorations.removeAll()
        backRow = nil
        self.sections = sections
        self.title = title
        let hasStateColumn = sections.contains { section in
            section.size == .large
                && section.entries.contains { entry in
                    if case .action(let action) = entry { return action.state != .off }
                    return false
                }
        }
        if isSubmenu {
            let row = MenuBackRow(title: title ?? "")
            backRow = row
            decorations.append(row)
            scrollView.addSubview(row)
        } else if let title, !title.isEmpty {
            decorations.append(Self.headerLabel(title))
            scrollView.addSubview(decorations[decorations.count - 1])
        }
        for (index, section) in sections.enumerated() {
            if index > 0 || !decorations.isEmpty {
                let band = UIView(frame: .zero)
                band.backgroundColor = UIColor(white: 0, alpha: 0.08)
                decorations.append(band)
                scrollView.addSubview(band)
            }
            if let header = section.header {
                decorations.append(Self.headerLabel(header))
                scrollView.addSubview(decorations[decorations.count - 1])
            }
            for entry in section.entries {
                let view = MenuItemView(entry: entry, size: section.size, hasStateColumn: hasStateColumn)
                items.append(view)
                scrollView.addSubview(view)
            }
        }
        setNeedsLayout()
    }

    private static func headerLabel(_ text: String) -> UILabel {
        let label = UILabel(frame: .zero)
        label.text = text
        label.font = UIFont.systemFont(ofSize: 13)
        label.textColor = .secondaryLabel
        return label
    }

    /// How wide the panel wants to be: wide enough for its longest row, within the limits.
    var preferredWidth: CGFloat {
        let widest = items.map(\.preferredWidth).max() ?? 0
        return min(Self.maximumWidth, max(Self.minimumWidth, widest))
    }

    /// The height of everything the panel holds, laid out at `width`.
    func contentHeight(forWidth width: CGFloat) -> CGFloat {
        layOutContent(width: width, apply: false)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        card.frame = bounds
        scrollView.frame = card.bounds
        let height = layOutContent(width: bounds.width, apply: true)
        scrollView.contentSize = CGSize(width: bounds.width, height: height)
        layer.shadowPath = UIBezierPath(roundedRect: bounds, cornerRadius: Self.cornerRadius).cgPath
    }

    /// Places the decorations and items from the top at `width`; returns the height used.
    @discardableResult
    private func layOutContent(width: CGFloat, apply: Bool) -> CGFloat {
        var y: CGFloat = 0
        var decorationIndex = 0
        var itemIndex = 0
        func nextDecoration(height: CGFloat, inset: CGFloat) {
            guard decorationIndex < decorations.count else { return }
            if apply {
                decorations[decorationIndex].frame = CGRect(
                    x: inset, y: y, width: max(0, width - 2 * inset), height: height)
            }
            decorationIndex += 1
            y += height
        }
        if backRow != nil {
            nextDecoration(height: MenuItemView.rowHeight, inset: 0)
        } else if let title, !title.isEmpty {
            nextDecoration(height: Self.headerHeight, inset: MenuItemView.inset)
        }
        for (index, section) in sections.enumerated() {
            if index > 0 || decorationIndex > 0 { nextDecoration(height: Self.separatorHeight, inset: 0) }
            if section.header != nil { nextDecoration(height: Self.headerHeight, inset: MenuItemView.inset) }
            let count = section.entries.count
            let columns = Self.columns[section.size] ?? 1
            var column = 0
            var rowHeight: CGFloat = 0
            for _ in 0..<count {
                let view = items[itemIndex]
                let height = view.preferredHeight
                let cellWidth = (width / CGFloat(columns)).rounded(.down)
                if apply {
                    let isLast = column == columns - 1
                    let x = CGFloat(column) * cellWidth
                    view.frame = CGRect(x: x, y: y, width: isLast ? width - x : cellWidth, height: height)
                }
                rowHeight = max(rowHeight, height)
                column += 1
                if column == columns {
                    y += rowHeight
                    column = 0
                    rowHeight = 0
                }
                itemIndex += 1
            }
            y += rowHeight
        }
        return y
    }

    /// The entry view under `point` (in the panel's coordinates), if any.
    func item(at point: CGPoint) -> MenuItemView? {
        let inContent = convert(point, to: scrollView)
        return items.first { $0.frame.contains(inContent) }
    }

    /// Whether `point` (in the panel's coordinates) is on the back row.
    func isOnBackRow(_ point: CGPoint) -> Bool {
        guard let backRow else { return false }
        return backRow.frame.contains(convert(point, to: scrollView))
    }

    /// Scrolls so that `item` is in sight, as the arrow keys move to it.
    func scrollToVisible(_ item: MenuItemView) {
        scrollView.scrollRectToVisible(item.frame, animated: false)
    }
}

/// The row at the top of a submenu: a chevron pointing back and the submenu's title, in bold.
@MainActor
final class MenuBackRow: UIView {
    private let chevron = UIImageView(image: UIImage(systemName: "chevron.left"))
    private let label = UILabel(frame: .zero)

    init(title: String) {
        super.init(frame: .zero)
        isUserInteractionEnabled = false
        chevron.tintColor = .label
        chevron.contentMode = .scaleAspectFit
        label.text = title
        label.font = UIFont.systemFont(ofSize: 17, weight: .semibold)
        addSubview(chevron)
        addSubview(label)
    }

    required init?(coder: NSCoder) {
        nil
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let inset = MenuItemView.inset
        chevron.frame = CGRect(x: inset, y: bounds.midY - 7, width: 12, height: 14)
        label.frame = CGRect(
            x: inset + 22, y: bounds.midY - 11, width: max(0, bounds.width - inset * 2 - 22), height: 22)
    }
}
