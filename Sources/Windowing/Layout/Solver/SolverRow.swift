/// One row of the simplex tableau: `basic = constant + Σ coefficient × symbol`, or, before it has a
/// basic symbol, the equation `0 = constant + Σ coefficient × symbol`.
///
/// Symbols are kept sorted by id in two parallel arrays. Layout rows are short (a handful of
/// symbols), so a binary search and a linear merge beat a hash table, and the order makes every
/// choice the solver takes (the first symbol with a negative cost, for instance) the same from
/// one run to the next, which hashing with a per-process seed would not.
struct SolverRow: Sendable {
    /// Coefficients closer to zero than this are zero: they come from cancellations, and keeping
    /// them would let rounding noise steer pivots.
    static let epsilon = 1.0e-8

    private(set) var symbols: [Int32] = []
    private(set) var coefficients: [Double] = []
    var constant: Double

    init(constant: Double = 0) {
        self.constant = constant
    }

    mutating func reserveCapacity(_ count: Int) {
        symbols.reserveCapacity(count)
        coefficients.reserveCapacity(count)
    }

    static func isNearZero(_ value: Double) -> Bool {
        abs(value) < epsilon
    }

    /// The position of `symbol`, or where it would be inserted (as `-position - 1`).
    @inline(__always)
    private func search(_ symbol: Int32) -> Int {
        var low = 0
        var high = symbols.count
        while low < high {
            let middle = (low &+ high) >> 1
            let found = symbols[middle]
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
        return position >= 0 ? coefficients[position] : 0
    }

    func contains(_ symbol: Int32) -> Bool {
        search(symbol) >= 0
    }

    /// Adds `delta` times the coefficient of `symbol` to the constant, in one access to the row.
    mutating func shiftConstant(along symbol: Int32, by delta: Double) {
        let position = search(symbol)
        if position >= 0 { constant += coefficients[position] * delta }
    }

    /// Adds `coefficient × symbol`; returns +1 when the symbol is new here, -1 when it cancelled
    /// out and left, 0 otherwise.
    @discardableResult
    mutating func add(_ symbol: Int32, _ coefficient: Double) -> Int {
        let position = search(symbol)
        if position >= 0 {
            let sum = coefficients[position] + coefficient
            if Self.isNearZero(sum) {
                symbols.remove(at: position)
                coefficients.remove(at: position)
                return -1
            }
            coefficients[position] = sum
            return 0
        }
        if Self.isNearZero(coefficient) { return 0 }
        let insertion = -position - 1
        if insertion == symbols.count {
            // A new row's markers are the newest symbols, so they usually go last: `insert`
            // went through the general range replacement, about 250 instructions a symbol.
            symbols.append(symbol)
            coefficients.append(coefficient)
        } else {
            symbols.insert(symbol, at: insertion)
            coefficients.insert(coefficient, at: insertion)
        }
        return 1
    }

    /// Removes `symbol` and returns its coefficient (0 when it was absent).
    @discardableResult
    mutating func remove(_ symbol: Int32) -> Double {
        let position = search(symbol)
        guard position >= 0 else { return 0 }
        symbols.remove(at: position)
        return coefficients.remove(at: position)
    }

    /// Scratch space for merges, kept by the tableau so that merging allocates nothing once the
    /// buffers have grown: the merge writes here, then swaps buffers with the row.
    struct MergeBuffer {
        var symbols: [Int32] = []
        var coefficients: [Double] = []
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
        if symbols.isEmpty {
            setScaled(other, times: factor)
            return
        }
        add(other, times: factor, replacing: -1, using: &buffer, noting: false)
    }

    /// What merging `factor × other` into an empty row gives (the same products, the same ones
    /// dropped as near zero), as a copy: both arrays in one memory copy each, then one pass over
    /// the coefficients in place, where the merge compared and branched on every symbol.
    private mutating func setScaled(_ other: SolverRow, times factor: Double) {
        constant += factor * other.constant
        symbols.removeAll(keepingCapacity: true)
        coefficients.removeAll(keepingCapacity: true)
        symbols.append(contentsOf: other.symbols)
        coefficients.append(contentsOf: other.coefficients)
        let dropped = coefficients.withUnsafeMutableBufferPointer { values in
            var dropped = false
            for index in values.indices {
                let product = factor * values[index]
                values[index] = product
                dropped = dropped || Self.isNearZero(product)
            }
            return dropped
        }
        guard dropped else { return }
        for index in coefficients.indices.reversed() where Self.isNearZero(coefficients[index]) {
            symbols.remove(at: index)
            coefficients.remove(at: index)
        }
    }

    @inline(__always)
    private mutating func add(
        _ other: SolverRow, times factor: Double, replacing replaced: Int32, using buffer: inout MergeBuffer,
        noting: Bool
    ) {
        constant += factor * other.constant
        buffer.added.removeAll(keepingCapacity: true)
        buffer.removed.removeAll(keepingCapacity: true)
        let otherCount = other.symbols.count
        if otherCount == 0 {
            if replaced >= 0 { remove(replaced) }
            return
        }
        let capacity = symbols.count + otherCount
        // The merge writes through pointers into scratch arrays kept at full length: appending
        // element by element checked uniqueness and capacity twice per symbol, a third of the
        // time of a first layout's substitutions.
        var outSymbols = buffer.symbols
        var outValues = buffer.coefficients
        buffer.symbols = []
        buffer.coefficients = []
        if outSymbols.count < capacity {
            let length = max(capacity, 2 * outSymbols.count)
            outSymbols = [Int32](repeating: 0, count: length)
            outValues = [Double](repeating: 0, count: length)
        }
        var added = buffer.added
        var removed = buffer.removed
        buffer.added = []
        buffer.removed = []
        let written = symbols.withUnsafeBufferPointer { mine in
            coefficients.withUnsafeBufferPointer { myValues in
                other.symbols.withUnsafeBufferPointer { theirs in
                    other.coefficients.withUnsafeBufferPointer { theirValues in
                        outSymbols.withUnsafeMutableBufferPointer { intoSymbols in
                            outValues.withUnsafeMutableBufferPointer { intoValues in
                                noting
                                    ? Self.merge(
                                        (mine, myValues), (theirs, theirValues), factor: factor, replacing: replaced,
                                        into: (intoSymbols, intoValues), added: &added, removed: &removed,
                                        noting: true)
                                    : Self.merge(
                                        (mine, myValues), (theirs, theirValues), factor: factor, replacing: replaced,
                                        into: (intoSymbols, intoValues), added: &added, removed: &removed,
                                        noting: false)
                            }
                        }
                    }
                }
            }
        }
        // Copied back rather than swapped: the row keeps storage that has room for what it holds,
        // and the scratch arrays keep their length, so that a merge allocates only when a row grows.
        Self.copy(outSymbols, count: written, into: &symbols)
        Self.copy(outValues, count: written, into: &coefficients)
        buffer.symbols = outSymbols
        buffer.coefficients = outValues
        buffer.added = added
        buffer.removed = removed
    }

    /// Makes `target` the first `count` elements of `source` with memory copies: the places
    /// `target` has are overwritten, and those it lacks appended from a buffer (appending a slice
    /// went element by element, and so did appending fillers to overwrite).
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
        _ mine: (symbols: UnsafeBufferPointer<Int32>, values: UnsafeBufferPointer<Double>),
        _ theirs: (symbols: UnsafeBufferPointer<Int32>, values: UnsafeBufferPointer<Double>),
        factor: Double, replacing replaced: Int32,
        into out: (symbols: UnsafeMutableBufferPointer<Int32>, values: UnsafeMutableBufferPointer<Double>),
        added: inout [Int32], removed: inout [Int32], noting: Bool
    ) -> Int {
        let count = mine.symbols.count
        let otherCount = theirs.symbols.count
        var i = 0
        var j = 0
        var written = 0
        while i < count || j < otherCount {
            if j == otherCount || (i < count && mine.symbols[i] < theirs.symbols[j]) {
                let symbol = mine.symbols[i]
                if symbol != replaced {
                    out.symbols[written] = symbol
                    out.values[written] = mine.values[i]
                    written += 1
                }
                i += 1
            } else if i == count || theirs.symbols[j] < mine.symbols[i] {
                let value = factor * theirs.values[j]
                if !isNearZero(value) {
                    out.symbols[written] = theirs.symbols[j]
                    out.values[written] = value
                    written += 1
                    if noting { added.append(theirs.symbols[j]) }
                }
                j += 1
            } else {
                let value = mine.values[i] + factor * theirs.values[j]
                if isNearZero(value) {
                    if noting { removed.append(mine.symbols[i]) }
                } else {
                    out.symbols[written] = mine.symbols[i]
                    out.values[written] = value
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
        for index in coefficients.indices {
            coefficients[index] = -coefficients[index]
        }
    }

    /// Rewrites `0 = constant + … + c × symbol` as `symbol = …`: `symbol` leaves the row.
    mutating func solve(for symbol: Int32) {
        let coefficient = remove(symbol)
        let scale = -1.0 / coefficient
        constant *= scale
        for index in coefficients.indices {
            coefficients[index] *= scale
        }
        // Scaling down can bring a coefficient under epsilon, where every other operation drops it.
        if coefficients.contains(where: Self.isNearZero) {
            for index in coefficients.indices.reversed() where Self.isNearZero(coefficients[index]) {
                symbols.remove(at: index)
                coefficients.remove(at: index)
            }
        }
    }

    /// Rewrites `basic = …` (with `entering` on the right) as `entering = …`, `basic` now on the right.
    mutating func solve(for basic: Int32, _ entering: Int32) {
        add(basic, -1.0)
        solve(for: entering)
    }
}
