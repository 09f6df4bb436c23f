import ArchLintLexer
import ArchLintOutline

/// The calls in a loop that run one query or request per item: an awaited call, or any call, whose member reaches
/// the network or a storage query (``ProjectEffects``), whatever its receiver is called. An awaited call whose
/// receiver cannot be resolved still counts when the receiver is named or typed as a repository, service, client
/// or API.
struct LoopQueries {
    let file: OutlinedFile
    let effects: ProjectEffects
    /// The file's members, as the project's effects read them (read again only for a file they did not read), when
    /// the first candidate call asks for its scope.
    private var members: [MemberCode]?
    /// The calls of each member a candidate call was in, by the member's body start.
    private var callsOfMember: [Int: [CallSite]] = [:]
    /// The ends of the statements candidate calls are in: many calls can share one statement.
    private var statementEnds = StatementEnds()
    /// By loop body start: the first read of a value the loop carries from one item to the next, if any.
    private var carriedReads: [Int: Int?] = [:]

    init(file: OutlinedFile, effects: ProjectEffects) {
        self.file = file
        self.effects = effects
    }

    struct Query {
        /// Where the finding goes: the `await`, or the start of a call that is not awaited.
        var anchor: Int
        /// The last token of the call: the loop scan goes on after it.
        var end: Int
        var message: String
        /// The calls from this one down to the API it reaches.
        var trace: [FindingStep] = []
    }

    /// The query that starts at `index` (an `await`, or a call's first token), or `nil`.
    mutating func query(at index: Int, in file: OutlinedFile, repositoryNames: Set<String>, loop: Range<Int>)
        -> Query? {
        let limit = loop.upperBound
        let tokens = file.tokens
        let awaited = tokens[index].keyword == .await
        if !awaited {
            // Only a call's first token starts a query that is not awaited: `store.items(for: id)`.
            guard tokens[index].keyword == .none, let previous = file.previousCode(before: index) else { return nil }
            var before = previous
            if [.questionMark, .exclamationMark].contains(tokens[before].kind), let keyword = file.previousCode(before: before),
               tokens[keyword].keyword == .try {
                before = keyword
            }
            let startsExpression = tokens[index].flags.contains(.firstOnLine)
                || [.equal, .leftBrace, .leftParen, .comma, .semicolon, .operator].contains(tokens[before].kind)
                || [.try, .return, .in].contains(tokens[before].keyword)
            guard startsExpression, tokens[before].keyword != .await,
                  let next = file.nextCode(after: index), tokens[next].kind == .period || tokens[next].kind == .leftParen
            else { return nil }
        }
        let start = awaited ? index + 1 : index
        let scope = member(containing: index)
        // The first call at or after `start`: found by halving in the member's calls (in token order), so a loop of
        // many calls costs each one a look-up, not a pass over all of them.
        var call: CallSite?
        if let scope {
            let calls = callsOfMember[scope.body.lowerBound] ?? scope.calls(in: file, skippingStoredClosures: false)
            callsOfMember[scope.body.lowerBound] = calls
            var low = 0, high = calls.count
            while low < high {
                let middle = (low + high) / 2
                if calls[middle].token < start { low = middle + 1 } else { high = middle }
            }
            call = low < calls.count ? calls[low] : nil
        } else {
            call = CallSites.find(in: start..<min(limit, start + 64), of: file).first
        }
        guard let call, call.token < limit, awaited || file.expressionStart(endingAt: call.token) == index
        else { return nil }
        if awaited {
            // The awaited call is in the awaited statement.
            guard call.token < statementEnd(from: index, limit: limit) else { return nil }
        }
        let owner = scope?.owner ?? enclosingType(of: index)
        let callEnd = file.nextCode(after: call.token).flatMap { file.partner(of: $0) } ?? call.token
        // A write, upload, delete or send per item runs once per item by nature: N+1 is about reads. A member that
        // takes many items, handed one at a time (`markWatered([id], at: now)`), is the exception.
        if NPlusOneAwaitRule.isWrite(call.name), !Self.passesOneItemList(callEnd: callEnd, call: call.token, in: file) {
            return nil
        }
        let resolution = effects.resolve(call, owner: owner, file: file.path)
        switch resolution {
        case .unknown:
            // By the receiver's name — unless the receiver is a value and every member of the project of that name
            // is seen to touch storage with neither a query nor a request.
            guard awaited, let receiver = NPlusOneAwaitRule.receiver(afterAwait: index, in: file),
                  NPlusOneAwaitRule.isDataSource(receiver.receiver, repositoryNames),
                  CallSites.isUppercaseName(receiver.receiver.first ?? "")
                    || !effects.declaresOnlyStorageMembers(named: call.name) else { return nil }
            return Query(anchor: index, end: callEnd, message: "`await \(receiver.text)` inside a loop — one query per "
                + "item; fetch in bulk once and group with `Dictionary(grouping:by:)`")
        case .api, .members:
            guard let reach = effects.reach(of: call, resolved: resolution, file: file.path),
                  !reach.effect.intersection([.network, .query]).isEmpty
                    || Self.passesOneItemList(callEnd: callEnd, call: call.token, in: file),
                  awaited || reach.length <= Self.maximumSynchronousChain,
                  !Self.downloadsAResource(reach),
                  !chainsResults(callEnd: callEnd, loop: loop) else { return nil }
            // The call as written, for the message: made only for a call that is a finding.
            let text = file.source.text(in: Int(tokens[file.expressionStart(endingAt: call.token)].start)..<Int(tokens[call.token].end))
                .filter { !$0.isWhitespace } + "(…)"
            let written = awaited ? "await \(text)" : text
            let what = reach.effect.contains(.network) ? "one request per item"
                : reach.effect.contains(.query) ? "one query per item" : "one write per item"
            var message = "`\(written)` inside a loop — \(what): it \(reach.explanation); "
            if Self.passesOneItemList(callEnd: callEnd, call: call.token, in: file) {
                // `markWatered([id], at: now)`: the member takes many already.
                message += "`\(call.name)` takes a collection — call it once with every item"
            } else {
                message += advice(for: call, owner: owner)
            }
            return Query(anchor: awaited ? index : file.expressionStart(endingAt: call.token), end: callEnd,
                         message: message, trace: reach.trace)
        }
    }

