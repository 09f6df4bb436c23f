/// A place in another file (or elsewhere in the same one) that explains a finding: a call on the way from the
/// flagged line to the API it reaches (`CatalogClient.fetchCatalog` declared at `Sources/CatalogClient.swift:42`).
/// Reports show these as related places; they are not findings of their own.
public struct FindingStep: Sendable, Hashable, Codable {
    /// Relative to the project root, as a finding's file is.
    public var file: String
    public var line: Int
    /// What the place shows: "`CatalogClient.fetchCatalog`, which the call reaches".
    public var note: String

    public init(file: String, line: Int, note: String) {
        self.file = file
        self.line = line
        self.note = note
    }
}
