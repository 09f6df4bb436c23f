import ArchLintRules

/// The engine's own finding for a file it cannot read or decode, on line 1, column 1 (no line of it was read).
enum UnreadableFile {
    static let id = RuleRegistry.unreadableFileID

    static func finding(_ path: String, _ problem: String) -> Finding {
        Finding(ruleID: id, severity: .error, file: path, line: 1, column: 1,
                message: "`\(path)` was not linted — \(problem)")
    }
}