    /// The end of the statement that goes on from token `index`, within `limit`.
    mutating func statementEnd(from index: Int, limit: Int) -> Int {
        statementEnds.end(from: index, limit: limit, in: file)
    }

    /// A call that is not awaited counts when it reaches the query within this many steps: deeper chains in
    /// synchronous code are set-up work (restoring state, opening documents) more often than one query per item.
    static let maximumSynchronousChain = 3

    /// Whether an argument of the call is an array literal (`markWatered([id], at: now)`): a member that takes
    /// many items, called with one per iteration.
    static func passesOneItemList(callEnd: Int, call: Int, in file: OutlinedFile) -> Bool {
        guard let open = file.nextCode(after: call), file.tokens[open].kind == .leftParen, open < callEnd else {
            return false
        }
        var cursor = open + 1
        var argumentStart = true
        while cursor < callEnd {
            let token = file.tokens[cursor]
            if token.kind == .leftBracket, argumentStart { return true }
            if token.kind == .colon || token.kind == .comma {
                argumentStart = true
            } else if !token.isComment {
                argumentStart = false
            }
            if token.kind.opensGroup, let close = file.partner(of: cursor) {
                cursor = close
            }
            cursor += 1
        }
        return false
    }

    /// Words of a member that fetches one resource from its own address: an image, a file, an attachment.
    static let resourceWords = ["image", "avatar", "thumbnail", "icon", "photo", "picture", "download", "file",
                                "media", "attachment", "asset"]

    /// Whether the request is a download of one resource per item — `URLSession` called in the loop itself, or a
    /// member named for an image, a file or an attachment — which has no batch form.
    static func downloadsAResource(_ reach: Reach) -> Bool {
        guard reach.effect.contains(.network), !reach.effect.contains(.query) else { return false }
        if reach.length == 1 { return reach.api.hasPrefix("URLSession.") }
        return reach.chain.dropLast().contains { step in
            let name = step.callee.lowercased()
            return resourceWords.contains { name.contains($0) }
        }
    }

