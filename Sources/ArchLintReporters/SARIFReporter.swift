import ArchLintEngine
import ArchLintRules

/// SARIF 2.1.0, the format GitHub code scanning and most security dashboards import.
///
/// One run; `tool.driver.rules` carries every rule that ran with its documentation, and each result points
/// at its rule by `ruleIndex`. Locations are relative to the `SRCROOT` base, which is spelled out in
/// `originalUriBaseIds` only when the root is absolute. Columns are the findings' UTF-8 byte columns. A finding
/// whose cause shows at several places carries the others as `relatedLocations`, and so does the trace of a call's
/// effect (each call on the way to the API, in its own file). A rule's check has an id of its
/// own (`layer-dependency/presentation-data`, SARIF's hierarchical form) and an entry of its own in the rules.
public struct SARIFReporter: Reporter {
    public static let identifier = "sarif"

    static let schemaURI = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"

    public init() {}

    public func report(_ result: LintResult, options: ReportOptions) -> String {
        let catalog = SARIFRuleTable(result)
        let fingerprints = FindingFingerprint.fingerprints(for: result.findings)
        let results: [JSONValue] = zip(result.findings, fingerprints).map { finding, fingerprint in
            let artifact: JSONValue = .object([
                ("uri", .string(URIEncoding.encodedPath(finding.file))),
                ("uriBaseId", .string("SRCROOT")),
            ])
            let region: JSONValue = .object([
                ("startLine", .int(max(finding.line, 1))),
                ("startColumn", .int(max(finding.column, 1))),
            ])
            var members: [(String, JSONValue)] = [("ruleId", .string(finding.ruleID))]
            if let index = catalog.index[finding.ruleID] { members.append(("ruleIndex", .int(index))) }
            members += [
                ("level", .string(finding.severity.rawValue)),
                ("message", .object([("text", .string(finding.message))])),
                ("locations", .array([
                    .object([("physicalLocation", .object([("artifactLocation", artifact), ("region", region)]))]),
                ])),
                ("partialFingerprints", .object([("archlint/v1", .string(fingerprint))])),
            ]
            // The cause's other places (one result, not one per place), then the trace of a call's effect.
            var related: [(artifact: JSONValue, region: JSONValue, text: String)] = finding.places.map { place in
                let region: JSONValue = .object([("startLine", .int(max(place.line, 1))),
                                                 ("startColumn", .int(max(place.column, 1)))])
                guard let file = place.file else { return (artifact, region, "another use of the same cause") }
                return (.object([("uri", .string(URIEncoding.encodedPath(file))), ("uriBaseId", .string("SRCROOT"))]),
                        region, "the same cause in another file")
            }
            related += finding.trace.map { step in
                (.object([("uri", .string(URIEncoding.encodedPath(step.file))), ("uriBaseId", .string("SRCROOT"))]),
                 .object([("startLine", .int(max(step.line, 1)))]), step.note)
            }
            if !related.isEmpty {
                members.append(("relatedLocations", .array(related.enumerated().map { number, location in
                    .object([
                        ("id", .int(number + 1)),
                        ("physicalLocation", .object([("artifactLocation", location.artifact),
                                                      ("region", location.region)])),
                        ("message", .object([("text", .string(location.text))])),
                    ])
                })))
            }
            return .object(members)
        }
        let driver: JSONValue = .object([
            ("name", .string("archlint")),
            ("version", .string(options.toolVersion)),
            ("rules", .array(catalog.entries)),
        ])
        var run: [(String, JSONValue)] = [("tool", .object([("driver", driver)]))]
        if ReportPath.isAbsolute(result.root) {
            let base: JSONValue = .object([("uri", .string(URIEncoding.fileURI(forDirectory: result.root)))])
            run.append(("originalUriBaseIds", .object([("SRCROOT", base)])))
        }
        run.append(("results", .array(results)))
        let log: JSONValue = .object([
            ("$schema", .string(Self.schemaURI)),
            ("version", .string("2.1.0")),
            ("runs", .array([.object(run)])),
        ])
        return log.rendered() + "\n"
    }
}

/// The `tool.driver.rules` array and each rule id's position in it.
private struct SARIFRuleTable {
    var entries: [JSONValue] = []
    var index: [String: Int] = [:]

    init(_ result: LintResult) {
        for rule in result.rules where index[rule.id] == nil {
            index[rule.id] = entries.count
            entries.append(Self.entry(for: rule))
        }
        // A finding from a rule missing in `rules` still gets an entry, so every ruleIndex is valid.
        for ruleID in Set(result.findings.map(\.ruleID)).subtracting(index.keys).sorted() {
            index[ruleID] = entries.count
            entries.append(.object([("id", .string(ruleID))]))
        }
    }

    private static func entry(for rule: RuleDescriptor) -> JSONValue {
        let documentation = rule.documentationBody
        return .object([
            ("id", .string(rule.id)),
            // SARIF wants `name` to read like an identifier ("ViewBodyLogic"), not a sentence.
            ("name", .string(String(rule.name.unicodeScalars.filter(isIdentifierScalar).map(Character.init)))),
            ("shortDescription", .object([("text", .string(rule.name))])),
            ("fullDescription", .object([("text", .string(rule.impactDescription))])),
            ("help", .object([("text", .string(documentation)), ("markdown", .string(documentation))])),
            ("defaultConfiguration", .object([("level", .string(rule.defaultSeverity.rawValue))])),
            ("properties", .object([
                ("tags", .array(uniqued(rule.tags).map(JSONValue.string))),
                ("impact", .string(rule.impact.rawValue)),
            ] + (rule.optionalChecks.isEmpty ? [] : [("optionalChecks", JSONValue.array(rule.optionalChecks.map(JSONValue.string)))]))),
        ])
    }
}

private func isIdentifierScalar(_ scalar: Unicode.Scalar) -> Bool {
    scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
}

/// The schema requires property-bag tags to be unique.
private func uniqued(_ tags: [String]) -> [String] {
    var seen: Set<String> = []
    return tags.filter { seen.insert($0).inserted }
}
