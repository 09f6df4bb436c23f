import ArchLintLexer

/// Where a rule found a problem and what it says about it.
public struct Violation: Sendable, Equatable {
    /// 1-based line and byte column of the construct's first token.
    public var line: Int
    public var column: Int
    public var message: String
    /// The other places in the file where the same cause shows, in source order (its own place is not one).
    public var places: [FindingPlace]
    /// The rule's check that found it (`presentation-data` of `layer-dependency`), which has its own id,
    /// severity and switch; `nil` for the rule itself.
    public var check: String?
    /// What its places have in common, when a rule says.
    public var cause: FindingCause?
    /// The places elsewhere that explain it, in order: the calls from this line down to the API it reaches.
    public var trace: [FindingStep]

    public init(line: Int, column: Int, message: String, places: [FindingPlace] = [], check: String? = nil,
                cause: FindingCause? = nil, trace: [FindingStep] = []) {
        self.line = line
        self.column = column
        self.message = Self.oneLine(message)
        self.places = places
        self.check = check
        self.cause = cause
        self.trace = trace
    }

    /// `message` on one line: code it quotes that was written over several lines (`context\n        .insert(…)`)
    /// joins up, a line break before a `.` or `)` closing up and any other becoming one space. A finding is one
    /// line in every format that prints it.
    static func oneLine(_ message: String) -> String {
        guard message.utf8.contains(where: { $0 == 10 || $0 == 13 }) else { return message }
        var result = ""
        var pendingBreak = false
        for character in message {
            if character.isNewline {
                pendingBreak = true
                while result.last == " " || result.last == "\t" { result.removeLast() }
                continue
            }
            if pendingBreak {
                if character == " " || character == "\t" { continue }
                if character != "." && character != ")" && character != "]" { result.append(" ") }
                pendingBreak = false
            }
            result.append(character)
        }
        return result
    }

    /// A violation pointing at `token`, with the tokens of the cause's other `places`.
    public init(at token: Token, _ message: String, places: [Token] = [], check: String? = nil,
                cause: FindingCause? = nil, trace: [FindingStep] = []) {
        self.init(line: Int(token.line), column: Int(token.column), message: message,
                  places: places.map { FindingPlace(line: Int($0.line), column: Int($0.column)) }, check: check,
                  cause: cause, trace: trace)
    }
}
