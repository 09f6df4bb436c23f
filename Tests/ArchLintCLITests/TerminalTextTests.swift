@testable import ArchLintCLI
import ArchLintReporters
import Foundation
import TestSupport
import Testing

/// Names from the file system and the configuration reach a person's terminal as text, never as commands.
@Suite struct TerminalTextTests {
    /// Sets the window title, then clears the screen.
    private static let escapes = "x\u{1B}]0;TITLE\u{07}\u{1B}[2J"

    @Test func aFolderNameWithEscapesIsShownAsText() throws {
        let directory = try TemporaryDirectory()
        try directory.write("Domain/\(Self.escapes)/T.swift", "struct T {}\n")
        let layers = runArchLint(["layers"], in: directory.path, services: .live)
        #expect(layers.code == .clean)
        #expect(!layers.output.contains("\u{1B}") && !layers.output.contains("\u{07}"))
        #expect(layers.output.contains("  Domain/x\u{FFFD}]0;TITLE\u{FFFD}\u{FFFD}[2J  1 file  (folder Domain)"),
                "\(layers.output)")
        let lint = runArchLint(["lint", "--format", "terminal"], in: directory.path, services: .live)
        #expect(!lint.errors.contains("\u{1B}"))
    }

    @Test func aCustomRulesWordsAreShownAsTextByRulesAndExplain() throws {
        let directory = try TemporaryDirectory()
        try directory.write(".archlint.json", #"""
            {"customRules": [{"id": "no-print", "message": "use the logger\u001b[2J",
              "description": "Release builds\u001b]0;x\u0007 drop print.", "apis": {"forbidden": ["print"]}}]}
            """#)
        try directory.write("Data/Store.swift", "func save() {}\n")
        let rules = runArchLint(["rules"], in: directory.path, services: .live)
        let explain = runArchLint(["explain", "no-print"], in: directory.path, services: .live)
        #expect(rules.code == .clean && explain.code == .clean, "\(rules.errors)\(explain.errors)")
        #expect(explain.output.contains("Release builds"))
        for output in [rules.output, explain.output] {
            #expect(!output.contains("\u{1B}") && !output.contains("\u{07}"), "\(output)")
        }
    }

    @Test func lineBreaksAndTabsStayAndOtherControlsAreReplaced() {
        #expect("a\tb\nc\u{1B}[2J\r\u{9B}d\u{7F}".terminalSafe == "a\tb\nc\u{FFFD}[2J\u{FFFD}\u{FFFD}d\u{FFFD}")
        #expect("Domain/Trip.swift — 3 files".terminalSafe == "Domain/Trip.swift — 3 files")
        #expect("a\u{9B}b\nc".singleLine == "a\u{FFFD}b c")
    }
}
