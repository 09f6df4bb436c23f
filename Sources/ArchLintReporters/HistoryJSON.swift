import ArchLintEngine

/// `archlint report --history N --format json`: the series, for other tools.
///
/// ```
/// {
///   "version": 1,
///   "root": "…",
///   "commits": [                        // oldest first, first parents only
///     {"commit": "<full id>", "subject": "…", "author": "…", "date": "2026-11-24T09:30:00+01:00" | "",
///      "problem": null | "why it was not linted",
///      "findings": 12, "errors": 10, "warnings": 2, "baselined": 4, "files": 80, "lines": 9000,
///      "byRule": {"layer-dependency": 3, …}, "byLayer": {"Domain": 2, "": 1, …},   // "" = no layer
///      "forbiddenEdges": ["Presentation → Data"],
///      "added": 2 | null, "removed": 0 | null,                 // against the previous commit
///      "edgesAppeared": […], "edgesGone": […],
///      "configurationChanged": false, "baselineChanged": false}   // against the previous commit
///   ]
/// }
/// ```
enum HistoryJSON {
    static func render(_ history: LintHistory, root: String) -> String {
        let commits: [JSONValue] = history.points.map { point in
            .object([
                ("commit", .string(point.commit)),
                ("subject", .string(point.subject)),
                ("author", .string(point.author)),
                ("date", .string(point.authorDate)),
                ("problem", .optional(point.problem)),
                ("findings", .int(point.findings)),
                ("errors", .int(point.errors)),
                ("warnings", .int(point.warnings)),
                ("baselined", .int(point.baselined)),
                ("files", .int(point.files)),
                ("lines", .int(point.lines)),
                ("byRule", counts(point.byRule)),
                ("byLayer", counts(point.byLayer)),
                ("forbiddenEdges", .array(point.forbiddenEdges.map(JSONValue.string))),
                ("added", point.added.map(JSONValue.int) ?? .null),
                ("removed", point.removed.map(JSONValue.int) ?? .null),
                ("edgesAppeared", .array(point.edgesAppeared.map(JSONValue.string))),
                ("edgesGone", .array(point.edgesGone.map(JSONValue.string))),
                ("configurationChanged", .bool(point.configurationChanged)),
                ("baselineChanged", .bool(point.baselineChanged)),
            ])
        }
        return JSONValue.object([("version", .int(1)), ("root", .string(root)), ("commits", .array(commits))])
            .rendered() + "\n"
    }

    private static func counts(_ values: [String: Int]) -> JSONValue {
        .object(values.keys.sorted().map { ($0, .int(values[$0] ?? 0)) })
    }
}
