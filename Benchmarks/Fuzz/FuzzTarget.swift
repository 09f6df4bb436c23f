// libFuzzer entry point: lexes, outlines and lints one input with every rule on, and traps when a
// property that must hold for any bytes does not. Built by run.sh, not by the package.
import ArchLintEngine
import ArchLintLexer
import ArchLintOutline
import ArchLintRules
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Every rule switched on, so that inputs reach each of them.
private let everyRuleOn: Configuration = {
    var configuration = Configuration()
    for id in RuleRegistry.allIDs { configuration.rules[id] = RuleSettings(enabled: true) }
    return configuration
}()

/// Paths in each conventional layer (and none); the input's length picks one, so mutations visit all.
private let paths = [
    "Sources/TripDomain/Trip.swift",
    "Sources/TripPresentation/TripListView.swift",
    "Sources/TripData/TripRepository.swift",
    "Sources/App/TripApp.swift",
    "Scratch.swift",
]

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    let source = SourceText(bytes: bytes)
    let tokens = Lexer.tokenize(source)
    let lineCount = checkRoundTrip(tokens, bytes, bomLength: source.bomLength)

    let path = paths[bytes.count % paths.count]
    // The engine lints only valid UTF-8, so the outline is exercised directly for every input as well.
    let outlined = OutlinedFile(path: path, source: source, tokens: tokens,
                                outline: OutlineScanner.scan(tokens, in: source))
    checkOutline(outlined)

    let result = LintEngine(configuration: everyRuleOn)
        .lint(ProjectSources(root: ".", files: [SourceFile(path: path, bytes: bytes)]))
    let isValid = !looksLikeUTF16(bytes) && String(validating: bytes, as: UTF8.self) != nil
    let unreadable = result.findings.contains { $0.ruleID == RuleRegistry.unreadableFileID }
    require(unreadable != isValid, "unreadable-file disagrees with the standard library's UTF-8 validation")
    for finding in result.findings {
        require(finding.file == path, "finding names another file")
        require(finding.line >= 1 && finding.line <= lineCount, "finding line \(finding.line) outside the file")
        require(finding.column >= 1, "finding column below 1")
    }
    return 0
}

/// Tokens are in order, inside the input, and only whitespace lies between them, so tokens and gaps give
/// back the input exactly; each token's line and column match its offset. Returns the number of lines.
private func checkRoundTrip(_ tokens: [Token], _ bytes: [UInt8], bomLength: Int) -> Int {
    var cursor = bomLength
    var line: UInt32 = 1
    var lineStart = bomLength
    func advance(to offset: Int) {
        while cursor < offset {
            let byte = bytes[cursor]
            cursor += 1
            if byte == 0x0A || (byte == 0x0D && (cursor >= bytes.count || bytes[cursor] != 0x0A)) {
                line += 1
                lineStart = cursor
            }
        }
    }
    for token in tokens {
        let start = Int(token.start), end = Int(token.end)
        require(start >= cursor && end > start && end <= bytes.count, "token \(start)..<\(end) out of order")
        for offset in cursor..<start {
            switch bytes[offset] {
            case 0x20, 0x09, 0x0A, 0x0B, 0x0C, 0x0D: continue
            default: require(false, "byte \(offset) lost between tokens")
            }
        }
        advance(to: start)
        require(token.line == line, "token at \(start) says line \(token.line), is on \(line)")
        require(Int(token.column) == start - lineStart + 1, "token at \(start) has column \(token.column)")
        advance(to: end)
    }
    for offset in cursor..<bytes.count {
        switch bytes[offset] {
        case 0x20, 0x09, 0x0A, 0x0B, 0x0C, 0x0D: continue
        default: require(false, "byte \(offset) lost after the last token")
        }
    }
    advance(to: bytes.count)
    return Int(line)
}

/// Bracket partners are in range and point from an opening forward to a closing (and back); conditional
/// regions are ordered and in range.
private func checkOutline(_ file: OutlinedFile) {
    let partner = file.outline.partner
    require(partner.count == file.tokens.count, "partner table has the wrong size")
    for (index, other) in partner.enumerated() where other >= 0 {
        let other = Int(other)
        require(other < partner.count, "partner \(other) out of range")
        switch file.tokens[index].kind {
        case .leftParen, .leftBracket, .leftBrace:
            require(other > index && closes(file.tokens[other].kind, file.tokens[index].kind), "bad partner")
        case .rightParen, .rightBracket, .rightBrace:
            require(other < index && closes(file.tokens[index].kind, file.tokens[other].kind), "bad partner")
        default:
            require(false, "a token that is no bracket has a partner")
        }
    }
    for region in file.outline.conditionalRegions {
        require(region.directiveToken < region.endToken && region.endToken <= file.tokens.count,
                "conditional region out of range")
    }
}

/// A UTF-16 byte order mark, or two ASCII characters each paired with a zero byte (as the engine judges it).
private func looksLikeUTF16(_ bytes: [UInt8]) -> Bool {
    guard bytes.count >= 2 else { return false }
    if bytes[0] == 0xFF && bytes[1] == 0xFE || bytes[0] == 0xFE && bytes[1] == 0xFF { return true }
    guard bytes.count >= 4, bytes[0] < 0x80, bytes[1] < 0x80, bytes[2] < 0x80, bytes[3] < 0x80 else { return false }
    return bytes[1] == 0 && bytes[3] == 0 && bytes[0] != 0 && bytes[2] != 0
        || bytes[0] == 0 && bytes[2] == 0 && bytes[1] != 0 && bytes[3] != 0
}

private func closes(_ closing: TokenKind, _ opening: TokenKind) -> Bool {
    switch (opening, closing) {
    case (.leftParen, .rightParen), (.leftBracket, .rightBracket), (.leftBrace, .rightBrace): return true
    default: return false
    }
}

private func require(_ condition: Bool, _ message: @autoclosure () -> String) {
    if !condition {
        // Straight to stderr: the trap that follows would lose buffered standard output.
        var text = "fuzz property failed: \(message())\n"
        text.withUTF8 { _ = write(2, $0.baseAddress, $0.count) }
        abort()
    }
}
