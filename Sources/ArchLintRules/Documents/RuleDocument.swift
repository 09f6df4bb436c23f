/// A parsed `Rules/<id>.md`: frontmatter, prose, and the Incorrect / Correct examples.
///
/// The document is both the user documentation of a rule and a test fixture: every Incorrect example must make
/// the rule report something, every Correct example must make it report nothing.
public struct RuleDocument: Sendable, Equatable {
    /// One `key: value` line of the frontmatter.
    public struct Field: Sendable, Equatable {
        public var key: String
        public var value: String
        /// 1-based line of the field in the Markdown text.
        public var line: Int

        public init(key: String, value: String, line: Int) {
            self.key = key
            self.value = value
            self.line = line
        }
    }

    /// The whole Markdown text, exactly as given.
    public let markdown: String
    /// Where the text came from (`Rules/view-body-logic.md`), for error messages; `nil` when unknown.
    public let path: String?
    /// The frontmatter fields in source order.
    public let frontmatter: [Field]
    /// The text of the first `## ` heading, or `nil` when there is none.
    public let title: String?
    /// The Markdown between the title and the first example, trimmed: the rationale and the flag lists.
    public let prose: String
    /// The Incorrect and Correct examples in document order.
    public let examples: [RuleExample]
    /// The document without its frontmatter, as `archlint explain` prints it; ends with one newline.
    public let terminalText: String

    /// Parses `markdown`; `path` only names the document in error messages.
    ///
    /// - Throws: ``RuleDocumentError`` when the frontmatter or an example is malformed. Missing or invalid
    ///   metadata values are reported by ``descriptor(id:)``.
    public init(markdown: String, path: String? = nil) throws {
        var parser = RuleDocumentParser(markdown: markdown, path: path ?? "rule document")
        let parsed = try parser.parse()
        self.markdown = markdown
        self.path = path
        self.frontmatter = parsed.frontmatter
        self.title = parsed.title
        self.prose = parsed.prose
        self.examples = parsed.examples
        self.terminalText = parsed.terminalText
    }

    /// The value of frontmatter `key`, or `nil` when the key is absent.
    public func value(for key: String) -> String? {
        frontmatter.first { $0.key == key }?.value
    }

    /// The `id` frontmatter value, or `nil`.
    public var id: String? { value(for: "id") }

    /// The `tags` frontmatter value split at commas, trimmed, empty entries dropped.
    public var tags: [String] {
        (value(for: "tags") ?? "")
            .split(separator: ",")
            .map { RuleDocumentParser.trimmed($0) }
            .filter { !$0.isEmpty }
    }

    /// The examples of one kind, in document order.
    public func examples(_ kind: RuleExample.Kind) -> [RuleExample] {
        examples.filter { $0.kind == kind }
    }

    /// Every embedded rule document that parses, sorted by id, each named `Rules/<id>.md`.
    public static let embedded: [RuleDocument] = EmbeddedRuleDocuments.documents
        .sorted { $0.id < $1.id }
        .compactMap { try? RuleDocument(markdown: $0.markdown, path: "Rules/\($0.id).md") }
}
