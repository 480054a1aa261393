/// The constraints activated since the engine's last pass, in activation order, with their
/// identities in a set: a screen activates thousands before its first layout, and asking
/// whether each is already queued must not walk the queue.
@MainActor
struct PendingConstraints {
    private(set) var constraints: [NSLayoutConstraint] = []
    private var identities: Set<ObjectIdentifier> = []

    init(_ constraints: [NSLayoutConstraint] = []) {
        for constraint in constraints { append(constraint) }
    }

    var isEmpty: Bool { constraints.isEmpty }

    func contains(_ constraint: NSLayoutConstraint) -> Bool {
        identities.contains(ObjectIdentifier(constraint))
    }

    /// Queues `constraint` unless it is queued already.
    mutating func append(_ constraint: NSLayoutConstraint) {
        guard identities.insert(ObjectIdentifier(constraint)).inserted else { return }
        constraints.append(constraint)
    }

    /// Drops `constraint` from the queue (it was deactivated before the pass).
    mutating func remove(_ constraint: NSLayoutConstraint) {
        guard identities.remove(ObjectIdentifier(constraint)) != nil else { return }
        constraints.removeAll { $0 === constraint }
    }

    /// Empties the queue, returning what it held in order.
    mutating func take() -> [NSLayoutConstraint] {
        let taken = constraints
        constraints.removeAll()
        identities.removeAll()
        return taken
    }
}
