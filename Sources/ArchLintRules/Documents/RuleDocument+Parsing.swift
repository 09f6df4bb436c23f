/// Reads a rule document line by line: frontmatter first, then headings, example headings and code fences.
struct RuleDocumentParser {
    struct Result {
        var frontmatter: [RuleDocument.Field]
        var title: String?
        var prose: String
        var examples: [RuleExample]
        var terminalText: String
    }

    /// An open code fence: its marker, info string and the lines read so far.
    private struct Fence {
        var marker: Character
        var length: Int
        var info: String
        var line: Int
        var lines: [String] = []
    }

    private let lines: [String]
    private let document: String
    private var examples: [RuleExample] = []
    private var current: RuleExample?

    init(markdown: String, path: String) {
        self.lines = Self.lines(of: markdown)
        self.document = path
    }

    /// The lines of `markdown`, split where `Character.isNewline` splits them (`\r\n` is one break), read as bytes:
    /// every process parses the embedded rule documents when it starts.
    static func lines(of markdown: String) -> [String] {
        var lines: [String] = []
        var text = markdown
        text.withUTF8 { bytes in
            var start = 0
            var index = 0
            while index < bytes.count {
                var length = 0
                switch bytes[index] {
                case 0x0A, 0x0B, 0x0C:
                    length = 1
                case 0x0D:
                    length = index + 1 < bytes.count && bytes[index + 1] == 0x0A ? 2 : 1
                case 0xC2 where index + 1 < bytes.count && bytes[index + 1] == 0x85:
                    length = 2  // U+0085
                case 0xE2 where index + 2 < bytes.count && bytes[index + 1] == 0x80
                    && (bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9):
                    length = 3  // U+2028, U+2029
                default:
                    break
                }
                if length == 0 {
                    index += 1
                    continue
                }
                lines.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self))
                index += length
                start = index
            }
            lines.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<bytes.count]), as: UTF8.self))
        }
        return lines
    }

    mutating func parse() throws -> Result {
        let (frontmatter, bodyStart) = try parseFrontmatter()
        var title: String?
        var titleIndex: Int?
        var firstExampleIndex: Int?
        var fence: Fence?

        for index in bodyStart..<lines.count {
            let text = lines[index]
            let lineNumber = index + 1
            if var open = fence {
                if Self.closesFence(text, open) {
                    try finishCodeBlock(open)
                    fence = nil
                } else {
                    open.lines.append(text)
                    fence = open
                }
            } else if let opened = Self.opensFence(text, line: lineNumber) {
                fence = opened
            } else if Self.isHeading(text) {
                try finishExample()
                if title == nil, text.hasPrefix("## ") {
                    title = Self.trimmed(text.dropFirst(3))
                    titleIndex = index
                }
            } else if let (kind, caption) = Self.exampleHeading(text) {
                try finishExample()
                current = RuleExample(kind: kind, caption: caption, files: [], line: lineNumber)
                if firstExampleIndex == nil { firstExampleIndex = index }
            }
        }
        if let open = fence {
            throw RuleDocumentError.unterminatedCodeBlock(document: document, line: open.line)
        }
        try finishExample()

        let proseStart = titleIndex.map { $0 + 1 } ?? bodyStart
        let proseEnd = max(proseStart, firstExampleIndex ?? lines.count)
        return Result(
            frontmatter: frontmatter,
            title: title,
            prose: Self.trimmed(lines[proseStart..<proseEnd].joined(separator: "\n")),
            examples: examples,
            terminalText: Self.trimmed(lines[bodyStart...].joined(separator: "\n")) + "\n"
        )
    }

    // MARK: - Frontmatter

    /// The fields, and the index of the first line after the closing `---`.
    private func parseFrontmatter() throws -> ([RuleDocument.Field], Int) {
        guard let first = lines.first, Self.trimmed(Self.droppingByteOrderMark(first)) == "---" else {
            throw RuleDocumentError.missingFrontmatter(document: document)
        }
        guard let close = lines.indices.dropFirst().first(where: { Self.trimmed(lines[$0]) == "---" }) else {
            throw RuleDocumentError.unterminatedFrontmatter(document: document)
        }
        var fields: [RuleDocument.Field] = []
        for index in 1..<close {
            let text = Self.trimmed(lines[index])
            if text.isEmpty { continue }
            guard let colon = text.firstIndex(of: ":"),
                  Self.isKey(text[..<colon])
            else {
                throw RuleDocumentError.malformedFrontmatterLine(document: document, line: index + 1, text: text)
            }
            let key = String(text[..<colon])
            if fields.contains(where: { $0.key == key }) {
                throw RuleDocumentError.duplicateFrontmatterKey(document: document, line: index + 1, key: key)
            }
            let value = Self.trimmed(text[text.index(after: colon)...])
            fields.append(RuleDocument.Field(key: key, value: value, line: index + 1))
        }
        return (fields, close + 1)
    }

    /// An ASCII letter, then ASCII letters, digits, `_` and `-`.
    private static func isKey(_ text: Substring) -> Bool {
        guard let first = text.utf8.first, isASCIILetter(first) else { return false }
        return text.utf8.allSatisfy {
            isASCIILetter($0) || ($0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9")) || $0 == UInt8(ascii: "_")
                || $0 == UInt8(ascii: "-")
        }
    }

    private static func isASCIILetter(_ byte: UInt8) -> Bool {
        (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
    }

    private static func droppingByteOrderMark(_ text: String) -> Substring {
        text.first == "\u{FEFF}" ? text.dropFirst() : Substring(text)
    }

    // MARK: - Examples

    private mutating func finishExample() throws {
        guard let example = current else { return }
        current = nil
        if example.files.isEmpty {
            throw RuleDocumentError.exampleWithoutCode(document: document, line: example.line)
        }
        examples.append(example)
    }

    /// Adds a closed Swift code block to the current example; other blocks and blocks outside examples are prose.
    private mutating func finishCodeBlock(_ fence: Fence) throws {
        guard current != nil else { return }
        let words = fence.info.split(whereSeparator: \.isWhitespace)
        guard words.first == "swift" else { return }
        var path = RuleExampleFile.defaultPath
        for word in words.dropFirst() where word.hasPrefix("path=") {
            path = Self.unquoted(word.dropFirst("path=".count))
        }
        let components = path.split(separator: "/", omittingEmptySubsequences: false)
        if path.isEmpty || path.hasPrefix("/") || path.contains("\\") || components.contains("..") {
            throw RuleDocumentError.invalidExamplePath(document: document, line: fence.line, path: path)
        }
        if current?.files.contains(where: { $0.path == path }) == true {
            throw RuleDocumentError.duplicateExampleFile(document: document, line: fence.line, path: path)
        }
        let source = fence.lines.map { $0 + "\n" }.joined()
        current?.files.append(RuleExampleFile(path: path, source: source, line: fence.line + 1))
    }

    /// `**Incorrect (caption):**` or `**Correct:**`, as a kind and a caption.
    static func exampleHeading(_ line: String) -> (RuleExample.Kind, String)? {
        let text = trimmed(line)
        guard text.hasPrefix("**"), text.hasSuffix(":**"), text.count >= 5 else { return nil }
        let inner = text.dropFirst(2).dropLast(3)
        for kind in RuleExample.Kind.allCases {
            let word = kind == .incorrect ? "Incorrect" : "Correct"
            guard inner.hasPrefix(word) else { continue }
            let rest = inner.dropFirst(word.count)
            // "Correctness:" is not an example heading; the word must end here.
            guard rest.isEmpty || rest.first == " " || rest.first == "(" else { return nil }
            var caption = trimmed(rest)
            if caption.hasPrefix("("), caption.hasSuffix(")") {
                caption = trimmed(caption.dropFirst().dropLast())
            }
            return (kind, caption)
        }
        return nil
    }

    // MARK: - Lines

    /// An ATX heading: one to six `#` then a space (or nothing), with at most three spaces of indentation.
    private static func isHeading(_ line: String) -> Bool {
        let text = line.drop { $0 == " " }
        guard line.count - text.count <= 3 else { return false }
        let hashes = text.prefix { $0 == "#" }
        guard (1...6).contains(hashes.count) else { return false }
        let after = text.dropFirst(hashes.count)
        return after.isEmpty || after.first == " " || after.first == "\t"
    }

    private static func opensFence(_ line: String, line number: Int) -> Fence? {
        let text = line.drop { $0 == " " }
        guard line.count - text.count <= 3, let marker = text.first, marker == "`" || marker == "~" else {
            return nil
        }
        let run = text.prefix { $0 == marker }
        guard run.count >= 3 else { return nil }
        let info = trimmed(text.dropFirst(run.count))
        // A backtick fence's info string may not contain backticks (that line is inline code instead).
        if marker == "`", info.contains("`") { return nil }
        return Fence(marker: marker, length: run.count, info: info, line: number)
    }

    private static func closesFence(_ line: String, _ fence: Fence) -> Bool {
        let text = line.drop { $0 == " " }
        guard line.count - text.count <= 3 else { return false }
        let run = text.prefix { $0 == fence.marker }
        return run.count >= fence.length && trimmed(text.dropFirst(run.count)).isEmpty
    }

    /// The text without one pair of surrounding double or single quotes.
    private static func unquoted(_ text: Substring) -> String {
        for quote in ["\"", "'"] where text.count >= 2 && text.hasPrefix(quote) && text.hasSuffix(quote) {
            return String(text.dropFirst().dropLast())
        }
        return String(text)
    }

    /// The text without leading and trailing whitespace and line breaks.
    static func trimmed<S: StringProtocol>(_ text: S) -> String {
        // Most lines begin and end in ASCII: those are trimmed as bytes (the ASCII characters `isWhitespace` accepts).
        let bytes = text.utf8
        var start: S.UTF8View.Index?
        var last = bytes.startIndex
        var index = bytes.startIndex
        while index != bytes.endIndex {
            if !isASCIIWhitespace(bytes[index]) {
                if start == nil { start = index }
                last = index
            }
            index = bytes.index(after: index)
        }
        guard let start else { return "" }
        if bytes[start] < 0x80 && bytes[last] < 0x80 {
            return String(decoding: bytes[start...last], as: UTF8.self)
        }
        guard let first = text.firstIndex(where: { !$0.isWhitespace }),
              let last = text.lastIndex(where: { !$0.isWhitespace })
        else { return "" }
        return String(text[first...last])
    }

    /// Tab, line feed, vertical tab, form feed, carriage return and space.
    private static func isASCIIWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || (byte >= 0x09 && byte <= 0x0D)
    }
}
