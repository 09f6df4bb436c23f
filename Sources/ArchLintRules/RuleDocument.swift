/// A parsed `Rules/<id>.md`: frontmatter, prose, and the Incorrect / Correct examples.
public struct RuleDocument: Sendable {
    public init(markdown: String) throws {
        // Parsing is not written yet.
        throw RuleDocumentError.notImplemented
    }

    public func descriptor(id: String) throws -> RuleDescriptor {
        throw RuleDocumentError.notImplemented
    }
}

public enum RuleDocumentError: Error {
    case notImplemented
}
