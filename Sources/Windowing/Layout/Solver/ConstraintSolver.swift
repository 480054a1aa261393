import Synchronization

/// An incremental Cassowary solver (Badros, Borning and Stuckey, "The Cassowary Linear Arithmetic
/// Constraint Solving Algorithm", ACM TOCHI 8(4), 2001): the engine under Auto Layout.
///
/// Constraints are added and removed one at a time, each re-optimising the tableau it keeps. Edit
/// variables take suggested values, and a constraint's constant can change; both re-solve with the
/// dual simplex from the previous solution, so a window resize costs a few pivots, not a rebuild.
/// Required constraints hold exactly or are refused; the others are broken as little as their
/// weights say (`SolverStrength`).
@_spi(LayoutSolver) public final class ConstraintSolver {
    /// What the solver keeps about a constraint: its marker (the slack, dummy or first error
    /// symbol that identifies its row) and the coefficient the marker had in the constraint's
    /// equation, which a new constant is divided by.
    struct Tag {
        var marker: Int32
        var markerCoefficient: Double
        /// The second error symbol of a breakable constraint (-1 when there is none).
        var other: Int32
        /// When it was added, counted per solver: a rebuild adds the constraints again in this order.
        var sequence = 0
    }

    /// Unchecked for exclusivity, with `requiredByVariable`: each add, pivot and value read
    /// reaches them several times, and no access to them overlaps another (the solver calls out
    /// to nothing while it changes them).
    @exclusivity(unchecked) var tableau = SolverTableau()
    /// Unchecked as `tableau`: read and written once for every constraint added or removed.
    @exclusivity(unchecked) var tags: [ObjectIdentifier: (constraint: SolverConstraint, tag: Tag)] = [:]
    var edits: [SolverVariable: SolverConstraint] = [:]
    var nextSequence = 0
    /// Set while `rebuild()` adds the constraints again, which must not start another rebuild.
    var isRebuilding = false
    /// What a rebuild refused, until the owner takes it (`takeRefusedByRebuild()`).
    var refusedByRebuild: [SolverConstraint] = []
    /// The required constraints each variable appears in, by variable id: what a pass checks when
    /// the variable's value changed (`settle()`).
    /// Unretained: `tags` holds every constraint listed here, and a constraint leaves these lists
    /// (`unwatch`, `rebuild`) while it is still held; a pass that moves every view reads four
    /// thousand of them, and retaining and releasing each was a tenth of that check.
    /// Each list is in memory of its own (`RequiredConstraintList`), freed in `deinit`.
    @exclusivity(unchecked) var requiredByVariable: [RequiredConstraintList] = []
    /// How many times the tableau was built again (for tests and benchmarks).
    public internal(set) var rebuilds = 0

    /// The last number given to a pass of `settle()`'s checks, which check each constraint once a
    /// pass. Passes are numbered across every solver of the process (solvers may live on several
    /// threads), so that two solvers sharing a constraint never count the same pass.
    static let passes = Atomic<Int>(0)

    public init() {}

    deinit {
        for index in requiredByVariable.indices { requiredByVariable[index].deallocate() }
    }

    /// A new unknown, 0 until constraints say otherwise.
    public func makeVariable() -> SolverVariable {
        SolverVariable(id: tableau.newSymbol(.external))
    }

    /// The variable's value in the current solution (0 for a variable another solver made).
    public func value(of variable: SolverVariable) -> Double {
        guard variable.id >= 0, Int(variable.id) < tableau.kinds.count, tableau.kind(variable.id) == .external else {
            return 0
        }
        let value = tableau.value(of: variable.id)
        return value == 0 ? 0 : value  // no -0.0 in frames
    }

    public var constraintCount: Int { tags.count }

    /// Makes room for `count` more constraints, so that adding them does not grow the table of
    /// constraints, or the tableau's columns, by doubling.
    func reserveCapacity(forConstraints count: Int) {
        tags.reserveCapacity(tags.count + count)
        tableau.reserveColumns(forConstraints: count)
    }

