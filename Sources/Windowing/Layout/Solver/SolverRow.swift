/// One row of the simplex tableau: `basic = constant + Σ coefficient × symbol`, or, before it has a
/// basic symbol, the equation `0 = constant + Σ coefficient × symbol`.
///
/// Terms are kept sorted by symbol id. Layout rows are short (a handful of symbols), so a binary
/// search and a linear merge beat a hash table, and the order makes every choice the solver takes
/// (the first symbol with a negative cost, for instance) the same from one run to the next, which
/// hashing with a per-process seed would not. Symbols and coefficients share one array: as two,
/// every row made, and every row a merge lengthened, was two allocations.
struct SolverRow: Sendable {
    /// Coefficients closer to zero than this are zero: they come from cancellations, and keeping
    /// them would let rounding noise steer pivots.
    static let epsilon = 1.0e-8

    struct Term: Sendable, BitwiseCopyable {
        var symbol: Int32
        var coefficient: Double
    }

    private(set) var terms: [Term] = []
    var constant: Double

    init(constant: Double = 0) {
        self.constant = constant
    }

    mutating func reserveCapacity(_ count: Int) {
        terms.reserveCapacity(count)
    }

    static func isNearZero(_ value: Double) -> Bool {
        abs(value) < epsilon
    }

    /// The position of `symbol`, or where it would be inserted (as `-position - 1`).
    @inline(__always)
    private func search(_ symbol: Int32) -> Int {
        var low = 0
        var high = terms.count
        while low < high {
            let middle = (low &+ high) >> 1
            let found = terms[middle].symbol
            if found < symbol {
                low = middle &+ 1
            } else if found > symbol {
                high = middle
            } else {
                return middle
            }
        }
        return -low - 1
    }

    func coefficient(of symbol: Int32) -> Double {
        let position = search(symbol)
        return position >= 0 ? terms[position].coefficient : 0
    }

    func contains(_ symbol: Int32) -> Bool {
        search(symbol) >= 0
    }

    /// Adds `delta` times the coefficient of `symbol` to the constant, in one access to the row.
    mutating func shiftConstant(along symbol: Int32, by delta: Double) {
        let position = search(symbol)
        if position >= 0 { constant += terms[position].coefficient * delta }
    }

    /// Adds `coefficient × symbol`; returns +1 when the symbol is new here, -1 when it cancelled
    /// out and left, 0 otherwise.
    @discardableResult
    mutating func add(_ symbol: Int32, _ coefficient: Double) -> Int {
        let position = search(symbol)
        if position >= 0 {
            let sum = terms[position].coefficient + coefficient
            if Self.isNearZero(sum) {
                terms.remove(at: position)
                return -1
            }
            terms[position].coefficient = sum
            return 0
        }
        if Self.isNearZero(coefficient) { return 0 }
        let insertion = -position - 1
        if insertion == terms.count {
            // A new row's markers are the newest symbols, so they usually go last: `insert`
            // went through the general range replacement, about 250 instructions a symbol.
            terms.append(Term(symbol: symbol, coefficient: coefficient))
        } else {
            terms.insert(Term(symbol: symbol, coefficient: coefficient), at: insertion)
        }
        return 1
    }

    /// Removes `symbol` and returns its coefficient (0 when it was absent).
    @discardableResult
    mutating func remove(_ symbol: Int32) -> Double {
        let position = search(symbol)
        guard position >= 0 else { return 0 }
        return terms.remove(at: position).coefficient
    }

    /// Scratch space for merges, kept by the tableau so that merging allocates nothing once the
    /// buffers have grown: the merge writes here, then swaps buffers with the row.
    struct MergeBuffer {
        var terms: [Term] = []
        /// The symbols the last merge brought into the row, and those that cancelled out of it.
        var added: [Int32] = []
        var removed: [Int32] = []
    }

    /// Adds `factor × other` in one merge of the two sorted lists, noting in `buffer` which
    /// symbols came in and which cancelled out, so that the tableau can keep its columns.
    /// `replaced` (which `other` must not hold) leaves the row in the same merge without being
    /// noted: substitution replaces a symbol by its row, and the caller empties its column.
    mutating func add(
        _ other: SolverRow, times factor: Double, replacing replaced: Int32 = -1, using buffer: inout MergeBuffer
    ) {
        add(other, times: factor, replacing: replaced, using: &buffer, noting: true)
    }

    /// `add(_:times:using:)` that leaves `buffer.added` and `buffer.removed` empty: for a row being
    /// built, which no column lists yet (every symbol of a first row would be noted as added).
    mutating func addUnnoted(_ other: SolverRow, times factor: Double, using buffer: inout MergeBuffer) {
        if terms.isEmpty {
            setScaled(other, times: factor)
            return
        }
        add(other, times: factor, replacing: -1, using: &buffer, noting: false)
    }

    /// What merging `factor × other` into an empty row gives (the same products, the same ones
    /// dropped as near zero), as a copy: the terms in one memory copy, then one pass over the
    /// coefficients in place, where the merge compared and branched on every symbol.
    private mutating func setScaled(_ other: SolverRow, times factor: Double) {
        constant += factor * other.constant
        terms.removeAll(keepingCapacity: true)
        terms.append(contentsOf: other.terms)
        let dropped = terms.withUnsafeMutableBufferPointer { terms in
            var dropped = false
            for index in terms.indices {
                let product = factor * terms[index].coefficient
                terms[index].coefficient = product
                dropped = dropped || Self.isNearZero(product)
            }
            return dropped
        }
        guard dropped else { return }
        terms.removeAll { Self.isNearZero($0.coefficient) }
    }

