import Foundation

/// The tops of a section's rows, from the first row's top, with one more entry than rows (the
/// last is the rows' total height).
///
/// A table whose rows all have one height (a fixed `rowHeight`, or a delegate that returns the
/// same height for every row) keeps that height and the count instead of an array: 100,000
/// rows would otherwise hold 800 KB of tops for as long as the table lives. The first row of
/// another height turns it into the array.
struct TableRowTops: Equatable {
    /// Entries: rows + 1.
    private(set) var count = 1
    /// Every row's height, while `tops` is empty.
    private var uniform: CGFloat = 0
    /// The tops themselves, once the rows differ.
    private var tops: [CGFloat] = []

    init() {}

    /// The tops of rows of `heights`, each already sanitized.
    init(_ heights: some Sequence<CGFloat>) {
        for height in heights { append(height) }
    }

    var rowCount: Int { count - 1 }

    /// Whether every row has the same height (no array is kept).
    var isUniform: Bool { tops.isEmpty }

    subscript(index: Int) -> CGFloat {
        tops.isEmpty ? CGFloat(index) * uniform : tops[index]
    }

    var last: CGFloat { self[count - 1] }

    /// Adds a row of `height` below the others.
    mutating func append(_ height: CGFloat) {
        if tops.isEmpty {
            if count == 1 || height == uniform {
                uniform = height
                count += 1
                return
            }
            materialize()
        }
        tops.append(last + height)
        count += 1
    }

    /// Moves the tops of every entry from `index` on by `delta` (a row above grew).
    mutating func shift(from index: Int, by delta: CGFloat) {
        guard delta != 0, index < count else { return }
        materialize()
        tops.withUnsafeMutableBufferPointer { tops in
            for entry in index..<tops.count { tops[entry] += delta }
        }
    }

    /// The last row whose top is at or above `y` (0 if none), by binary search.
    func lastRow(atOrAbove y: CGFloat) -> Int {
        guard rowCount > 0 else { return 0 }
        if tops.isEmpty {
            guard uniform > 0 else { return rowCount - 1 }
            let quotient = (y / uniform).rounded(.down)
            guard quotient.isFinite else { return quotient > 0 ? rowCount - 1 : 0 }
            var row = min(rowCount - 1, max(0, Int(quotient)))
            // The division may land one row off the product the tops are made of.
            if row + 1 < rowCount, self[row + 1] <= y { row += 1 }
            if row > 0, self[row] > y { row -= 1 }
            return row
        }
        return tops.lastIndex(atMost: y, among: rowCount)
    }

    private mutating func materialize() {
        guard tops.isEmpty else { return }
        tops = (0..<count).map { CGFloat($0) * uniform }
    }
}