    public func hasConstraint(_ constraint: SolverConstraint) -> Bool {
        tags[ObjectIdentifier(constraint)] != nil
    }

    // MARK: - Adding

    public func addConstraint(_ constraint: SolverConstraint) throws(SolverError) {
        try addConstraint(constraint, retrying: true)
    }

    private func addConstraint(_ constraint: SolverConstraint, retrying: Bool) throws(SolverError) {
        guard tags[ObjectIdentifier(constraint)] == nil else { throw .duplicateConstraint(.init(constraint)) }
        try validate(constraint)
        var (row, tag) = makeRow(for: constraint)
        if let subject = newVariableSubject(row, constraint) ?? chooseSubject(row, tag) {
            row.solve(for: subject)
            tableau.substitute(subject, by: row)
            tableau.insertRow(row, basic: subject)
        } else if row.symbols.allSatisfy({ tableau.kind($0) == .dummy }) {
            // Only required equalities' markers: the constraint restates the ones there.
            guard SolverRow.isNearZero(row.constant) else {
                forget(tag)
                throw .unsatisfiableConstraint(.init(constraint))
            }
            // Solved for its own marker, as any basic row is: a row that kept its basic symbol on
            // the right lost it when another marker was pivoted in, and the constraint with it.
            row.solve(for: tag.marker)
            tableau.insertRow(row, basic: tag.marker)
        } else {
            // Phase one's pivots are exact only in exact arithmetic: undoing them by dropping the
            // artificial row leaves the refused constraint's symbols in other rows at rounding
            // level (1e-8), which later pivots amplify until the rows no longer state the
            // constraints. Going back to the tableau as it was is exact. The copy is paid only
            // here, where phase one's pivots cost more than it does.
            let before = tableau
            let satisfiable: Bool
            do {
                satisfiable = try addWithArtificialVariable(row)
            } catch {
                tableau = before
                forget(tag)
                throw error
            }
            if tableau.sawRounding && retrying && !isRebuilding {
                // Phase one's answer rests on rounding: it is asked again of a fresh tableau.
                tableau = before
                forget(tag)
                rebuild()
                try addConstraint(constraint, retrying: false)
                return
            }
            guard satisfiable else {
                tableau = before
                forget(tag)
                throw .unsatisfiableConstraint(.init(constraint))
            }
        }
        nextSequence += 1
        tag.sequence = nextSequence
        tags[ObjectIdentifier(constraint)] = (constraint, tag)
        if constraint.strength.isRequired { watch(constraint) }
        try tableau.optimize()
        rebuildIfRounded()
    }

    private func validate(_ constraint: SolverConstraint) throws(SolverError) {
        let expression = constraint.expression
        guard expression.constant.isFinite else {
            throw .nonFiniteValue(what: "the constant of \(constraint)", value: expression.constant)
        }
        for term in expression.terms {
            guard term.coefficient.isFinite else {
                throw .nonFiniteValue(
                    what: "the coefficient of \(term.variable) in \(constraint)", value: term.coefficient)
            }
            let id = Int(term.variable.id)
            guard id < tableau.kinds.count, tableau.kind(term.variable.id) == .external else {
                throw .unknownVariable(term.variable)
            }
        }
    }

