import ArchLintLexer
import ArchLintOutline

/// How a file's effects facts are read from its tokens alone: the declarations at each level, each member's
/// parameters, body and text, and each property's value, with bodies passed over.
extension EffectFacts {
    /// Reads the declarations at one level of `range`: members of `owner` (or free functions), and nested types.
    mutating func walk(_ range: Range<Int>, owner: UInt32, file: OutlinedFile, depth: Int, scratch: inout [Int]) {
        guard depth < Self.maximumNesting else { return }
        let tokens = file.tokens
        var cursor = range.lowerBound
        var environment: ValuePath?
        while cursor < range.upperBound {
            let token = tokens[cursor]
            switch token.keyword {
            case .struct, .enum, .actor, .protocol, .extension, .class:
                if token.keyword == .class || token.keyword == .actor,
                   let next = file.nextCode(after: cursor), tokens[next].kind != .identifier
                    || tokens[next].keyword != .none {
                    break
                }
                guard let (nameToken, body) = typeBody(at: cursor, in: file, limit: range.upperBound) else { break }
                let name = UInt32(truncatingIfNeeded: owners.count)
                owners.append(CallSites.bareName(file, nameToken))
                // `@ModelActor` gives the type a `modelContext` of its own.
                if Self.hasAttribute("@ModelActor", before: cursor, in: file) {
                    keepProperty(owner: name, name: keep("modelContext"), value: ValuePath(root: .type("ModelContext")))
                }
                walk((body + 1)..<(file.partner(of: body) ?? range.upperBound), owner: name, file: file,
                     depth: depth + 1, scratch: &scratch)
                cursor = file.partner(of: body) ?? range.upperBound
                environment = nil
            case .func, .`init`, .subscript:
                cursor = member(at: cursor, owner: owner, in: file, limit: range.upperBound)
                environment = nil
                continue
            case .var, .let:
                cursor = property(at: cursor, owner: owner, environment: environment, in: file,
                                  limit: range.upperBound, scratch: &scratch)
                environment = nil
                continue
            default:
                if token.kind == .attribute, file.token(cursor, is: "@Environment") {
                    environment = Self.environmentValue(after: cursor, in: file)
                }
                if token.kind.opensGroup, let close = file.partner(of: cursor),
                   close < range.upperBound {
                    // An attribute's arguments were read above; a group is skipped whole.
                    cursor = close
                }
            }
            cursor += 1
        }
    }

    /// Whether an attribute spelled `attribute` is among those written before the declaration keyword at `index`
    /// (modifiers may stand between them).
    static func hasAttribute(_ attribute: StaticString, before index: Int, in file: OutlinedFile) -> Bool {
        var cursor = index
        for _ in 0..<16 {
            guard let previous = file.previousCode(before: cursor) else { return false }
            let token = file.tokens[previous]
            if token.kind == .attribute, file.token(previous, is: attribute) { return true }
            if token.kind == .rightParen, let open = file.partner(of: previous) {
                cursor = open
                continue
            }
            guard token.kind == .attribute || token.kind == .identifier || token.kind == .keyword else { return false }
            if token.kind == .identifier, token.keyword == .none, !token.flags.contains(.firstOnLine) { return false }
            cursor = previous
        }
        return false
    }

    /// `@Environment(\.modelContext)` → `ModelContext`; `@Environment(Client.self)` → `Client`.
    static func environmentValue(after attribute: Int, in file: OutlinedFile) -> ValuePath? {
        guard let open = file.nextCode(after: attribute), file.tokens[open].kind == .leftParen,
              let close = file.partner(of: open) else { return nil }
        let code = ((open + 1)..<close).filter { !file.tokens[$0].isComment }
        if code.count == 3, file.tokens[code[0]].kind == .backslash, file.tokens[code[1]].kind == .period,
           let type = IOVocabulary.environmentTypes[file.text(code[2])] {
            return ValuePath(root: .type(type))
        }
        if code.count >= 3, file.tokens[code[code.count - 2]].kind == .period,
           file.text(code[code.count - 1]) == "self", file.tokens[code[code.count - 3]].kind == .identifier {
            return ValuePath(root: .type(CallSites.bareName(file, code[code.count - 3])))
        }
        return nil
    }

