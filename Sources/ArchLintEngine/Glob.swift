/// A path pattern from configuration, matched against `/`-separated paths relative to the project root.
///
/// `*` matches any run of characters within one component, `?` one character, `**` as a whole component any
/// number of components (none included), and `{a,b}` either alternative (alternatives may contain `/` and nest).
public struct Glob: Sendable, Equatable {
    public let pattern: String
    /// The brace-free patterns, split into components.
    private let alternatives: [[String]]

    /// Brace expansion stops here, so that a hostile pattern cannot take over memory.
    private static let maximumAlternatives = 1024

    public init(_ pattern: String) {
        self.pattern = pattern
        var trimmed = Substring(pattern)
        while trimmed.hasPrefix("./") { trimmed = trimmed.dropFirst(2) }
        while trimmed.hasPrefix("/") { trimmed = trimmed.dropFirst() }
        alternatives = Self.expandBraces(String(trimmed)).map { expanded in
            expanded.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        }
    }

    /// Whether `path` (relative, `/`-separated) matches the pattern as a whole.
    public func matches(_ path: String) -> Bool {
        let components = path.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        return alternatives.contains { pattern in
            Self.wildcardMatch(pattern, components, isStar: { $0 == "**" }, matchesOne: Self.componentMatches)
        }
    }

    private static func componentMatches(_ pattern: String, _ name: String) -> Bool {
        wildcardMatch(Array(pattern), Array(name), isStar: { $0 == "*" }, matchesOne: { $0 == "?" || $0 == $1 })
    }

    /// Greedy matching with backtracking to the last star: linear in practice, never exponential.
    private static func wildcardMatch<P, T>(_ pattern: [P], _ text: [T], isStar: (P) -> Bool,
                                            matchesOne: (P, T) -> Bool) -> Bool {
        var p = 0, t = 0
        var lastStar: Int?, starText = 0
        while t < text.count {
            if p < pattern.count, isStar(pattern[p]) {
                lastStar = p
                starText = t
                p += 1
            } else if p < pattern.count, matchesOne(pattern[p], text[t]) {
                p += 1
                t += 1
            } else if let star = lastStar {
                p = star + 1
                starText += 1
                t = starText
            } else {
                return false
            }
        }
        while p < pattern.count, isStar(pattern[p]) { p += 1 }
        return p == pattern.count
    }

    /// `a/{b,c{d,e}}/f` → `a/b/f`, `a/cd/f`, `a/ce/f`. An unbalanced brace is taken literally.
    private static func expandBraces(_ pattern: String) -> [String] {
        let characters = Array(pattern)
        guard let open = characters.firstIndex(of: "{") else { return [pattern] }
        var depth = 0
        var commas: [Int] = []
        var close: Int?
        for index in open..<characters.count {
            switch characters[index] {
            case "{": depth += 1
            case "}":
                depth -= 1
                if depth == 0 { close = index }
            case "," where depth == 1: commas.append(index)
            default: break
            }
            if close != nil { break }
        }
        guard let close else { return [pattern] }
        let head = String(characters[..<open])
        let tail = expandBraces(String(characters[(close + 1)...]))
        let bounds = [open] + commas + [close]
        var results: [String] = []
        for (start, end) in zip(bounds, bounds.dropFirst()) {
            for middle in expandBraces(String(characters[(start + 1)..<end])) {
                for rest in tail {
                    guard results.count < maximumAlternatives else { return results }
                    results.append(head + middle + rest)
                }
            }
        }
        return results
    }
}
