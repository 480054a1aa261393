import Foundation

// A cell's editing look, as UIKit lays it out: the editing control (a red minus or green plus
// circle) in a 38-point strip at the leading edge with the content indented by it, the reorder
// control in a 38-point strip at the trailing edge, and a swipe's action buttons in the room the
// content slides away from.
extension UITableViewCell {
    /// The width of the editing control's strip, by which the content indents.
    static let editingControlWidth: CGFloat = 38
    /// The width of the reorder control's strip at the trailing edge.
    static let reorderControlWidth: CGFloat = 38

    /// Whether the editing control shows: while editing, for a row with an editing style.
    var showsEditingControl: Bool { isEditingStorage && editingStyleStorage != .none }

    /// How far the content moves in for the editing control.
    var editingIndent: CGFloat {
        isEditingStorage && shouldIndentWhileEditing && tableIndentsWhileEditing ? Self.editingControlWidth : 0
    }

    /// The room the reorder control takes at the trailing edge.
    var reorderControlWidth: CGFloat { isEditingStorage && showsReorderControl ? Self.reorderControlWidth : 0 }

    /// Adds or removes the controls for the current editing state.
    func editingPresentationChanged() {
        if showsEditingControl {
            let control = editingControl ?? TableEditingControl(frame: .zero)
            control.style = editingStyleStorage
            if control.superview !== self { addSubview(control) }
            if editingControl == nil {
                editingControl = control
                control.addAction(
                    UIAction { [weak self] _ in
                        guard let self else { return }
                        self.owningTableView?.editingControlTapped(in: self)
                    }, for: .touchUpInside)
            }
        } else {
            editingControl?.removeFromSuperview()
        }
        if isEditingStorage && showsReorderControl {
            let control = reorderControl ?? TableReorderControl(frame: .zero)
            reorderControl = control
            if control.superview !== self { addSubview(control) }
        } else {
            reorderControl?.removeFromSuperview()
        }
        accessoryDidChange()
    }

    func layOutEditingViews() {
        let size = bounds.size
        let shift = -swipeOffset
        if let control = editingControl, control.superview === self {
            control.frame = CGRect(x: shift, y: 0, width: Self.editingControlWidth, height: size.height)
        }
        if let grip = reorderControl, grip.superview === self {
            grip.frame = CGRect(
                x: size.width - Self.reorderControlWidth + shift, y: 0, width: Self.reorderControlWidth,
                height: size.height)
        }
        if let actions = actionsView {
            let width = abs(swipeOffset)
            actions.frame = CGRect(x: swipeOffset > 0 ? size.width - width : 0, y: 0, width: width, height: size.height)
        }
    }

    /// The state a cell in `editing` mode, with or without its actions shown, is in.
    func stateMask(editing: Bool, confirming: Bool) -> StateMask {
        var state: StateMask = []
        if editing { state.insert(.showingEditControl) }
        if confirming { state.insert(.showingDeleteConfirmation) }
        return state
    }

    /// Runs `change` between `willTransition(to:)` and `didTransition(to:)` when it changes what
    /// the cell shows.
    func transition(to state: StateMask, _ change: () -> Void) {
        let changes = state != stateMask(editing: isEditingStorage, confirming: actionsView != nil)
        if changes { willTransition(to: state) }
        change()
        if changes { didTransition(to: state) }
    }

    /// Shows `actions` on `edge` (their buttons laid out, not yet uncovered: `swipeOffset` does that).
    func prepareActions(
        _ actions: [UIContextualAction], trailing: Bool, perform: @escaping (UIContextualAction) -> Void
    ) {
        transition(to: stateMask(editing: isEditingStorage, confirming: true)) {
            actionsView?.removeFromSuperview()
            let view = TableSwipeActionsView(actions: actions, trailing: trailing, perform: perform)
            actionsView = view
            addSubview(view)
            setNeedsLayout()
        }
    }

    /// Slides the content back and takes the actions away.
    func removeActions() {
        transition(to: stateMask(editing: isEditingStorage, confirming: false)) {
            swipeOffset = 0
            actionsView?.removeFromSuperview()
            actionsView = nil
            setNeedsLayout()
        }
    }
}
