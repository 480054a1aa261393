import Foundation

// Which appearance a navigation bar draws, and drawing it. UIKit's order: the top item's
// appearance for the bar's state before the bar's own, the compact ones in a compact-height
// window, and the scroll-edge ones while the content rests at its top edge.
// https://developer.apple.com/documentation/uikit/uinavigationbar/scrolledgeappearance

extension UINavigationBar {
    /// The appearance the bar draws now.
    var currentAppearance: UINavigationBarAppearance {
        let item = topItem
        let compact = traitCollection.verticalSizeClass == .compact
        let standard =
            compact
            ? item?.compactAppearance ?? compactAppearance ?? item?.standardAppearance ?? standardAppearance
            : item?.standardAppearance ?? standardAppearance
        guard isAtScrollEdge else { return standard }
        let edge =
            compact
            ? item?.compactScrollEdgeAppearance ?? compactScrollEdgeAppearance ?? item?.scrollEdgeAppearance
                ?? scrollEdgeAppearance
            : item?.scrollEdgeAppearance ?? scrollEdgeAppearance
        return edge ?? standard
    }

    /// Gives the bar's background, hairline, titles and buttons the current appearance.
    func applyAppearance() {
        let appearance = currentAppearance
        appearance.drawBackground(of: self, hairline: hairline, barTint: barTintColor)
        applyBackgroundImage(appearance)
        style(titleLabel, with: appearance.titleTextAttributes, legacy: titleTextAttributes, font: Self.titleFont)
        style(
            largeTitleLabel, with: appearance.largeTitleTextAttributes, legacy: largeTitleTextAttributes,
            font: Self.largeTitleFont)
        appearance.backButtonAppearance.normal.style(backButton, for: .normal)
        UIBarButtonItemAppearance.style(
            itemViews.lazy.map { ($0.item, $0.view) }, plain: appearance.buttonAppearance,
            done: appearance.doneButtonAppearance)
    }

    static let titleFont = UIFont.systemFont(ofSize: 17, weight: .semibold)
    static let largeTitleFont = UIFont.systemFont(ofSize: 34, weight: .bold)

    /// The appearance's attributes over the bar's own (`titleTextAttributes`), over the defaults.
    private func style(
        _ label: UILabel, with attributes: [NSAttributedString.Key: Any], legacy: [NSAttributedString.Key: Any]?,
        font defaultFont: UIFont
    ) {
        let font = attributes[.font] as? UIFont ?? legacy?[.font] as? UIFont ?? defaultFont
        let color = attributes[.foregroundColor] as? UIColor ?? legacy?[.foregroundColor] as? UIColor ?? .label
        if label.font != font { label.font = font }
        if label.textColor != color { label.textColor = color }
    }

    private func applyBackgroundImage(_ appearance: UIBarAppearance) {
        guard let image = appearance.backgroundImage else {
            backgroundImageView?.removeFromSuperview()
            backgroundImageView = nil
            return
        }
        let view = backgroundImageView ?? UIImageView(frame: .zero)
        if backgroundImageView == nil {
            backgroundImageView = view
            insertSubview(view, at: 0)
        }
        if view.image !== image { view.image = image }
        view.contentMode = appearance.backgroundImageContentMode
        view.clipsToBounds = true
        view.frame = bounds
    }
}
