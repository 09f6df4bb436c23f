@testable import ArchLintLanguageServer
import Testing

/// The suppression a code action inserts: where, how indented, and joining a comment that is there already.
struct SuppressionEditTests {
    private func applied(_ text: String, rule: String, line: Int) -> String {
        let lines = LineTable(Array(text.utf8))
        let edit = SuppressionEdit(rule: rule, findingLine: line, in: lines)
        var document = TextDocument(uri: "file:///a.swift", version: 1, text: text)
        document.apply(TextDocument.Change(range: edit.range, text: edit.newText))
        return document.text
    }

    @Test func aCommentAboveTheFindingIndentedLikeItWithAReasonToFillIn() {
        #expect(applied("struct A {\n    let s: Store\n}\n", rule: "layer-dependency", line: 2)
            == "struct A {\n    // archlint:disable:next layer-dependency -- reason\n    let s: Store\n}\n")
        #expect(applied("import SwiftUI\n", rule: "domain-framework-import", line: 1)
            == "// archlint:disable:next domain-framework-import -- reason\nimport SwiftUI\n")
    }

    @Test func tabsAndCRLFAreKept() {
        #expect(applied("a\r\n\tlet s: Store\r\n", rule: "x-rule", line: 2)
            == "a\r\n\t// archlint:disable:next x-rule -- reason\r\n\tlet s: Store\r\n")
    }

    @Test func aDisableNextCommentAboveGainsTheRule() {
        #expect(applied("  // archlint:disable:next a-rule -- why\n  let x = 1\n", rule: "b-rule", line: 2)
            == "  // archlint:disable:next a-rule, b-rule -- why\n  let x = 1\n")
        #expect(applied("//archlint:disable:next a-rule\nlet x = 1\n", rule: "b-rule", line: 2)
            == "//archlint:disable:next a-rule, b-rule\nlet x = 1\n")
    }

    @Test func otherCommentsAboveAreLeftAlone() {
        #expect(applied("// archlint:disable a-rule\nlet x = 1\n", rule: "b-rule", line: 2)
            == "// archlint:disable a-rule\n// archlint:disable:next b-rule -- reason\nlet x = 1\n")
    }

    @Test func theReasonIsNotReadAsARuleId() {
        // The engine reads up to ` --` only; the inserted text must keep that shape.
        let text = applied("let x = 1\n", rule: "b-rule", line: 1)
        #expect(text.contains(" -- \(SuppressionEdit.reasonPlaceholder)"))
    }

    @Test func asASnippetTheReasonIsAPlaceholder() {
        let lines = LineTable(Array("struct A {\n    let s: Store\n}\n".utf8))
        let edit = SuppressionEdit(rule: "layer-dependency", findingLine: 2, in: lines)
        #expect(edit.snippet == "    // archlint:disable:next layer-dependency -- ${1:reason}\n")
        let joined = SuppressionEdit(rule: "b-rule", findingLine: 2,
                                     in: LineTable(Array("// archlint:disable:next a-rule\nlet x = 1\n".utf8)))
        #expect(joined.snippet == ", b-rule$0", "joining a list leaves no reason to fill in")
        #expect(SuppressionEdit.escapedForSnippet("a $b } \\c") == "a \\$b \\} \\\\c")
    }
}
