import ArchLintLexer

/// The offset where each line of a file starts, found as far as the questions reach and kept, so that the text of
/// many findings' lines costs at most one pass over the file, and a finding near the top reads only the top.
struct LineStarts {
    /// Longest line text kept for a finding, in bytes: a finding on a megabyte-long line carries its start only.
    static let maximumLength = 400

    private let source: SourceText
    /// The starts found so far, in order; `scanned` is where the search for the next one resumes.
    private var starts: [Int]
    private var scanned: Int
    private var trimmed: [Int: String] = [:]

    init(_ source: SourceText) {
        self.source = source
        starts = [source.bomLength]
        scanned = source.bomLength
    }

    /// Where 1-based `line` starts; `nil` past the end of the file.
    private mutating func start(of line: Int) -> Int? {
        guard line >= 1 else { return nil }
        if line <= starts.count { return starts[line - 1] }
        source.bytes.withUnsafeBufferPointer { bytes in
            var index = scanned
            let count = bytes.count
            // A line ends at LF, CR or CR LF.
            while index < count && starts.count < line {
                let byte = bytes[index]
                index += 1
                if byte == 0x0A || byte == 0x0D {
                    if byte == 0x0D && index < count && bytes[index] == 0x0A { index += 1 }
                    starts.append(index)
                }
            }
            scanned = index
        }
        return line <= starts.count ? starts[line - 1] : nil
    }

    /// How many bytes of spaces and tabs start `line` (1-based).
    mutating func indent(of line: Int) -> Int {
        guard let start = start(of: line) else { return 0 }
        let bytes = source.bytes
        var position = start
        while position < bytes.count && (bytes[position] == 0x20 || bytes[position] == 0x09) { position += 1 }
        return position - start
    }

    /// The 1-based `line` without its line end or surrounding spaces and tabs, cut after ``maximumLength``
    /// bytes (at a character boundary, marked `…`); empty past the end.
    mutating func trimmedText(of line: Int) -> String {
        if let known = trimmed[line] { return known }
        guard let start = start(of: line) else { return "" }
        let bytes = source.bytes
        var lower = start
        var upper = lower
        while upper < bytes.count && bytes[upper] != 0x0A && bytes[upper] != 0x0D { upper += 1 }
        while lower < upper && (bytes[lower] == 0x20 || bytes[lower] == 0x09) { lower += 1 }
        while upper > lower && (bytes[upper - 1] == 0x20 || bytes[upper - 1] == 0x09) { upper -= 1 }
        var text: String
        if upper - lower > Self.maximumLength {
            var cut = lower + Self.maximumLength
            while cut > lower && bytes[cut] & 0xC0 == 0x80 { cut -= 1 }
            text = source.text(in: lower..<cut) + "…"
        } else {
            text = source.text(in: lower..<upper)
        }
        trimmed[line] = text
        return text
    }
}
