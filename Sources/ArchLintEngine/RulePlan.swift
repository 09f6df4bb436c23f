import ArchLintLexer
import ArchLintOutline
import ArchLintRules

/// The rules that run, with their effective severity and options, and how they are applied to one file.
struct RulePlan: Sendable {
    struct Active: Sendable {
        var rule: any Rule
        var id: String
        var severity: Severity
        var options: [String: [String]]
    }

    let active: [Active]
    /// The custom rules that run, with their effective severity.
    let custom: [CompiledCustomRule]
    /// Every first name of every custom `apis` rule: one token walk serves them all.
    let apiFilter: NameFilter
    /// The first names of every `apis` rule among ``custom`` (by position there), made once for every file's walk.
    let apiNames: APINames
    /// The custom rules' scope globs, each distinct one matched once for a file.
    let scopeGlobs: SharedScopeGlobs
    let profile: Profile
    /// Descriptors of every rule that runs (engine-level ones included), sorted by id.
    let descriptors: [RuleDescriptor]
    private let enabled: Set<String>
    private let severities: [String: Severity]
    private let known: Set<String>

    init(configuration: Configuration) {
        profile = configuration.profile
        var enabled: Set<String> = []
        var severities: [String: Severity] = [:]
        for id in RuleRegistry.allIDs {
            let settings = configuration.rules[id]
            let descriptor = RuleCatalog.descriptor(for: id)
            let decision = EffectiveRule.decision(for: id, enabledByDefault: descriptor?.enabledByDefault ?? true,
                                                  in: configuration)
            if decision.enabled { enabled.insert(id) }
            severities[id] = settings?.severity ?? descriptor?.defaultSeverity ?? .error
        }
        // A check runs only with its rule.
        enabled = enabled.filter { enabled.contains(RuleID.family(of: $0)) }
        custom = configuration.customRules.filter { configuration.rules[$0.id]?.enabled ?? true }.map { rule in
            CompiledCustomRule(rule, severity: configuration.rules[rule.id]?.severity ?? rule.severity)
        }
        apiFilter = NameFilter(custom.flatMap(\.apiFirstNameStrings))
        apiNames = APINames(custom)
        scopeGlobs = SharedScopeGlobs(custom)
        for rule in custom {
            enabled.insert(rule.rule.id)
            severities[rule.rule.id] = rule.severity
        }
        self.enabled = enabled
        self.severities = severities
        known = Set(RuleRegistry.allIDs + configuration.customRules.map(\.id))
        active = RuleRegistry.all.filter { enabled.contains($0.id) }.map { type in
            Active(rule: type.init(), id: type.id, severity: severities[type.id] ?? .error,
                   options: configuration.rules[type.id]?.options ?? [:])
        }
        descriptors = (RuleCatalog.all.filter { enabled.contains($0.id) } + custom.map(\.descriptor))
            .sorted { $0.id < $1.id }
    }

    /// Whether a rule that runs may report on `file` though it is in no layer (``Rule/reads(unlayered:survey:isAppCode:)``):
    /// its whole outline is kept for pass 2.
    func reads(unlayered file: OutlinedFile, survey: TokenSurvey, isAppCode: Bool) -> Bool {
        active.contains { type(of: $0.rule).reads(unlayered: file, survey: survey, isAppCode: isAppCode) }
    }

    /// The positions in ``custom`` of the rules that look at a file of this path, layer and kind.
    func applicableCustomRules(path: String, layer: String?, isAppCode: Bool) -> [Int] {
        guard isAppCode, !custom.isEmpty else { return [] }
        // Split when a rule's globs first ask: rules scoped by layer, or everywhere, need no path.
        var path = LazySplitPath(path)
        var verdicts = SharedScopeGlobs.Verdicts(count: scopeGlobs.globs.count)
        var applicable: [Int] = []
        applicable.reserveCapacity(custom.count)
        // By index: `enumerated()` would take a reference to each rule, and every thread asks of the same rules.
        for position in custom.indices
        where custom[position].applies(inLayer: layer)
            ?? verdicts.anyMatches(scopeGlobs.ofRule[position], in: scopeGlobs, path: path.split) {
            applicable.append(position)
        }
        return applicable
    }

    /// What the token survey notes of a file's identifiers for the custom rules at `rules` (positions in
    /// ``custom``): the identifiers that may spell a first name of an `apis` rule, and, for a `dependencies` rule,
    /// those in upper case.
    func identifierInterest(for rules: [Int]) -> IdentifierInterest {
        var interest = IdentifierInterest()
        for position in rules {
            if custom[position].isAPIRule { interest.names = apiFilter }
            if custom[position].readsTypeMentions { interest.capitalised = true }
        }
        return interest
    }

