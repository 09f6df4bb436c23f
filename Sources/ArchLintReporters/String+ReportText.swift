extension String {
    /// The text on one line: line breaks become spaces and other control characters (escape sequences
    /// included) become U+FFFD, so a message or path cannot break a line format or drive a terminal.
    public var singleLine: String {
        var result = ""
        result.unicodeScalars.reserveCapacity(unicodeScalars.count)
        var previousWasCR = false
        for scalar in unicodeScalars {
            defer { previousWasCR = scalar == "\r" }
            switch scalar {
            case "\n" where previousWasCR:
                continue
            case "\n", "\r":
                result.unicodeScalars.append(" ")
            case "\t":
                result.unicodeScalars.append(scalar)
            case _ where String.isControl(scalar):
                result.unicodeScalars.append("\u{FFFD}")
            default:
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// The text as a terminal may show it: control characters other than line feed and tab (escape sequences,
    /// carriage returns, C1 controls) become U+FFFD, so that a folder, rule or layer name cannot move the cursor,
    /// set the window title or clear the screen; lines stay lines.
    public var terminalSafe: String {
        let hides = { (scalar: Unicode.Scalar) in scalar != "\n" && scalar != "\t" && String.isControl(scalar) }
        guard unicodeScalars.contains(where: hides) else { return self }
        var result = ""
        result.unicodeScalars.reserveCapacity(unicodeScalars.count)
        for scalar in unicodeScalars { result.unicodeScalars.append(hides(scalar) ? "\u{FFFD}" : scalar) }
        return result
    }

    /// C0 and C1 control characters and DEL: what a terminal may read as a command.
    static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    }

    /// The text without leading and trailing spaces, tabs and line breaks.
    var trimmed: String {
        let isBlank: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0.isNewline }
        guard let first = firstIndex(where: { !isBlank($0) }),
              let last = lastIndex(where: { !isBlank($0) }) else { return "" }
        return String(self[first...last])
    }
}
