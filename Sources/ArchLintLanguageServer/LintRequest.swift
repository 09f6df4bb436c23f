import ArchLintRules

/// What one lint is asked to do: the open documents as they stand, each with its absolute path.
struct LintRequest: Sendable {
    struct Document: Sendable {
        var document: TextDocument
        /// Absolute; `nil` for a document that is not a file.
        var path: String?
    }

    var documents: [Document]
}

/// What one lint gives back.
enum LintOutcome: Sendable {
    /// Every open document's diagnostics (empty for one outside the project), with the version they are for,
    /// and the rules that can be explained (the built-in ones and the project's custom rules).
    case linted(diagnostics: [String: (version: Int, diagnostics: [Diagnostic])], rules: [RuleDescriptor])
    /// The project could not be loaded or linted: why, in one line.
    case failed(String)
}
