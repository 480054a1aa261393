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
        let barTint = barTintColor ?? (barStyle == .black ? UIColor(white: 0.11, alpha: 1) : nil)
        appearance.drawBackground(of: self, hairline: hairline, barTint: barTint)
        UIBarButtonItemAppearance.style(
            itemViews.lazy.map { ($0.item, $0.view) }, plain: appearance.buttonAppearance,
            done: appearance.doneButtonAppearance)
    }
}
