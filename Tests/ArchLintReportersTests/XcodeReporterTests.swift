import ArchLintEngine
import ArchLintReporters
import ArchLintRules
import Foundation
import Testing

@Suite struct XcodeReporterTests {
    @Test func xcodePlainSnapshot() {
        assertSnapshot(XcodeReporter().report(ReportFixture.result, options: ReportFixture.options), as: "txt")
    }

    @Test func xcodeColorSnapshot() {
        let options = ReportOptions(useColor: true, toolVersion: "9.9.9")
        assertSnapshot(XcodeReporter().report(ReportFixture.result, options: options), as: "txt")
    }

    @Test func everyFindingIsOneClickableLine() throws {
        let output = XcodeReporter().report(ReportFixture.result, options: ReportFixture.options)
        let lines = output.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.last == "")
        #expect(lines.count - 1 == ReportFixture.findings.count)
        let pattern = try NSRegularExpression(pattern: #"^.+:\d+:\d+: (error|warning): .+ \[[a-z-]+\]$"#)
        for line in lines.dropLast() {
            let text = String(line)
            let range = NSRange(text.startIndex..., in: text)
            #expect(pattern.firstMatch(in: text, range: range) != nil, "\(text)")
        }
        #expect(lines[1] == "/Users/dev/Trip Planner/Sources/Trip Domain/Über.swift:1:1: error: "
            + "domain file imports 'SwiftUI' [domain-framework-import]")
    }

    @Test func colourWrapsPathAndSeverityOnlyWhenAsked() {
        let plain = XcodeReporter().report(ReportFixture.result, options: ReportFixture.options)
        let coloured = XcodeReporter().report(ReportFixture.result, options: ReportOptions(useColor: true))
        #expect(!plain.contains("\u{1B}"))
        #expect(coloured.contains("\u{1B}[1m/Users/dev/Trip Planner/Playground/Scratch.swift:4:9:\u{1B}[0m"))
        #expect(coloured.contains("\u{1B}[1;31merror:\u{1B}[0m"))
        #expect(coloured.contains("\u{1B}[1;33mwarning:\u{1B}[0m"))
    }

    @Test(arguments: [(".", "A.swift"), ("", "A.swift"), ("./app/", "app/A.swift"), ("/", "/A.swift")])
    func pathsStartAtTheRoot(root: String, expected: String) {
        let finding = Finding(ruleID: "r", severity: .warning, file: "A.swift", line: 2, column: 3, message: "m")
        let output = XcodeReporter().report(ReportFixture.result(findings: [finding], root: root),
                                            options: ReportFixture.options)
        #expect(output == "\(expected):2:3: warning: m [r]\n")
    }

    @Test func controlCharactersCannotBreakTheLine() {
        let finding = Finding(ruleID: "r", severity: .error, file: "A.swift", line: 1, column: 1,
                              message: "one\ntwo\u{1B}[31m")
        let output = XcodeReporter().report(ReportFixture.result(findings: [finding], root: "."),
                                            options: ReportFixture.options)
        #expect(output == "A.swift:1:1: error: one two\u{FFFD}[31m [r]\n")
    }

    @Test func cleanRunPrintsNothing() {
        #expect(XcodeReporter().report(ReportFixture.clean, options: ReportFixture.options).isEmpty)
    }
}
