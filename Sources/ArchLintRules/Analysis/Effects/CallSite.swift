import ArchLintLexer
import ArchLintOutline

/// An expression reduced to what finding its type needs: where it starts and the members read after it.
/// `self.client` is `.selfValue` + `client`; `Store.shared.container` is `.name("Store")` + `shared`, `container`;
/// `Client(server: url)` is `.construction("Client")`; a type annotation `any FeedAPI` is `.type("FeedAPI")`.
public struct ValuePath: Sendable, Hashable {
    public enum Root: Sendable, Hashable {
        case selfValue
        /// An identifier: a local, a parameter, a property or a type.
        case name(String)
        /// A type, from an annotation or an environment key.
        case type(String)
        /// `T(…)`: a value of type `T` (when `T` is a type).
        case construction(String)
    }

    public var root: Root
    public var members: [String]

    public init(root: Root, members: [String] = []) {
        self.root = root
        self.members = members
    }
}

/// A call written in member code: on what (`nil`: no receiver, so a member of `self`, a free function or an
/// initialiser), which member, with which argument labels, and where.
public struct CallSite: Sendable {
    public var receiver: ValuePath?
    public var name: String
    /// Argument labels as a selector spells them: `server:_:`; empty without arguments.
    public var labels: String
    public var line: Int
    /// Index of the callee's name token in its file.
    public var token: Int
    /// Called only through a trailing closure (`container.performBackgroundTask { … }`): a call if the member is a
    /// function, a property read followed by a block (`if store.isReady {`) if not.
    public var isTrailingClosureOnly: Bool
}

/// Finds calls and local bindings in a range of tokens.
enum CallSites {
    /// The calls in `range`, in token order. Names bound before a call (`let client = Client(server: url)`, a
    /// parameter in `bindings`) are replaced in its receiver by what they were bound to at that point, so a call
    /// carries its own scope: `client.fetch()` after that line has the receiver `Client(…)`. A name bound inside
    /// a block or closure stands for that value until the block ends, and for what it stood for before after it.
    ///
    /// With `skippingStoredClosures`, the calls in a closure the code stores rather than runs are left out: one
    /// assigned (`handler = { … }`) or handed to an initialiser (`Alert.Button(title: "Yes") { confirm() }`,
    /// `.init(title: "Yes") { … }`), which runs it later, if ever.
    static func find(in range: Range<Int>, of file: OutlinedFile, bindings initial: [String: ValuePath] = [:],
                     skippingStoredClosures: Bool = false) -> [CallSite] {
        var calls: [CallSite] = []
        var bindings = initial
        // For each block open at this point, the names bound in it with what each stood for before.
        var blocks: [[(name: String, previous: ValuePath?)]] = []
        let tokens = file.tokens
        var skippedUntil = range.lowerBound
        for index in range {
            if index < skippedUntil { continue }
            let token = tokens[index]
            if token.kind == .leftBrace, skippingStoredClosures, isStoredClosure(open: index, in: file),
               let close = file.partner(of: index), close > index {
                skippedUntil = close + 1
                continue
            }
            if token.kind == .leftBrace {
                blocks.append([])
                if let bound = bindClosureParameter(open: index, in: file, into: &bindings) {
                    blocks[blocks.count - 1].append(bound)
                }
                continue
            }
            if token.kind == .rightBrace {
                for (name, previous) in (blocks.popLast() ?? []).reversed() { bindings[name] = previous }
                continue
            }
            if token.keyword == .let || token.keyword == .var {
                let bound = bind(at: index, in: file, limit: range.upperBound, into: &bindings)
                if let bound, !blocks.isEmpty { blocks[blocks.count - 1].append(bound) }
                continue
            }
            guard token.kind == .identifier || token.kind == .backtickIdentifier || token.keyword == .`init`,
                  let next = file.nextCode(after: index) else { continue }
            let opens = tokens[next].kind == .leftParen && !tokens[next].flags.contains(.firstOnLine)
            let previous = file.previousCode(before: index)
            let afterPeriod = previous.map { tokens[$0].kind == .period } ?? false
            // Contextual keywords name members after a period (`client.get(…)`), and nothing else here.
            if token.keyword != .none, !afterPeriod { continue }
            let trailing = tokens[next].kind == .leftBrace && !tokens[next].flags.contains(.firstOnLine) && afterPeriod
            guard opens || trailing else { continue }
            // A declaration's own name (`func load(`) is not a call.
            if let previous, [.func, .`init`, .subscript, .case].contains(tokens[previous].keyword) { continue }
            var receiver: ValuePath?
            if afterPeriod, let period = previous {
                guard let path = receiverPath(endingBefore: period, in: file) else { continue }
                receiver = substitute(path, bindings)
            }
            let labels = opens ? argumentLabels(open: next, in: file) : ""
            calls.append(CallSite(receiver: receiver, name: token.keyword == .`init` ? "init" : bareName(file, index),
                                  labels: labels, line: Int(token.line), token: index,
                                  isTrailingClosureOnly: !opens))
        }
        return calls
    }

