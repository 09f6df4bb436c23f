import ArchLintLexer

extension ScannerState {
    /// Reads `var`/`let` with one or more bindings: pattern, type annotation, initial value, accessor block.
    mutating func readProperty() {
        let keyword = index
        let isLet = tokens[keyword].keyword == .let
        // Without member records the pending lists are only cleared, keeping their storage for the next ones.
        var attributes: [Attribute] = [], modifiers: [String] = []
        if recordsMembers {
            (attributes, modifiers) = takePending()
        } else {
            clearPending()
        }
        var cursor = index + 1
        while true {
            while cursor < count && tokens[cursor].isComment { cursor += 1 }
            guard cursor < count else { break }
            let nameToken = cursor
            let name: String
            switch tokens[cursor].kind {
            case .identifier, .backtickIdentifier:
                name = recordsMembers ? source.text(of: tokens[cursor]) : bodyNameOrNothing(tokens[cursor])
                cursor += 1
            case .leftParen:
                cursor = afterGroup(cursor)
                // A tuple pattern is never a view's `body`: without member records its text is not needed.
                name = recordsMembers ? text(from: nameToken, through: cursor - 1) : ""
            default:
                index = cursor
                return
            }
            var typeAnnotation: String?
            var hasTypeAnnotation = false
            if cursor < count, tokens[cursor].kind == .colon {
                let start = cursor + 1
                cursor = start
                while cursor < count {
                    let token = tokens[cursor]
                    if token.kind == .equal || token.kind == .leftBrace || token.kind == .comma || isStop(cursor) {
                        break
                    }
                    if token.kind.opensParenOrBracket {
                        cursor = afterGroup(cursor)
                    } else if let after = afterAngles(cursor) {
                        cursor = after
                    } else {
                        cursor += 1
                    }
                }
                let last = lastSignificant(before: cursor, atLeast: start - 1)
                hasTypeAnnotation = last >= start
                // Without member records, only a `body` needs its type's text, to tell a view body.
                if hasTypeAnnotation && (recordsMembers || Self.isBodyName(name)) {
                    typeAnnotation = text(from: start, through: last)
                }
            }
            var initializer: Range<Int>?
            var accessors: Range<Int>?
            var isComputed = false
            if cursor < count, tokens[cursor].kind == .equal {
                let start = cursor + 1
                cursor = endOfExpression(from: start)
                initializer = start..<cursor
            }
            if cursor < count, tokens[cursor].kind == .leftBrace,
               hasTypeAnnotation || initializer == nil || isObserverBlock(cursor) {
                let close = Int(outline.partner[cursor])
                let end = close > cursor ? close : count
                accessors = (cursor + 1)..<end
                isComputed = !isObserverBlock(cursor)
                cursor = close > cursor ? close + 1 : count
            }
            let parent = currentParent
            let declaresViewBody = accessors != nil && !isLet && Self.isBodyName(name)
                && isViewBody(typeAnnotation: typeAnnotation, parent: parent.index)
            if recordsMembers {
                let endToken = accessors.map { $0.upperBound } ?? lastSignificant(before: cursor, atLeast: nameToken)
                let property = PropertyDecl(
                    name: name, isLet: isLet, attributes: attributes, modifiers: modifiers,
                    typeAnnotation: typeAnnotation,
                    isStatic: modifiers.contains("static") || modifiers.contains("class"), isComputed: isComputed,
                    parent: parent.index, parentName: parent.name, isConditional: conditionalDepth > 0,
                    keywordToken: keyword, nameToken: nameToken, line: line(keyword), column: column(keyword),
                    endLine: line(endToken), initializerTokens: initializer, accessorTokens: accessors)
                outline.properties.append(property)
                if declaresViewBody, let accessors {
                    outline.viewBodies.append(ViewBody(
                        property: outline.properties.count - 1, parent: parent.index, parentName: parent.name,
                        line: property.line, endLine: property.endLine, bodyTokens: accessors))
                }
            } else if declaresViewBody {
                sawViewBody = true
            }
            guard cursor < count, tokens[cursor].kind == .comma else { break }
            cursor += 1
        }
        index = cursor
    }

