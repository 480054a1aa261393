import Foundation

/// Records changes so that they can be undone and redone, in groups: Foundation's `UndoManager`,
/// which swift-corelibs-foundation does not have, with the part of its API text editing uses.
///
/// Actions registered while undoing go on the redo stack, those registered while redoing (or
/// outside either) on the undo stack; a new change outside undo and redo clears the redo stack.
/// Text fields and text views register one group per run of typing (see `UITextField`).
///
/// - Note: Differs from UIKit: `groupsByEvent` is accepted but each registration outside an
///   explicit group is a group of its own, since Windowing's run loop has no per-event grouping.
@preconcurrency @MainActor
open class UndoManager {
    private struct Action {
        weak var target: AnyObject?
        let handler: @MainActor (AnyObject) -> Void
    }

    private struct Group {
        var actions: [Action] = []
        var name = ""
    }

    private var undoStack: [Group] = []
    private var redoStack: [Group] = []
    private var openGroups: [Group] = []
    public private(set) var isUndoing = false
    public private(set) var isRedoing = false
    /// The most groups kept on the undo stack; 0 for no limit.
    open var levelsOfUndo = 0
    /// Accepted for source compatibility; see the type's note.
    open var groupsByEvent = true
    /// While false, registrations are ignored.
    open private(set) var isUndoRegistrationEnabled = true
    private var disabledCount = 0

    public init() {}

    open var canUndo: Bool { !undoStack.isEmpty || openGroups.contains { !$0.actions.isEmpty } }
    open var canRedo: Bool { !redoStack.isEmpty }
    open var groupingLevel: Int { openGroups.count }
    open var undoActionName: String { undoStack.last?.name ?? "" }
    open var redoActionName: String { redoStack.last?.name ?? "" }

    open func beginUndoGrouping() { openGroups.append(Group()) }

    open func endUndoGrouping() {
        guard let group = openGroups.popLast() else {
            Diagnostics.warning(
                "UndoManager: endUndoGrouping() called with no open group; call beginUndoGrouping() first")
            return
        }
        guard !group.actions.isEmpty else { return }
        if var outer = openGroups.popLast() {
            outer.actions.append(contentsOf: group.actions)
            openGroups.append(outer)
        } else {
            push(group)
        }
    }

    /// Registers `handler` to run with `target` when the current group is undone (or redone).
    open func registerUndo<Target: AnyObject>(withTarget target: Target, handler: @escaping @MainActor (Target) -> Void)
    {
        guard isUndoRegistrationEnabled else { return }
        let action = Action(target: target) { object in
            if let typed = object as? Target { handler(typed) }
        }
        if var group = openGroups.popLast() {
            group.actions.append(action)
            openGroups.append(group)
        } else {
            push(Group(actions: [action]))
        }
    }

    open func setActionName(_ actionName: String) {
        if var group = openGroups.popLast() {
            group.name = actionName
            openGroups.append(group)
        } else if var group = undoStack.popLast() {
            group.name = actionName
            undoStack.append(group)
        }
    }

    /// Closes open groups, then undoes the last group; what its actions register becomes redoable.
    open func undo() {
        while !openGroups.isEmpty { endUndoGrouping() }
        guard let group = undoStack.popLast() else { return }
        isUndoing = true
        run(group)
        isUndoing = false
    }

    open func redo() {
        guard let group = redoStack.popLast() else { return }
        isRedoing = true
        run(group)
        isRedoing = false
    }

    open func removeAllActions() {
        undoStack.removeAll()
        redoStack.removeAll()
        openGroups.removeAll()
    }

    open func removeAllActions(withTarget target: AnyObject) {
        func keep(_ group: Group) -> Group {
            Group(actions: group.actions.filter { $0.target !== target && $0.target != nil }, name: group.name)
        }
        undoStack = undoStack.map(keep).filter { !$0.actions.isEmpty }
        redoStack = redoStack.map(keep).filter { !$0.actions.isEmpty }
    }

    open func disableUndoRegistration() {
        disabledCount += 1
        isUndoRegistrationEnabled = false
    }

    open func enableUndoRegistration() {
        disabledCount = max(0, disabledCount - 1)
        isUndoRegistrationEnabled = disabledCount == 0
    }

    /// Runs a group's actions last first, collecting what they register into one group.
    private func run(_ group: Group) {
        openGroups.append(Group(name: group.name))
        for action in group.actions.reversed() {
            if let target = action.target { action.handler(target) }
        }
        let collected = openGroups.removeLast()
        guard !collected.actions.isEmpty else { return }
        push(collected)
    }

    private func push(_ group: Group) {
        if isUndoing {
            redoStack.append(group)
        } else {
            undoStack.append(group)
            if !isRedoing { redoStack.removeAll() }
            if levelsOfUndo > 0, undoStack.count > levelsOfUndo {
                undoStack.removeFirst(undoStack.count - levelsOfUndo)
            }
        }
    }
}
