import Foundation

/// What a menu holds: an action, a submenu or a group shown inline, or an element that supplies
/// its children later (`UIDeferredMenuElement`).
/// https://developer.apple.com/documentation/uikit/uimenuelement
///
/// The element itself only has a title, a subtitle and an image; `UIAction` and `UIMenu` add the
/// rest. Menus show on the desktop as a panel over the window, opened by a button with a `menu`,
/// a bar button item's menu, or a secondary (right) click on a view with a
/// `UIContextMenuInteraction`.
@preconcurrency @MainActor
open class UIMenuElement {
    /// How an element looks and behaves in a menu.
    public struct Attributes: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Shown dimmed; choosing it does nothing.
        public static let disabled = Attributes(rawValue: 1 << 0)
        /// Shown in red: the action destroys something.
        public static let destructive = Attributes(rawValue: 1 << 1)
        /// Not shown at all.
        public static let hidden = Attributes(rawValue: 1 << 2)
        /// Choosing it runs its handler and leaves the menu open.
        public static let keepsMenuPresented = Attributes(rawValue: 1 << 3)
    }

    /// Whether an action is checked; a menu draws a checkmark beside an action that is `.on`.
    public enum State: Int, Sendable {
        case off = 0
        case on = 1
        /// Neither on nor off (a selection with both); drawn with a dash.
        case mixed = 2
    }

    var storedTitle: String
    var storedImage: UIImage?

    /// The element's title.
    open var title: String { storedTitle }
    /// A second line under the title, in a smaller, lighter font.
    open var subtitle: String?
    /// The image shown beside the title.
    open var image: UIImage? { storedImage }
    /// What assistive technologies read for the element (none reads them on Linux yet).
    open var accessibilityIdentifier: String?

    init(title: String, subtitle: String?, image: UIImage?) {
        storedTitle = title
        self.subtitle = subtitle
        storedImage = image
    }

    /// Whether the element takes up a row: false for hidden actions.
    var isShown: Bool { true }
}
