// libFuzzer entry point: lexes, outlines and lints one input with every rule on, and traps when a
// property that must hold for any bytes does not. Built by run.sh, not by the package, together with the
// tests' RoundTripCheck so that both check the same properties.
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
    if let problem = RoundTripCheck.tokens(tokens, of: bytes, bomLength: source.bomLength) { require(false, problem) }
    let lines = lineCount(bytes)

    let path = paths[bytes.count % paths.count]
    // The engine lints only valid UTF-8, so the outline is exercised directly for every input as well.
    let outlined = OutlinedFile(path: path, source: source, tokens: tokens,
                                outline: OutlineScanner.scan(tokens, in: source))
    if let problem = RoundTripCheck.outline(outlined) { require(false, problem) }
    if let problem = RoundTripCheck.declarations(outlined) { require(false, problem) }

    let result = LintEngine(configuration: everyRuleOn)
        .lint(ProjectSources(root: ".", files: [SourceFile(path: path, bytes: bytes)]))
    let isValid = !looksLikeUTF16(bytes) && String(validating: bytes, as: UTF8.self) != nil
    let unreadable = result.findings.contains { $0.ruleID == RuleRegistry.unreadableFileID }
    require(unreadable != isValid, "unreadable-file disagrees with the standard library's UTF-8 validation")
    for finding in result.findings {
        require(finding.file == path, "finding names another file")
        require(finding.line >= 1 && finding.line <= lines, "finding line \(finding.line) outside the file")
        require(finding.column >= 1, "finding column below 1")
    }
    return 0
}

/// The number of lines: one more than the line ends (`\n`, `\r\n`, a lone `\r`).
private func lineCount(_ bytes: [UInt8]) -> Int {
    var lines = 1
    for (offset, byte) in bytes.enumerated()
    where byte == 0x0A || (byte == 0x0D && (offset + 1 == bytes.count || bytes[offset + 1] != 0x0A)) {
        lines += 1
    }
    return lines
}

/// A UTF-16 byte order mark, or two ASCII characters each paired with a zero byte (as the engine judges it).
private func looksLikeUTF16(_ bytes: [UInt8]) -> Bool {
    guard bytes.count >= 2 else { return false }
    if bytes[0] == 0xFF && bytes[1] == 0xFE || bytes[0] == 0xFE && bytes[1] == 0xFF { return true }
    guard bytes.count >= 4, bytes[0] < 0x80, bytes[1] < 0x80, bytes[2] < 0x80, bytes[3] < 0x80 else { return false }
    return bytes[1] == 0 && bytes[3] == 0 && bytes[0] != 0 && bytes[2] != 0
        || bytes[0] == 0 && bytes[2] == 0 && bytes[1] != 0 && bytes[3] != 0
}

private func require(_ condition: Bool, _ message: @autoclosure () -> String) {
    if !condition {
        // Straight to stderr: the trap that follows would lose buffered standard output.
        var text = "fuzz property failed: \(message())\n"
        text.withUTF8 { _ = write(2, $0.baseAddress, $0.count) }
        abort()
    }
}
