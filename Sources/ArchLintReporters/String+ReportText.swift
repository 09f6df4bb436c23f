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
            case _ where scalar.value < 0x20 || scalar.value == 0x7F:
                result.unicodeScalars.append("\u{FFFD}")
            default:
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// The text without leading and trailing spaces, tabs and line breaks.
    var trimmed: String {
        let isBlank: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0.isNewline }
        guard let first = firstIndex(where: { !isBlank($0) }),
              let last = lastIndex(where: { !isBlank($0) }) else { return "" }
        return String(self[first...last])
    }
}
