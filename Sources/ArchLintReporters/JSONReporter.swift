import ArchLintEngine
import ArchLintRules

/// The machine-readable report: one JSON object, pretty-printed with two spaces, keys always in this order.
///
/// ```
/// {
///   "version": 1,                       // shape version; bumped only on incompatible change
///   "root": "…",                        // the project root as given; every "file" is relative to it
///   "findings": [                       // in report order: file, line, column, rule
///     {"rule": "layer-dependency", "severity": "error" | "warning", "file": "Sources/…",
///      "line": 12, "column": 5,         // 1-based; the column counts UTF-8 bytes
///      "message": "…", "layer": "Domain" | null,
///      "places": [{"line": 30, "column": 9}],      // other places of the same cause in the file, in order;
///                                                  // a place in another file has "file" first
///      "cause": {"name": "TripRecord", "layer": "Data" | null, "module": false} | null,
///      "trace": [{"file": "Sources/…", "line": 42, "note": "…"}]}  // where a call's effect comes from, in order
///   ],
///   "summary": {
///     "errors": 3, "warnings": 1,
///     "files": 42,                      // files linted
///     "byRule": {"layer-dependency": 2, …},   // findings per rule id, sorted by id
///     "byLayer": {"Domain": 3, …}              // findings per layer, sorted by name; unlayered ones are left out
///   },
///   "baseline": {                       // only when a baseline hid a finding or has entries that match none
///     "hidden": 4,                      // findings the baseline records (not in "findings")
///     "stale": [{"rule": "…", "file": "…", "line": 3, "text": "…"}],   // entries that match no finding now
///     "grown": [{"rule": "…", "file": "…", "line": 3, "message": "…",  // recorded causes that gained uses
///                "recorded": 1, "uses": 3, "newUses": [{"line": 4, "column": 9}]}]
///   },
///   "comparedTo": "main (1a2b3c4)",     // only with `report --compare`: then "findings" are those the change
///   "fixed": [ … ]                      // added, and "fixed" (same shape) those it removed
/// }
///
/// With `report --history`, the document is the series instead (``HistoryJSON``).
/// ```
public struct JSONReporter: Reporter {
    public static let identifier = "json"

    public init() {}

    public func report(_ result: LintResult, options: ReportOptions) -> String {
        if let history = options.history { return HistoryJSON.render(history, root: result.root) }
        let findings: [JSONValue] = result.findings.map(Self.finding)
        let summary: JSONValue = .object([
            ("errors", .int(result.errorCount)),
            ("warnings", .int(result.warningCount)),
            ("files", .int(result.files.count)),
            ("byRule", Self.counts(result.findings.map(\.ruleID))),
            ("byLayer", Self.counts(result.findings.compactMap(\.layer))),
        ])
        var members: [(String, JSONValue)] = [
            ("version", .int(1)),
            ("root", .string(result.root)),
            ("findings", .array(findings)),
            ("summary", summary),
        ]
        if !result.baselined.isEmpty || !result.staleEntries.isEmpty || !result.grownCauses.isEmpty {
            members.append(("baseline", Self.baseline(result)))
        }
        if let revision = result.comparedTo {
            members += [("comparedTo", .string(revision)), ("fixed", .array(result.fixed.map(Self.finding)))]
        }
        return JSONValue.object(members).rendered() + "\n"
    }

    private static func finding(_ finding: Finding) -> JSONValue {
            .object([
                ("rule", .string(finding.ruleID)),
                ("severity", .string(finding.severity.rawValue)),
                ("file", .string(finding.file)),
                ("line", .int(finding.line)),
                ("column", .int(finding.column)),
                ("message", .string(finding.message)),
                ("layer", .optional(finding.layer)),
                ("places", .array(finding.places.map { place in
                    var members: [(String, JSONValue)] = [("line", .int(place.line)), ("column", .int(place.column))]
                    if let file = place.file { members.insert(("file", .string(file)), at: 0) }
                    return .object(members)
                })),
                ("cause", finding.cause.map { cause in
                    .object([("name", .string(cause.name)), ("layer", .optional(cause.layer)),
                             ("module", .bool(cause.isModule))])
                } ?? .null),
                ("trace", .array(finding.trace.map { step in
                    .object([("file", .string(step.file)), ("line", .int(step.line)), ("note", .string(step.note))])
                })),
            ])
    }

    private static func baseline(_ result: LintResult) -> JSONValue {
        .object([
            ("hidden", .int(result.baselined.count)),
            ("stale", .array(result.staleEntries.map { entry in
                .object([("rule", .string(entry.rule)), ("file", .string(entry.file)), ("line", .int(entry.line)),
                         ("text", .string(entry.text))])
            })),
            ("grown", .array(result.grownCauses.map { cause in
                .object([("rule", .string(cause.finding.ruleID)), ("file", .string(cause.finding.file)),
                         ("line", .int(cause.finding.line)), ("message", .string(cause.finding.message)),
                         ("recorded", .int(cause.recorded)), ("uses", .int(cause.uses)),
                         ("newUses", .array(cause.newUses.map { place in
                             .object([("line", .int(place.line)), ("column", .int(place.column))])
                         }))])
            })),
        ])
    }

    private static func counts(_ keys: [String]) -> JSONValue {
        let tally = Dictionary(keys.map { ($0, 1) }, uniquingKeysWith: +)
        return .object(tally.keys.sorted().map { ($0, .int(tally[$0, default: 0])) })
    }
}
