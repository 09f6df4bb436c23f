/// Why a rule document could not be parsed or turned into a descriptor. Every message names the document.
public enum RuleDocumentError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The text does not start with a `---` line.
    case missingFrontmatter(document: String)
    /// No `---` line closes the frontmatter.
    case unterminatedFrontmatter(document: String)
    /// A frontmatter line is not a `key: value` pair.
    case malformedFrontmatterLine(document: String, line: Int, text: String)
    case duplicateFrontmatterKey(document: String, line: Int, key: String)
    case unknownFrontmatterKey(document: String, line: Int, key: String)
    /// A required key is absent or has an empty value.
    case missingFrontmatterKey(document: String, key: String)
    /// A key's value is not one of the accepted spellings; `expected` lists them.
    case invalidFrontmatterValue(document: String, key: String, value: String, expected: String)
    /// The frontmatter `id` differs from the id the document is filed under.
    case idMismatch(document: String, id: String, expected: String)
    /// There is no `## ` heading.
    case missingTitle(document: String)
    /// The `## ` heading differs from the frontmatter `title`.
    case titleMismatch(document: String, heading: String, title: String)
    /// A code fence opened on `line` is never closed.
    case unterminatedCodeBlock(document: String, line: Int)
    /// An example heading on `line` is not followed by a Swift code block.
    case exampleWithoutCode(document: String, line: Int)
    /// Two code blocks of one example name the same file.
    case duplicateExampleFile(document: String, line: Int, path: String)
    /// A code block's `path=` is empty, absolute or climbs out of the project with `..`.
    case invalidExamplePath(document: String, line: Int, path: String)

    public var description: String {
        switch self {
        case .missingFrontmatter(let document):
            return "\(document): the document must start with a '---' line that opens the frontmatter"
        case .unterminatedFrontmatter(let document):
            return "\(document): the frontmatter is not closed by a '---' line"
        case .malformedFrontmatterLine(let document, let line, let text):
            return "\(document):\(line): frontmatter line '\(text)' is not a 'key: value' pair"
        case .duplicateFrontmatterKey(let document, let line, let key):
            return "\(document):\(line): frontmatter key '\(key)' appears more than once"
        case .unknownFrontmatterKey(let document, let line, let key):
            let known = RuleDocument.frontmatterKeys.joined(separator: ", ")
            return "\(document):\(line): unknown frontmatter key '\(key)' (known keys: \(known))"
        case .missingFrontmatterKey(let document, let key):
            return "\(document): frontmatter key '\(key)' is missing or empty"
        case .invalidFrontmatterValue(let document, let key, let value, let expected):
            return "\(document): frontmatter key '\(key)' must be \(expected) (found '\(value)')"
        case .idMismatch(let document, let id, let expected):
            return "\(document): frontmatter id '\(id)' does not match the file name; expected '\(expected)'"
        case .missingTitle(let document):
            return "\(document): the document has no '## ' title heading"
        case .titleMismatch(let document, let heading, let title):
            return "\(document): the '## ' heading '\(heading)' differs from the frontmatter title '\(title)'"
        case .unterminatedCodeBlock(let document, let line):
            return "\(document):\(line): the code block opened here is never closed"
        case .exampleWithoutCode(let document, let line):
            return "\(document):\(line): the example has no ```swift code block before the next heading"
        case .duplicateExampleFile(let document, let line, let path):
            return "\(document):\(line): the example already has a file named '\(path)'"
        case .invalidExamplePath(let document, let line, let path):
            return "\(document):\(line): example path '\(path)' must be a relative path inside the project"
        }
    }
}
