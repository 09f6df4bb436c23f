/// Remembers which names a rule has reported on which lines, so that one construct that spells the same name
/// twice (`let s: URLSession = URLSession.shared`) gives one finding.
struct OncePerLine {
    private var seen: Set<Pair> = []

    private struct Pair: Hashable {
        var name: String
        var line: UInt32
    }

    /// Whether `name` is reported on `line` for the first time; records it.
    mutating func isFirst(_ name: String, line: UInt32) -> Bool {
        seen.insert(Pair(name: name, line: line)).inserted
    }
}