    /// Initialisers that run the closure they are handed before they return, or start it at once.
    static let closureRunningInitializers: Set<String> = ["Task", "Result", "Future", "AsyncStream",
                                                          "AsyncThrowingStream", "Deferred"]

    /// Whether the closure that opens at `open` is stored rather than run where it is written: assigned or bound
    /// to a name (and not called at once, `= { … }()`), or handed to an initialiser as an argument or a trailing
    /// closure.
    static func isStoredClosure(open: Int, in file: OutlinedFile) -> Bool {
        let tokens = file.tokens
        guard let before = file.previousCode(before: open) else { return false }
        if tokens[before].kind == .equal {
            guard let close = file.partner(of: open), let after = file.nextCode(after: close) else { return true }
            return tokens[after].kind != .leftParen || tokens[after].flags.contains(.firstOnLine)
        }
        var paren: Int?
        if tokens[before].kind == .rightParen {
            // A trailing closure: `Button("Yes") { … }`.
            paren = file.partner(of: before)
        } else if tokens[before].kind == .colon || tokens[before].kind == .comma || tokens[before].kind == .leftParen {
            // An argument: `Alert(title: t, onConfirm: { … })`. Back to the opening parenthesis of the list.
            var cursor = before
            for _ in 0..<64 {
                if tokens[cursor].kind == .leftParen { paren = cursor; break }
                if tokens[cursor].kind == .rightParen || tokens[cursor].kind == .rightBracket
                    || tokens[cursor].kind == .rightBrace {
                    guard let partner = file.partner(of: cursor) else { return false }
                    cursor = partner
                } else if [.leftBrace, .leftBracket, .semicolon].contains(tokens[cursor].kind) {
                    return false
                }
                guard let previous = file.previousCode(before: cursor) else { return false }
                cursor = previous
            }
        }
        guard let paren, let callee = file.previousCode(before: paren) else { return false }
        if tokens[callee].keyword == .`init` { return true }
        guard tokens[callee].kind == .identifier, isUppercase(file, callee) else { return false }
        return !closureRunningInitializers.contains(bareName(file, callee))
    }