    @inline(__always)
    private mutating func add(
        _ other: SolverRow, times factor: Double, replacing replaced: Int32, using buffer: inout MergeBuffer,
        noting: Bool
    ) {
        constant += factor * other.constant
        buffer.added.removeAll(keepingCapacity: true)
        buffer.removed.removeAll(keepingCapacity: true)
        let otherCount = other.terms.count
        if otherCount == 0 {
            if replaced >= 0 { remove(replaced) }
            return
        }
        let capacity = terms.count + otherCount
        // The merge writes through pointers into a scratch array kept at full length: appending
        // element by element checked uniqueness and capacity twice per symbol, a third of the
        // time of a first layout's substitutions.
        var out = buffer.terms
        buffer.terms = []
        if out.count < capacity {
            out = [Term](repeating: Term(symbol: 0, coefficient: 0), count: max(capacity, 2 * out.count))
        }
        var added = buffer.added
        var removed = buffer.removed
        buffer.added = []
        buffer.removed = []
        let written = terms.withUnsafeBufferPointer { mine in
            other.terms.withUnsafeBufferPointer { theirs in
                out.withUnsafeMutableBufferPointer { into in
                    noting
                        ? Self.merge(
                            mine, theirs, factor: factor, replacing: replaced, into: into, added: &added,
                            removed: &removed, noting: true)
                        : Self.merge(
                            mine, theirs, factor: factor, replacing: replaced, into: into, added: &added,
                            removed: &removed, noting: false)
                }
            }
        }
        // Copied back rather than swapped: the row keeps storage that has room for what it holds,
        // and the scratch array keeps its length, so that a merge allocates only when a row grows.
        Self.copy(out, count: written, into: &terms)
        buffer.terms = out
        buffer.added = added
        buffer.removed = removed
    }

    /// Makes `target` the first `count` elements of `source` with memory copies: the places
    /// `target` has are overwritten, and those it lacks appended from a buffer (appending a slice
    /// went element by element, and appending fillers to overwrite went element by element for a
    /// term, which is not a plain number).
    @inline(__always)
    private static func copy<Element: BitwiseCopyable>(_ source: [Element], count: Int, into target: inout [Element]) {
        source.withUnsafeBufferPointer { from in
            guard let start = from.baseAddress else { return }
            if target.count > count { target.removeLast(target.count - count) }
            let kept = target.count
            target.withUnsafeMutableBufferPointer { to in
                guard let destination = to.baseAddress else { return }
                destination.update(from: start, count: kept)
            }
            if kept < count {
                target.append(contentsOf: UnsafeBufferPointer(rebasing: from[kept..<count]))
            }
        }
    }

    /// The merge of `add(_:times:replacing:using:)`; returns how many symbols it wrote.
    @inline(__always)
    private static func merge(
        _ mine: UnsafeBufferPointer<Term>, _ theirs: UnsafeBufferPointer<Term>, factor: Double,
        replacing replaced: Int32, into out: UnsafeMutableBufferPointer<Term>, added: inout [Int32],
        removed: inout [Int32], noting: Bool
    ) -> Int {
        let count = mine.count
        let otherCount = theirs.count
        var i = 0
        var j = 0
        var written = 0
        while i < count || j < otherCount {
            if j == otherCount || (i < count && mine[i].symbol < theirs[j].symbol) {
                if mine[i].symbol != replaced {
                    out[written] = mine[i]
                    written += 1
                }
                i += 1
            } else if i == count || theirs[j].symbol < mine[i].symbol {
                let value = factor * theirs[j].coefficient
                if !isNearZero(value) {
                    out[written] = Term(symbol: theirs[j].symbol, coefficient: value)
                    written += 1
                    if noting { added.append(theirs[j].symbol) }
                }
                j += 1
            } else {
                let value = mine[i].coefficient + factor * theirs[j].coefficient
                if isNearZero(value) {
                    if noting { removed.append(mine[i].symbol) }
                } else {
                    out[written] = Term(symbol: mine[i].symbol, coefficient: value)
                    written += 1
                }
                i += 1
                j += 1
            }
        }
        return written
    }

    /// `add(_:times:using:)` for rows no column tracks (the objectives, a row being built).
    mutating func add(_ other: SolverRow, times factor: Double) {
        var buffer = MergeBuffer()
        add(other, times: factor, using: &buffer)
    }

    mutating func reverseSign() {
        constant = -constant
        for index in terms.indices {
            terms[index].coefficient = -terms[index].coefficient
        }
    }

    /// Rewrites `0 = constant + … + c × symbol` as `symbol = …`: `symbol` leaves the row.
    mutating func solve(for symbol: Int32) {
        let coefficient = remove(symbol)
        let scale = -1.0 / coefficient
        constant *= scale
        for index in terms.indices {
            terms[index].coefficient *= scale
        }
        // Scaling down can bring a coefficient under epsilon, where every other operation drops it.
        if terms.contains(where: { Self.isNearZero($0.coefficient) }) {
            terms.removeAll { Self.isNearZero($0.coefficient) }
        }
    }

    /// Rewrites `basic = …` (with `entering` on the right) as `entering = …`, `basic` now on the right.
    mutating func solve(for basic: Int32, _ entering: Int32) {
        add(basic, -1.0)
        solve(for: entering)
    }
}
