/// The kinds of symbol a tableau holds (Badros, Borning and Stuckey, "The Cassowary Linear
/// Arithmetic Constraint Solving Algorithm", 2001): the user's variables, which may take any value,
/// and the solver's own, which may not be negative.
enum SymbolKind: UInt8 {
    /// A `SolverVariable`: unrestricted.
    case external
    /// The slack of an inequality (and the artificial variable of phase one): ≥ 0.
    case slack
    /// How far a breakable constraint is from holding: ≥ 0, and weighted in the objective.
    case error
    /// The marker of a required equality: always 0, never chosen to enter the basis.
    case dummy
}

/// The simplex tableau, stored by small integer ids: symbol ids index `kinds`, `slotOf` and
/// `columns`; a row's slot indexes `rows` and `basicOf`. Column `s` lists the rows in which `s`
/// appears, so substituting a symbol touches only those rows instead of scanning the tableau.
///
/// A symbol leaving a row stays listed in its column (a stale entry, counted in `staleCounts`):
/// the root's width or a stack's edge is in a thousand rows, and finding the one slot to drop in
/// such a column cost more than the substitutions around it. Readers skip stale entries (the row
/// no longer holds the symbol), and a slot the symbol left and came back to is listed twice until
/// `compactColumn(_:)` drops both kinds, which readers that must see each row once call first.
struct SolverTableau {
    private(set) var kinds: [SymbolKind] = []
    /// The slot of the row whose basic symbol this is, or -1 for a parametric (non-basic) symbol.
    private(set) var slotOf: [Int32] = []
    /// By symbol, in one storage rather than an array each (see `ChunkedLists`).
    private(set) var columns = ChunkedLists()
    /// How many entries of each column are stale or repeated: `columns.count(s) - staleCounts[s]`
    /// is the number of rows `s` is in.
    private var staleCounts: [Int32] = []
    /// By slot: the `markGeneration` of the last compaction that kept it, to drop repeats.
    private var slotMarks: [UInt32] = []
    private var markGeneration: UInt32 = 0
    private(set) var rows: [SolverRow] = []
    /// The basic symbol of each slot, or -1 for a free slot.
    private(set) var basicOf: [Int32] = []
    private var freeSlots: [Int32] = []
    private var freeSymbols: [Int32] = []
    /// Σ weight × error, in terms of parametric symbols; its constant is the current cost.
    var objective = SolverRow()
    /// Phase one's objective while a constraint is added through an artificial variable.
    var artificial: SolverRow?
    /// Basic restricted symbols whose value went negative; the dual simplex repairs them.
    var infeasible: [Int32] = []
    private var buffer = SolverRow.MergeBuffer()
    /// Scratch space for the slots of a column being compacted.
    private var slotBuffer: [Int32] = []
    /// Set when a pivot met a coefficient that is probably rounding (see `optimize()`): the solver
    /// then builds the tableau again from its constraints.
    var sawRounding = false
    /// The variables whose value may have changed since `takeChangedVariables()`, each listed once
    /// (`isListedChanged`), so that a layout pass checks and reads only those.
    private(set) var changedVariables: [Int32] = []
    private(set) var isListedChanged: [Bool] = []
    /// Set when the tableau was emptied: every value may have changed.
    private(set) var everythingChanged = false

    var rowCount: Int { basicOf.count - freeSlots.count }

    mutating func newSymbol(_ kind: SymbolKind) -> Int32 {
        if let symbol = freeSymbols.popLast() {
            kinds[Int(symbol)] = kind
            return symbol
        }
        let symbol = Int32(kinds.count)
        kinds.append(kind)
        slotOf.append(-1)
        columns.addList()
        staleCounts.append(0)
        isListedChanged.append(false)
        return symbol
    }

    /// Empties the tableau but keeps every variable under its id (a `SolverVariable` is its id);
    /// the solver's own symbols are all handed back.
    mutating func clearKeepingVariables() {
        rows.removeAll()
        slotMarks.removeAll()
        basicOf.removeAll()
        freeSlots.removeAll()
        freeSymbols.removeAll()
        columns.removeAllElements()
        for index in kinds.indices.reversed() {
            slotOf[index] = -1
            staleCounts[index] = 0
            if kinds[index] != .external { freeSymbols.append(Int32(index)) }
        }
        objective = SolverRow()
        artificial = nil
        infeasible.removeAll()
        sawRounding = false
        everythingChanged = true
    }

    /// Makes room in the columns for `count` more constraints' rows. A first layout of 1,000
    /// views in nested stacks lists about 50 slots a constraint (one for each symbol of its row,
    /// and those left stale); grown by doubling instead, the columns were copied ten times.
    mutating func reserveColumns(forConstraints count: Int) {
        columns.reserveCapacity(elements: count * 56)
    }

    // MARK: - Changed values

    /// Lists `symbol` as changed if it is a variable (the values the solver's users read).
    @inline(__always)
    mutating func noteChange(of symbol: Int32) {
        let index = Int(symbol)
        guard kinds[index] == .external, !isListedChanged[index] else { return }
        isListedChanged[index] = true
        changedVariables.append(symbol)
    }

