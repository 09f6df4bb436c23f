/// The path globs of a run's custom rule scopes, each distinct pattern once: a path is matched against a glob that
/// several rules share (`**/Sources/**`, say) once, not once for each of them.
struct SharedScopeGlobs: Sendable {
    /// The distinct globs, in the order the rules first name them.
    let globs: [Glob]
    /// For each rule (by position in the run's rules), the positions in ``globs`` of its scope's globs.
    let ofRule: [[Int]]

    init(_ rules: [CompiledCustomRule]) {
        var globs: [Glob] = [], positions: [String: Int] = [:]
        ofRule = rules.map { rule in
            rule.scopeGlobs.map { glob in
                if let known = positions[glob.pattern] { return known }
                positions[glob.pattern] = globs.count
                globs.append(glob)
                return globs.count - 1
            }
        }
        self.globs = globs
    }

    /// What a file's path is matched against, remembered for the rules of one file: each glob is matched once at
    /// most, when a rule first asks.
    struct Verdicts {
        /// 0 when not asked yet, 1 for no match, 2 for a match.
        private var known: [UInt8]

        init(count: Int) {
            known = Array(repeating: 0, count: count)
        }

        /// Whether any of the globs at `positions` in `shared` matches `path`.
        mutating func anyMatches(_ positions: [Int], in shared: SharedScopeGlobs, path: SplitPath) -> Bool {
            for position in positions {
                if known[position] == 0 { known[position] = shared.globs[position].matches(path) ? 2 : 1 }
                if known[position] == 2 { return true }
            }
            return false
        }
    }
}
