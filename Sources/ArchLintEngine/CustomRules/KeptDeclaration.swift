import ArchLintOutline

/// What a `declarations` rule reads of a declaration: the outline's ``TypeDecl`` of a file checked whole, or the
/// ``KeptDeclaration`` pass 1 keeps of one for a rule that waits for the project index.
protocol DeclarationFields {
    var kind: TypeDecl.Kind { get }
    var name: String { get }
    var modifiers: [String] { get }
    var inherits: [String] { get }
    var line: Int { get }
    var column: Int { get }
    func hasAttribute(_ name: String) -> Bool
}

extension TypeDecl: DeclarationFields {}

/// A declaration kept from pass 1 to pass 2 for the `declarations` rules that ask about conformances: only what
/// they read. Such a rule may keep most declarations of the project until the index exists; a whole ``TypeDecl``
/// is three times the size, and every page the run's memory grows by is a page fault.
struct KeptDeclaration: DeclarationFields, Sendable {
    let kind: TypeDecl.Kind
    let name: String
    let attributes: [Attribute]
    let modifiers: [String]
    let inherits: [String]
    /// Lines and columns come from tokens, which keep them in 32 bits.
    private let storedLine: UInt32
    private let storedColumn: UInt32

    init(_ decl: TypeDecl) {
        kind = decl.kind
        name = decl.name
        attributes = decl.attributes
        modifiers = decl.modifiers
        inherits = decl.inherits
        storedLine = UInt32(truncatingIfNeeded: decl.line)
        storedColumn = UInt32(truncatingIfNeeded: decl.column)
    }

    var line: Int { Int(storedLine) }
    var column: Int { Int(storedColumn) }

    func hasAttribute(_ name: String) -> Bool {
        attributes.contains { $0.name == name }
    }
}