    /// The token of the simple name and the `{` of the type or extension whose keyword is at `index`.
    private func typeBody(at index: Int, in file: OutlinedFile, limit: Int) -> (name: Int, body: Int)? {
        let tokens = file.tokens
        guard var cursor = file.nextCode(after: index), tokens[cursor].kind == .identifier
            || tokens[cursor].kind == .backtickIdentifier else { return nil }
        while let period = file.nextCode(after: cursor), tokens[period].kind == .period,
              let next = file.nextCode(after: period), tokens[next].kind == .identifier {
            cursor = next
        }
        let name = cursor
        var scan = cursor + 1
        let end = min(limit, scan + 2048)
        while scan < end {
            let kind = tokens[scan].kind
            if kind == .leftBrace { return (name, scan) }
            if kind == .rightBrace { return nil }
            if kind.opensParenOrBracket, let close = file.partner(of: scan) { scan = close }
            scan += 1
        }
        return nil
    }

    /// Reads the function, initialiser or subscript whose keyword is at `index`; returns where reading goes on.
    private mutating func member(at index: Int, owner: UInt32, in file: OutlinedFile, limit: Int) -> Int {
        let tokens = file.tokens
        let keyword = tokens[index].keyword
        guard var cursor = file.nextCode(after: index) else { return limit }
        var nameToken: Int?
        if keyword == .func {
            nameToken = cursor
            cursor += 1
        }
        // Generic parameters and `init?`: on to the parameter list.
        var scan = cursor
        while scan < limit, tokens[scan].kind != .leftParen, tokens[scan].kind != .leftBrace,
              tokens[scan].kind != .rightBrace, scan < cursor + 64 {
            scan += 1
        }
        guard scan < limit, tokens[scan].kind == .leftParen, let close = file.partner(of: scan) else {
            return index + 1
        }
        let parameters = (scan + 1)..<close
        // The body: the first `{` after the signature, unless another declaration or the end of the type comes first.
        var bodyOpen: Int?
        scan = close + 1
        while scan < limit {
            let token = tokens[scan]
            if token.kind == .leftBrace { bodyOpen = scan; break }
            if token.kind == .rightBrace || Self.startsDeclaration(token) { break }
            if token.kind.opensParenOrBracket, let partner = file.partner(of: scan) { scan = partner }
            scan += 1
        }
        guard let bodyOpen, let bodyClose = file.partner(of: bodyOpen) else { return scan }
        let name = nameToken.map { keepName(ofToken: $0, in: file) }
            ?? keep(keyword == .`init` ? "init" : keyword == .subscript ? "subscript" : "")
        let kind: MemberCode.Kind = keyword == .`init` ? .initializer : keyword == .subscript ? .subscript : .function
        let open = parameters.lowerBound - 1
        storedMembers.append(Member(owner: owner, name: name, layout: MemberLayout(
            nameHash: hash(name),
            // The labels' text is read when a finding names them.
            labelsHash: Self.labelsHash(open: open, close: close, in: file),
            bodyBounds: MemberLayout.bounds((bodyOpen + 1)..<bodyClose),
            parameterBounds: MemberLayout.bounds(parameters),
            textBounds: (tokens[open].start, tokens[bodyClose].end),
            lines: (tokens[index].line, tokens[open].line),
            parametersEndOffset: tokens[close].end, kind: kind)))
        return bodyClose + 1
    }

