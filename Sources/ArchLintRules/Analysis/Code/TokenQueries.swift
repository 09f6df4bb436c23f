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
