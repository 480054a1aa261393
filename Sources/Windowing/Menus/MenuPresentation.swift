import Foundation

/// A menu on screen: the panel over the window, the path of submenus open in it, the highlighted
/// row, and what happens when a row is chosen or the menu goes away.
///
/// One menu is open per window at a time; opening another closes the first. The panel sits under
/// the control or bar item that opened it (above it if there is no room below), or at the pointer
/// for a context menu, always inside the window. A click outside the panel or Esc closes the menu
/// and does nothing else, as on the desktop; the arrow keys move the highlight, Return or space
/// chooses, → opens a submenu and ← goes back.
@MainActor
final class MenuPresentation {
    /// Where the panel goes.
    enum Placement {
        /// Under (or over) a rectangle of the window: the control or bar item that opened it.
        case anchored(CGRect)
        /// With its top-left corner at a point of the window (the pointer), flipped to fit.
        case at(CGPoint)
    }

    let menu: UIMenu
    private(set) weak var window: UIWindow?
    let host: MenuHostView
    let panel = MenuPanelView(frame: .zero)
    let placement: Placement
    /// What actions see as their `sender` while their handlers run.
    let sender: Any?
    /// Whether choosing any action turns it on and every other action of the menu off, as a
    /// pop-up button's menu does, besides the menus that ask for it with `.singleSelection`.
    var selectsSingleAction = false
    /// Runs when an action is chosen, after the states change and before the menu closes.
    var didChoose: ((UIAction) -> Void)?
    /// Runs once, when the menu starts to go away (before a chosen action's handler).
    var willEnd: (() -> Void)?
    /// Runs once the menu is gone (after a chosen action's handler).
    var didEnd: (() -> Void)?

    /// The menus open in the panel, from the root to the one shown.
    private(set) var path: [UIMenu]
    private var resolved: [ObjectIdentifier: [UIMenuElement]] = [:]
    private(set) var highlightedIndex: Int?
    private(set) var isPresented = false
    /// Where the touch that opened the menu went down, in window points; a release away from it
    /// over a row chooses the row (press, drag and release).
    private var openingTouchStart: CGPoint?

    static let margin: CGFloat = 8

    init(menu: UIMenu, in window: UIWindow, placement: Placement, sender: Any?) {
        self.menu = menu
        self.window = window
        self.placement = placement
        self.sender = sender
        path = [menu]
        host = MenuHostView(frame: window.bounds)
        host.presentation = self
        host.addSubview(panel)
    }

    /// Shows the menu, closing any other menu of the window first.
    func present(openingTouchAt start: CGPoint? = nil) {
        guard let window else { return }
        window.menuPresentation?.dismiss()
        window.menuPresentation = self
        openingTouchStart = start
        isPresented = true
        window.addSubview(host)
        Trace.note("menu '\(menu.title)' opened with \(menu.children.count) element(s)")
        reload()
    }

    /// Rebuilds the panel from the menu shown, asking deferred elements for their children.
    func reload() {
        guard isPresented, let shown = path.last else { return }
        var builder = MenuSectionBuilder(resolved: resolved)
        let sections = builder.sections(of: shown)
        let title = path.count > 1 ? shown.title : menu.title
        panel.show(sections, title: title, isSubmenu: path.count > 1)
        highlightedIndex = nil
        place()
        for deferred in builder.pending {
            deferred.load { [weak self, weak deferred] elements in
                guard let self, let deferred, self.isPresented else { return }
                self.resolved[ObjectIdentifier(deferred)] = elements
                self.reload()
            }
        }
    }

    /// Sizes the panel to its content and puts it where `placement` says, inside the window.
    func place() {
        let bounds = host.bounds
        let margin = Self.margin
        let width = min(panel.preferredWidth, max(0, bounds.width - 2 * margin))
        let content = panel.contentHeight(forWidth: width)
        let room = max(0, bounds.height - 2 * margin)
        let height = min(content, room)
        var origin: CGPoint
        switch placement {
        case .anchored(let anchor):
            origin = CGPoint(x: anchor.minX, y: anchor.maxY + margin)
            if origin.y + height > bounds.maxY - margin {
                let above = anchor.minY - margin - height
                origin.y = above >= margin ? above : bounds.maxY - margin - height
            }
        case .at(let point):
            origin = point
            if origin.x + width > bounds.maxX - margin { origin.x = point.x - width }
            if origin.y + height > bounds.maxY - margin { origin.y = max(margin, point.y - height) }
        }
        origin.x = min(max(origin.x, margin), bounds.maxX - margin - width)
        origin.y = min(max(origin.y, margin), bounds.maxY - margin - height)
        panel.frame = CGRect(x: origin.x.rounded(), y: origin.y.rounded(), width: width, height: height)
        panel.scrollView.isScrollEnabled = content > height
        panel.layoutIfNeeded()
    }

    /// Closes the menu without choosing anything.
    func dismiss() {
        guard isPresented else { return }
        close()
        didEnd?()
    }

    private func close() {
        isPresented = false
        Trace.note("menu '\(menu.title)' closed")
        willEnd?()
        host.removeFromSuperview()
        if window?.menuPresentation === self { window?.menuPresentation = nil }
    }

    // MARK: - Choosing

