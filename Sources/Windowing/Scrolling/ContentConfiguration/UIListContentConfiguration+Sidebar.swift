import Foundation

// The looks lists add to the table's: sidebar rows and headers, and the prominent headers of
// inset grouped lists (iOS 14 and 15).
extension UIListContentConfiguration {
    /// A sidebar row's: as `cell()`.
    public static func sidebarCell() -> UIListContentConfiguration { cell() }

    /// A sidebar row's with a secondary text below the text: as `subtitleCell()`.
    public static func sidebarSubtitleCell() -> UIListContentConfiguration { subtitleCell() }

    /// A sidebar row that accompanies a list beside it: as `cell()`.
    public static func accompaniedSidebarCell() -> UIListContentConfiguration { cell() }

    /// As `accompaniedSidebarCell()`, with a secondary text below the text.
    public static func accompaniedSidebarSubtitleCell() -> UIListContentConfiguration { subtitleCell() }

    /// A sidebar section's header: the headline font in the label colour.
    public static func sidebarHeader() -> UIListContentConfiguration {
        var configuration = groupedHeader()
        configuration.textProperties.font = .preferredFont(forTextStyle: .headline)
        configuration.textProperties.color = .label
        return configuration
    }

    /// An inset grouped section's large header: bold text of 20 points (the third title's size)
    /// in the label colour.
    public static func prominentInsetGroupedHeader() -> UIListContentConfiguration {
        var configuration = groupedHeader()
        configuration.textProperties.font = .boldSystemFont(ofSize: 20)
        configuration.textProperties.color = .label
        return configuration
    }

    /// As `prominentInsetGroupedHeader()`, larger: 22 points (the second title's size).
    public static func extraProminentInsetGroupedHeader() -> UIListContentConfiguration {
        var configuration = prominentInsetGroupedHeader()
        configuration.textProperties.font = .boldSystemFont(ofSize: 22)
        return configuration
    }
}