    /// Binds the first parameter of the trailing closure that opens at `open` (`withConnection { connection in`,
    /// `client.batch { (session, _) in`) to the parameter type its method declares (``closureParameter(_:)``). Gives
    /// the name bound and what it stood for before, if anything.
    static func bindClosureParameter(open: Int, in file: OutlinedFile, into bindings: inout [String: ValuePath])
        -> (name: String, previous: ValuePath?)? {
        let tokens = file.tokens
        guard var first = file.nextCode(after: open) else { return nil }
        if tokens[first].kind == .leftParen, let inner = file.nextCode(after: first) { first = inner }
        guard tokens[first].kind == .identifier, tokens[first].keyword == .none,
              let after = file.nextCode(after: first) else { return nil }
        // `name in`, `name, other in`, `(name) in`, `(name, other) in`.
        var cursor = after
        for _ in 0..<8 {
            if tokens[cursor].keyword == .in { break }
            guard [.comma, .identifier, .rightParen].contains(tokens[cursor].kind),
                  let next = file.nextCode(after: cursor) else { return nil }
            cursor = next
        }
        guard tokens[cursor].keyword == .in,
              let before = file.previousCode(before: open) else { return nil }
        var callee = before
        if tokens[before].kind == .rightParen {
            guard let paren = file.partner(of: before), let name = file.previousCode(before: paren) else { return nil }
            callee = name
        }
        guard tokens[callee].kind == .identifier, tokens[callee].keyword == .none else { return nil }
        var receiver = ValuePath(root: .selfValue)
        if let period = file.previousCode(before: callee), tokens[period].kind == .period {
            guard let path = receiverPath(endingBefore: period, in: file) else { return nil }
            receiver = substitute(path, bindings)
        }
        guard receiver.members.count < maximumPathMembers else { return nil }
        let name = file.text(first)
        receiver.members.append(closureParameter(bareName(file, callee)))
        return (name, bindings.updateValue(receiver, forKey: name))
    }

    /// `path` with a bound name at its root replaced by what it was bound to; a path of more than
    /// ``maximumPathMembers`` members that way is one that cannot be followed.
    static func substitute(_ path: ValuePath, _ bindings: [String: ValuePath]) -> ValuePath {
        guard case .name(let name) = path.root, let bound = bindings[name] else { return path }
        guard bound.members.count + path.members.count <= maximumPathMembers else { return unknownValue }
        return ValuePath(root: bound.root, members: bound.members + path.members)
    }

    /// Most members a value path takes from the names it is bound through (`let b = a.next`, `let c = b.next`…).
    static let maximumPathMembers = 16

    /// What a name bound to what cannot be followed stands for: no property, local or type has this name.
    static let unknownValue = ValuePath(root: .name("\u{0}"))

    /// Records the name a `let`/`var` at `index` binds with its value: `let client = Client(server: url)`,
    /// `let store: Store`, `guard let context = container?.viewContext`. A name bound to what cannot be followed
    /// is forgotten, so it no longer stands for an earlier binding or a property. Gives the name bound and what it
    /// stood for before, if anything.
    static func bind(at index: Int, in file: OutlinedFile, limit: Int, into bindings: inout [String: ValuePath])
        -> (name: String, previous: ValuePath?)? {
        let tokens = file.tokens
        guard let nameToken = file.nextCode(after: index), tokens[nameToken].kind == .identifier,
              let marker = file.nextCode(after: nameToken) else { return nil }
        let name = file.text(nameToken)
        var value: ValuePath?
        if tokens[marker].kind == .colon {
            value = typeName(after: marker, in: file, limit: limit).map { ValuePath(root: .type($0)) }
        } else if tokens[marker].kind == .equal {
            value = valuePath(startingAfter: marker, in: file).map { substitute($0, bindings) }
        }
        // `let client = client` keeps what the name stood for; anything unknown hides it.
        return (name, bindings.updateValue(value ?? unknownValue, forKey: name))
    }

    /// The name of an identifier token without backticks.
    static func bareName(_ file: OutlinedFile, _ index: Int) -> String {
        let text = file.text(index)
        return file.tokens[index].kind == .backtickIdentifier ? text.filter { $0 != "`" } : text
    }