    /// The constraint's equation over parametric symbols, with its slack, error or dummy symbols,
    /// and its errors' weights added to the objective; the constant made non-negative.
    private func makeRow(for constraint: SolverConstraint) -> (SolverRow, Tag) {
        let expression = constraint.expression
        var row = SolverRow(constant: expression.constant)
        // Room for every symbol the row can hold (its terms' rows, and its own two markers),
        // allocated once: grown merge by merge, building rows reallocated their storage about
        // 6,000 times in a first layout of 1,000 views.
        var bound = 2
        var basicTerms = 0
        for term in expression.terms {
            if tableau.isBasic(term.variable.id) {
                bound += tableau.length(ofRowOf: term.variable.id)
                basicTerms += 1
            } else {
                bound += 1
            }
        }
        row.reserveCapacity(bound)
        if basicTerms == 1, Self.mayTakeBasicTermFirst(expression.terms, tableau) {
            // A new view's edge against its superview's: the one basic row goes into the empty
            // row as a copy rather than a merge, and the new symbols are put in after. The sums
            // are the same (see `mayTakeBasicTermFirst`).
            for term in expression.terms where tableau.isBasic(term.variable.id) {
                tableau.add(rowOf: term.variable.id, times: term.coefficient, to: &row)
            }
            for term in expression.terms where !tableau.isBasic(term.variable.id) {
                row.add(term.variable.id, term.coefficient)
            }
        } else {
            for term in expression.terms where !SolverRow.isNearZero(term.coefficient) {
                if tableau.isBasic(term.variable.id) {
                    tableau.add(rowOf: term.variable.id, times: term.coefficient, to: &row)
                } else {
                    row.add(term.variable.id, term.coefficient)
                }
            }
        }
        let weight = constraint.strength.weight
        var tag = Tag(marker: -1, markerCoefficient: 1, other: -1)
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            // expression + slack = 0 for ≤, expression - slack = 0 for ≥, slack ≥ 0.
            let coefficient = constraint.relation == .lessThanOrEqual ? 1.0 : -1.0
            tag.marker = tableau.newSymbol(.slack)
            tag.markerCoefficient = coefficient
            row.add(tag.marker, coefficient)
            if !constraint.strength.isRequired {
                tag.other = tableau.newSymbol(.error)
                row.add(tag.other, -coefficient)
                tableau.objective.add(tag.other, weight)
            }
        case .equal:
            if constraint.strength.isRequired {
                tag.marker = tableau.newSymbol(.dummy)
                row.add(tag.marker, 1)
            } else {
                // expression = plus - minus, both ≥ 0 and weighted.
                tag.marker = tableau.newSymbol(.error)
                tag.markerCoefficient = -1
                tag.other = tableau.newSymbol(.error)
                row.add(tag.marker, -1)
                row.add(tag.other, 1)
                tableau.objective.add(tag.marker, weight)
                tableau.objective.add(tag.other, weight)
            }
        }
        if row.constant < 0 { row.reverseSign() }
        return (row, tag)
    }

    /// Whether the row of an expression with one basic term comes out the same, to the last bit,
    /// with that term's row taken first: each symbol then gets at most one parametric term's
    /// coefficient added to the basic row's product (a sum of two, which does not depend on
    /// order), the basic coefficient is at least 1 in size (so no product of it with a row's
    /// coefficient, which is never near zero, is dropped as near zero in one order and kept in
    /// the other), and no coefficient is near zero (the other order skips those terms).
    private static func mayTakeBasicTermFirst(_ terms: [SolverExpression.Term], _ tableau: SolverTableau) -> Bool {
        for (index, term) in terms.enumerated() {
            if SolverRow.isNearZero(term.coefficient) { return false }
            if tableau.isBasic(term.variable.id) {
                if abs(term.coefficient) < 1 { return false }
                continue
            }
            for other in terms[(index + 1)...] where other.variable.id == term.variable.id { return false }
        }
        return true
    }

    /// What `chooseSubject` returns when the row holds a variable no row holds yet (a new view's
    /// edge), found from the constraint's few terms instead of a scan of the whole row: only a
    /// term that was not basic can bring such a variable (every symbol a basic row brings is in
    /// that row), and the scan would take the one with the lowest id.
    private func newVariableSubject(_ row: SolverRow, _ constraint: SolverConstraint) -> Int32? {
        var subject: Int32?
        for term in constraint.expression.terms {
            let symbol = term.variable.id
            guard subject.map({ symbol < $0 }) ?? true, !tableau.isBasic(symbol),
                tableau.rowCount(containing: symbol) == 0, row.contains(symbol)
            else { continue }
            subject = symbol
        }
        return subject
    }

    /// The symbol to solve the new row for: a user variable if there is one (it may take any
    /// value), else the constraint's own slack or error if its coefficient keeps it non-negative.
    /// Among user variables, the one in the fewest rows: substituting it touches only those, and
    /// the rows stay short (a view's new edge rather than the root's width, which every row holds).
    private func chooseSubject(_ row: SolverRow, _ tag: Tag) -> Int32? {
        var subject: Int32?
        var fewestRows = Int.max
        for symbol in row.symbols where tableau.kind(symbol) == .external {
            let rows = tableau.rowCount(containing: symbol)
            if rows < fewestRows {
                fewestRows = rows
                subject = symbol
                if rows == 0 { break }
            }
        }
        if let subject { return subject }
        for symbol in [tag.marker, tag.other] where symbol >= 0 {
            let kind = tableau.kind(symbol)
            if (kind == .slack || kind == .error) && row.coefficient(of: symbol) < 0 {
                return symbol
            }
        }
        return nil
    }

    /// Phase one: an artificial variable equal to the row is minimised; the row is satisfiable
    /// when it reaches 0. When it is not, the tableau is left for the caller to restore.
    private func addWithArtificialVariable(_ row: SolverRow) throws(SolverError) -> Bool {
        let artificialSymbol = tableau.newSymbol(.slack)
        tableau.insertRow(row, basic: artificialSymbol)
        tableau.artificial = row
        defer { tableau.artificial = nil }
        try tableau.optimize()
        guard SolverRow.isNearZero(tableau.artificial?.constant ?? 0) else { return false }
        if tableau.isBasic(artificialSymbol) {
            var basicRow = tableau.removeRow(slot: tableau.slotOf[Int(artificialSymbol)])
            if basicRow.symbols.isEmpty {
                tableau.recycle(artificialSymbol)
                return true
            }
            // Still basic, at 0: pivot it out so that it can be dropped. Its constant is rounding
            // (phase one found it 0), and dividing it by the pivot would give the entering symbol
            // a value from nothing: it is made exactly 0. The pivot is the largest coefficient
            // among the restricted symbols (else the variables): a pivot near epsilon multiplies
            // every row's rounding by its inverse.
            basicRow.constant = 0
            guard
                let enteringSymbol = Self.largestPivot(in: basicRow, among: [.slack, .error], tableau)
                    ?? Self.largestPivot(in: basicRow, among: [.external], tableau)
            else {
                // Only required equalities' markers, all 0: the row restates them and is dropped.
                tableau.recycle(artificialSymbol)
                return true
            }
            basicRow.solve(for: artificialSymbol, enteringSymbol)
            tableau.substitute(enteringSymbol, by: basicRow)
            tableau.insertRow(basicRow, basic: enteringSymbol)
        }
        tableau.eliminate(artificialSymbol)
        tableau.recycle(artificialSymbol)
        return true
    }

    /// The symbol of `kinds` with the largest coefficient in `row`, if any.
    private static func largestPivot(in row: SolverRow, among kinds: [SymbolKind], _ tableau: SolverTableau) -> Int32? {
        var best: Int32?
        var largest = 0.0
        for (index, symbol) in row.symbols.enumerated() where kinds.contains(tableau.kind(symbol)) {
            let magnitude = abs(row.coefficients[index])
            if magnitude > largest {
                largest = magnitude
                best = symbol
            }
        }
        return best
    }

    /// Hands a refused constraint's symbols back; nothing refers to them.
    private func forget(_ tag: Tag) {
        tableau.objective.remove(tag.marker)
        tableau.recycle(tag.marker)
        if tag.other >= 0 {
            tableau.objective.remove(tag.other)
            tableau.recycle(tag.other)
        }
    }
}
