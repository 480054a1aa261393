import Foundation

// Editing mode: `isEditing` and `setEditing(_:animated:)` are declared in UIViewController.swift so
// subclasses can override them; the edit button lives here. The button is one item per controller
// whose title follows `isEditing` ("Edit", then "Done" in the bold `.done` style) and whose tap
// toggles editing through `setEditing(_:animated:)`, so an override sees the user's taps.
extension UIViewController {
    /// A bar button item that toggles editing mode: "Edit" while not editing, "Done" (`.done`
    /// style) while editing. The same item every time.
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/editbuttonitem
    ///
    /// - Note: Differs from UIKit: the titles are English, not localised.
    public var editButtonItem: UIBarButtonItem {
        if let editButtonItemStorage { return editButtonItemStorage }
        let item = UIBarButtonItem(
            title: nil, style: .plain, target: self,
            action: ActionMessage(UIViewController.toggleEditingFromButton, name: "UIViewController.toggleEditing"))
        editButtonItemStorage = item
        updateEditButtonItem()
        return item
    }

    /// What the base `setEditing(_:animated:)` does: store the state and retitle the button.
    func applyEditing(_ editing: Bool) {
        editingStorage = editing
        updateEditButtonItem()
    }

    private func toggleEditingFromButton() {
        setEditing(!isEditing, animated: true)
    }

    private func updateEditButtonItem() {
        guard let item = editButtonItemStorage else { return }
        let title = editingStorage ? "Done" : "Edit"
        let style: UIBarButtonItem.Style = editingStorage ? .done : .plain
        if item.title != title { item.title = title }
        if item.style != style { item.style = style }
    }
}
