import ArchLintEngine
import ArchLintRules
import Testing

/// Lints marked files with rule `id` on and expects exactly one finding of that rule at every `↓` and none
/// elsewhere, and the findings' other places (``Finding/places``) at every `◦` and nowhere else. Returns the
/// findings so a test can check their messages.
@discardableResult
public func assertFindings(
    _ id: String, _ files: [MarkedSource], configuration: Configuration = Configuration(),
    sourceLocation: SourceLocation = #_sourceLocation
) -> [Finding] {
    let findings = LintHarness.findings(of: id, in: files.map { ($0.path, $0.source) }, configuration: configuration)
    let actual = findings.map { MarkedSource.Position(file: $0.file, line: $0.line, column: $0.column) }.sorted()
    let expected = files.flatMap(\.markers).sorted()
    #expect(actual == expected, "findings of \(id): \(findings.map { "\($0.file):\($0.line):\($0.column) \($0.message)" })",
            sourceLocation: sourceLocation)
    let places = findings.flatMap { finding in
        finding.places.map { MarkedSource.Position(file: finding.file, line: $0.line, column: $0.column) }
    }.sorted()
    #expect(places == files.flatMap(\.placeMarkers).sorted(), "other places of the findings of \(id)",
            sourceLocation: sourceLocation)
    return findings
}

/// The same for a single file.
@discardableResult
public func assertFindings(
    _ id: String, path: String, _ marked: String, configuration: Configuration = Configuration(),
    sourceLocation: SourceLocation = #_sourceLocation
) -> [Finding] {
    assertFindings(id, [MarkedSource(path, marked)], configuration: configuration, sourceLocation: sourceLocation)
}