    /// Chooses the entry at `index`: runs an action (closing the menu first unless the action
    /// keeps it open) or opens a submenu.
    func choose(at index: Int) {
        guard isPresented, panel.items.indices.contains(index) else { return }
        let item = panel.items[index]
        guard item.entry.isEnabled else { return }
        switch item.entry {
        case .submenu(let submenu):
            path.append(submenu)
            reload()
            highlight(firstEnabledIndex(), scroll: true)
        case .action(let action):
            select(action)
            didChoose?(action)
            let keepsOpen = action.attributes.contains(.keepsMenuPresented)
            if keepsOpen {
                // Rebuilt rather than updated: a first checkmark needs the column for it.
                let index = highlightedIndex
                reload()
                highlight(index)
            } else {
                close()
            }
            Trace.note("menu action '\(action.title)' chosen")
            action.perform(from: sender)
            if !keepsOpen { didEnd?() }
        case .loading:
            break
        }
    }

    /// Turns `action` on and the other actions of its single-selection menu off.
    private func select(_ action: UIAction) {
        guard let menus = menu.path(to: action) else { return }
        let group =
            menus.last(where: { $0.options.contains(.singleSelection) }) ?? (selectsSingleAction ? menu : nil)
        group?.turnOn(only: action)
    }

    /// Goes back from a submenu to the menu that opened it; false at the root.
    @discardableResult
    func goBack() -> Bool {
        guard path.count > 1 else { return false }
        let left = path.removeLast()
        reload()
        let index = panel.items.firstIndex { view in
            if case .submenu(let menu) = view.entry { return menu === left }
            return false
        }
        highlight(index, scroll: true)
        return true
    }

    // MARK: - Highlight

    func highlight(_ index: Int?, scroll: Bool = false) {
        if let old = highlightedIndex, panel.items.indices.contains(old) { panel.items[old].isHighlighted = false }
        highlightedIndex = index
        guard let index, panel.items.indices.contains(index) else {
            highlightedIndex = nil
            return
        }
        panel.items[index].isHighlighted = true
        if scroll { panel.scrollToVisible(panel.items[index]) }
    }

    private func firstEnabledIndex() -> Int? {
        panel.items.firstIndex { $0.entry.isEnabled }
    }

    /// The next enabled entry after (or before) the highlighted one, wrapping around.
    private func step(_ forward: Bool) -> Int? {
        let count = panel.items.count
        guard count > 0 else { return nil }
        var index = highlightedIndex ?? (forward ? count - 1 : 0)
        for _ in 0..<count {
            index = (index + (forward ? 1 : count - 1)) % count
            if panel.items[index].entry.isEnabled { return index }
        }
        return nil
    }

    /// The entry index under `point` (in window coordinates), if it can be chosen.
    func enabledIndex(at point: CGPoint) -> Int? {
        guard let item = panel.item(at: host.convert(point, to: panel)), item.entry.isEnabled else { return nil }
        return panel.items.firstIndex { $0 === item }
    }

    func isInsidePanel(_ point: CGPoint) -> Bool {
        panel.frame.contains(host.convert(point, from: window))
    }

    // MARK: - Input

    /// A key while the menu is open; every key is the menu's while it is.
    func handleKey(_ key: UIKeyboardHIDUsage) {
        switch key {
        case .keyboardDownArrow: highlight(step(true), scroll: true)
        case .keyboardUpArrow: highlight(step(false), scroll: true)
        case .keyboardReturnOrEnter, .keypadEnter, .keyboardSpacebar:
            if let highlightedIndex { choose(at: highlightedIndex) }
        case .keyboardRightArrow:
            if let highlightedIndex, case .submenu = panel.items[highlightedIndex].entry {
                choose(at: highlightedIndex)
            }
        case .keyboardLeftArrow:
            goBack()
        case .keyboardEscape:
            if !goBack() { dismiss() }
        default:
            break
        }
    }

    /// The pointer went down at `point` (window coordinates) while the menu was open.
    func pointerDown(at point: CGPoint) {
        openingTouchStart = nil
        guard isInsidePanel(point) else {
            dismiss()
            return
        }
        highlight(enabledIndex(at: point))
    }

    /// The pointer moved to `point`, pressed or not: the highlight follows it.
    func pointerMoved(to point: CGPoint) {
        guard isInsidePanel(point) else {
            highlight(nil)
            return
        }
        highlight(enabledIndex(at: point))
    }

    /// The pointer came up at `point`: the row under it is chosen, the back row goes back.
    func pointerUp(at point: CGPoint) {
        guard isInsidePanel(point) else { return }
        if panel.isOnBackRow(host.convert(point, to: panel)) {
            goBack()
        } else if let index = enabledIndex(at: point) {
            choose(at: index)
        }
    }

    /// The touch that opened the menu moved or ended (`ended`) at `point`: it drags the highlight,
    /// and a release over a row away from where it went down chooses the row.
    func followOpeningTouch(to point: CGPoint, ended: Bool) {
        guard isPresented, let start = openingTouchStart else { return }
        let moved = hypot(point.x - start.x, point.y - start.y) > 8
        if ended {
            openingTouchStart = nil
            if moved, let index = enabledIndex(at: point) { choose(at: index) }
        } else if moved {
            pointerMoved(to: point)
        }
    }
}
