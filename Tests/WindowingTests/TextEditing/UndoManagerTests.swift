import Testing

@testable import Windowing

@MainActor @Suite struct UndoManagerTests {
    final class Counter {
        var value = 0
    }

    private func set(_ counter: Counter, to value: Int, in manager: UndoManager) {
        let old = counter.value
        manager.registerUndo(withTarget: counter) { [unowned manager] counter in
            self.set(counter, to: old, in: manager)
        }
        counter.value = value
    }

    @Test func undoAndRedoAGroup() {
        let manager = UndoManager()
        let counter = Counter()
        manager.beginUndoGrouping()
        set(counter, to: 1, in: manager)
        set(counter, to: 2, in: manager)
        manager.endUndoGrouping()
        set(counter, to: 3, in: manager)
        #expect(manager.canUndo)
        manager.undo()
        #expect(counter.value == 2)
        manager.undo()
        #expect(counter.value == 0)
        #expect(!manager.canUndo)
        manager.redo()
        #expect(counter.value == 2)
        manager.redo()
        #expect(counter.value == 3)
        #expect(!manager.canRedo)
    }

    @Test func aNewChangeClearsRedo() {
        let manager = UndoManager()
        let counter = Counter()
        set(counter, to: 1, in: manager)
        manager.undo()
        #expect(manager.canRedo)
        set(counter, to: 5, in: manager)
        #expect(!manager.canRedo)
    }

    @Test func removingATargetsActions() {
        let manager = UndoManager()
        let counter = Counter()
        set(counter, to: 1, in: manager)
        manager.removeAllActions(withTarget: counter)
        #expect(!manager.canUndo)
    }
}
