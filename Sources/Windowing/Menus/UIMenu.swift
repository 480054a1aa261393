import Foundation

/// A menu: a title and the elements it shows, which may be actions, submenus, or groups shown
/// inline with a separator around them.
/// https://developer.apple.com/documentation/uikit/uimenu
///
/// A menu cannot be changed once made; `replacingChildren(_:)` gives a copy with other children.
/// Its actions' `state` can change, which is how a single-selection menu records its choice.
@preconcurrency @MainActor
open class UIMenu: UIMenuElement {
    /// A string that names a menu.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        /// Creates an identifier from its string.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Creates an identifier from its string.
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// How a menu shows its children.
    public struct Options: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The children appear in the parent menu, set apart by separators, rather than as a submenu.
        public static let displayInline = Options(rawValue: 1 << 0)
        /// The submenu's row is red.
        public static let destructive = Options(rawValue: 1 << 1)
        /// Choosing an action turns it on and every other action of the menu off.
        public static let singleSelection = Options(rawValue: 1 << 5)
        /// The children appear as a row of images, as UIKit's palettes.
        public static let displayAsPalette = Options(rawValue: 1 << 7)
    }

    /// How large a menu draws the children it shows inline.
    public enum ElementSize: Int, Sendable {
        /// Images only, several to a row.
        case small = 0
        /// Image over title, three to a row.
        case medium = 1
        /// One child per row, title beside image.
        case large = 2
        /// As the system decides: `.large` here.
        case automatic = -1
    }

    /// The menu's identifier; a fresh UUID unless given.
    public let identifier: Identifier
    /// How the menu shows its children.
    public let options: Options
    /// The menu's elements, in order.
    public let children: [UIMenuElement]
    /// How large the menu draws the children it shows inline.
    open var preferredElementSize: ElementSize

    /// Creates a menu.
    /// - Parameters:
    ///   - title: The title: a submenu's row, or the header over the menu's rows.
    ///   - subtitle: A second line under the title.
    ///   - image: The image a submenu's row shows.
    ///   - identifier: The identifier; nil makes a unique one.
    ///   - options: How the menu shows its children.
    ///   - preferredElementSize: How large the menu draws inline children.
    ///   - children: The elements, in order.
    public init(
        title: String = "", subtitle: String? = nil, image: UIImage? = nil, identifier: Identifier? = nil,
        options: Options = [], preferredElementSize: ElementSize = .large, children: [UIMenuElement] = []
    ) {
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        self.options = options
        self.children = children
        self.preferredElementSize = preferredElementSize
        super.init(title: title, subtitle: subtitle, image: image)
    }

    /// A copy of the menu, with the same title, image, identifier and options, holding `newChildren`.
    open func replacingChildren(_ newChildren: [UIMenuElement]) -> UIMenu {
        UIMenu(
            title: title, subtitle: subtitle, image: image, identifier: identifier, options: options,
            preferredElementSize: preferredElementSize, children: newChildren)
    }

    /// The actions that are `.on`, in this menu and in the menus it shows inline, in order.
    open var selectedElements: [UIMenuElement] {
        children.flatMap { child -> [UIMenuElement] in
            if let action = child as? UIAction { return action.state == .on ? [action] : [] }
            if let menu = child as? UIMenu, menu.options.contains(.displayInline) { return menu.selectedElements }
            return []
        }
    }

    /// Every action of the menu and of its submenus, depth first.
    var allActions: [UIAction] {
        children.flatMap { child -> [UIAction] in
            if let action = child as? UIAction { return [action] }
            return (child as? UIMenu)?.allActions ?? []
        }
    }

    /// Turns `chosen` on and every other action of the menu and its submenus off.
    func turnOn(only chosen: UIAction?) {
        for action in allActions { action.state = action === chosen ? .on : .off }
    }

    /// Makes one action chosen, as a pop-up's menu has: the first that is on, else the first
    /// action; the others are turned off. Returns it.
    @discardableResult
    func keepOneChosen() -> UIAction? {
        let actions = allActions
        let chosen = actions.first { $0.state == .on } ?? actions.first
        turnOn(only: chosen)
        return chosen
    }

    /// The menu in this tree that holds `action` as a child, and the path of menus to it.
    func path(to action: UIAction) -> [UIMenu]? {
        if children.contains(where: { $0 === action }) { return [self] }
        for case let menu as UIMenu in children {
            if let path = menu.path(to: action) { return [self] + path }
        }
        return nil
    }
}
