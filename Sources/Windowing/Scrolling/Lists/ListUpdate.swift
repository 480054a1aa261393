import Foundation

/// The changes of one table or collection view update (a single call or a whole batch), in
/// UIKit's index spaces: deletions, reloads and move sources name elements and sections before
/// the update, insertions and move destinations after it. Tables change no sections.
struct ListUpdate: Equatable {
    var deletes: [IndexPath] = []
    var inserts: [IndexPath] = []
    var reloads: [IndexPath] = []
    var moves: [Move] = []
    var deletedSections = IndexSet()
    var insertedSections = IndexSet()
    var reloadedSections = IndexSet()

    struct Move: Equatable {
        var from: IndexPath
        var to: IndexPath
    }

    var isEmpty: Bool {
        deletes.isEmpty && inserts.isEmpty && reloads.isEmpty && moves.isEmpty && deletedSections.isEmpty
            && insertedSections.isEmpty && reloadedSections.isEmpty
    }
}

/// An update that does not fit the data: UIKit's exception text, prefixed with the call.
struct ListUpdateError<Noun: ListNoun>: Error, Equatable, CustomStringConvertible {
    let call: String
    let reason: String

    var description: String {
        "\(Noun.viewClass).\(call): \(reason) The \(Noun.viewName) reloaded its data instead. Hint: change the "
            + "data source's model inside the same update, so its counts match the \(Noun.countedElements) "
            + "inserted and deleted."
    }
}

/// The open `beginUpdates()` or `performBatchUpdates` blocks of a view, and what they collected.
struct ListUpdateBatch {
    private(set) var depth = 0
    private var pending = ListUpdate()
    private var call = ""

    var isOpen: Bool { depth > 0 }

    mutating func collect(_ changes: (inout ListUpdate) -> Void) { changes(&pending) }

    /// Opens a level; the outermost names the call its errors are reported under.
    mutating func begin(_ call: String) {
        if depth == 0 {
            pending = ListUpdate()
            self.call = call
        }
        depth += 1
    }

    /// Closes a level; when the outermost closes, the whole update and its call.
    mutating func end() -> (update: ListUpdate, call: String)? {
        depth -= 1
        guard depth == 0 else { return nil }
        let update = pending
        pending = ListUpdate()
        return (update, call)
    }
}
