public import Foundation

/// Notes that an editing method the app may leave out ran its default, so the table learns that
/// the data source does not implement it. Swift cannot ask an object whether it implements an
/// optional protocol method (there is no `responds(to:)` without the Objective-C runtime), so the
/// table finds out by calling the method and seeing whether the default ran.
@MainActor
enum TableEditingDefaults {
    static var ran = false

    /// Calls `body` and reports whether the default implementation ran instead of the app's.
    static func ranDefault(_ body: () -> Void) -> Bool {
        let outer = ran
        ran = false
        body()
        let result = ran
        ran = outer
        return result
    }
}

// The data source's editing methods, with UIKit's defaults: every row is editable and movable
// (the table then shows only the controls whose actions the data source implements), commits
// and moves do nothing.
// https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:canEditRowAt:)
extension UITableViewDataSource {
    public func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
        Trace.defaultImplementationRan(self)
        return true
    }
    public func tableView(
        _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
    ) {
        Trace.defaultImplementationRan(self)
        TableEditingDefaults.ran = true
    }
    public func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
        Trace.defaultImplementationRan(self)
        return true
    }
    public func tableView(
        _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {
        Trace.defaultImplementationRan(self)
        TableEditingDefaults.ran = true
    }
}

// The delegate's editing methods, with UIKit's defaults: rows delete, the confirmation says
// "Delete", content indents, a move goes where proposed, and rows have no custom swipe actions.
extension UITableViewDelegate {
    public func tableView(
        _ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath
    ) -> UITableViewCell.EditingStyle {
        Trace.defaultImplementationRan(self)
        return .delete
    }
    public func tableView(
        _ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath
    ) -> String? {
        Trace.defaultImplementationRan(self)
        return nil
    }
    public func tableView(_ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool {
        Trace.defaultImplementationRan(self)
        return true
    }
    public func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath) {
        Trace.defaultImplementationRan(self)
    }
    public func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?) {
        Trace.defaultImplementationRan(self)
    }
    public func tableView(
        _ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
        toProposedIndexPath proposedDestinationIndexPath: IndexPath
    ) -> IndexPath {
        Trace.defaultImplementationRan(self)
        return proposedDestinationIndexPath
    }
    public func tableView(
        _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? {
        Trace.defaultImplementationRan(self)
        return nil
    }
    public func tableView(
        _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? {
        Trace.defaultImplementationRan(self)
        return nil
    }
}
