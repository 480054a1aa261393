/// The required constraints one variable appears in (`ConstraintSolver.requiredByVariable`), in
/// memory the solver allocates and frees itself rather than an array.
///
/// `settle()` walks the lists of every variable whose value changed, four thousand in a pass that
/// moves every view: each array taken from the array of lists was retained and released, about a
/// twentieth of that pass. A list here is a pointer and two counts, copied without a retain. The
/// solver frees them in its `deinit`; nothing else holds one.
struct RequiredConstraintList {
    private(set) var base: UnsafeMutablePointer<Unmanaged<SolverConstraint>>?
    private(set) var count = 0
    private var capacity = 0

    /// The listed constraints, valid until the list next changes.
    var elements: UnsafeBufferPointer<Unmanaged<SolverConstraint>> {
        UnsafeBufferPointer(start: base, count: count)
    }

    mutating func append(_ constraint: Unmanaged<SolverConstraint>) {
        if count == capacity {
            // Room for a few at first: most variables are in several (see `SolverTableau.list`).
            let grown = max(4, capacity * 2)
            let moved = UnalignedAllocation.allocate(Unmanaged<SolverConstraint>.self, capacity: grown)
            if let base {
                moved.moveInitialize(from: base, count: count)
                UnalignedAllocation.free(base)
            }
            base = moved
            capacity = grown
        }
        guard let base else { return }
        (base + count).initialize(to: constraint)
        count += 1
    }

    /// Removes `constraint` if it is listed; the last one takes its place.
    mutating func remove(_ constraint: Unmanaged<SolverConstraint>) {
        guard let base else { return }
        let identity = constraint.toOpaque()
        for index in 0..<count where base[index].toOpaque() == identity {
            base[index] = base[count - 1]
            count -= 1
            return
        }
    }

    /// Empties the list, keeping its memory.
    mutating func removeAll() { count = 0 }

    /// Frees the memory; the list is empty afterwards.
    mutating func deallocate() {
        UnalignedAllocation.free(base)
        base = nil
        count = 0
        capacity = 0
    }
}
