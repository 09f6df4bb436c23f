import ArchLintEngine

/// GitLab Code Quality JSON: an array of issues that merge requests show as new or resolved.
///
/// `fingerprint` must stay the same while an issue persists, so it hashes the rule, file and source line
/// (see ``FindingFingerprint``), never the line number.
public struct GitLabReporter: Reporter {
    public static let identifier = "gitlab"

    public init() {}

    public func report(_ result: LintResult, options: ReportOptions) -> String {
        let fingerprints = FindingFingerprint.fingerprints(for: result.findings)
        let issues: [JSONValue] = zip(result.findings, fingerprints).map { finding, fingerprint in
            .object([
                ("description", .string(finding.messageWithPlaces)),
                ("check_name", .string(finding.ruleID)),
                ("fingerprint", .string(fingerprint)),
                ("severity", .string(finding.severity == .error ? "major" : "minor")),
                ("location", .object([
                    ("path", .string(ReportPath.repositoryRelative(root: result.root, file: finding.file))),
                    ("lines", .object([("begin", .int(finding.line))])),
                ])),
            ])
        }
        return JSONValue.array(issues).rendered() + "\n"
    }
}
