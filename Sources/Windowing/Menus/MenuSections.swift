import Foundation

/// One thing a menu panel shows: an action's row, a submenu's row (with a chevron), or the
/// "Loading…" row of a deferred element whose provider has not answered.
@MainActor
enum MenuEntry {
    case action(UIAction)
    case submenu(UIMenu)
    case loading(UIDeferredMenuElement)

    /// Whether choosing the entry does something.
    var isEnabled: Bool {
        switch self {
        case .action(let action): !action.attributes.contains(.disabled)
        case .submenu: true
        case .loading: false
        }
    }
}

/// The entries of one group of a menu panel, set apart from the next by a separator band: the
/// menu's own children, or the children of a menu it shows inline.
@MainActor
struct MenuSection {
    /// An inline menu's title, shown small over its entries.
    var header: String?
    /// `.large` lists the entries one per row; `.medium` and `.small` lay them out in a grid.
    var size: UIMenu.ElementSize
    var entries: [MenuEntry] = []
}

/// Turns a menu into the sections a panel shows: inline menus become sections of their own,
/// hidden actions are left out, and deferred elements are replaced by what their providers gave,
/// or by a loading row while they have not answered.
@MainActor
struct MenuSectionBuilder {
    /// What each deferred element's provider answered during this presentation.
    let resolved: [ObjectIdentifier: [UIMenuElement]]
    /// Deferred elements met with no answer yet; the presentation asks their providers.
    private(set) var pending: [UIDeferredMenuElement] = []
    private var sections: [MenuSection] = []

    init(resolved: [ObjectIdentifier: [UIMenuElement]]) {
        self.resolved = resolved
    }

    /// The sections of `menu`, in order, without empty ones.
    mutating func sections(of menu: UIMenu) -> [MenuSection] {
        sections = [MenuSection(header: nil, size: .large)]
        add(menu.children)
        return sections.filter { !$0.entries.isEmpty }
    }

    private mutating func add(_ elements: [UIMenuElement]) {
        for element in elements {
            switch element {
            case let action as UIAction:
                if action.isShown { sections[sections.count - 1].entries.append(.action(action)) }
            case let menu as UIMenu
            where menu.options.contains(.displayInline) || menu.options.contains(.displayAsPalette):
                let size: UIMenu.ElementSize =
                    menu.options.contains(.displayAsPalette)
                    ? .small : (menu.preferredElementSize == .automatic ? .large : menu.preferredElementSize)
                let outer = sections[sections.count - 1]
                sections.append(MenuSection(header: menu.title.isEmpty ? nil : menu.title, size: size))
                add(menu.children)
                // What follows the inline group goes on in a section like the one before it.
                sections.append(MenuSection(header: nil, size: outer.size))
            case let menu as UIMenu:
                sections[sections.count - 1].entries.append(.submenu(menu))
            case let deferred as UIDeferredMenuElement:
                if let elements = resolved[ObjectIdentifier(deferred)] ?? deferred.cachedElements {
                    add(elements)
                } else {
                    pending.append(deferred)
                    sections[sections.count - 1].entries.append(.loading(deferred))
                }
            default:
                break
            }
        }
    }
}
