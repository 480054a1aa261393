extension Array where Element: Comparable {
    /// Among the first `count` elements of this ascending array, the index of the last one at
    /// most `value`, by binary search; 0 when none is. Running sums (row tops, paragraph starts)
    /// are searched this way.
    func lastIndex(atMost value: Element, among count: Int) -> Int {
        var low = 0
        var high = count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if self[middle] <= value { low = middle } else { high = middle - 1 }
        }
        return low
    }
}
