/// Something the scanner could not make sense of; the outline around it is still produced.
public struct OutlineDiagnostic: Sendable, Equatable {
    public var message: String
    public var line: Int
    public var column: Int

    public init(message: String, line: Int, column: Int) {
        self.message = message
        self.line = line
        self.column = column
    }
}