    /// Reads the property whose `var`/`let` is at `index`: its type for the property table, and its body when it
    /// computes its value.
    private mutating func property(at index: Int, owner: UInt32, environment: ValuePath?, in file: OutlinedFile,
                                   limit: Int, scratch: inout [Int]) -> Int {
        let tokens = file.tokens
        guard let nameToken = file.nextCode(after: index), tokens[nameToken].kind == .identifier
            || tokens[nameToken].kind == .backtickIdentifier, let marker = file.nextCode(after: nameToken) else {
            return index + 1
        }
        // A property outside a type is stepped over: only a type's properties and computed members are kept.
        let isKept = owner != Self.noOwner
        /// What its value is: an environment value, a type (its name's token), or a path read into `scratch`.
        enum Value {
            case environment(ValuePath)
            case type(Int)
            case path(CallSites.PathRoot)
        }
        var value = environment.map(Value.environment)
        var cursor = marker
        if tokens[marker].kind == .colon {
            if value == nil, isKept, let type = CallSites.typeNameToken(after: marker, in: file, limit: limit) {
                value = .type(type)
            }
            // On past the type to `=`, `{` or the next declaration.
            cursor = marker + 1
            while cursor < limit {
                let token = tokens[cursor]
                if token.kind == .equal || token.kind == .leftBrace || token.kind == .rightBrace
                    || Self.startsDeclaration(token) || (token.flags.contains(.firstOnLine) && cursor > marker + 1
                        && token.kind != .period && token.kind != .questionMark && token.kind != .exclamationMark
                        && token.kind != .operator) {
                    break
                }
                if token.kind.opensParenOrBracket, let close = file.partner(of: cursor) {
                    cursor = close
                }
                cursor += 1
            }
        }
        var name: NameSpan?
        if cursor < limit, tokens[cursor].kind == .equal {
            if value == nil, isKept,
               let root = CallSites.valuePathTokens(startingAfter: cursor, in: file, members: &scratch) {
                value = .path(root)
            }
        } else if cursor < limit, tokens[cursor].kind == .leftBrace, let close = file.partner(of: cursor), isKept {
            let kept = keepName(ofToken: nameToken, in: file)
            name = kept
            storedMembers.append(Member(owner: owner, name: kept, layout: MemberLayout(
                nameHash: hash(kept), labelsHash: FNV1a64.offsetBasis,
                bodyBounds: MemberLayout.bounds((cursor + 1)..<close), parameterBounds: (.max, .max),
                textBounds: (tokens[cursor].start, tokens[close].end), lines: (tokens[index].line, tokens[cursor].line),
                parametersEndOffset: 0, kind: .property)))
            cursor = close
        }
        if isKept, let value {
            let name = name ?? keepName(ofToken: nameToken, in: file)
            switch value {
            case .environment(let path):
                keepProperty(owner: owner, name: name, value: path)
            case .type(let token):
                let type = keepName(ofToken: token, in: file)
                storedProperties.append(Property(owner: owner, name: name, root: .type(type), firstPathMember: 0,
                                                 pathMemberCount: 0))
            case .path(let root):
                let kept: Root
                switch root {
                case .selfValue: kept = .selfValue
                case .name(let token): kept = .name(keepName(ofToken: token, in: file))
                case .construction(let token): kept = .construction(keepName(ofToken: token, in: file))
                }
                let first = pathMembers.count
                for member in scratch { pathMembers.append(keepName(ofToken: member, in: file)) }
                storedProperties.append(Property(owner: owner, name: name, root: kept,
                                                 firstPathMember: UInt32(truncatingIfNeeded: first),
                                                 pathMemberCount: UInt32(truncatingIfNeeded: scratch.count)))
            }
        }
        return max(cursor, index + 1)
    }

    static func startsDeclaration(_ token: Token) -> Bool {
        switch token.keyword {
        case .func, .var, .let, .`init`, .subscript, .struct, .class, .enum, .protocol, .extension, .typealias,
             .case, .deinit, .actor:
            return true
        default:
            return false
        }
    }
}