    /// The variables listed since the last call, or nil when every value may have changed; the
    /// list starts again empty.
    mutating func takeChangedVariables() -> [Int32]? {
        for symbol in changedVariables { isListedChanged[Int(symbol)] = false }
        let changed = changedVariables
        changedVariables.removeAll(keepingCapacity: true)
        defer { everythingChanged = false }
        return everythingChanged ? nil : changed
    }

    /// Hands `symbol` back for reuse if nothing refers to it any more.
    mutating func recycle(_ symbol: Int32) {
        let index = Int(symbol)
        guard slotOf[index] < 0, rowCount(containing: symbol) == 0, !objective.contains(symbol) else { return }
        columns.removeAll(index)
        staleCounts[index] = 0
        freeSymbols.append(symbol)
    }

    func kind(_ symbol: Int32) -> SymbolKind { kinds[Int(symbol)] }

    /// How many rows `symbol` appears in.
    func rowCount(containing symbol: Int32) -> Int {
        columns.count(Int(symbol)) - Int(staleCounts[Int(symbol)])
    }

    func isBasic(_ symbol: Int32) -> Bool { slotOf[Int(symbol)] >= 0 }

    /// The row whose basic symbol is `symbol`.
    func row(of symbol: Int32) -> SolverRow? {
        let slot = slotOf[Int(symbol)]
        return slot >= 0 ? rows[Int(slot)] : nil
    }

    /// How many symbols the row of the basic `symbol` holds.
    func length(ofRowOf symbol: Int32) -> Int {
        rows[Int(slotOf[Int(symbol)])].symbols.count
    }

    /// The value of `symbol` in the current solution: its row's constant, or 0 when parametric.
    func value(of symbol: Int32) -> Double {
        let slot = slotOf[Int(symbol)]
        return slot >= 0 ? rows[Int(slot)].constant : 0
    }

    // MARK: - Rows in and out

    mutating func insertRow(_ row: SolverRow, basic: Int32) {
        let slot: Int32
        if let free = freeSlots.popLast() {
            slot = free
            rows[Int(slot)] = row
            basicOf[Int(slot)] = basic
        } else {
            slot = Int32(rows.count)
            rows.append(row)
            slotMarks.append(0)
            basicOf.append(basic)
        }
        slotOf[Int(basic)] = slot
        columns.append(slot, toEachOf: row.symbols)
        noteChange(of: basic)
    }

    mutating func removeRow(slot: Int32) -> SolverRow {
        let row = rows[Int(slot)]
        rows[Int(slot)] = SolverRow()
        for symbol in row.symbols {
            removeFromColumn(symbol)
        }
        noteChange(of: basicOf[Int(slot)])
        slotOf[Int(basicOf[Int(slot)])] = -1
        basicOf[Int(slot)] = -1
        freeSlots.append(slot)
        return row
    }

    /// `symbol` left the row at a slot: its entry there goes stale. A column mostly stale is
    /// compacted, so that columns do not grow with the edits.
    private mutating func removeFromColumn(_ symbol: Int32) {
        let index = Int(symbol)
        staleCounts[index] += 1
        let count = columns.count(index)
        if count > 32 && Int(staleCounts[index]) * 2 > count { compactColumn(symbol) }
    }

    /// Drops the column's stale and repeated entries, keeping the order of the others.
    mutating func compactColumn(_ symbol: Int32) {
        let index = Int(symbol)
        guard staleCounts[index] > 0 else { return }
        staleCounts[index] = 0
        markGeneration &+= 1
        if markGeneration == 0 {
            for slot in slotMarks.indices { slotMarks[slot] = 0 }
            markGeneration = 1
        }
        var column = slotBuffer
        slotBuffer = []
        let count = columns.copy(index, into: &column)
        var kept = 0
        for position in 0..<count {
            let slot = Int(column[position])
            guard slotMarks[slot] != markGeneration, rows[slot].contains(symbol) else { continue }
            slotMarks[slot] = markGeneration
            column[kept] = column[position]
            kept += 1
        }
        columns.replace(index, with: column, count: kept)
        slotBuffer = column
    }

    /// Removes `symbol` from every row (it is being fixed at 0).
    mutating func eliminate(_ symbol: Int32) {
        var chunks = columns.chunks(of: Int(symbol))
        while let slots = chunks.next() {
            for slot in slots {
                rows[Int(slot)].remove(symbol)
            }
        }
        columns.removeAll(Int(symbol))
        staleCounts[Int(symbol)] = 0
        objective.remove(symbol)
        artificial?.remove(symbol)
    }

