/// `a/{b,c{d,e}}/f` → `a/b/f`, `a/cd/f`, `a/ce/f`, within bounds: a pattern that nests braces too deeply or
/// expands to too many alternatives is refused, never cut short. A brace without a partner is taken literally,
/// and so is one after `\` (the backslash stays, for the component parser).
enum BraceExpansion {
    enum Failure: Error, Equatable, CustomStringConvertible {
        case tooDeep
        case tooManyAlternatives
        case tooLong

        var description: String {
            switch self {
            case .tooDeep:
                return "braces are nested more than \(Glob.maximumNesting) deep"
            case .tooManyAlternatives:
                return "the braces expand to more than \(Glob.maximumAlternatives) alternatives; split the pattern"
            case .tooLong:
                return "the braces expand to more than \(maximumExpandedLength) characters in all; split the pattern"
            }
        }
    }

    /// The expansions together may hold at most this many characters.
    static let maximumExpandedLength = 1 << 20

    static func expand(_ pattern: [Unicode.Scalar]) -> Result<[[Unicode.Scalar]], Failure> {
        guard let structure = Structure(pattern) else { return .failure(.tooDeep) }
        do {
            return .success(try expand(pattern, structure, from: 0, to: pattern.count))
        } catch {
            return .failure(error)
        }
    }

    /// Where each brace closes and where its alternatives divide, found in two linear passes.
    private struct Structure {
        /// The partner of each `{` that has one.
        var close: [Int: Int] = [:]
        /// The commas directly inside each paired `{`.
        var commas: [Int: [Int]] = [:]

        init?(_ pattern: [Unicode.Scalar]) {
            var open: [Int] = []
            var index = 0
            while index < pattern.count {
                switch pattern[index] {
                case "\\": index += 1
                case "{": open.append(index)
                case "}": if let start = open.popLast() { close[start] = index }
                default: break
                }
                index += 1
            }
            var enclosing: [Int] = []
            index = 0
            while index < pattern.count {
                switch pattern[index] {
                case "\\": index += 1
                case "{" where close[index] != nil:
                    enclosing.append(index)
                    if enclosing.count > Glob.maximumNesting { return nil }
                case "}" where enclosing.last.flatMap({ close[$0] }) == index:
                    enclosing.removeLast()
                case "," where !enclosing.isEmpty:
                    commas[enclosing[enclosing.count - 1], default: []].append(index)
                default: break
                }
                index += 1
            }
        }
    }

    /// The expansions of `pattern[start..<end]`; recursion follows the nesting, which is bounded.
    private static func expand(_ pattern: [Unicode.Scalar], _ structure: Structure, from start: Int,
                               to end: Int) throws(Failure) -> [[Unicode.Scalar]] {
        var results: [[Unicode.Scalar]] = [[]]
        var literal: [Unicode.Scalar] = []
        var index = start
        while index < end {
            let scalar = pattern[index]
            if scalar == "\\", index + 1 < end {
                literal += [scalar, pattern[index + 1]]
                index += 2
                continue
            }
            guard scalar == "{", let close = structure.close[index], close < end else {
                literal.append(scalar)
                index += 1
                continue
            }
            let bounds = [index] + (structure.commas[index] ?? []) + [close]
            var options: [[Unicode.Scalar]] = []
            for (from, to) in zip(bounds, bounds.dropFirst()) {
                options += try expand(pattern, structure, from: from + 1, to: to)
                if options.count > Glob.maximumAlternatives { throw .tooManyAlternatives }
            }
            if options.count == 1 {
                // A brace with one alternative is text: no product to form.
                literal += options[0]
                index = close + 1
                continue
            }
            // Every option has at least one expansion, so the running product never exceeds the final count.
            guard results.count * options.count <= Glob.maximumAlternatives else { throw .tooManyAlternatives }
            var product: [[Unicode.Scalar]] = []
            product.reserveCapacity(results.count * options.count)
            var length = 0
            for prefix in results {
                for option in options {
                    length += prefix.count + literal.count + option.count
                    if length > maximumExpandedLength { throw .tooLong }
                    product.append(prefix + literal + option)
                }
            }
            results = product
            literal = []
            index = close + 1
        }
        let length = results.reduce(0) { $0 + $1.count } + results.count * literal.count
        if length > maximumExpandedLength { throw .tooLong }
        if !literal.isEmpty { results = results.map { $0 + literal } }
        return results
    }
}
