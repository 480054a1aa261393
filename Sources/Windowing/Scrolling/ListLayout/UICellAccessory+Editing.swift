import Foundation

// The editing controls of a list row, on its leading side and shown while the collection view is
// editing by default: a red minus that uncovers the row's trailing swipe actions (or calls its
// handler), a green plus that calls its handler, and the multiselect circle that shows whether the
// row is selected.
extension UICellAccessory {
    /// https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/deleteoptions
    public struct DeleteOptions {
        public var isHidden: Bool?
        public var reservedLayoutWidth: LayoutDimension?
        /// The minus' colour; nil for white.
        public var tintColor: UIColor?
        /// The circle's colour; nil for the system red.
        public var backgroundColor: UIColor?

        public init(
            isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil,
            backgroundColor: UIColor? = nil
        ) {
            self.isHidden = isHidden
            self.reservedLayoutWidth = reservedLayoutWidth
            self.tintColor = tintColor
            self.backgroundColor = backgroundColor
        }
    }

    /// https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/insertoptions
    public struct InsertOptions {
        public var isHidden: Bool?
        public var reservedLayoutWidth: LayoutDimension?
        /// The plus' colour; nil for white.
        public var tintColor: UIColor?
        /// The circle's colour; nil for the system green.
        public var backgroundColor: UIColor?

        public init(
            isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil,
            backgroundColor: UIColor? = nil
        ) {
            self.isHidden = isHidden
            self.reservedLayoutWidth = reservedLayoutWidth
            self.tintColor = tintColor
            self.backgroundColor = backgroundColor
        }
    }

    /// https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/multiselectoptions
    public struct MultiselectOptions {
        public var isHidden: Bool?
        public var reservedLayoutWidth: LayoutDimension?
        /// The checkmark's colour in a selected row; nil for white.
        public var tintColor: UIColor?
        /// The filled circle's colour in a selected row; nil for the cell's tint colour.
        public var backgroundColor: UIColor?

        public init(
            isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil,
            backgroundColor: UIColor? = nil
        ) {
            self.isHidden = isHidden
            self.reservedLayoutWidth = reservedLayoutWidth
            self.tintColor = tintColor
            self.backgroundColor = backgroundColor
        }
    }

    /// A red circle with a minus. A tap calls `actionHandler`, or, without one, uncovers the row's
    /// trailing swipe actions (its list's `trailingSwipeActionsConfigurationProvider`).
    public static func delete(
        displayed: DisplayedState = .whenEditing, options: DeleteOptions = DeleteOptions(),
        actionHandler: ActionHandler? = nil
    ) -> UICellAccessory {
        UICellAccessory(kind: .delete(options, actionHandler), displayed: displayed)
    }

    /// A green circle with a plus; a tap calls `actionHandler`.
    public static func insert(
        displayed: DisplayedState = .whenEditing, options: InsertOptions = InsertOptions(),
        actionHandler: ActionHandler? = nil
    ) -> UICellAccessory {
        UICellAccessory(kind: .insert(options, actionHandler), displayed: displayed)
    }

    /// An empty circle, filled with a checkmark while the row is selected (with
    /// `allowsMultipleSelectionDuringEditing`, a click selects rows while editing).
    public static func multiselect(
        displayed: DisplayedState = .whenEditing, options: MultiselectOptions = MultiselectOptions()
    )
        -> UICellAccessory
    {
        UICellAccessory(kind: .multiselect(options), displayed: displayed)
    }
}
