import Foundation

/// The bar at the bottom of a tab bar controller: one button per item, the selected one tinted,
/// each with its badge.
///
/// - Note: Differs from UIKit: drawn in Windowing's own look. The scroll-edge appearance is used
///   while the selected controller's view is not a scroll view; scrolling content does not switch
///   the bar between its appearances.
@preconcurrency @MainActor
open class UITabBar: UIView {
    static let height: CGFloat = 49

    open private(set) var items: [UITabBarItem]?
    open var selectedItem: UITabBarItem? { didSet { rebuild() } }
    /// Drawn when the appearance in use has no background colour of its own.
    open var barTintColor: UIColor? { didSet { setNeedsLayout() } }
    open var unselectedItemTintColor: UIColor? { didSet { rebuild() } }
    /// The bar's look; copied when set, as UIKit does (`UITabBar+Appearance.swift`).
    open var standardAppearance = UITabBarAppearance() {
        didSet {
            standardAppearance = standardAppearance.copy()
            rebuild()
        }
    }
    /// The look when no scrolling content reaches the bar; the standard one when nil.
    open var scrollEdgeAppearance: UITabBarAppearance? {
        didSet {
            scrollEdgeAppearance = scrollEdgeAppearance?.copy()
            rebuild()
        }
    }
    /// Whether the selected controller's content rests against the bar: true unless its view
    /// is a scroll view, which the tab bar controller says.
    var isAtScrollEdge = true {
        didSet { if isAtScrollEdge != oldValue { rebuild() } }
    }

    /// Called with the index of a clicked item; the tab bar controller selects it.
    var onSelect: (@MainActor (Int) -> Void)?
    private(set) var buttons: [UIButton] = []
    private var badges: [UILabel] = []
    let hairline = UIView(frame: .zero)
    static let defaultColor = UIColor(white: 0.97, alpha: 1)

    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = Self.defaultColor
        hairline.backgroundColor = UIBarAppearance.hairlineColor
        addSubview(hairline)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    open func setItems(_ items: [UITabBarItem]?, animated: Bool) {
        for item in self.items ?? [] { item.onChange = nil }
        self.items = items
        for item in items ?? [] { item.onChange = { [weak self] in self?.rebuild() } }
        rebuild()
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: Self.height) }

    private func rebuild() {
        buttons.forEach { $0.removeFromSuperview() }
        badges.forEach { $0.removeFromSuperview() }
        buttons.removeAll()
        badges.removeAll()
        for (index, item) in (items ?? []).enumerated() {
            let button = UIButton(type: .system)
            button.setTitle(item.title, for: .normal)
            let isSelected = item === selectedItem
            if let image = isSelected ? item.selectedImage ?? item.image : item.image {
                button.setImage(image, for: .normal)
            }
            let look = itemLook(selected: isSelected, enabled: item.isEnabled)
            button.titleLabel?.font = look.font
            button.setTitleColor(look.titleColor, for: .normal)
            if let iconColor = look.iconColor { button.tintColor = iconColor }
            button.isEnabled = item.isEnabled
            button.addAction(UIAction { [weak self] _ in self?.onSelect?(index) }, for: .touchUpInside)
            addSubview(button)
            buttons.append(button)
            let badge = UILabel(frame: .zero)
            badge.text = item.badgeValue
            badge.isHidden = item.badgeValue == nil
            badge.font = UIFont.systemFont(ofSize: 12)
            badge.textColor = .white
            badge.textAlignment = .center
            badge.backgroundColor = item.badgeColor ?? look.badgeColor ?? .systemRed
            badge.layer.cornerRadius = 9
            badge.clipsToBounds = true
            addSubview(badge)
            badges.append(badge)
        }
        setNeedsLayout()
        setNeedsDisplay()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        applyBackground()
        hairline.frame = CGRect(x: 0, y: 0, width: bounds.width, height: 1)
        guard !buttons.isEmpty else { return }
        let width = bounds.width / CGFloat(buttons.count)
        for (index, button) in buttons.enumerated() {
            let frame = CGRect(x: CGFloat(index) * width, y: 1, width: width, height: bounds.height - 1)
            button.frame = frame.integral
            let badge = badges[index]
            let badgeWidth = max(18, badge.sizeThatFits(CGSize(width: 100, height: 18)).width + 10)
            badge.frame = CGRect(x: frame.midX + 8, y: 4, width: badgeWidth, height: 18).integral
        }
    }
}
