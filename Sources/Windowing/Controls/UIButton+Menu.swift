import Foundation

// A button's menu and the pop-up button (iOS 15's `changesSelectionAsPrimaryAction`): the
// button's title is its menu's chosen action, one action is always chosen (the first, unless the
// app turned one on), and choosing another turns it on, the others off, and retitles the button
// before the action's handler runs.
extension UIButton {
    func menuDidChange() {
        if menu != nil { isContextMenuInteractionEnabled = true }
        // A configured button shows the pop-up indicator by its menu and selection behaviour.
        if storedConfiguration != nil { setNeedsUpdateConfiguration() }
        guard changesSelectionAsPrimaryAction, let chosen = menu?.keepOneChosen() else { return }
        showChosen(chosen)
    }

    func preparePopUp(_ presentation: MenuPresentation) {
        guard changesSelectionAsPrimaryAction else { return }
        presentation.selectsSingleAction = true
        presentation.didChoose = { [weak self] action in self?.showChosen(action) }
    }

    /// Shows `action`'s title and image as the button's (the configuration's, for a configured button).
    private func showChosen(_ action: UIAction) {
        if var configuration {
            configuration.title = action.title
            configuration.image = action.image
            self.configuration = configuration
        } else {
            setTitle(action.title, for: .normal)
            if action.image != nil { setImage(action.image, for: .normal) }
        }
    }
}
