public import Foundation

/// A view at the leading or trailing side of a `UICollectionViewListCell`: a disclosure
/// indicator, a checkmark, a detail button, a label, an outline disclosure, the editing controls
/// (delete, insert, multiselect) or a view of the app's.
/// https://developer.apple.com/documentation/uikit/uicellaccessory
///
/// A cell shows its accessories in the order of its `accessories` array, the editing controls and
/// leading custom views on the leading side and the others on the trailing side; each is
/// displayed always, only while the collection view is editing, or only while it is not.
///
/// - Note: Differs from UIKit: the reorder accessory and the pop-up menu are unavailable.
public struct UICellAccessory {
    /// When an accessory is shown.
    public enum DisplayedState: Int, Sendable {
        case always
        case whenEditing
        case whenNotEditing
    }

    /// How wide the room kept for an accessory is.
    public enum LayoutDimension: Sendable, Equatable {
        /// The accessory's standard width.
        case standard
        /// The accessory's own width.
        case actual
        /// This many points.
        case custom(CGFloat)
    }

    /// The side of the cell a custom view goes on, when it is shown, and where among the
    /// accessories already on that side, counted from leading to trailing (by default, last).
    public enum Placement {
        /// Picks the index among the accessories already on the side.
        public typealias Position = ([UICellAccessory]) -> Int

        case leading(displayed: DisplayedState = .always, at: Position = { $0.count })
        case trailing(displayed: DisplayedState = .always, at: Position = { $0.count })

        /// Just after the first accessory of `accessory`'s type, or at the end without one.
        public static func position(after accessory: UICellAccessory) -> Position {
            { accessories in
                accessories.firstIndex { $0.kind.tag == accessory.kind.tag }.map { $0 + 1 } ?? accessories.count
            }
        }

        /// Just before the first accessory of `accessory`'s type, or at the start without one.
        public static func position(before accessory: UICellAccessory) -> Position {
            { accessories in accessories.firstIndex { $0.kind.tag == accessory.kind.tag } ?? 0 }
        }
    }

    /// Called when the accessory is tapped.
    public typealias ActionHandler = @MainActor () -> Void

