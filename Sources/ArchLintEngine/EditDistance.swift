/// Levenshtein distance, for "did you mean …?" suggestions on formats, commands, flags and rule ids.
public enum EditDistance {
    /// The number of single-character insertions, deletions and substitutions that turn `a` into `b`.
    public static func between(_ a: String, _ b: String) -> Int {
        let a = Array(a.unicodeScalars), b = Array(b.unicodeScalars)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }

    /// The candidate closest to `word`, if it is close enough to be a likely typo (at most a third of its length).
    public static func suggestion(for word: String, among candidates: [String]) -> String? {
        let scored = candidates.map { ($0, between(word.lowercased(), $0.lowercased())) }
        guard let best = scored.min(by: { $0.1 < $1.1 }) else { return nil }
        return best.1 <= max(1, word.count / 3) ? best.0 : nil
    }
}
