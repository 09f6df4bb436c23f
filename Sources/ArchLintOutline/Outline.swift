import ArchLintLexer

/// The light structural outline of one Swift file. Arrays are in source order.
public struct Outline: Sendable {
    public var imports: [ImportDecl] = []
    public var types: [TypeDecl] = []
    public var functions: [FunctionDecl] = []
    public var properties: [PropertyDecl] = []
    public var viewBodies: [ViewBody] = []
    public var conditionalRegions: [ConditionalRegion] = []
    /// The token ranges of `#if` clauses that are never compiled (``NeverCompiled``), in source order.
    public var neverCompiled: [Range<Int>] = []
    /// For each token, the index of its matching bracket (`(`↔`)`, `[`↔`]`, `{`↔`}`), or -1.
    public var partner: [Int32] = []
    public var diagnostics: [OutlineDiagnostic] = []
    /// The line comments that begin with `archlint:` (after `//` and any spaces or tabs), by token index: the only
    /// places a suppression directive can be. Found in the bracket pass, which visits every token anyway.
    public var directiveComments: [Int32] = []

    /// What every suppression directive begins with, after `//` and any spaces or tabs.
    public static let directiveMarker = "archlint:"

    public init() {}

    /// Whether token `index` lies in an `#if` clause that is never compiled.
    public func isNeverCompiled(_ index: Int) -> Bool {
        neverCompiled.contains { $0.contains(index) }
    }
}
