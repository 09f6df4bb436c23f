import Foundation
import Testing

/// Compares `text` with `Snapshots/<name>.<ext>` beside this file; with `RECORD_SNAPSHOTS` set, writes the file
/// instead and records an issue so a recording run never passes silently.
func assertSnapshot(
    _ text: String, as ext: String, named name: String = #function,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let baseName = name.hasSuffix("()") ? String(name.dropLast(2)) : name
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Snapshots").appendingPathComponent("\(baseName).\(ext)")
    if ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] != nil {
        do {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(),
                                                    withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
            Issue.record("Recorded \(url.lastPathComponent); run again without RECORD_SNAPSHOTS.",
                         sourceLocation: sourceLocation)
        } catch {
            Issue.record("Cannot write \(url.path): \(error)", sourceLocation: sourceLocation)
        }
        return
    }
    guard let data = FileManager.default.contents(atPath: url.path) else {
        Issue.record("No snapshot at \(url.path); run with RECORD_SNAPSHOTS=1 to record it.",
                     sourceLocation: sourceLocation)
        return
    }
    let expected = String(decoding: data, as: UTF8.self)
    guard text != expected else { return }
    let actualLines = text.split(separator: "\n", omittingEmptySubsequences: false)
    let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
    let firstDifference = zip(actualLines, expectedLines).enumerated().first { $0.element.0 != $0.element.1 }?.offset
        ?? min(actualLines.count, expectedLines.count)
    let line = { (lines: [Substring]) in firstDifference < lines.count ? String(lines[firstDifference]) : "<end>" }
    Issue.record("""
        \(url.lastPathComponent) differs at line \(firstDifference + 1):
          expected: \(line(expectedLines))
          actual:   \(line(actualLines))
        Re-record with RECORD_SNAPSHOTS=1 if the change is intended.
        """, sourceLocation: sourceLocation)
}
