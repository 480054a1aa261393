/// What an edit was, for grouping consecutive typing (or deleting) into one undo step, as
/// UIKit's text controls do; a nil run (a paste, a cut, a move of the caret) ends the group.
enum UndoRun: Equatable {
    case typing, deleting

    /// Whether an edit of `run` needs an undo step of its own after an edit of `previous`: it
    /// does unless both are the same run and that run's step is still on `manager`'s stack.
    @MainActor
    static func startsStep(_ run: UndoRun?, after previous: UndoRun?, in manager: UndoManager) -> Bool {
        guard let run, run == previous else { return true }
        return !manager.canUndo
    }
}
