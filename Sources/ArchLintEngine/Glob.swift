/// A path glob: `*` (within one path component), `**` (any number of components), `?`, and `{a,b}`.
/// Paths and patterns use `/`; matching is on the whole relative path.
public struct Glob: Sendable, Equatable {
    public let pattern: String
    private let alternatives: [[UInt8]]

    public init(_ pattern: String) {
        self.pattern = pattern
        self.alternatives = Self.expandBraces(pattern).map { Array($0.utf8) }
    }

    /// Whether `path` matches the pattern. A pattern without `/` also matches the last component
    /// (`*.generated.swift`), and a pattern naming a folder matches everything under it (`Sources/Legacy`).
    public func matches(_ path: String) -> Bool {
        let bytes = Array(path.utf8)
        for pattern in alternatives {
            if Self.match(pattern[...], bytes[...]) { return true }
            if !pattern.contains(UInt8(ascii: "/")), let slash = bytes.lastIndex(of: UInt8(ascii: "/")),
               Self.match(pattern[...], bytes[(slash + 1)...]) {
                return true
            }
            if Self.match(pattern[...] + Array("/**".utf8), bytes[...]) { return true }
        }
        return false
    }

    /// Iterative matcher with backtracking on the last star only (linear-ish, never recursive).
    private static func match(_ pattern: ArraySlice<UInt8>, _ text: ArraySlice<UInt8>) -> Bool {
        let p = Array(pattern), t = Array(text)
        var pi = 0, ti = 0
        var starP = -1, starT = -1, starCrossesSlash = false
        let slash = UInt8(ascii: "/"), star = UInt8(ascii: "*"), question = UInt8(ascii: "?")
        while ti < t.count {
            if pi < p.count && p[pi] == star {
                let double = pi + 1 < p.count && p[pi + 1] == star
                starCrossesSlash = double
                pi += double ? 2 : 1
                // `**/` also matches zero folders.
                if double && pi < p.count && p[pi] == slash { pi += 1 }
                starP = pi
                starT = ti
            } else if pi < p.count && (p[pi] == question ? t[ti] != slash : p[pi] == t[ti]) {
                pi += 1
                ti += 1
            } else if starP >= 0 && (starCrossesSlash || t[starT] != slash) {
                starT += 1
                ti = starT
                pi = starP
            } else {
                return false
            }
        }
        while pi < p.count && p[pi] == star { pi += 1 }
        return pi == p.count
    }

    /// Most alternatives one pattern expands to; more brace groups than that are taken literally.
    static let maxAlternatives = 256

    /// `a/{b,c}/*.swift` → `a/b/*.swift`, `a/c/*.swift`; groups multiply, left to right, without recursion.
    private static func expandBraces(_ pattern: String) -> [String] {
        var done: [String] = []
        var pending = [pattern]
        while let next = pending.popLast() {
            guard let open = next.firstIndex(of: "{"), let close = next[open...].firstIndex(of: "}"),
                  done.count + pending.count < maxAlternatives
            else {
                done.append(next)
                continue
            }
            let head = next[..<open], tail = next[next.index(after: close)...]
            for option in next[next.index(after: open)..<close].split(separator: ",", omittingEmptySubsequences: false) {
                pending.append(String(head) + option + tail)
            }
        }
        return done
    }
}
