import ArchLintLexer
import ArchLintOutline

/// Small questions rules ask about tokens, answered without making strings where possible.
extension OutlinedFile {
    /// Whether token `index` is code (not a comment) and spells `text`.
    @inlinable
    public func token(_ index: Int, is text: StaticString) -> Bool {
        index >= 0 && index < tokens.count && source.token(tokens[index], is: text)
    }

    /// The closest non-comment token before `index`, or `nil`.
    public func previousCode(before index: Int) -> Int? {
        var cursor = index - 1
        while cursor >= 0 {
            if !tokens[cursor].isComment { return cursor }
            cursor -= 1
        }
        return nil
    }

    /// The next non-comment token after `index`, or `nil`.
    public func nextCode(after index: Int) -> Int? {
        var cursor = index + 1
        while cursor < tokens.count {
            if !tokens[cursor].isComment { return cursor }
            cursor += 1
        }
        return nil
    }

    /// The name of the call a closure opening at `open` (a `{`) is handed to, and the call's `(` if it has one:
    /// `sorted {`, `filter({`, `Dictionary(grouping: items) {`, `Dictionary(grouping: items, by: {`. `nil` for a
    /// closure that is no call's argument.
    public func callee(ofClosureAt open: Int) -> (name: Int, paren: Int?)? {
        guard let before = previousCode(before: open) else { return nil }
        var paren: Int?
        switch tokens[before].kind {
        case .identifier:
            return (before, nil)
        case .leftParen:
            paren = before
        case .rightParen:
            paren = partner(of: before)
        case .colon:
            // A labelled argument: the `(` whose group holds it.
            var cursor = before - 1
            while cursor >= 0 {
                if [.rightParen, .rightBracket, .rightBrace].contains(tokens[cursor].kind) {
                    guard let opener = partner(of: cursor) else { return nil }
                    cursor = opener - 1
                    continue
                }
                if tokens[cursor].kind == .leftParen { break }
                if [.leftBracket, .leftBrace].contains(tokens[cursor].kind) { return nil }
                cursor -= 1
            }
            paren = cursor >= 0 ? cursor : nil
        default:
            return nil
        }
        guard let paren, let name = previousCode(before: paren), tokens[name].kind == .identifier else { return nil }
        return (name, paren)
    }

    /// The matching bracket of token `index`, or `nil`.
    public func partner(of index: Int) -> Int? {
        let value = Int(outline.partner[index])
        return value >= 0 ? value : nil
    }

    /// The first token of the postfix expression that ends with the member name at `index`:
    /// for `self.context.save` at `save`, the `self`. Steps back over `.name`, `?.`, `!.`, calls and subscripts.
    public func expressionStart(endingAt index: Int) -> Int {
        var start = index
        while let period = previousCode(before: start), tokens[period].kind == .period {
            guard var receiver = previousCode(before: period) else { break }
            if tokens[receiver].kind == .questionMark || tokens[receiver].kind == .exclamationMark,
               let before = previousCode(before: receiver) {
                receiver = before
            }
            while tokens[receiver].kind == .rightParen || tokens[receiver].kind == .rightBracket,
                  let open = partner(of: receiver), let before = previousCode(before: open) {
                receiver = before
            }
            switch tokens[receiver].kind {
            case .identifier, .backtickIdentifier, .keyword:
                start = receiver
            default:
                return start
            }
        }
        return start
    }

    /// Whether a type annotation or inheritance entry names `name`, ignoring a module prefix and optionality:
    /// `ModelContext`, `SwiftData.ModelContext`, `ModelContext?`, `ModelContext!`.
    public static func typeText(_ text: String, names name: String) -> Bool {
        var trimmed = Substring(text.filter { !$0.isWhitespace })
        while trimmed.last == "?" || trimmed.last == "!" { trimmed = trimmed.dropLast() }
        if let dot = trimmed.lastIndex(of: ".") { trimmed = trimmed[trimmed.index(after: dot)...] }
        return trimmed == name
    }
}
