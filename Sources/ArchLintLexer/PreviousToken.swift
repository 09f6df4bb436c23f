/// What the lexer remembers of the last token that is not a comment: enough to tell a regex from
/// division, a tuple index from a fraction, and an operator being declared.
struct PreviousToken {
    /// `nil` before the first token.
    var kind: TokenKind?
    var keyword: Keyword = .none
    var flags: TokenFlags = []
    /// The token is the `?` or `!` of `try?` / `try!`, after which `/` opens a regex.
    var isTryMark = false

    /// Whether the token is `func` or `operator`, so an operator after it is a name being declared.
    var declaresOperator: Bool {
        kind == .keyword && (keyword == .func || keyword == .operator)
    }

    /// Whether an expression may start after this token, so that `/` opens a regex. Tokens that end
    /// an expression (names, literals, closing brackets, postfix operators, `self`, …) mean division.
    var allowsExpression: Bool {
        guard let kind else { return true }
        if isTryMark { return true }
        switch kind {
        case .leftParen, .leftBrace, .leftBracket, .ampersand, .equal, .semicolon, .comma, .colon,
             .poundDirective, .unknown:
            return true
        case .questionMark, .operator:
            return !flags.contains(.postfixOperator)
        case .keyword:
            switch keyword {
            case .true, .false, .Any, .nil, .self, .Self, .super, .func, .operator: return false
            default: return true
            }
        case .identifier:
            return keyword == .await
        default:
            return false
        }
    }
}
