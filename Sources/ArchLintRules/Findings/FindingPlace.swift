/// Another place where a finding's cause shows: a further use of the type a finding is about, the initialiser
/// parameter that injects the API a stored property already holds — in the finding's file — or the same import in
/// another file of the target.
///
/// `line` and `column` are 1-based; the column counts UTF-8 bytes.
public struct FindingPlace: Sendable, Hashable, Codable {
    public var line: Int
    public var column: Int
    /// The place's source line, trimmed (for reports and baseline matching); `nil` until the engine fills it in.
    public var sourceLine: String?
    /// The place's file, relative to the project root, when it is not the finding's own; `nil` in the same file.
    public var file: String?

    public init(line: Int, column: Int, sourceLine: String? = nil, file: String? = nil) {
        self.line = line
        self.column = column
        self.sourceLine = sourceLine
        self.file = file
    }
}