    /// What the custom rules that need no index are given for one.
    private static let noIndex = ProjectIndex()

    /// Pass 1 on a file no built-in rule reads (so with no suppression comment): the findings of those custom
    /// `rules` that need no index, and the facts the others will need. `identifiers` are the ones the file's survey
    /// noted for ``identifierInterest(for:)`` of `rules` (or more).
    func checkEarly(_ file: OutlinedFile, layer: String?, rules: [Int],
                    identifiers: IdentifierCandidates) -> (findings: [Finding], facts: CustomFileFacts?) {
        let (found, facts) = customBeforeIndex(file, layer: layer, rules: rules, identifiers: identifiers)
        guard !found.isEmpty else { return ([], facts) }
        var lines = LineStarts(file.source, tokens: file.tokens)
        return (found.map { finding($0, $1.rule.id, $1.severity, file, layer, &lines) }, facts)
    }

    /// The findings of the custom rules that waited for the index, from the facts of `file`; the file is read
    /// again only when there is a finding, for the text of its lines.
    func checkLate(_ facts: CustomFileFacts, of file: SourceFile, index: ProjectIndex,
                   cache: OutlineCache? = nil) -> [Finding] {
        let found = customWithIndex(facts, index: index)
        guard !found.isEmpty else { return [] }
        var lines = LineStarts(file.text(cache: cache))
        return found.map { violation, rule in
            Finding(ruleID: rule.rule.id, severity: rule.severity, file: file.path, line: violation.line,
                    column: violation.column, message: violation.message, layer: facts.layer,
                    sourceLine: lines.trimmedText(of: violation.line), sourceIndent: lines.indent(of: violation.line))
        }
    }

    /// The one way every custom rule meets a file, whichever pass it is in. First, before the index exists: what
    /// the `rules` (positions in ``custom``) that need none find, and the facts of the file the others will need.
    /// `identifiers` are the ones noted for ``identifierInterest(for:)`` of `rules` (or more).
    private func customBeforeIndex(_ file: OutlinedFile, layer: String?, rules: [Int],
                                   identifiers: IdentifierCandidates)
        -> (found: [(Violation, CompiledCustomRule)], facts: CustomFileFacts?) {
        var found: [(Violation, CompiledCustomRule)] = []
        var later: [Int] = [], apiRules: [Int] = []
        // Room made once, not grown one doubling at a time in every file; `later` waits for the index and is made
        // to size.
        later.reserveCapacity(rules.count { custom[$0].needsIndex })
        apiRules.reserveCapacity(rules.count)
        for position in rules {
            let rule = custom[position]
            if rule.needsIndex {
                later.append(position)
            } else if rule.isAPIRule {
                apiRules.append(position)
            } else {
                found += rule.violations(in: file, layer: layer, index: Self.noIndex).map { ($0, rule) }
            }
        }
        // One walk over the identifiers for the `apis` rules and for the names the `dependencies` rules read.
        let walk = IdentifierWalk.run(file, candidates: identifiers, apiRules: apiRules, of: custom, names: apiNames,
                                      mentions: later.contains { custom[$0].readsTypeMentions })
        found += walk.apis
        guard !later.isEmpty else { return (found, nil) }
        let mentions = walk.mentions
        // Only the declarations a rule may select are kept: most are ruled out by kind, attribute or name now.
        let selectors = later.map { custom[$0] }
        // Only what the rules read of each is kept (a whole declaration is three times the size), read in place.
        var types: [KeptDeclaration] = []
        file.outline.types.withUnsafeBufferPointer { declarations in
            for position in declarations.indices {
                var simpleName: String?
                func name() -> String {
                    if let simpleName { return simpleName }
                    let name = ProjectIndex.simpleName(declarations[position].name)
                    simpleName = name
                    return name
                }
                let kind = declarations[position].kind, attributes = declarations[position].attributes
                if selectors.contains(where: { $0.mayLaterSelect(kind: kind, attributes: attributes, name: name) }) {
                    types.append(KeptDeclaration(declarations, at: position, simpleName: name()))
                }
            }
        }
        return (found, CustomFileFacts(layer: layer, rules: later, types: types,
                                       imports: file.outline.imports, mentions: mentions))
    }

