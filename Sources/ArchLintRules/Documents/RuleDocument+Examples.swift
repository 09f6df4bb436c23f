/// One Incorrect or Correct example of a rule document: a small project of one or more files.
public struct RuleExample: Sendable, Hashable {
    /// Whether the rule must report something (`incorrect`) or nothing (`correct`) for the example.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        case incorrect
        case correct
    }

    public var kind: Kind
    /// The text in parentheses after Incorrect / Correct (`view model stores the concrete repository`), or
    /// whatever follows the word when there are no parentheses; empty when there is nothing.
    public var caption: String
    /// The files, one per consecutive Swift code block, in document order.
    public var files: [RuleExampleFile]
    /// 1-based line of the `**Incorrect …:**` / `**Correct …:**` heading in the Markdown text.
    public var line: Int

    public init(kind: Kind, caption: String, files: [RuleExampleFile], line: Int = 0) {
        self.kind = kind
        self.caption = caption
        self.files = files
        self.line = line
    }
}

/// One Swift code block of an example, with the project-relative path its info string gives.
public struct RuleExampleFile: Sendable, Hashable {
    /// The path used when a code block does not name one. It has no layer folder, so it is in no layer.
    public static let defaultPath = "Example.swift"

    /// Project-relative path with `/` separators: `Presentation/TripEditorView.swift`.
    public var path: String
    /// The code block's text; each line ends with a newline.
    public var source: String
    /// 1-based line in the Markdown text of the block's first source line, so that line `n` of the file is
    /// Markdown line `line + n - 1`.
    public var line: Int

    public init(path: String, source: String, line: Int = 0) {
        self.path = path
        self.source = source
        self.line = line
    }
}