    /// Whether the loop carries a value from one call to the next — a name declared outside the loop, read before
    /// or in the call and assigned in the loop (`latest = post` after `post(replyingTo: latest)`): each call needs the
    /// previous one's result, a chain no batch call can replace.
    mutating func chainsResults(callEnd: Int, loop: Range<Int>) -> Bool {
        if carriedReads[loop.lowerBound] == nil {
            carriedReads[loop.lowerBound] = .some(Self.firstCarriedRead(in: loop, of: file))
        }
        guard let read = carriedReads[loop.lowerBound] ?? nil else { return false }
        return read <= callEnd
    }

    /// The first token of `loop` that reads a name declared outside it and assigned in it.
    static func firstCarriedRead(in loop: Range<Int>, of file: OutlinedFile) -> Int? {
        let tokens = file.tokens
        var declared: Set<String> = []
        var assigned: Set<String> = []
        for index in loop where tokens[index].kind == .identifier {
            guard let previous = file.previousCode(before: index) else { continue }
            if tokens[previous].keyword == .let || tokens[previous].keyword == .var {
                declared.insert(file.text(index))
                continue
            }
            if tokens[previous].kind != .period, let next = file.nextCode(after: index), tokens[next].kind == .equal {
                assigned.insert(file.text(index))
            }
        }
        let carried = assigned.subtracting(declared)
        guard !carried.isEmpty else { return nil }
        return loop.first { index in
            tokens[index].kind == .identifier && carried.contains(file.text(index))
                && file.nextCode(after: index).map { tokens[$0].kind != .equal } ?? true
        }
    }

    /// A batch member of the same type when the project shows one, else what to do without one.
    private func advice(for call: CallSite, owner: String?) -> String {
        let general = "fetch in bulk once and group with `Dictionary(grouping:by:)`"
        guard let type = call.receiver.flatMap({ effects.typeOf($0, owner: owner, file: file.path) }) ?? owner else { return general }
        let functions = effects.functionSignatures(of: type)
        // A type the project does not declare (a framework's, a package's) is never told to grow a member.
        guard !functions.isEmpty else { return general }
        if let batch = functions.first(where: { Self.isBatchForm(of: call.name, $0.name, parameters: $0.parameters) }) {
            return "`\(type).\(batch.name)` takes a collection — call it once with every item"
        }
        return "`\(type)` has no member that reads many at once: add one that takes every item, or " + general
    }

    /// Whether `candidate` (with its parameter list as written) serves a loop of calls to `name`: a read like it
    /// (never a write, delete, reset or sync), that takes a collection (`_ ids: [UUID]`, `Set<ID>`, a sequence), and
    /// not a load of everything (`all()`, `fetchAll()` with no collection to narrow it).
    static func isBatchForm(of name: String, _ candidate: String, parameters: String?) -> Bool {
        guard candidate != name, let parameters, !NPlusOneAwaitRule.isWrite(candidate),
              !NPlusOneAwaitRule.destructiveVerbs.contains(NPlusOneAwaitRule.firstWord(of: candidate)) else {
            return false
        }
        let compact = parameters.filter { !$0.isWhitespace }
        let takesCollection = compact.contains(":[") || compact.contains("Set<") || compact.contains("Array<")
            || compact.contains("someSequence") || compact.contains("someCollection")
        guard takesCollection else { return false }
        // The same subject: a name that extends the called one (`member` → `members`), or shares its first word
        // and names a batch (`fetchMembers(ids:)` for `fetchMember(id:)`).
        let lower = name.lowercased(), other = candidate.lowercased()
        return other.hasPrefix(lower)
            || NPlusOneAwaitRule.firstWord(of: candidate) == NPlusOneAwaitRule.firstWord(of: name)
    }

    /// The member whose body holds token `index`: its owner and bindings are the call's scope.
    private mutating func member(containing index: Int) -> MemberCode? {
        if members == nil { members = effects.members(of: file) ?? EffectFacts(file: file).members }
        var best: MemberCode?
        for member in members ?? [] where member.body.contains(index) {
            if let current = best, current.body.lowerBound > member.body.lowerBound { continue }
            best = member
        }
        return best
    }

    /// The simple name of the innermost type whose body holds token `index`.
    private func enclosingType(of index: Int) -> String? {
        var best: TypeDecl?
        for decl in file.outline.types {
            guard let body = decl.bodyTokens, body.contains(index) else { continue }
            if let current = best?.bodyTokens, current.lowerBound > body.lowerBound { continue }
            best = decl
        }
        return best.map { ProjectIndex.simpleName($0.name) }
    }
}
