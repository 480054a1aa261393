/// The known name closest to a misspelt one, for "did you mean …?" hints.
enum IBSuggestion {
    /// The name in `candidates` nearest to `name` when it is close enough to be a slip: a
    /// difference of letter case only, or at most one edit (two for names of six letters or more),
    /// where swapping two neighbouring letters counts as one. Ties go to the alphabetically first.
    static func nearest(to name: String, in candidates: some Sequence<String>) -> String? {
        let lowered = Array(name.lowercased())
        let limit = lowered.count >= 6 ? 2 : 1
        var best: (name: String, distance: Int)?
        for candidate in candidates where candidate != name {
            let distance = self.distance(lowered, Array(candidate.lowercased()), limit: limit)
            guard distance <= limit else { continue }
            if let current = best, (distance, candidate) >= (current.distance, current.name) { continue }
            best = (candidate, distance)
        }
        return best?.name
    }

    /// Optimal string alignment distance, stopping early past `limit`.
    static func distance(_ a: [Character], _ b: [Character], limit: Int) -> Int {
        if abs(a.count - b.count) > limit { return limit + 1 }
        if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
        var before = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            var rowMinimum = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    value = min(value, before[j - 2] + 1)
                }
                current[j] = value
                rowMinimum = min(rowMinimum, value)
            }
            if rowMinimum > limit { return limit + 1 }
            (before, previous, current) = (previous, current, before)
        }
        return previous[b.count]
    }
}
