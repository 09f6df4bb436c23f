import ArchLintEngine
import ArchLintReporters
import ArchLintRules
import Foundation
import Testing

@Suite struct GitHubActionsReporterTests {
    @Test func githubSnapshot() {
        assertSnapshot(GitHubActionsReporter().report(ReportFixture.result, options: ReportFixture.options),
                       as: "txt")
    }

    @Test func everyLineFollowsTheAnnotationGrammar() throws {
        let output = GitHubActionsReporter().report(ReportFixture.result, options: ReportFixture.options)
        let lines = output.split(separator: "\n").map(String.init)
        #expect(lines.count == ReportFixture.findings.count)
        let grammar = try NSRegularExpression(
            pattern: #"^::(error|warning) file=[^,:\r\n]+,line=\d+,col=\d+,title=[^,:\r\n]+::[^\r\n]*$"#)
        for line in lines {
            #expect(grammar.firstMatch(in: line, range: NSRange(line.startIndex..., in: line)) != nil, "\(line)")
        }
        #expect(lines[0].hasPrefix("::warning file=/Users/dev/Trip Planner/Playground/Scratch.swift,line=4,col=9,"))
        #expect(lines[1].hasPrefix("::error "))
    }

    @Test func specialCharactersAreEscaped() {
        let finding = Finding(ruleID: "r", severity: .error, file: "odd,name:1%.swift", line: 3, column: 4,
                              message: "100% wrong,\r\nsee: here")
        let output = GitHubActionsReporter().report(ReportFixture.result(findings: [finding], root: "."),
                                                    options: ReportFixture.options)
        #expect(output == "::error file=odd%2Cname%3A1%25.swift,line=3,col=4,title=r::100%25 wrong,%0D%0Asee: here\n")
    }

    @Test func cleanRunPrintsNothing() {
        #expect(GitHubActionsReporter().report(ReportFixture.clean, options: ReportFixture.options).isEmpty)
    }
}
