/// Escaping for text placed inside XML and HTML documents.
enum Markup {
    /// The text safe for element content and for single- or double-quoted attribute values: `&<>"'` become
    /// references, and characters XML 1.0 forbids (most C0 controls) become U+FFFD.
    ///
    /// With `inAttribute`, tabs and line breaks become character references too, because attribute-value
    /// normalization would otherwise turn them into spaces.
    static func escape(_ text: String, inAttribute: Bool = false) -> String {
        var result = ""
        result.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            case "\n": result += inAttribute ? "&#10;" : "\n"
            case "\r": result += inAttribute ? "&#13;" : "\r"
            case "\t": result += inAttribute ? "&#9;" : "\t"
            case _ where scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF:
                result.unicodeScalars.append("\u{FFFD}")
            default:
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
