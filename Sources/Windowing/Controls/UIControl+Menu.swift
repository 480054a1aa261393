import Foundation

/// What a control keeps for its menu, once any of it is set.
@MainActor
final class ControlMenuState {
    var showsMenuAsPrimaryAction = false
    /// The control's own interaction, while `isContextMenuInteractionEnabled`.
    var interaction: UIContextMenuInteraction?
    /// The menu a press opened, while it is open.
    weak var openMenu: MenuPresentation?
}

// A control's menu (iOS 14): shown at a press with `showsMenuAsPrimaryAction`, else at a
// secondary click through the control's own context menu interaction. A press that shows the
// menu sends `.touchDown` and `.menuActionTriggered`, then belongs to the menu: no touch-up
// event follows, and releasing it over a row, away from where it went down, chooses the row.
extension UIControl: UIContextMenuInteractionDelegate {
    /// Whether the control shows its menu at a secondary click; a button turns it on when given a
    /// menu.
    public var isContextMenuInteractionEnabled: Bool {
        get { menuState?.interaction != nil }
        set {
            guard newValue != isContextMenuInteractionEnabled else { return }
            let state = menuStateForWriting
            if newValue {
                let interaction = UIContextMenuInteraction(delegate: self)
                state.interaction = interaction
                addInteraction(interaction)
            } else if let interaction = state.interaction {
                removeInteraction(interaction)
                state.interaction = nil
            }
        }
    }

    /// Whether a press shows the menu rather than sending the control's primary action.
    public var showsMenuAsPrimaryAction: Bool {
        get { menuState?.showsMenuAsPrimaryAction ?? false }
        set { menuStateForWriting.showsMenuAsPrimaryAction = newValue }
    }

    /// The interaction that shows the control's menu, while `isContextMenuInteractionEnabled`.
    public var contextMenuInteraction: UIContextMenuInteraction? { menuState?.interaction }

    private var menuStateForWriting: ControlMenuState {
        if let menuState { return menuState }
        let made = ControlMenuState()
        menuState = made
        return made
    }

    /// A press with `showsMenuAsPrimaryAction`: the menu opens under the control and takes the touch.
    func showMenuAsPrimaryAction(for touch: UITouch, with event: UIEvent?) {
        guard controlMenu != nil, let window else { return }
        dispatchActions(for: .menuActionTriggered, with: event)
        abandonTracking()
        presentControlMenu(openingTouchAt: touch.location(in: window))
    }

    /// Opens the control's menu under it; `start` is where the touch that opened it went down.
    func presentControlMenu(openingTouchAt start: CGPoint?) {
        guard let menu = controlMenu, let window else { return }
        let anchor = convert(bounds, to: window)
        let presentation = MenuPresentation(menu: menu, in: window, placement: .anchored(anchor), sender: self)
        prepare(presentation)
        menuStateForWriting.openMenu = presentation
        presentation.present(openingTouchAt: start)
    }

    /// The touch that opened the menu moved or ended: the menu follows it. False when no menu
    /// opened from this touch is open.
    func followMenu(with touch: UITouch, ended: Bool) -> Bool {
        guard let presentation = menuState?.openMenu, let window = presentation.window, presentation.isPresented
        else { return false }
        presentation.followOpeningTouch(to: touch.location(in: window), ended: ended)
        if ended { trackedTouch = nil }
        return true
    }
}
