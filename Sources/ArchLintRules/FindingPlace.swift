/// Another place in the same file where a finding's cause shows: a further use of the type a finding is about,
/// the initialiser parameter that injects the API a stored property already holds.
///
/// `line` and `column` are 1-based; the column counts UTF-8 bytes.
public struct FindingPlace: Sendable, Hashable, Codable {
    public var line: Int
    public var column: Int
    /// The place's source line, trimmed (for reports and baseline matching); `nil` until the engine fills it in.
    public var sourceLine: String?

    public init(line: Int, column: Int, sourceLine: String? = nil) {
        self.line = line
        self.column = column
        self.sourceLine = sourceLine
    }
}
