// Generated from Rules/*.md — do not edit.
enum EmbeddedRuleDocuments {
    static let documents: [(id: String, markdown: String)] = []
}
