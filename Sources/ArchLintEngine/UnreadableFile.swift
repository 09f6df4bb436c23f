import ArchLintRules

/// The engine's own finding for a file it cannot read or decode: on the line of the first bad byte when there
/// is one, else on line 1; column 1.
enum UnreadableFile {
    static let id = RuleRegistry.unreadableFileID

    static func finding(_ path: String, line: Int = 1, _ problem: String) -> Finding {
        Finding(ruleID: id, severity: .error, file: path, line: line, column: 1,
                message: "`\(path)` was not linted — \(problem)")
    }
}
