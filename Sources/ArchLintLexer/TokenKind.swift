/// The lexical category of a token.
///
/// Whitespace and newlines are not tokens: they are the gaps between token byte ranges, so
/// the tokens and those gaps together give back the file exactly.
public enum TokenKind: UInt8, Sendable, CaseIterable {
    /// A plain or Unicode identifier, `$0`, `$name`, or a contextual keyword (see ``Token/keyword``).
    case identifier
    /// An identifier in backticks, such as `` `default` ``.
    case backtickIdentifier
    /// A reserved word (`struct`, `func`, `guard`, …); ``Token/keyword`` says which.
    case keyword
    case integerLiteral
    case floatLiteral
    /// A whole string literal with its delimiters, including any interpolations.
    case stringLiteral
    /// A whole regex literal (`/…/`, `#/…/#`, extended multi-line).
    case regexLiteral
    /// An operator; ``Token/flags`` tells prefix, postfix or infix from the surrounding whitespace.
    case `operator`
    case leftParen, rightParen
    case leftBrace, rightBrace
    case leftBracket, rightBracket
    case comma, colon, semicolon
    /// `.` used as member access (not part of an operator such as `..<`).
    case period
    /// `->`
    case arrow
    /// `=` used as assignment or initialiser.
    case equal
    /// Postfix `?` (optional chaining, `Type?`) or the ternary `?`.
    case questionMark
    /// Postfix `!` (force unwrap, `Type!`).
    case exclamationMark
    /// Prefix `&` on an inout argument.
    case ampersand
    /// `\` of a key path.
    case backslash
    /// An attribute name with its `@`: `@Model`, `@Environment` (arguments are separate tokens).
    case attribute
    /// A pound keyword that is an expression or declaration: `#available`, `#Preview`, `#selector`, `#warning`, `#file`, macros.
    case poundKeyword
    /// A compiler directive: `#if`, `#elseif`, `#else`, `#endif`, `#sourceLocation`.
    case poundDirective
    /// `// …` to the end of the line.
    case lineComment
    /// `/// …` to the end of the line.
    case docLineComment
    /// `/* … */`, nesting allowed.
    case blockComment
    /// `/** … */`, nesting allowed.
    case docBlockComment
    /// `#!…` on the first line.
    case shebang
    /// Anything the lexer cannot place (a stray byte, invalid UTF-8, an unterminated literal's remainder).
    case unknown

    /// Comments and the shebang: tokens that carry no code.
    @inlinable public var isComment: Bool {
        switch self {
        case .lineComment, .docLineComment, .blockComment, .docBlockComment, .shebang: return true
        default: return false
        }
    }

    /// Brackets, compiler directives and `//` comments: the tokens bracket matching (and `#if` regions, and
    /// `archlint:` comments) are read from. The lexer notes where they are as it writes them.
    /// (A switch, not a set: the compiler makes it one bit test, with no global to initialise first.)
    @inlinable public var isStructural: Bool {
        switch self {
        case .leftParen, .rightParen, .leftBracket, .rightBracket, .leftBrace, .rightBrace, .poundDirective,
             .lineComment:
            return true
        default:
            return false
        }
    }

    /// `(` or `[`: a group a reader of one statement steps over whole.
    @inlinable public var opensParenOrBracket: Bool { self == .leftParen || self == .leftBracket }

    /// `(`, `[` or `{`.
    @inlinable public var opensGroup: Bool { self == .leftParen || self == .leftBracket || self == .leftBrace }
}
