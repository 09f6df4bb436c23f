/// A path pattern from configuration, matched against `/`-separated paths relative to the project root.
///
/// `*` matches any run of characters within one component, `?` one character, `**` as a whole component any
/// number of components (none included), `{a,b}` either alternative (alternatives may contain `/` and nest), and
/// `\` makes the next character literal (`\{Core\}` is the folder named `{Core}`). Names compare by their bytes.
///
/// A pattern is compiled once: braces expanded, components split, literal components kept as bytes, so that
/// matching a path against many patterns costs little more than comparing its first component with each.
public struct Glob: Sendable, Equatable {
    public let pattern: String
    /// The brace-free patterns, split into components.
    private let alternatives: [[Segment]]

    /// Patterns longer than this (in UTF-8 bytes) are refused.
    public static let maximumLength = 65_536
    /// Patterns whose braces expand to more alternatives than this are refused.
    public static let maximumAlternatives = 1024
    /// Braces nested deeper than this are refused.
    public static let maximumNesting = 32

    /// One component of a brace-free pattern.
    private enum Segment: Sendable, Equatable {
        /// `**`: any number of components.
        case anyPath
        /// A name without wildcards, compared byte for byte.
        case literal([UInt8])
        case wildcard([Token])
    }

    private enum Token: Sendable, Equatable {
        case anyRun, anyOne
        case scalar(Unicode.Scalar)
    }

    /// The compiled pattern. One that ``problem(in:)`` refuses matches nothing.
    public init(_ pattern: String) {
        self.pattern = pattern
        var trimmed = Substring(pattern)
        while trimmed.hasPrefix("./") { trimmed = trimmed.dropFirst(2) }
        while trimmed.hasPrefix("/") { trimmed = trimmed.dropFirst() }
        guard case .success(let expanded) = BraceExpansion.expand(Array(trimmed.unicodeScalars)) else {
            alternatives = []
            return
        }
        alternatives = expanded.map(Self.segments)
    }

    /// Why `pattern` cannot be used (too long, too deeply nested, too many alternatives), or `nil`.
    public static func problem(in pattern: String) -> String? {
        if pattern.utf8.count > maximumLength {
            return "the pattern is \(pattern.utf8.count) bytes long; a pattern may be at most \(maximumLength)"
        }
        if let unbalanced = unbalancedBrace(in: pattern) { return unbalanced }
        if case .failure(let failure) = BraceExpansion.expand(Array(pattern.unicodeScalars)) {
            return failure.description
        }
        return nil
    }

    /// A `{` that no `}` closes, or a `}` that closes none (`\{` and `\}` are literal), as a problem to report.
    static func unbalancedBrace(in pattern: String) -> String? {
        var open: [Int] = []
        var escaping = false
        for (offset, scalar) in pattern.unicodeScalars.enumerated() {
            if escaping {
                escaping = false
                continue
            }
            switch scalar {
            case "\\": escaping = true
            case "{": open.append(offset + 1)
            case "}":
                guard open.popLast() != nil else {
                    return "the `}` at character \(offset + 1) closes no `{` (write `\\}` for a literal brace)"
                }
            default: break
            }
        }
        return open.last.map { "the `{` at character \($0) is never closed (write `\\{` for a literal brace)" }
    }

    /// `name` as a pattern that matches exactly it: `\` before every character that would be a wildcard.
    public static func escaped(_ name: String) -> String {
        var result = ""
        // Scalar by scalar, as patterns are read: `{` followed by a combining mark is still a brace.
        for scalar in name.unicodeScalars {
            if "\\*?{},".unicodeScalars.contains(scalar) { result.unicodeScalars.append("\\") }
            result.unicodeScalars.append(scalar)
        }
        return result
    }

    /// The name an ``escaped(_:)`` pattern stands for.
    public static func unescaped(_ pattern: String) -> String {
        var result = "", escaping = false
        for scalar in pattern.unicodeScalars {
            if scalar == "\\" && !escaping {
                escaping = true
                continue
            }
            escaping = false
            result.unicodeScalars.append(scalar)
        }
        return result
    }

    /// The one path the pattern matches when it has a single alternative and no wildcard
    /// (`Sources/UI/AppDelegate.swift`, escapes undone), else `nil`.
    public var literalPath: String? {
        guard alternatives.count == 1, !alternatives[0].isEmpty else { return nil }
        var components: [String] = []
        for segment in alternatives[0] {
            guard case .literal(let bytes) = segment else { return nil }
            components.append(String(decoding: bytes, as: UTF8.self))
        }
        return components.joined(separator: "/")
    }

