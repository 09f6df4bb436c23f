/// Edit distance between words, and the nearest known word to a mistyped one ("did you mean …?").
public enum EditDistance {
    /// The optimal-string-alignment distance: insertions, deletions, substitutions and swaps of two
    /// neighbouring characters each cost one. Compares `Character`s, so "Ü" is one step, not two.
    public static func between(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        // With the longer length as the bound no distance is too far, so there is always an answer.
        return distance(a, b, atMost: max(a.count, b.count)) ?? max(a.count, b.count)
    }

    /// The distance between `a` and `b` when it is at most `limit`, else `nil`.
    ///
    /// Only the band of cells within `limit` of the diagonal is filled in, and the walk stops once two rows in a
    /// row are all past the limit, so the cost is O(length × limit), not O(length²): a typo in a name of 60,000
    /// characters is found (or ruled out) as fast as one in a short name, per character.
    public static func between(_ a: String, _ b: String, atMost limit: Int) -> Int? {
        distance(Array(a), Array(b), atMost: limit)
    }

    private static func distance(_ a: [Character], _ b: [Character], atMost limit: Int) -> Int? {
        guard limit >= 0, abs(a.count - b.count) <= limit else { return nil }
        if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
        // Every value past the limit is stored as `beyond`: what is past it stays past it.
        let beyond = limit + 1
        // Three rolling rows: the swap case looks two rows back. Cells outside the band hold `beyond`.
        var twoBack = [Int](repeating: beyond, count: b.count + 1)
        var previous = (0...b.count).map { min($0, beyond) }
        var current = [Int](repeating: beyond, count: b.count + 1)
        var previousMinimum = 0
        for i in 1...a.count {
            let low = max(1, i - limit), high = min(b.count, i + limit)
            current[low - 1] = low == 1 ? min(i, beyond) : beyond
            var rowMinimum = current[low - 1]
            for j in low...high {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var best = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    best = min(best, twoBack[j - 2] + 1)
                }
                current[j] = min(best, beyond)
                rowMinimum = min(rowMinimum, current[j])
            }
            // The next row reads one cell past this band; it must not see an older row's value there.
            if high < b.count { current[high + 1] = beyond }
            // A cell draws on the two rows above it: once both are past the limit, every later one is.
            if rowMinimum > limit && previousMinimum > limit { return nil }
            previousMinimum = rowMinimum
            (twoBack, previous, current) = (previous, current, twoBack)
        }
        return previous[b.count] <= limit ? previous[b.count] : nil
    }

    /// The candidate closest to `input`, or `nil` when none is close enough to be a plausible typo.
    ///
    /// Case is ignored. A candidate that starts with the input (`mark` → `markdown`) always qualifies;
    /// otherwise the distance must be at most `maxDistance`, by default a third of the input's length but
    /// at least 1 and at most 3. Ties go to the earlier candidate, so the answer is deterministic.
    public static func nearest(to input: String, in candidates: [String], maxDistance: Int? = nil) -> String? {
        let needle = Array(input.lowercased())
        guard !needle.isEmpty else { return nil }
        let limit = maxDistance ?? min(3, max(1, needle.count / 3))
        var best: (candidate: String, distance: Int)?
        for candidate in candidates {
            let lowered = Array(candidate.lowercased())
            if lowered == needle { return candidate }
            // Only a strictly closer candidate can replace the best so far.
            if let distance = distance(needle, lowered, atMost: best.map { $0.distance - 1 } ?? limit) {
                best = (candidate, distance)
            }
        }
        if let best { return best.candidate }
        let prefix = String(needle)
        return candidates.first { $0.lowercased().hasPrefix(prefix) }
    }
}
