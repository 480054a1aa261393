import Foundation

// Which appearance a tab bar draws, and drawing it: its background and hairline, and each
// item's title, icon and badge from the stacked layout's state appearances.
// https://developer.apple.com/documentation/uikit/uitabbar/standardappearance

extension UITabBar {
    /// Where items are placed across the bar.
    public enum ItemPositioning: Int, Sendable {
        case automatic = 0
        case fill = 1
        case centered = 2
    }

    /// The appearance the bar draws now.
    var currentAppearance: UITabBarAppearance {
        isAtScrollEdge ? scrollEdgeAppearance ?? standardAppearance : standardAppearance
    }

    /// An item's title font and colour, icon colour and badge colour: the appearance's state
    /// attributes, else the bar's tints, else the defaults.
    func itemLook(selected: Bool, enabled: Bool) -> (
        font: UIFont, titleColor: UIColor, iconColor: UIColor?, badgeColor: UIColor?
    ) {
        let items = currentAppearance.stackedLayoutAppearance
        let state = !enabled ? items.disabled : selected ? items.selected : items.normal
        let defaultColor = selected ? tintColor ?? .systemBlue : unselectedItemTintColor ?? .systemGray
        let font =
            state.titleTextAttributes[.font] as? UIFont ?? items.normal.titleTextAttributes[.font] as? UIFont
            ?? UIFont.systemFont(ofSize: 12, weight: selected ? .semibold : .regular)
        let title = state.titleTextAttributes[.foregroundColor] as? UIColor ?? state.iconColor ?? defaultColor
        let icon = state.iconColor ?? (state.titleTextAttributes[.foregroundColor] as? UIColor)
        return (font, title, icon ?? (selected ? nil : unselectedItemTintColor), state.badgeBackgroundColor)
    }

    /// The bar's fill and hairline from the current appearance.
    func applyBackground() {
        currentAppearance.drawBackground(of: self, hairline: hairline, barTint: barTintColor)
    }
}