    /// Adds `delta` to the constant of every row `symbol` appears in, times its coefficient there,
    /// and marks the restricted rows that turn negative. Returns whether a required equality's row
    /// (a dummy's) was given a constant other than 0, which no pivot can repair.
    mutating func shiftConstants(along symbol: Int32, by delta: Double) -> Bool {
        var brokeDummy = false
        compactColumn(symbol)
        // A chunk at a time, through buffers: the walk changes rows, not columns, and a pass that
        // moves every frame walks the root width's column, which lists a thousand rows.
        var chunks = columns.chunks(of: Int(symbol))
        // As `checkAfterShift(slot:)` for each row, with the arrays taken once for the walk:
        // changing them an element at a time checked each one's uniqueness (and `rows` its
        // bounds) for every row, most of the walk's cost. The lists appended to are moved out
        // and back, so that they stay unique while appended to.
        var changed: [Int32] = []
        var negative: [Int32] = []
        swap(&changed, &changedVariables)
        swap(&negative, &infeasible)
        defer {
            swap(&changed, &changedVariables)
            swap(&negative, &infeasible)
        }
        let kinds = kinds
        let basicOf = basicOf
        rows.withUnsafeMutableBufferPointer { rows in
            isListedChanged.withUnsafeMutableBufferPointer { isListed in
                while let slots = chunks.next() {
                    for slot in slots {
                        let index = Int(slot)
                        rows[index].shiftConstant(along: symbol, by: delta)
                        let basic = basicOf[index]
                        let constant = rows[index].constant
                        switch kinds[Int(basic)] {
                        case .external:
                            if !isListed[Int(basic)] {
                                isListed[Int(basic)] = true
                                changed.append(basic)
                            }
                        case .dummy: if !SolverRow.isNearZero(constant) { brokeDummy = true }
                        case .slack, .error: if constant < 0 { negative.append(basic) }
                        }
                    }
                }
            }
        }
        return brokeDummy
    }

    /// Adds `delta` to the constant of `symbol`'s own row; see `shiftConstants(along:by:)`.
    mutating func shiftBasicConstant(of symbol: Int32, by delta: Double) -> Bool {
        let slot = slotOf[Int(symbol)]
        rows[Int(slot)].constant += delta
        return checkAfterShift(slot: slot)
    }

    /// Lists every restricted row whose value is negative, for the dual simplex to repair.
    mutating func markInfeasibleRows() {
        for (slot, basic) in basicOf.enumerated() where basic >= 0 && kinds[Int(basic)] != .external {
            if rows[slot].constant < 0 { infeasible.append(basic) }
        }
    }

    private mutating func checkAfterShift(slot: Int32) -> Bool {
        let basic = basicOf[Int(slot)]
        noteChange(of: basic)
        let constant = rows[Int(slot)].constant
        switch kinds[Int(basic)] {
        case .external: return false
        case .dummy: return !SolverRow.isNearZero(constant)
        case .slack, .error:
            if constant < 0 { infeasible.append(basic) }
            return false
        }
    }

    // MARK: - Substitution and pivots

    /// Replaces `symbol` by `row` (which no longer contains it) in every row and the objectives.
    mutating func substitute(_ symbol: Int32, by row: SolverRow) {
        // Walked while rows join other columns (which may take chunks, never these).
        let slots = columns.detach(Int(symbol))
        defer { columns.release(slots) }
        staleCounts[Int(symbol)] = 0
        var cursor = columns.cursor(slots)
        while let slot = columns.next(&cursor) {
            let index = Int(slot)
            let coefficient = rows[index].coefficient(of: symbol)
            // A stale entry, or a slot listed twice.
            if coefficient == 0 { continue }
            rows[index].add(row, times: coefficient, replacing: symbol, using: &buffer)
            if !buffer.added.isEmpty {
                columns.append(slot, toEachOf: buffer.added)
            }
            for leaver in buffer.removed {
                removeFromColumn(leaver)
            }
            let basic = basicOf[index]
            if kinds[Int(basic)] != .external {
                if rows[index].constant < 0 { infeasible.append(basic) }
            } else if row.constant != 0 && coefficient != 0 {
                noteChange(of: basic)
            }
        }
        let objectiveCoefficient = objective.remove(symbol)
        if objectiveCoefficient != 0 {
            objective.add(row, times: objectiveCoefficient, using: &buffer)
        }
        if let coefficient = artificial?.remove(symbol), coefficient != 0 {
            artificial?.add(row, times: coefficient, using: &buffer)
        }
    }

    /// Adds `factor ×` the row of the basic `symbol` to a row being built, merging through the
    /// tableau's scratch space (a row of its own allocated it afresh on every term).
    mutating func add(rowOf symbol: Int32, times factor: Double, to row: inout SolverRow) {
        row.addUnnoted(rows[Int(slotOf[Int(symbol)])], times: factor, using: &buffer)
    }

    /// Makes `entering` basic in place of the row at `slot`'s basic symbol.
    mutating func pivot(slot: Int32, entering: Int32) {
        let leaving = basicOf[Int(slot)]
        if abs(rows[Int(slot)].coefficient(of: entering)) < Self.pivotTolerance { sawRounding = true }
        var row = removeRow(slot: slot)
        row.solve(for: leaving, entering)
        substitute(entering, by: row)
        insertRow(row, basic: entering)
    }
}