    /// Whether `path` (relative, `/`-separated) matches the pattern as a whole.
    public func matches(_ path: String) -> Bool {
        matches(SplitPath(path))
    }

    /// Whether the path `split` was made of matches: its components are compared as bytes in place.
    public func matches(_ split: SplitPath) -> Bool {
        var path = split.path
        return path.withUTF8 { bytes in
            alternatives.contains { pattern in
                Self.wildcardMatch(pattern, split.components, isStar: Self.isAnyPath) { segment, component in
                    Self.segmentMatches(segment, UnsafeBufferPointer(rebasing: bytes[component]))
                }
            }
        }
    }

    /// Whether the path made of `components` matches: split once, it can be matched against many patterns.
    public func matches(components: ArraySlice<Substring>) -> Bool {
        alternatives.contains { pattern in
            Self.wildcardMatch(pattern, components, isStar: Self.isAnyPath, matchesOne: Self.segmentMatches)
        }
    }

    /// Whether a path inside the folder made of `components` could match: false when every alternative's leading
    /// literal components disagree with the folder's. Worked out once per folder, it spares matching each file.
    public func mayMatchInside(folder components: ArraySlice<Substring>) -> Bool {
        alternatives.contains { pattern in
            for (segment, component) in zip(pattern, components) {
                guard case .literal(let bytes) = segment else { return true }
                if !component.utf8.elementsEqual(bytes) { return false }
            }
            return true
        }
    }

    private static func isAnyPath(_ segment: Segment) -> Bool {
        if case .anyPath = segment { return true }
        return false
    }

    /// ``segmentMatches(_:_:)-(_,Substring)`` on a component's bytes.
    private static func segmentMatches(_ segment: Segment, _ name: UnsafeBufferPointer<UInt8>) -> Bool {
        switch segment {
        case .anyPath: return true
        case .literal(let bytes): return name.count == bytes.count && name.elementsEqual(bytes)
        case .wildcard:
            return segmentMatches(segment, Substring(String(decoding: name, as: UTF8.self)))
        }
    }

    private static func segmentMatches(_ segment: Segment, _ name: Substring) -> Bool {
        switch segment {
        case .anyPath: return true
        case .literal(let bytes): return name.utf8.count == bytes.count && name.utf8.elementsEqual(bytes)
        case .wildcard(let tokens):
            return wildcardMatch(tokens, Array(name.unicodeScalars), isStar: { $0 == .anyRun }) { token, scalar in
                switch token {
                case .anyOne: return true
                case .scalar(let expected): return expected == scalar
                case .anyRun: return false
                }
            }
        }
    }

    /// A brace-free pattern (escapes still in it) split into components at unescaped `/`.
    private static func segments(_ scalars: [Unicode.Scalar]) -> [Segment] {
        var segments: [Segment] = []
        var tokens: [Token] = []
        var literal = true, escapedPending = false
        func finish() {
            defer { tokens = []; literal = true }
            guard !tokens.isEmpty else { return }
            if tokens == [.anyRun, .anyRun] { segments.append(.anyPath); return }
            if literal {
                var bytes: [UInt8] = []
                for case .scalar(let scalar) in tokens { bytes += Array(String(Character(scalar)).utf8) }
                segments.append(.literal(bytes))
            } else {
                segments.append(.wildcard(tokens))
            }
        }
        for scalar in scalars {
            if escapedPending {
                escapedPending = false
                if scalar == "/" { finish() } else { tokens.append(.scalar(scalar)) }
                continue
            }
            switch scalar {
            case "\\": escapedPending = true
            case "/": finish()
            case "*": tokens.append(.anyRun); literal = false
            case "?": tokens.append(.anyOne); literal = false
            default: tokens.append(.scalar(scalar))
            }
        }
        if escapedPending { tokens.append(.scalar("\\")) }
        finish()
        return segments
    }

    /// Greedy matching with backtracking to the last star: linear in practice, never exponential.
    private static func wildcardMatch<P, Text: RandomAccessCollection>(
        _ pattern: [P], _ text: Text, isStar: (P) -> Bool, matchesOne: (P, Text.Element) -> Bool
    ) -> Bool where Text.Index == Int {
        var p = 0, t = text.startIndex
        var lastStar: Int?, starText = t
        while t < text.endIndex {
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
}
