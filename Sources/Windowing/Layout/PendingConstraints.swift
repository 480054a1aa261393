/// The constraints activated since the engine's last pass, in activation order. A screen
/// activates thousands before its first layout, and asking whether each is already queued must
/// not walk the queue: a queued constraint carries the queue's number (`pendingQueue`), which
/// emptying the queue changes, so that nothing queued before counts as queued after. (A set of
/// identities did the same at the cost of hashing each constraint two or three times, its
/// growth included.)
///
/// A constraint is marked for one queue at a time. Queued in a second (a scratch engine sizing
/// a view, `systemLayoutSizeFitting`), it stays in the first queue's list unmarked: that queue
/// may then list it twice, or keep it after a deactivation, which is harmless, since the engine
/// adds only active constraints it does not hold yet (`LayoutEngine.addPending()`).
@MainActor
struct PendingConstraints {
    private(set) var constraints: [NSLayoutConstraint] = []
    /// The number queued constraints carry; never 0, which no queue has.
    private var number = PendingConstraints.makeNumber()
    private static var numbersMade = 0

    private static func makeNumber() -> Int {
        numbersMade += 1
        return numbersMade
    }

    init(_ constraints: [NSLayoutConstraint] = []) {
        for constraint in constraints { append(constraint) }
    }

    var isEmpty: Bool { constraints.isEmpty }

    func contains(_ constraint: NSLayoutConstraint) -> Bool {
        constraint.pendingQueue == number
    }

    /// Queues `constraint` unless it is queued already; returns whether it queued it.
    @discardableResult
    mutating func append(_ constraint: NSLayoutConstraint) -> Bool {
        guard constraint.pendingQueue != number else { return false }
        constraint.pendingQueue = number
        constraints.append(constraint)
        return true
    }

    /// Drops `constraint` from the queue (it was deactivated before the pass).
    mutating func remove(_ constraint: NSLayoutConstraint) {
        guard constraint.pendingQueue == number else { return }
        constraint.pendingQueue = 0
        constraints.removeAll { $0 === constraint }
    }

    /// Empties the queue, returning what it held in order.
    mutating func take() -> [NSLayoutConstraint] {
        let taken = constraints
        constraints.removeAll()
        number = Self.makeNumber()
        return taken
    }

    /// Empties the queue, returning what it held ancestors first: by the depth of the view each
    /// constraint is installed on, in activation order at each depth.
    ///
    /// The update-constraints pass runs bottom-up, as UIKit's does, so nested stack views activate
    /// their innermost arrangements first. Handed to the solver in that order, every row of an
    /// inner view rests on the markers of its siblings at each level, and each outer arrangement
    /// then substitutes into thousands of rows; with the outer constraints first, an item's edges
    /// are already solved for when its descendants' rows are built, which is about a third of the
    /// row work for 1,000 views in nested stacks. A system with one solution has it in any order.
    mutating func takeAncestorsFirst() -> [NSLayoutConstraint] {
        let taken = take()
        guard taken.count > 1 else { return taken }
        var byDepth: [[NSLayoutConstraint]] = []
        // Constraints come in runs installed on the same view: its depth is found once a run.
        var lastContainer: ObjectIdentifier?
        var lastDepth = 0
        for constraint in taken {
            let container = constraint.container
            let identity = container.map(ObjectIdentifier.init)
            if identity != lastContainer {
                lastContainer = identity
                lastDepth = 0
                var ancestor = container?.storedSuperview
                while let view = ancestor {
                    lastDepth += 1
                    ancestor = view.storedSuperview
                }
            }
            while byDepth.count <= lastDepth { byDepth.append([]) }
            byDepth[lastDepth].append(constraint)
        }
        guard byDepth.count > 1 else { return taken }
        var ordered: [NSLayoutConstraint] = []
        ordered.reserveCapacity(taken.count)
        for level in byDepth { ordered += level }
        return ordered
    }
}