    public struct DisclosureIndicatorOptions {
        public var isHidden: Bool?
        public var reservedLayoutWidth: LayoutDimension?
        /// The chevron's colour; nil for the system's grey.
        public var tintColor: UIColor?

        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil) {
            self.isHidden = isHidden
            self.reservedLayoutWidth = reservedLayoutWidth
            self.tintColor = tintColor
        }
    }

    public struct CheckmarkOptions {
        public var isHidden: Bool?
        public var reservedLayoutWidth: LayoutDimension?
        /// The checkmark's colour; nil for the cell's tint colour.
        public var tintColor: UIColor?

        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil) {
            self.isHidden = isHidden
            self.reservedLayoutWidth = reservedLayoutWidth
            self.tintColor = tintColor
        }
    }

    public struct DetailOptions {
        public var isHidden: Bool?
        public var reservedLayoutWidth: LayoutDimension?
        /// The button's colour; nil for the cell's tint colour.
        public var tintColor: UIColor?

        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil) {
            self.isHidden = isHidden
            self.reservedLayoutWidth = reservedLayoutWidth
            self.tintColor = tintColor
        }
    }

    public struct LabelOptions {
        public var isHidden: Bool?
        public var reservedLayoutWidth: LayoutDimension?
        /// The text's colour; nil for the secondary label colour.
        public var tintColor: UIColor?
        /// The text's font; nil for the body font.
        public var font: UIFont?
        public var adjustsFontForContentSizeCategory = true

        public init(
            isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil,
            font: UIFont? = nil, adjustsFontForContentSizeCategory: Bool = true
        ) {
            self.isHidden = isHidden
            self.reservedLayoutWidth = reservedLayoutWidth
            self.tintColor = tintColor
            self.font = font
            self.adjustsFontForContentSizeCategory = adjustsFontForContentSizeCategory
        }
    }

    /// A view of the app's as an accessory.
    public struct CustomViewConfiguration {
        public var customView: UIView
        public var placement: Placement
        public var isHidden: Bool?
        public var reservedLayoutWidth: LayoutDimension?
        /// A colour for the view's `tintColor`; nil leaves it.
        public var tintColor: UIColor?
        /// Whether the view keeps its own size; when false (the default) it is sized to fit its
        /// content and the cell's height.
        public var maintainsFixedSize: Bool

        public init(
            customView: UIView, placement: Placement, isHidden: Bool? = nil,
            reservedLayoutWidth: LayoutDimension? = nil,
            tintColor: UIColor? = nil, maintainsFixedSize: Bool = false
        ) {
            self.customView = customView
            self.placement = placement
            self.isHidden = isHidden
            self.reservedLayoutWidth = reservedLayoutWidth
            self.tintColor = tintColor
            self.maintainsFixedSize = maintainsFixedSize
        }
    }

    enum Kind {
        case disclosureIndicator(DisclosureIndicatorOptions)
        case checkmark(CheckmarkOptions)
        case detail(DetailOptions, ActionHandler?)
        case label(String, LabelOptions)
        case customView(CustomViewConfiguration)
        case outlineDisclosure(OutlineDisclosureOptions, ActionHandler?)
        case delete(DeleteOptions, ActionHandler?)
        case insert(InsertOptions, ActionHandler?)
        case multiselect(MultiselectOptions)
        case popUpMenu(UIMenu, PopUpMenuOptions, MenuSelectedElementDidChangeHandler?)

        /// The accessory's type, without its options.
        var tag: Int {
            switch self {
            case .disclosureIndicator: 0
            case .checkmark: 1
            case .detail: 2
            case .label: 3
            case .customView: 4
            case .outlineDisclosure: 5
            case .delete: 6
            case .insert: 7
            case .multiselect: 8
            case .popUpMenu: 9
            }
        }
    }

    let kind: Kind
    let displayed: DisplayedState

    /// The state the accessory is shown in.
    public var displayedState: DisplayedState { displayed }

    /// A chevron, telling that choosing the row shows more.
    public static func disclosureIndicator(
        displayed: DisplayedState = .always, options: DisclosureIndicatorOptions = DisclosureIndicatorOptions()
    ) -> UICellAccessory {
        UICellAccessory(kind: .disclosureIndicator(options), displayed: displayed)
    }

    /// A checkmark in the tint colour, telling that the row is chosen.
    public static func checkmark(displayed: DisplayedState = .always, options: CheckmarkOptions = CheckmarkOptions())
        -> UICellAccessory
    {
        UICellAccessory(kind: .checkmark(options), displayed: displayed)
    }

    /// An info button; a tap on it calls `actionHandler` and does not select the row.
    public static func detail(
        displayed: DisplayedState = .always, options: DetailOptions = DetailOptions(),
        actionHandler: ActionHandler? = nil
    ) -> UICellAccessory {
        UICellAccessory(kind: .detail(options, actionHandler), displayed: displayed)
    }

    /// A text, such as a count, in grey.
    public static func label(text: String, displayed: DisplayedState = .always, options: LabelOptions = LabelOptions())
        -> UICellAccessory
    {
        UICellAccessory(kind: .label(text, options), displayed: displayed)
    }

    /// The configuration's view, on the side and in the state its placement says.
    public static func customView(configuration: CustomViewConfiguration) -> UICellAccessory {
        let displayed: DisplayedState
        switch configuration.placement {
        case .leading(let state, _), .trailing(let state, _): displayed = state
        }
        return UICellAccessory(kind: .customView(configuration), displayed: displayed)
    }

    @available(
        *, unavailable,
        message: "Windowing: collection view lists cannot be reordered; a UITableView can (tableView(_:moveRowAt:to:))"
    )
    public static func reorder(displayed: DisplayedState = .whenEditing) -> UICellAccessory {
        unavailablePlaceholder
    }

    /// What the unavailable accessories would return, were they callable: a hidden label.
    private static var unavailablePlaceholder: UICellAccessory {
        .label(text: "", options: LabelOptions(isHidden: true))
    }

    // MARK: - What the cell reads

    /// Whether the accessory is shown in a collection view that is editing or not.
    func isShown(editing: Bool) -> Bool {
        guard !isHidden else { return false }
        switch displayed {
        case .always: return true
        case .whenEditing: return editing
        case .whenNotEditing: return !editing
        }
    }

    /// The options every kind has.
    private var options: any AccessoryOptions {
        switch kind {
        case .disclosureIndicator(let options): options
        case .checkmark(let options): options
        case .detail(let options, _): options
        case .label(_, let options): options
        case .customView(let configuration): configuration
        case .outlineDisclosure(let options, _): options
        case .delete(let options, _): options
        case .insert(let options, _): options
        case .multiselect(let options): options
        case .popUpMenu(_, let options, _): options
        }
    }

    /// Whether the options hide it whatever the state.
    var isHidden: Bool { options.isHidden ?? false }

    var reservedLayoutWidth: LayoutDimension? { options.reservedLayoutWidth }

    /// Whether it goes on the leading side: the editing controls do, and custom views placed there.
    var isLeading: Bool {
        switch kind {
        case .delete, .insert, .multiselect: return true
        case .customView(let configuration):
            if case .leading = configuration.placement { return true }
            return false
        default: return false
        }
    }
}

/// What every accessory's options say about it besides its own settings.
protocol AccessoryOptions {
    var isHidden: Bool? { get }
    var reservedLayoutWidth: UICellAccessory.LayoutDimension? { get }
}

extension UICellAccessory.DisclosureIndicatorOptions: AccessoryOptions {}
extension UICellAccessory.CheckmarkOptions: AccessoryOptions {}
extension UICellAccessory.DetailOptions: AccessoryOptions {}
extension UICellAccessory.LabelOptions: AccessoryOptions {}
extension UICellAccessory.CustomViewConfiguration: AccessoryOptions {}
extension UICellAccessory.OutlineDisclosureOptions: AccessoryOptions {}
extension UICellAccessory.DeleteOptions: AccessoryOptions {}
extension UICellAccessory.InsertOptions: AccessoryOptions {}
extension UICellAccessory.MultiselectOptions: AccessoryOptions {}
extension UICellAccessory.PopUpMenuOptions: AccessoryOptions {}