    /// The receiver of a member whose `.` is at `period`: `self.client`, `Store.shared.container`, `Client(…)`,
    /// `repository.connection()` (a method's result); `nil` for what cannot be followed (a subscript, a closure's
    /// result, an implicit member `.shared.load()`).
    static func receiverPath(endingBefore period: Int, in file: OutlinedFile) -> ValuePath? {
        let tokens = file.tokens
        var members: [String] = []
        var cursor = period
        for _ in 0..<16 {
            guard var previous = file.previousCode(before: cursor) else { return nil }
            if (tokens[previous].kind == .questionMark || tokens[previous].kind == .exclamationMark),
               tokens[previous].flags.contains(.postfixOperator), let before = file.previousCode(before: previous) {
                previous = before
            }
            let token = tokens[previous]
            if token.kind == .rightParen, let open = file.partner(of: previous),
               let callee = file.previousCode(before: open), tokens[callee].kind == .identifier,
               isUppercase(file, callee) {
                // `Client(server: url).fetch()`: a construction starts the path.
                if let before = file.previousCode(before: callee), tokens[before].kind == .period { return nil }
                return ValuePath(root: .construction(bareName(file, callee)), members: members.reversed())
            }
            if token.kind == .rightParen, let open = file.partner(of: previous),
               let callee = file.previousCode(before: open),
               tokens[callee].kind == .identifier || tokens[callee].kind == .backtickIdentifier,
               tokens[callee].keyword == .none {
                // `repository.connection().send(…)`: the result of a method, followed by its declared type.
                members.append(callMember(bareName(file, callee)))
                guard let before = file.previousCode(before: callee), tokens[before].kind == .period else {
                    return ValuePath(root: .selfValue, members: members.reversed())
                }
                cursor = before
                continue
            }
            switch token.kind {
            case .identifier, .backtickIdentifier:
                let name = bareName(file, previous)
                if let before = file.previousCode(before: previous), tokens[before].kind == .period {
                    members.append(name)
                    cursor = before
                    continue
                }
                return ValuePath(root: .name(name), members: members.reversed())
            case .keyword where token.keyword == .`self` || token.keyword == .`Self`:
                if let before = file.previousCode(before: previous), tokens[before].kind == .period { return nil }
                return ValuePath(root: .selfValue, members: members.reversed())
            default:
                return nil
            }
        }
        return nil
    }

    /// How the result of calling method `name` is named among a value path's members: `connection()`, whose type
    /// is the method's declared result (``EffectTables/signatureTypes(of:)``).
    static func callMember(_ name: String) -> String { name + "()" }

    /// How the first parameter of the closure passed last to method `name` is named among a value path's members:
    /// `withConnection{}`, whose type is the one the method's signature gives it (``EffectTables/signatureTypes(of:)``).
    static func closureParameter(_ name: String) -> String { name + "{}" }

    /// `(server: url, 3)` → `server:_:`.
    static func argumentLabels(open: Int, in file: OutlinedFile) -> String {
        guard let close = file.partner(of: open) else { return "" }
        let tokens = file.tokens
        var labels = ""
        forEachElement(open: open, close: close, in: file) { element in
            var label = "_"
            if let first = element.first(where: { !tokens[$0].isComment }),
               let colon = file.nextCode(after: first), colon < element.upperBound, tokens[colon].kind == .colon,
               tokens[first].kind == .identifier || tokens[first].kind == .keyword {
                label = file.text(first)
            }
            labels += label + ":"
        }
        return labels
    }

    /// Calls `body` with the tokens of each element between the top-level commas of the bracket pair
    /// `open`…`close` (`(a, f(b, c))` has two); not at all for an empty pair.
    static func forEachElement(open: Int, close: Int, in file: OutlinedFile, _ body: (Range<Int>) -> Void) {
        guard close > open + 1 else { return }
        var start = open + 1
        var cursor = open + 1
        while cursor < close {
            let kind = file.tokens[cursor].kind
            if kind == .comma {
                body(start..<cursor)
                start = cursor + 1
            } else if kind.opensGroup,
                      let partner = file.partner(of: cursor), partner < close {
                cursor = partner
            }
            cursor += 1
        }
        body(start..<close)
    }

    static func isUppercase(_ file: OutlinedFile, _ index: Int) -> Bool {
        var start = Int(file.tokens[index].start)
        if file.source.bytes[start] == UInt8(ascii: "`") { start += 1 }
        guard start < file.source.bytes.count else { return false }
        let byte = file.source.bytes[start]
        return byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")
    }

