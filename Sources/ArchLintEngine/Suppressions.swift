import ArchLintLexer
import ArchLintOutline
import ArchLintRules

/// The `// archlint:` comments of one file, and which of them suppressed something.
///
/// `disable <ids>` … `enable <ids>` covers the lines between (to the end of the file without `enable`);
/// `disable:next <ids>` covers the next line; `disable:this <ids>` its own line. `all` stands for every rule.
/// Text after ` -- ` is the reason and is ignored.
struct Suppressions {
    struct Directive {
        typealias Kind = SuppressionComment.Kind
        var kind: Kind
        /// The command as written: `archlint:disable:next`.
        var command: String
        var rules: [String]
        var line: Int
        var column: Int
    }

    /// A range of lines in which `rule` is off, caused by rule `ruleSlot` of directive `directive`.
    private struct Range {
        var rule: String
        var lines: ClosedRange<Int>
        var directive: Int
        var ruleSlot: Int
    }

    private(set) var directives: [Directive] = []
    private var ranges: [Range] = []
    // Indexes into `ranges`, so that a finding looks at the few ranges that can hold it rather than all of them:
    // one-line ranges by line, and per rule the `disable` … `enable` spans, which never overlap and are in order.
    private var oneLine: [Int: [Int]] = [:]
    private var spans: [String: [Int]] = [:]
    private var used: Set<[Int]> = []
    /// Malformed `archlint:` comments, as violations of `unused-suppression`.
    private(set) var malformed: [Violation] = []

    init(file: OutlinedFile) {
        // Only the comments the outline found to begin with `archlint:`: no pass over the file's tokens.
        for index in file.outline.directiveComments {
            let token = file.tokens[Int(index)]
            guard let directive = Self.parse(file.source.text(of: token), token: token, malformed: &malformed)
            else { continue }
            directives.append(directive)
        }
        guard !directives.isEmpty else { return }
        let lastLine = max(file.tokens.last.map { Int($0.line) } ?? 1, 1)
        var open: [String: (directive: Int, slot: Int, from: Int)] = [:]
        for (number, directive) in directives.enumerated() {
            for (slot, rule) in directive.rules.enumerated() {
                switch directive.kind {
                case .this:
                    ranges.append(Range(rule: rule, lines: directive.line...directive.line, directive: number, ruleSlot: slot))
                case .next:
                    ranges.append(Range(rule: rule, lines: (directive.line + 1)...(directive.line + 1), directive: number,
                                        ruleSlot: slot))
                case .disable:
                    if open[rule] == nil { open[rule] = (number, slot, directive.line) }
                case .enable:
                    if let start = open.removeValue(forKey: rule) {
                        ranges.append(Range(rule: rule, lines: start.from...max(start.from, directive.line),
                                            directive: start.directive, ruleSlot: start.slot))
                    }
                }
            }
        }
        for (rule, start) in open {
            ranges.append(Range(rule: rule, lines: start.from...max(start.from, lastLine), directive: start.directive,
                                ruleSlot: start.slot))
        }
        for (number, range) in ranges.enumerated() {
            if directives[range.directive].kind == .disable {
                spans[range.rule, default: []].append(number)
            } else {
                oneLine[range.lines.lowerBound, default: []].append(number)
            }
        }
    }

    /// Whether a finding of `rule` on `line` is suppressed; marks the suppressing directive used. A comment that
    /// names a rule covers its checks (`layer-dependency` covers `layer-dependency/presentation-data`).
    mutating func suppresses(_ rule: String, line: Int) -> Bool {
        var candidates = oneLine[line] ?? []
        for key in Set([rule, RuleID.family(of: rule), SuppressionComment.everyRule]) {
            if let span = Self.span(holding: line, among: spans[key] ?? [], in: ranges) { candidates.append(span) }
        }
        var suppressed = false
        for number in candidates {
            let range = ranges[number]
            let names = RuleID.covers(range.rule, rule) || range.rule == SuppressionComment.everyRule
            guard names && range.lines.contains(line) else { continue }
            used.insert([range.directive, range.ruleSlot])
            suppressed = true
        }
        return suppressed
    }

    /// The last of `spans` (indexes into `ranges`, ordered by first line) that starts on or before `line`.
    private static func span(holding line: Int, among spans: [Int], in ranges: [Range]) -> Int? {
        var low = 0, high = spans.count
        while low < high {
            let middle = (low + high) / 2
            if ranges[spans[middle]].lines.lowerBound <= line { low = middle + 1 } else { high = middle }
        }
        return low > 0 ? spans[low - 1] : nil
    }

    /// Suppressions that suppressed nothing, for rules that ran, and ones naming unknown rules (`enable` included).
    func unused(ranRules: Set<String>, knownRules: Set<String>) -> [Violation] {
        var violations = malformed
        for (number, directive) in directives.enumerated() {
            for (slot, rule) in directive.rules.enumerated() where !used.contains([number, slot]) {
                let named = "`\(rule)` in `\(directive.command)`"
                // An `enable` suppresses nothing, but a misspelled one leaves its `disable` running on.
                if directive.kind == .enable && (rule == SuppressionComment.everyRule || knownRules.contains(rule)) {
                    continue
                }
                if rule != SuppressionComment.everyRule && !knownRules.contains(rule) {
                    let hint = EditDistance.nearest(to: rule, in: knownRules.sorted()).map { "did you mean `\($0)`?" }
                        ?? "use an id that `archlint rules` lists, or `all`"
                    violations.append(Violation(line: directive.line, column: directive.column,
                                                message: "\(named) is not a rule id — \(hint)"))
                } else if rule == SuppressionComment.everyRule || ranRules.contains(rule) {
                    violations.append(Violation(line: directive.line, column: directive.column,
                                                message: "\(named) suppresses no finding — remove it from the comment"))
                }
            }
        }
        return violations
    }

    private static func parse(_ comment: String, token: Token, malformed: inout [Violation]) -> Directive? {
        guard let read = SuppressionComment(comment) else { return nil }
        guard let kind = read.kind else {
            malformed.append(Violation(at: token, "`\(read.command)` is not a suppression command — use disable, "
                                       + "enable, disable:next or disable:this"))
            return nil
        }
        guard !read.rules.isEmpty else {
            malformed.append(Violation(at: token, "`\(read.command)` names no rule — name rule ids or `all`"))
            return nil
        }
        return Directive(kind: kind, command: read.command, rules: read.rules, line: Int(token.line),
                         column: Int(token.column))
    }
}
