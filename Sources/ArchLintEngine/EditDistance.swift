/// Edit distance between words, and the nearest known word to a mistyped one ("did you mean …?").
public enum EditDistance {
    /// The optimal-string-alignment distance: insertions, deletions, substitutions and swaps of two
    /// neighbouring characters each cost one. Compares `Character`s, so "Ü" is one step, not two.
    public static func between(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        // Three rolling rows: the swap case looks two rows back.
        var twoBack = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var best = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    best = min(best, twoBack[j - 2] + 1)
                }
                current[j] = best
            }
            (twoBack, previous, current) = (previous, current, twoBack)
        }
        return previous[b.count]
    }

    /// The candidate closest to `input`, or `nil` when none is close enough to be a plausible typo.
    ///
    /// Case is ignored. A candidate that starts with the input (`mark` → `markdown`) always qualifies;
    /// otherwise the distance must be at most `maxDistance`, by default a third of the input's length but
    /// at least 1 and at most 3. Ties go to the earlier candidate, so the answer is deterministic.
    public static func nearest(to input: String, in candidates: [String], maxDistance: Int? = nil) -> String? {
        let needle = input.lowercased()
        guard !needle.isEmpty else { return nil }
        let limit = maxDistance ?? min(3, max(1, needle.count / 3))
        var best: (candidate: String, distance: Int)?
        for candidate in candidates {
            let lowered = candidate.lowercased()
            if lowered == needle { return candidate }
            let distance = between(needle, lowered)
            if distance <= limit, distance < (best?.distance ?? Int.max) {
                best = (candidate, distance)
            }
        }
        if let best { return best.candidate }
        return candidates.first { $0.lowercased().hasPrefix(needle) }
    }
}
