import ArchLintOutline
import ArchLintRules

/// What a `declarations` rule reads of a declaration: the outline's ``TypeDecl`` of a file checked whole, or the
/// ``KeptDeclaration`` pass 1 keeps of one for a rule that waits for the project index.
protocol DeclarationFields {
    var kind: TypeDecl.Kind { get }
    /// The name as a rule reports it: `Trip.Row` → `Row`, backticks off (``ProjectIndex/simpleName(_:)``).
    var simpleName: String { get }
    var modifiers: [String] { get }
    var inherits: [String] { get }
    var line: Int { get }
    var column: Int { get }
    func hasAttribute(_ name: String) -> Bool
}

extension TypeDecl: DeclarationFields {
    var simpleName: String { ProjectIndex.simpleName(name) }
}

/// A declaration kept from pass 1 to pass 2 for the `declarations` rules that ask about conformances: only what
/// they read. Such a rule may keep most declarations of the project until the index exists; a whole ``TypeDecl``
/// is three times the size, and every page the run's memory grows by is a page fault.
struct KeptDeclaration: DeclarationFields, Sendable {
    let kind: TypeDecl.Kind
    /// Worked out once, not by each rule that reads it.
    let simpleName: String
    let attributes: [Attribute]
    let modifiers: [String]
    let inherits: [String]
    /// Lines and columns come from tokens, which keep them in 32 bits.
    private let storedLine: UInt32
    private let storedColumn: UInt32

    /// The declaration at `position` of `declarations`, read field by field in place (a declaration passed whole
    /// is copied whole); `simpleName` is its simple name.
    init(_ declarations: UnsafeBufferPointer<TypeDecl>, at position: Int, simpleName: String) {
        kind = declarations[position].kind
        self.simpleName = simpleName
        attributes = declarations[position].attributes
        modifiers = declarations[position].modifiers
        inherits = declarations[position].inherits
        storedLine = UInt32(truncatingIfNeeded: declarations[position].line)
        storedColumn = UInt32(truncatingIfNeeded: declarations[position].column)
    }

    var line: Int { Int(storedLine) }
    var column: Int { Int(storedColumn) }

    func hasAttribute(_ name: String) -> Bool {
        attributes.contains { $0.name == name }
    }
}
