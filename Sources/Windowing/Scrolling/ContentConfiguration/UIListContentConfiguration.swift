import Foundation

/// The content of a list cell, header or footer: an image, a text and a secondary text, with
/// their fonts, colours and the spacing between them, in one of UIKit's standard arrangements.
///
/// ```swift
/// var content = cell.defaultContentConfiguration()
/// content.text = note.title
/// content.secondaryText = note.date
/// content.image = UIImage(systemName: "doc")
/// cell.contentConfiguration = content
/// ```
/// https://developer.apple.com/documentation/uikit/uilistcontentconfiguration
public struct UIListContentConfiguration: UIContentConfiguration {
    /// How a text is drawn.
    public struct TextProperties {
        public var font: UIFont
        public var color: UIColor
        public var alignment: NSTextAlignment = .natural
        public var lineBreakMode: NSLineBreakMode = .byTruncatingTail
        /// The most lines shown; 0 (the default) for any number.
        public var numberOfLines = 0
        public var adjustsFontSizeToFitWidth = false
        public var minimumScaleFactor: CGFloat = 0

        init(font: UIFont, color: UIColor) {
            self.font = font
            self.color = color
        }
    }

    /// How the image is drawn.
    public struct ImageProperties {
        /// A colour for template images; nil keeps the image's own.
        public var tintColor: UIColor?
        /// The largest size the image is drawn at; zero (the default) for its own size.
        public var maximumSize = CGSize.zero
        /// The room kept for the image whatever its size; zero (the default) for the image's size.
        public var reservedLayoutSize = CGSize.zero
        public var cornerRadius: CGFloat = 0
    }

    public var image: UIImage?
    public var imageProperties = ImageProperties()
    public var text: String?
    public var attributedText: NSAttributedString?
    public var textProperties: TextProperties
    public var secondaryText: String?
    public var secondaryAttributedText: NSAttributedString?
    public var secondaryTextProperties: TextProperties
    /// The margins around the content.
    public var directionalLayoutMargins: NSDirectionalEdgeInsets
    /// Whether the two texts sit side by side, the secondary one at the trailing edge (a value cell).
    public var prefersSideBySideTextAndSecondaryText = false
    public var imageToTextPadding: CGFloat = 16
    public var textToSecondaryTextHorizontalPadding: CGFloat = 8
    public var textToSecondaryTextVerticalPadding: CGFloat = 3
    /// A cell look's rows are at least 44 points tall, as UIKit's; headers and footers are not.
    var minimumHeight: CGFloat = 0
    /// Whether it is one of the header looks: an outline disclosure's automatic style reads it.
    var isHeader = false

    private init(
        text: TextProperties, secondary: TextProperties, margins: NSDirectionalEdgeInsets, minimumHeight: CGFloat = 0
    ) {
        textProperties = text
        secondaryTextProperties = secondary
        directionalLayoutMargins = margins
        self.minimumHeight = minimumHeight
    }

    static let cellMargins = NSDirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16)

    /// A cell's: the text in the body font, a secondary text below it in a smaller grey one.
    public static func cell() -> UIListContentConfiguration {
        UIListContentConfiguration(
            text: TextProperties(font: .preferredFont(forTextStyle: .body), color: .label),
            secondary: TextProperties(font: .preferredFont(forTextStyle: .subheadline), color: .secondaryLabel),
            margins: cellMargins, minimumHeight: 44)
    }

    /// A subtitle cell's: the secondary text below the text.
    public static func subtitleCell() -> UIListContentConfiguration {
        cell()
    }

    /// A value cell's: the secondary text at the trailing edge, in grey, on the text's line.
    public static func valueCell() -> UIListContentConfiguration {
        var configuration = UIListContentConfiguration(
            text: TextProperties(font: .preferredFont(forTextStyle: .body), color: .label),
            secondary: TextProperties(font: .preferredFont(forTextStyle: .body), color: .secondaryLabel),
            margins: cellMargins, minimumHeight: 44)
        configuration.prefersSideBySideTextAndSecondaryText = true
        return configuration
    }

    /// A plain table's section header: bold text.
    public static func plainHeader() -> UIListContentConfiguration {
        var configuration = UIListContentConfiguration(
            text: TextProperties(font: .boldSystemFont(ofSize: 15), color: .label),
            secondary: TextProperties(font: .systemFont(ofSize: 13), color: .secondaryLabel),
            margins: NSDirectionalEdgeInsets(top: 6, leading: 16, bottom: 6, trailing: 16))
        configuration.isHeader = true
        return configuration
    }

    /// A plain table's section footer: small grey text.
    public static func plainFooter() -> UIListContentConfiguration {
        UIListContentConfiguration(
            text: TextProperties(font: .systemFont(ofSize: 13), color: .secondaryLabel),
            secondary: TextProperties(font: .systemFont(ofSize: 13), color: .secondaryLabel),
            margins: NSDirectionalEdgeInsets(top: 6, leading: 16, bottom: 6, trailing: 16))
    }

    /// A grouped table's section header: small grey text.
    public static func groupedHeader() -> UIListContentConfiguration {
        var configuration = plainFooter()
        configuration.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 16, leading: 16, bottom: 6, trailing: 16)
        configuration.isHeader = true
        return configuration
    }

    /// A grouped table's section footer: small grey text.
    public static func groupedFooter() -> UIListContentConfiguration {
        var configuration = plainFooter()
        configuration.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 6, leading: 16, bottom: 16, trailing: 16)
        return configuration
    }

    /// A header for the table's style; this one, `plainHeader()`.
    public static func header() -> UIListContentConfiguration { plainHeader() }

    /// A footer for the table's style; this one, `plainFooter()`.
    public static func footer() -> UIListContentConfiguration { plainFooter() }

    public func makeContentView() -> any UIView & UIContentView {
        UIListContentView(configuration: self)
    }

    /// The configuration itself: a list cell shows its selection and highlight with its
    /// background, not with its content.
    public func updated(for state: any UIConfigurationState) -> UIListContentConfiguration {
        self
    }
}
