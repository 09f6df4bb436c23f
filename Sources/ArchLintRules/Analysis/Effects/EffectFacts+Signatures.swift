import ArchLintOutline

/// What a function signature names that a value path can follow: result types worth following, and the type
/// a trailing closure is passed.
extension EffectFacts {
    /// A result type whose members reach no I/O: most methods return one, and none is worth keeping.
    static func isPlainValue(_ token: Int, in file: OutlinedFile) -> Bool {
        ["String", "Int", "Bool", "Double", "Float", "CGFloat", "Date", "UUID", "Void", "View", "Text", "Color",
         "Image", "AnyView"].contains { file.token(token, is: $0) }
    }

    /// The token of the type of the first parameter of the last closure in the parameter list `open`…`close`, the
    /// one a trailing closure is passed as: `Connection` in
    /// `(_ body: @escaping (any Connection) async throws -> T, line: Int = #line)`.
    static func trailingClosureParameterType(open: Int, close: Int, in file: OutlinedFile) -> Int? {
        let tokens = file.tokens
        // The last arrow of the list is the last closure's: `(…) async throws ->`.
        var arrow = close - 1
        while arrow > open, tokens[arrow].kind != .arrow { arrow -= 1 }
        guard arrow > open, var paren = file.previousCode(before: arrow) else { return nil }
        while [.async, .throws, .rethrows].contains(tokens[paren].keyword) || tokens[paren].kind == .rightParen
            && file.previousCode(before: paren).map({ tokens[$0].keyword == .throws }) == true {
            // `throws(SomeError)` and the effects before the arrow.
            if tokens[paren].kind == .rightParen, let typedOpen = file.partner(of: paren),
               let keyword = file.previousCode(before: typedOpen) {
                paren = keyword
                continue
            }
            guard let previous = file.previousCode(before: paren) else { return nil }
            paren = previous
        }
        guard tokens[paren].kind == .rightParen, let parenOpen = file.partner(of: paren), parenOpen > open,
              paren > parenOpen + 1, var before = file.previousCode(before: parenOpen) else { return nil }
        // The closure type is a parameter's whole type: after its colon, attributes or `inout`.
        while tokens[before].kind == .attribute || tokens[before].keyword == .inout || tokens[before].kind == .rightParen {
            if tokens[before].kind == .rightParen {
                // An attribute's arguments: `@convention(block)`.
                guard let attributeOpen = file.partner(of: before), let attribute = file.previousCode(before: attributeOpen),
                      tokens[attribute].kind == .attribute else { return nil }
                before = attribute
            }
            guard let previous = file.previousCode(before: before) else { return nil }
            before = previous
        }
        guard tokens[before].kind == .colon else { return nil }
        return CallSites.typeNameToken(after: parenOpen, in: file, limit: paren)
    }
}
