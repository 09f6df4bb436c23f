/// A `namePattern` of a custom rule, matched against type names many times a run. The common shapes —
/// `*Repository`, `Legacy*`, `*Service*`, a plain name — are compared directly; anything else goes through ``Glob``.
struct NamePattern: Sendable {
    private enum Shape: Sendable {
        case exactly(String), suffix(String), prefix(String), containing(String), glob(Glob)
    }

    private let shape: Shape

    init(_ pattern: String) {
        let special: Set<Character> = ["*", "?", "[", "{", "\\"]
        let inner = pattern.drop { $0 == "*" }.reversed().drop { $0 == "*" }.reversed()
        let literal = String(inner)
        let starts = pattern.hasPrefix("*"), ends = pattern.hasSuffix("*")
        if literal.contains(where: special.contains) || literal.isEmpty {
            shape = .glob(Glob(pattern))
        } else if starts && ends {
            shape = .containing(literal)
        } else if starts {
            shape = .suffix(literal)
        } else if ends {
            shape = .prefix(literal)
        } else {
            shape = .exactly(literal)
        }
    }

    func matches(_ name: String) -> Bool {
        switch shape {
        case .exactly(let literal): return name == literal
        case .suffix(let literal): return name.hasSuffix(literal)
        case .prefix(let literal): return name.hasPrefix(literal)
        case .containing(let literal): return name.contains(literal)
        case .glob(let glob): return glob.matches(name)
        }
    }
}
