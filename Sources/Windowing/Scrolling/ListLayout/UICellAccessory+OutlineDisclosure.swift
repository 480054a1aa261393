import Foundation

extension UICellAccessory {
    /// How an outline disclosure is shown and what a tap toggles.
    /// https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/outlinedisclosureoptions
    public struct OutlineDisclosureOptions {
        public enum Style: Sendable, Equatable {
            /// `header` for a cell configured as a section header (a header content configuration,
            /// or the first item of a list whose header mode is `firstItemInSection`), else `cell`.
            case automatic
            /// A tap anywhere on the cell expands or collapses it; the cell is not selected.
            case header
            /// Only a tap on the chevron expands or collapses; a tap elsewhere selects the cell.
            case cell
        }

        public var style: Style
        public var isHidden: Bool?
        public var reservedLayoutWidth: LayoutDimension?
        /// The chevron's colour; nil for the cell's tint colour.
        public var tintColor: UIColor?

        public init(
            style: Style? = nil, isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil,
            tintColor: UIColor? = nil
        ) {
            self.style = style ?? .automatic
            self.isHidden = isHidden
            self.reservedLayoutWidth = reservedLayoutWidth
            self.tintColor = tintColor
        }
    }

    /// A chevron on the trailing side that points down while the item is expanded. A tap on it
    /// (or on the whole cell, in the header style) calls `actionHandler`, or, without one, expands
    /// or collapses the item in its diffable data source's section snapshot.
    ///
    /// - Note: Differs from UIKit: the chevron turns without animation, on a 22-point button.
    public static func outlineDisclosure(
        displayed: DisplayedState = .always, options: OutlineDisclosureOptions = OutlineDisclosureOptions(),
        actionHandler: ActionHandler? = nil
    ) -> UICellAccessory {
        UICellAccessory(kind: .outlineDisclosure(options, actionHandler), displayed: displayed)
    }

    /// The outline disclosure's style with `automatic` resolved for a cell (`isHeader`: whether it
    /// is configured as a section header); nil for other accessories.
    func outlineStyle(isHeader: Bool) -> OutlineDisclosureOptions.Style? {
        guard case .outlineDisclosure(let options, _) = kind else { return nil }
        guard options.style == .automatic else { return options.style }
        return isHeader ? .header : .cell
    }
}
