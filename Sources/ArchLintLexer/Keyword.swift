/// Which Swift keyword a token spells, reserved or contextual.
///
/// Reserved words have ``TokenKind/keyword``; contextual ones (`actor`, `async`, `some`, `get`, …)
/// stay ``TokenKind/identifier`` and carry their ``Keyword`` so the scanner can recognise them by position.
public enum Keyword: UInt8, Sendable, CaseIterable {
    case none = 0
    // Reserved: declarations
    case `associatedtype`, `class`, `deinit`, `enum`, `extension`, `fileprivate`, `func`, `import`, `init`, `inout`,
         `internal`, `let`, `open`, `operator`, `private`, `precedencegroup`, `protocol`, `public`, `rethrows`,
         `static`, `struct`, `subscript`, `typealias`, `var`
    // Reserved: statements
    case `break`, `case`, `catch`, `continue`, `default`, `defer`, `do`, `else`, `fallthrough`, `for`, `guard`, `if`,
         `in`, `repeat`, `return`, `throw`, `switch`, `where`, `while`
    // Reserved: expressions and types
    case `Any`, `as`, `false`, `is`, `nil`, `self`, `Self`, `super`, `throws`, `true`, `try`
    // Contextual
    case `actor`, `async`, `await`, `some`, `any`, `get`, `set`, `willSet`, `didSet`, `mutating`, `nonmutating`,
         `override`, `convenience`, `final`, `lazy`, `nonisolated`, `required`, `weak`, `unowned`, `dynamic`,
         `optional`, `indirect`, `package`, `consuming`, `borrowing`, `isolated`, `macro`, `each`, `sending`,
         `reasync`, `prefix`, `postfix`, `infix`, `distributed`, `then`

    /// Its spelling in source: its case name (`none` for ``none``, which spells nothing).
    @inlinable public var spelling: String { Keyword.spellings[Int(rawValue)] }

    /// Every keyword's spelling, by raw value: written out, so that no spelling is looked up through reflection
    /// when a process starts (the tables of the lexer and the scanner are made from these).
    public static let spellings: [String] = [
        "none", "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init",
        "inout", "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public",
        "rethrows", "static", "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue",
        "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw",
        "switch", "where", "while", "Any", "as", "false", "is", "nil", "self", "Self", "super", "throws", "true",
        "try", "actor", "async", "await", "some", "any", "get", "set", "willSet", "didSet", "mutating",
        "nonmutating", "override", "convenience", "final", "lazy", "nonisolated", "required", "weak", "unowned",
        "dynamic", "optional", "indirect", "package", "consuming", "borrowing", "isolated", "macro", "each",
        "sending", "reasync", "prefix", "postfix", "infix", "distributed", "then",
    ]

    /// Whether the word is reserved (lexed as ``TokenKind/keyword``) rather than contextual.
    @inlinable public var isReserved: Bool {
        rawValue >= Keyword.associatedtype.rawValue && rawValue <= Keyword.try.rawValue
    }
}
