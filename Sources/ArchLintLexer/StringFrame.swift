/// One level of a string literal being scanned: a string body, or an interpolation inside one.
/// Nesting lives on an explicit stack of these, so deep nesting costs memory, never recursion.
struct StringFrame {
    /// The `#` count of the string's delimiters (string bodies only).
    var pounds: Int
    /// Open parentheses of an interpolation, counting its own `(`; 0 marks a string body.
    var parens: Int
    /// Whether the string, or for an interpolation the string holding it, is multi-line.
    var multiline: Bool
}
