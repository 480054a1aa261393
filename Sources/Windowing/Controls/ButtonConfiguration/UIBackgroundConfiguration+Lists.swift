import Foundation

/// The list looks a background configuration can start from: a row's fill by the list's
/// appearance, or a header's or footer's (none).
enum ListBackgroundLook {
    case plainCell, groupedCell, sidebarCell, headerFooter

    var fill: UIColor {
        switch self {
        case .plainCell: .systemBackground
        case .groupedCell: .secondarySystemGroupedBackground
        case .sidebarCell, .headerFooter: .clear
        }
    }

    /// Whether a selected or highlighted row shows the grey selection.
    var showsSelection: Bool { self != .headerFooter }
}

extension UIBackgroundConfiguration {
    /// A configuration that starts from `look`.
    static func list(_ look: ListBackgroundLook) -> UIBackgroundConfiguration {
        var configuration = UIBackgroundConfiguration()
        configuration.listLook = look
        return configuration
    }

    /// A plain list's row: the system background, grey while selected or highlighted.
    /// https://developer.apple.com/documentation/uikit/uibackgroundconfiguration/listplaincell()
    public static func listPlainCell() -> UIBackgroundConfiguration { list(.plainCell) }

    /// A grouped list's row: white on the grouped background, grey while selected or highlighted.
    public static func listGroupedCell() -> UIBackgroundConfiguration { list(.groupedCell) }

    /// A sidebar's row: none, grey while selected or highlighted.
    public static func listSidebarCell() -> UIBackgroundConfiguration { list(.sidebarCell) }

    /// A row of a sidebar beside a list: as `listSidebarCell()`.
    public static func listAccompaniedSidebarCell() -> UIBackgroundConfiguration { list(.sidebarCell) }

    /// A plain list's header or footer: none.
    public static func listPlainHeaderFooter() -> UIBackgroundConfiguration { list(.headerFooter) }

    /// A grouped list's header or footer: none.
    public static func listGroupedHeaderFooter() -> UIBackgroundConfiguration { list(.headerFooter) }

    /// A sidebar's header: none.
    public static func listSidebarHeader() -> UIBackgroundConfiguration { list(.headerFooter) }

    /// The configuration with the look its list style has in `state`: a row's grey selection
    /// while selected or highlighted. What the app set (`backgroundColor`) is kept.
    /// https://developer.apple.com/documentation/uikit/uibackgroundconfiguration/updated(for:)
    public func updated(for state: any UIConfigurationState) -> UIBackgroundConfiguration {
        var configuration = self
        let pressed = (state as? UICellConfigurationState).map { $0.isSelected || $0.isHighlighted } ?? false
        configuration.stateBackgroundColor = pressed && (listLook?.showsSelection ?? false) ? .systemGray4 : nil
        return configuration
    }
}
