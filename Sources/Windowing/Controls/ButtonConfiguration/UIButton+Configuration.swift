public import Foundation

extension UIButton {
    /// A button's look and content described as one value: a style (plain, tinted, gray or
    /// filled), a title and subtitle, an image and where it sits, colours, a corner style, a
    /// size and content insets. Setting it on a button makes the button configuration-based
    /// (see `UIButton.configuration`).
    ///
    /// UIKit leaves the exact metrics of each style to the system; Windowing's are listed on
    /// `Size`, `CornerStyle` and `UIButton.configuration`.
    /// See <https://developer.apple.com/documentation/uikit/uibutton/configuration-swift.struct>.
    ///
    /// - Note: Differs from UIKit: `preferredSymbolConfigurationForImage`, `macIdiomStyle` and
    ///   the `Equatable` conformance are absent, and a configuration made
    ///   with `init()` is the plain style.
    public struct Configuration {
        /// How round the background's corners are.
        ///
        /// - Note: Differs from UIKit: the radii are Windowing's: `.small` 4, `.medium` 8,
        ///   `.large` 12 points; `.dynamic` follows the button size (mini 4, small 6, medium 8,
        ///   large 12); `.fixed` takes `background.cornerRadius`; `.capsule` is half the height.
        public enum CornerStyle: Sendable, Hashable {
            case fixed, dynamic, small, medium, large, capsule
        }

        /// The size class of the button, which sets its fonts and default insets.
        ///
        /// - Note: Differs from UIKit: the title fonts are the text styles caption 2 (mini),
        ///   subheadline (small), body (medium) and title 3 (large); the default insets are
        ///   3/8, 5/10, 7/12 and 14/20 points (vertical/horizontal).
        public enum Size: Sendable, Hashable {
            case mini, small, medium, large
        }

        /// How the title and subtitle align with each other.
        public enum TitleAlignment: Sendable, Hashable {
            case automatic, leading, center, trailing
        }

        /// The four looks UIKit's factory methods start from.
        enum Style: Sendable, Hashable {
            case plain, tinted, gray, filled
        }

        var style: Style

        /// The state `updated(for:)` last resolved the look for.
        var resolvedState: UIControl.State = .normal

        public var background = UIBackgroundConfiguration.clear()
        public var cornerStyle = CornerStyle.dynamic
        public var buttonSize = Size.medium {
            didSet { if usesDefaultContentInsets { contentInsets = Self.defaultInsets(for: buttonSize) } }
        }
        /// The colour of the title, subtitle, image and activity indicator; the style's own when nil.
        public var baseForegroundColor: UIColor?
        /// The colour the style's background is made from; the tint colour when nil.
        public var baseBackgroundColor: UIColor?

        public var image: UIImage?
        public var imageColorTransformer: UIConfigurationColorTransformer?
        /// Where the image sits relative to the title: `.leading` (the default), `.trailing`,
        /// `.top` or `.bottom`.
        public var imagePlacement = NSDirectionalRectEdge.leading
        /// The space between the image and the title.
        public var imagePadding: CGFloat = 0

        /// Shows a spinning activity indicator in place of the image.
        public var showsActivityIndicator = false
        public var activityIndicatorColorTransformer: UIConfigurationColorTransformer?

        /// The mark a button shows at its trailing edge for what a press does.
        public enum Indicator: Sendable, Hashable {
            /// `.popup` for a pop-up button (a menu and `changesSelectionAsPrimaryAction`), else none.
            case automatic
            case none
            /// Chevrons pointing up and down: a press opens a menu to choose from.
            case popup
        }

        /// The mark at the trailing edge; `.automatic` by default.
        ///
        /// - Note: Differs from UIKit: its metrics are Windowing's (a 12-point symbol, 6 points
        ///   from the content).
        public var indicator = Indicator.automatic
        public var indicatorColorTransformer: UIConfigurationColorTransformer?

        public var title: String?
        public var attributedTitle: AttributedString?
        public var titleTextAttributesTransformer: UIConfigurationTextAttributesTransformer?
        public var subtitle: String?
        public var attributedSubtitle: AttributedString?
        public var subtitleTextAttributesTransformer: UIConfigurationTextAttributesTransformer?
        /// The space between the title and the subtitle.
        public var titlePadding: CGFloat = 0
        public var titleAlignment = TitleAlignment.automatic
        public var titleLineBreakMode = NSLineBreakMode.byTruncatingTail
        public var subtitleLineBreakMode = NSLineBreakMode.byTruncatingTail
        /// Whether a selected button shows the selected look; kept for source compatibility.
        public var automaticallyUpdateForSelection = true

        /// The space between the button's edges and its content.
        public var contentInsets: NSDirectionalEdgeInsets {
            didSet { usesDefaultContentInsets = false }
        }
        private var usesDefaultContentInsets = true

        init(style: Style) {
            self.style = style
            contentInsets = Self.defaultInsets(for: .medium)
        }

        /// A plain configuration: no background, content in the tint colour.
        public init() { self.init(style: .plain) }

        public static func plain() -> Configuration { Configuration(style: .plain) }
        /// Content in the tint colour over a light wash of it.
        public static func tinted() -> Configuration { Configuration(style: .tinted) }
        /// Content in the tint colour over a grey fill.
        public static func gray() -> Configuration { Configuration(style: .gray) }
        /// White content over a fill of the tint colour.
        public static func filled() -> Configuration { Configuration(style: .filled) }
        /// The plain style, by its pre-iOS 15 name.
        public static func borderless() -> Configuration { Configuration(style: .plain) }
        /// The gray style, by its pre-iOS 15 name.
        public static func bordered() -> Configuration { Configuration(style: .gray) }
        /// The tinted style, by its pre-iOS 15 name.
        public static func borderedTinted() -> Configuration { Configuration(style: .tinted) }
        /// The filled style, by its pre-iOS 15 name.
        public static func borderedProminent() -> Configuration { Configuration(style: .filled) }

        /// Puts back the insets of the current `buttonSize`.
        public mutating func setDefaultContentInsets() {
            contentInsets = Self.defaultInsets(for: buttonSize)
            usesDefaultContentInsets = true
        }

        /// A copy that keeps every value set on it and resolves the state-dependent look
        /// (highlighted, disabled, selected) for `button`'s current state.
        @MainActor
        public func updated(for button: UIButton) -> Configuration {
            var copy = self
            copy.resolvedState = button.state
            return copy
        }

        static func defaultInsets(for size: Size) -> NSDirectionalEdgeInsets {
            switch size {
            case .mini: NSDirectionalEdgeInsets(top: 3, leading: 8, bottom: 3, trailing: 8)
            case .small: NSDirectionalEdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 10)
            case .medium: NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
            case .large: NSDirectionalEdgeInsets(top: 14, leading: 20, bottom: 14, trailing: 20)
            }
        }
    }

    /// A closure that updates a button's configuration for its state; it runs after
    /// `updateConfiguration()`.
    public typealias ConfigurationUpdateHandler = @MainActor (UIButton) -> Void
}

/// The edges of a rectangle in leading/trailing terms: where a button's image sits.
public struct NSDirectionalRectEdge: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let top = NSDirectionalRectEdge(rawValue: 1 << 0)
    public static let leading = NSDirectionalRectEdge(rawValue: 1 << 1)
    public static let bottom = NSDirectionalRectEdge(rawValue: 1 << 2)
    public static let trailing = NSDirectionalRectEdge(rawValue: 1 << 3)
    public static let all: NSDirectionalRectEdge = [.top, .leading, .bottom, .trailing]
}