    /// The path of an expression that starts after `index`: `Client(…)`, `Store.shared`, `self.container`,
    /// `try await Client.make()` (a call's result: `nil`).
    static func valuePath(startingAfter index: Int, in file: OutlinedFile) -> ValuePath? {
        var members: [Int] = []
        guard let root = valuePathTokens(startingAfter: index, in: file, members: &members) else { return nil }
        let names = members.map { bareName(file, $0) }
        switch root {
        case .selfValue: return ValuePath(root: .selfValue, members: names)
        case .name(let token): return ValuePath(root: .name(bareName(file, token)), members: names)
        case .construction(let token): return ValuePath(root: .construction(bareName(file, token)), members: names)
        }
    }

    /// Where a value path starts, by token: ``ValuePath/Root`` before its names are made.
    enum PathRoot {
        case selfValue
        case name(Int)
        case construction(Int)
    }

    /// ``valuePath(startingAfter:in:)`` by token: its root, with the tokens of its members' names in `members`
    /// (emptied first).
    static func valuePathTokens(startingAfter index: Int, in file: OutlinedFile, members: inout [Int]) -> PathRoot? {
        members.removeAll(keepingCapacity: true)
        let tokens = file.tokens
        var cursor = index
        guard var first = file.nextCode(after: cursor) else { return nil }
        while tokens[first].keyword == .try || tokens[first].keyword == .await
            || (tokens[first].kind == .questionMark || tokens[first].kind == .exclamationMark) {
            cursor = first
            guard let next = file.nextCode(after: cursor) else { return nil }
            first = next
        }
        let isName: Bool
        switch tokens[first].kind {
        case .identifier, .backtickIdentifier:
            guard tokens[first].keyword == .none else { return nil }
            isName = true
        case .keyword where tokens[first].keyword == .`self`:
            isName = false
        default:
            return nil
        }
        var root: PathRoot = isName ? .name(first) : .selfValue
        cursor = first
        while let next = file.nextCode(after: cursor) {
            var step = next
            if [.questionMark, .exclamationMark].contains(tokens[step].kind),
               tokens[step].flags.contains(.postfixOperator), let after = file.nextCode(after: step) {
                step = after
            }
            if tokens[step].kind == .leftParen, !tokens[step].flags.contains(.firstOnLine) {
                // Only a construction's result is known: `Client(…)`, not `client.make()`.
                guard members.isEmpty, isName, isUppercase(file, first),
                      let close = file.partner(of: step) else { return nil }
                root = .construction(first)
                cursor = close
                continue
            }
            guard tokens[step].kind == .period, let member = file.nextCode(after: step),
                  tokens[member].kind == .identifier || tokens[member].kind == .backtickIdentifier else { break }
            members.append(member)
            cursor = member
        }
        return root
    }

    /// The simple name of the type written after the colon at `colon`: `any FeedAPI`, `Network.Client?`,
    /// `Store<Item>`; `nil` for collections, tuples and functions.
    static func typeName(after colon: Int, in file: OutlinedFile, limit: Int) -> String? {
        typeNameToken(after: colon, in: file, limit: limit).map { bareName(file, $0) }
    }

    /// The token of ``typeName(after:in:limit:)``: only the text of the last name of a dotted type is made.
    static func typeNameToken(after colon: Int, in file: OutlinedFile, limit: Int) -> Int? {
        let tokens = file.tokens
        guard var cursor = file.nextCode(after: colon), cursor < limit else { return nil }
        while tokens[cursor].kind == .attribute || tokens[cursor].keyword == .any || tokens[cursor].keyword == .some
            || tokens[cursor].keyword == .inout {
            guard let next = file.nextCode(after: cursor) else { return nil }
            cursor = next
        }
        guard tokens[cursor].kind == .identifier || tokens[cursor].kind == .keyword && tokens[cursor].keyword == .`Self`
        else { return nil }
        // The last name of a dotted type (`Outer.Inner`).
        while let period = file.nextCode(after: cursor), tokens[period].kind == .period,
              let next = file.nextCode(after: period), tokens[next].kind == .identifier {
            cursor = next
        }
        return cursor
    }
}
