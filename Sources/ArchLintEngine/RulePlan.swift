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
            let byProfile = RuleRegistry.isEnabled(id, in: configuration.profile) ?? descriptor?.enabledByDefault ?? true
            if settings?.enabled ?? byProfile { enabled.insert(id) }
            severities[id] = settings?.severity ?? descriptor?.defaultSeverity ?? .error
        }
        self.enabled = enabled
        self.severities = severities
        known = Set(RuleRegistry.allIDs)
        active = RuleRegistry.all.filter { enabled.contains($0.id) }.map { type in
            Active(rule: type.init(), id: type.id, severity: severities[type.id] ?? .error,
                   options: configuration.rules[type.id]?.options ?? [:])
        }
        descriptors = RuleCatalog.all.filter { enabled.contains($0.id) }
    }

    func isEnabled(_ id: String) -> Bool { enabled.contains(id) }

    func withSeverity(_ finding: Finding) -> Finding {
        var finding = finding
        finding.severity = severities[finding.ruleID] ?? finding.severity
        return finding
    }

    /// Every active rule's findings for `file`, after suppression comments, plus unused suppressions.
    func check(_ file: OutlinedFile, index: ProjectIndex) -> [Finding] {
        let layer = index.fileLayers[file.path]
        var suppressions = Suppressions(file: file)
        var findings: [Finding] = []
        for entry in active {
            let context = RuleContext(index: index, layer: layer, profile: profile, options: entry.options)
            for violation in entry.rule.check(file, in: context)
            where suppressions.directives.isEmpty || !suppressions.suppresses(entry.id, line: violation.line) {
                findings.append(finding(violation, entry.id, entry.severity, file, layer))
            }
        }
        let unusedID = RuleRegistry.unusedSuppressionID
        if enabled.contains(unusedID), !suppressions.directives.isEmpty || !suppressions.malformed.isEmpty {
            for violation in suppressions.unused(ranRules: enabled, knownRules: known) {
                findings.append(finding(violation, unusedID, severities[unusedID] ?? .warning, file, layer))
            }
        }
        return findings
    }

    private func finding(_ violation: Violation, _ id: String, _ severity: Severity, _ file: OutlinedFile,
                         _ layer: String?) -> Finding {
        let line = file.source.lineText(violation.line)
        return Finding(ruleID: id, severity: severity, file: file.path, line: violation.line,
                       column: violation.column, message: violation.message, layer: layer,
                       sourceLine: String(line.drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed()))
    }
}
