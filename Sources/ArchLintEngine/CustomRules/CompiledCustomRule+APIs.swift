import ArchLintLexer
import ArchLintOutline
import ArchLintRules

extension CompiledCustomRule {
    /// Whether the forbidden path `pattern` (`UserDefaults.standard`: `UserDefaults`, `.`, `standard`) continues
    /// from the identifier at `start`, which spells its first name. ``IdentifierWalk`` asks it of an identifier that
    /// is not itself a member (`x.print` is not `print`), a declaration's name (`func print`) or an argument label
    /// (`print:`); backticks are ignored.
    func matches(_ pattern: [String], at start: Int, in file: OutlinedFile) -> Bool {
        var position = start
        for component in pattern.dropFirst() {
            guard let period = file.nextCode(after: position), file.tokens[period].kind == .period,
                  // After a period a keyword is a member name too: `FileManager.default`.
                  let name = file.nextCode(after: period),
                  [.identifier, .backtickIdentifier, .keyword].contains(file.tokens[name].kind),
                  Self.unquoted(file.text(name)) == component else { return false }
            position = name
        }
        return true
    }

    static func isMemberOrDeclaration(_ position: Int, in file: OutlinedFile) -> Bool {
        if let previous = file.previousCode(before: position) {
            let token = file.tokens[previous]
            if token.kind == .period { return true }
            // Switches, not lists: every noted capitalised name of a file is asked this.
            switch token.keyword {
            case .func, .var, .let, .class, .struct, .enum, .protocol, .typealias, .case, .actor, .associatedtype:
                return true
            default:
                break
            }
            if token.kind == .leftParen || token.kind == .comma, let next = file.nextCode(after: position),
               file.tokens[next].kind == .colon {
                return true
            }
        }
        return false
    }
}