    private static func isBodyName(_ name: String) -> Bool {
        name == "body" || name == "`body`"
    }

    /// Without member records a property's name serves only ``isBodyName(_:)``: `body` when the token spells
    /// it, else nothing, told from the bytes without making the name.
    private func bodyNameOrNothing(_ token: Token) -> String {
        source.token(token, is: "body") || source.token(token, is: "`body`") ? "body" : ""
    }

    /// Whether the block opening at `open` holds `willSet`/`didSet` observers rather than a getter.
    func isObserverBlock(_ open: Int) -> Bool {
        var cursor = open + 1
        while cursor < count, tokens[cursor].isComment || tokens[cursor].kind == .attribute { cursor += 1 }
        return cursor < count && (tokens[cursor].keyword == .willSet || tokens[cursor].keyword == .didSet)
    }

    /// The index just after an initial-value expression starting at `start`.
    ///
    /// The expression ends at a top-level comma (next binding), a stop token, or a line break that does not
    /// continue it (the next line does not start with `.` or an infix operator, and the line does not end
    /// with an operator). A `{` continues it as a trailing closure unless it holds observers.
    func endOfExpression(from start: Int) -> Int {
        var cursor = start
        var last: Int?
        while cursor < count {
            let token = tokens[cursor]
            if token.isComment { cursor += 1; continue }
            if token.kind == .comma || isStop(cursor) { return cursor }
            if let last, token.flags.contains(.firstOnLine), !continuesExpression(after: last, at: cursor) {
                return cursor
            }
            switch token.kind {
            case .leftBrace:
                if isObserverBlock(cursor) { return cursor }
                last = max(cursor, afterGroup(cursor) - 1)
                cursor = afterGroup(cursor)
            case .leftParen, .leftBracket:
                last = max(cursor, afterGroup(cursor) - 1)
                cursor = afterGroup(cursor)
            default:
                last = cursor
                cursor += 1
            }
        }
        return cursor
    }

    private func continuesExpression(after last: Int, at next: Int) -> Bool {
        let previous = tokens[last], token = tokens[next]
        switch previous.kind {
        case .operator, .equal, .comma, .period, .leftParen, .leftBracket, .arrow, .colon, .questionMark,
             .backslash, .ampersand:
            return !previous.flags.contains(.postfixOperator)
        case .keyword:
            if [.try, .as, .is, .in, .return, .throw].contains(previous.keyword) { return true }
        case .identifier:
            if previous.keyword == .await { return true }
        default:
            break
        }
        switch token.kind {
        case .period, .questionMark, .colon: return true
        case .operator: return !token.flags.contains(.prefixOperator)
        case .keyword: return token.keyword == .as || token.keyword == .is || token.keyword == .else
        default: return false
        }
    }

    private static let viewBodyTypes: Set<String> = [
        "View", "SwiftUI.View", "SwiftUICore.View", "Scene", "SwiftUI.Scene",
    ]
    private static let viewProtocols: Set<String> = ["View", "SwiftUI.View", "SwiftUICore.View"]

    /// `some View`/`some Scene` bodies, and any `body` of a type or extension that lists `View` itself.
    private func isViewBody(typeAnnotation: String?, parent: Int?) -> Bool {
        if let type = typeAnnotation, type.hasPrefix("some") {
            let constraint = type.dropFirst(4).filter { !$0.isWhitespace }
            if type.dropFirst(4).first?.isWhitespace == true, Self.viewBodyTypes.contains(String(constraint)) {
                return true
            }
        }
        guard let parent, typeAnnotation != nil else { return false }
        return outline.types[parent].inherits.contains { Self.viewProtocols.contains($0) }
    }
}