    /// Then, once the index exists: what the rules that waited for it find from the facts kept.
    private func customWithIndex(_ facts: CustomFileFacts, index: ProjectIndex) -> [(Violation, CompiledCustomRule)] {
        var found: [(Violation, CompiledCustomRule)] = []
        for position in facts.rules {
            let rule = custom[position]
            found += rule.violations(from: facts, index: index).map { ($0, rule) }
        }
        return found
    }

    func isEnabled(_ id: String) -> Bool { enabled.contains(id) }

    /// The severity rule `id` runs with.
    func severity(of id: String) -> Severity { severities[id] ?? .error }

    func withSeverity(_ finding: Finding) -> Finding {
        var finding = finding
        finding.severity = severities[finding.ruleID] ?? finding.severity
        return finding
    }

    /// Every active rule's findings for `file`, after suppression comments, plus unused suppressions.
    /// `customRules` are the positions of the custom rules that look at the file (``applicableCustomRules``).
    func check(_ file: OutlinedFile, index: ProjectIndex, customRules: [Int] = []) -> [Finding] {
        let layer = index.fileLayers[file.path]
        let isAppCode = index.isAppCode(file.path)
        var suppressions = Suppressions(file: file)
        var findings: [Finding] = []
        var lines = LineStarts(file.source, tokens: file.tokens)
        for entry in active {
            let context = RuleContext(index: index, layer: layer, isAppCode: isAppCode, profile: profile,
                                      options: entry.options)
            for violation in entry.rule.check(file, in: context) {
                let id = violation.check.map { RuleID.check($0, of: entry.id) } ?? entry.id
                guard violation.check == nil || enabled.contains(id),
                      let kept = Self.unsuppressed(violation, id, &suppressions) else { continue }
                findings.append(finding(kept, id, severities[id] ?? entry.severity, file, layer, &lines))
            }
        }
        // The custom rules, both steps at once: the file is whole and the index exists. A file kept for custom rules
        // alone met them in pass 1 instead, the same way.
        var found: [(Violation, CompiledCustomRule)] = []
        if !customRules.isEmpty {
            // A file checked here has no survey kept: its identifiers are noted by a pass of their own.
            let interest = identifierInterest(for: customRules)
            let candidates = interest.names == nil && !interest.capitalised ? IdentifierCandidates()
                : IdentifierCandidates(file, interest: interest)
            let (before, facts) = customBeforeIndex(file, layer: layer, rules: customRules, identifiers: candidates)
            found = before + (facts.map { customWithIndex($0, index: index) } ?? [])
        }
        for (violation, rule) in found {
            guard let kept = Self.unsuppressed(violation, rule.rule.id, &suppressions) else { continue }
            findings.append(finding(kept, rule.rule.id, rule.severity, file, layer, &lines))
        }
        let unusedID = RuleRegistry.unusedSuppressionID
        if enabled.contains(unusedID), !suppressions.directives.isEmpty || !suppressions.malformed.isEmpty {
            for violation in suppressions.unused(ranRules: enabled, knownRules: known) {
                findings.append(finding(violation, unusedID, severities[unusedID] ?? .warning, file, layer, &lines))
            }
        }
        return findings
    }

    /// `violation` without the places that suppression comments cover for rule `id`, or `nil` when they cover
    /// every place. A comment accepts the use on its line, not the cause: when it covers the violation's own place,
    /// the first place left takes the lead.
    static func unsuppressed(_ violation: Violation, _ id: String, _ suppressions: inout Suppressions) -> Violation? {
        guard !suppressions.directives.isEmpty else { return violation }
        // Every place is asked, so that each comment that covers one counts as used.
        var left = ([FindingPlace(line: violation.line, column: violation.column)] + violation.places).filter {
            !suppressions.suppresses(id, line: $0.line)
        }
        guard !left.isEmpty else { return nil }
        var kept = violation
        let lead = left.removeFirst()
        (kept.line, kept.column, kept.places) = (lead.line, lead.column, left)
        return kept
    }

    private func finding(_ violation: Violation, _ id: String, _ severity: Severity, _ file: OutlinedFile,
                         _ layer: String?, _ lines: inout LineStarts) -> Finding {
        Finding(ruleID: id, severity: severity, file: file.path, line: violation.line, column: violation.column,
                message: violation.message, layer: layer, sourceLine: lines.trimmedText(of: violation.line),
                sourceIndent: lines.indent(of: violation.line),
                places: violation.places.map { place in
                    FindingPlace(line: place.line, column: place.column, sourceLine: lines.trimmedText(of: place.line))
                }, cause: violation.cause, trace: violation.trace)
    }
}

