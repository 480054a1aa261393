import Foundation

/// The bar at the bottom of a tab bar controller: one button per item, the selected one tinted,
/// each with its badge.
///
/// - Note: Differs from UIKit: drawn in Windowing's own look.
@preconcurrency @MainActor
open class UITabBar: UIView {
    static let height: CGFloat = 49

    open private(set) var items: [UITabBarItem]?
    open var selectedItem: UITabBarItem? { didSet { rebuild() } }
    open var barTintColor: UIColor? { didSet { backgroundColor = barTintColor ?? Self.defaultColor } }
    open var unselectedItemTintColor: UIColor? { didSet { rebuild() } }

    /// Called with the index of a clicked item; the tab bar controller selects it.
    var onSelect: (@MainActor (Int) -> Void)?
    private(set) var buttons: [UIButton] = []
    private var badges: [UILabel] = []
    private let hairline = UIView(frame: .zero)
    private static let defaultColor = UIColor(white: 0.97, alpha: 1)

    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = Self.defaultColor
        hairline.backgroundColor = UIColor(white: 0.7, alpha: 1)
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
            button.titleLabel?.font = UIFont.systemFont(ofSize: 12, weight: isSelected ? .semibold : .regular)
            let unselected = unselectedItemTintColor ?? UIColor.systemGray
            button.setTitleColor(isSelected ? (tintColor ?? .systemBlue) : unselected, for: .normal)
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
            badge.backgroundColor = item.badgeColor ?? .systemRed
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
