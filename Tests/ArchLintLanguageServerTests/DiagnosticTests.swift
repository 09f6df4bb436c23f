@testable import ArchLintLanguageServer
import ArchLintRules
import Testing

/// Findings (1-based lines, byte columns) placed in the document as protocol ranges (0-based, UTF-16).
struct DiagnosticTests {
    private func finding(line: Int, column: Int, severity: Severity = .error) -> Finding {
        Finding(ruleID: "layer-dependency", severity: severity, file: "A.swift", line: line, column: column,
                message: "a message")
    }

    @Test func aFindingCoversTheRestOfItsLineWithoutTrailingSpaces() {
        let lines = LineTable(Array("struct A {\n    let store: TripStore   \n}\n".utf8))
        let diagnostic = Diagnostic(finding(line: 2, column: 16), in: lines)
        #expect(diagnostic.range == TextRange(start: Position(line: 1, character: 15),
                                              end: Position(line: 1, character: 24)))
        #expect(diagnostic.findingLine == 2)
    }

    @Test func byteColumnsAfterMultiByteTextBecomeUTF16Characters() {
        // "let 😀é = " is 4 + 4 + 2 + 3 = 13 bytes but 4 + 2 + 1 + 3 = 10 units before `Trip`.
        let lines = LineTable(Array("let 😀é = Trip()\n".utf8))
        let diagnostic = Diagnostic(finding(line: 1, column: 14), in: lines)
        #expect(diagnostic.range.start == Position(line: 0, character: 10))
        #expect(diagnostic.range.end == Position(line: 0, character: 16))
    }

    @Test func aFindingPastTheTextIsClampedToIt() {
        let lines = LineTable(Array("ab".utf8))
        let diagnostic = Diagnostic(finding(line: 5, column: 9), in: lines)
        #expect(diagnostic.range == TextRange(start: Position(line: 0, character: 2), end: Position(line: 0, character: 2)))
    }

    @Test func theProtocolShapeCarriesCodeSeverityAndTheDocumentLink() {
        let lines = LineTable(Array("import SwiftUI\n".utf8))
        let warning = Diagnostic(finding(line: 1, column: 1, severity: .warning), in: lines)
        let json = warning.json(documentURL: "https://example.org/Rules/layer-dependency.md")
        #expect(json["code"] == "layer-dependency")
        #expect(json["severity"] == 2)
        #expect(json["source"] == "archlint")
        #expect(json["message"] == "a message")
        #expect(json["codeDescription"]?["href"] == "https://example.org/Rules/layer-dependency.md")
        #expect(json["range"]?["end"]?["character"] == 14)
        #expect(Diagnostic(finding(line: 1, column: 1), in: lines).json(documentURL: nil)["codeDescription"] == nil)
        #expect(Diagnostic(finding(line: 1, column: 1), in: lines).json(documentURL: nil)["severity"] == 1)
    }

    @Test func aFindingsTraceIsRelatedInformationInTheFilesItNames() {
        let lines = LineTable(Array("import SwiftUI\n".utf8))
        var traced = finding(line: 1, column: 1)
        traced.trace = [FindingStep(file: "Network/Client.swift", line: 12, note: "`Client.load`, which the call reaches")]
        let json = Diagnostic(traced, in: lines, root: "/work/App").json(documentURL: nil)
        let related = json["relatedInformation"]?.array?.first
        #expect(related?["location"]?["uri"] == "file:///work/App/Network/Client.swift")
        #expect(related?["location"]?["range"]?["start"]?["line"] == 11)
        #expect(related?["location"]?["range"]?["start"]?["character"] == 0)
        #expect(related?["message"] == "`Client.load`, which the call reaches")
        #expect(Diagnostic(finding(line: 1, column: 1), in: lines, root: "/work/App").json(documentURL: nil)[
            "relatedInformation"] == nil)
    }

    @Test func theCauseInAnotherFileIsRelatedInformationThere() {
        let lines = LineTable(Array("import Pricing\n".utf8))
        var spread = finding(line: 1, column: 1)
        spread.places = [FindingPlace(line: 4, column: 1, file: "Tests/OrdersTests/More.swift"),
                         FindingPlace(line: 9, column: 3)]
        let diagnostic = Diagnostic(spread, in: lines, root: "/work/App")
        let json = diagnostic.json(documentURL: nil)
        let related = json["relatedInformation"]?.array
        #expect(related?.count == 1)
        #expect(related?.first?["location"]?["uri"] == "file:///work/App/Tests/OrdersTests/More.swift")
        #expect(related?.first?["location"]?["range"]?["start"]?["line"] == 3)
        #expect(related?.first?["message"] == "the same cause in another file")
        #expect(diagnostic.message.hasSuffix("(and 1 more use in this file: line 9; "
            + "and in 1 more file: Tests/OrdersTests/More.swift:4)"))
    }

    @Test func lineTablePositionsOfOffsetsRoundTrip() {
        let text = "a\r\né😀\rb\n"
        let lines = LineTable(Array(text.utf8))
        #expect(lines.lineCount == 4)
        for offset in [0, 1, 3, 5, 9, 10, 11] {
            #expect(lines.offset(of: lines.position(ofOffset: offset)) == offset)
        }
        #expect(lines.position(ofOffset: 9) == Position(line: 1, character: 3))
    }
}
