import Foundation

// Which appearance a toolbar draws, and drawing it: its background, hairline and buttons.
// https://developer.apple.com/documentation/uikit/uitoolbar/standardappearance

extension UIToolbar {
    /// The appearance the bar draws now: the compact ones in a compact-height window, the
    /// scroll-edge ones while no scrolling content reaches the bar.
    var currentAppearance: UIToolbarAppearance {
        let compact = traitCollection.verticalSizeClass == .compact
        let standard = compact ? compactAppearance ?? standardAppearance : standardAppearance
        guard isAtScrollEdge else { return standard }
        let edge = compact ? compactScrollEdgeAppearance ?? scrollEdgeAppearance : scrollEdgeAppearance
        return edge ?? standard
    }

    func applyAppearance() {
        let appearance = currentAppearance
        let legacy = barTintColor ?? (barStyle == .black ? UIColor(white: 0.11, alpha: 1) : nil)
        let fill = appearance.backgroundColor ?? legacy ?? appearance.backgroundEffect?.flatColor ?? .clear
        if backgroundColor != fill { backgroundColor = fill }
        hairline.isHidden = !appearance.showsShadow
        if let color = appearance.shadowColor, hairline.backgroundColor != color { hairline.backgroundColor = color }
        for entry in itemViews {
            guard let button = entry.view as? UIButton else { continue }
            let buttons = entry.item.style == .done ? appearance.doneButtonAppearance : appearance.buttonAppearance
            buttons.normal.style(button, for: .normal)
            buttons.highlighted.style(button, for: .highlighted)
            buttons.disabled.style(button, for: .disabled)
        }
    }
}
