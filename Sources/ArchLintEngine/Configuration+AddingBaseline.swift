import ArchLintOutline

extension Configuration {
    /// `text`, a configuration lint accepts (comments allowed), with `"baseline": name` added as its first key,
    /// its formatting and comments kept; `nil` when the text is not a JSON object. Comments are found as lint
    /// finds them: a `//` comment ends at a line feed or a carriage return.
    public static func adding(baseline name: String, to text: String) -> String? {
        let bytes = Array(text.utf8)
        guard case .success(let blanked) = JSONParser.check(bytes, allowingComments: true) else { return nil }
        /// The first byte at or after `start` that is not whitespace, with comments blanked to spaces.
        func significant(from start: Int) -> Int {
            var index = start
            while index < blanked.count, [0x20, 0x09, 0x0A, 0x0D].contains(blanked[index]) { index += 1 }
            return index
        }
        // A byte-order mark, which lint reads past, stays where it is.
        let open = significant(from: bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0)
        guard open < bytes.count, bytes[open] == UInt8(ascii: "{") else { return nil }
        let next = significant(from: open + 1)
        let isEmpty = next < bytes.count && bytes[next] == UInt8(ascii: "}")
        let entry = "\n  \"baseline\": \(JSONString.quoted(name))" + (isEmpty ? "\n" : ",")
        return String(decoding: bytes[...open], as: UTF8.self) + entry
            + String(decoding: bytes[(open + 1)...], as: UTF8.self)
    }
}
