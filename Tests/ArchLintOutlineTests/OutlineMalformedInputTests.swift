import ArchLintLexer
import ArchLintOutline
import Testing

/// Malformed sources give a partial outline plus diagnostics, never a crash.
@Suite struct OutlineMalformedInputTests {
    @Test func unclosedTypeStillOutlinesItsMembers() {
        let result = outline("struct A {\n    func f() {}\n")
        #expect(result.typeSummaries == [TypeSummary(kind: "struct", name: "A", line: 1, endLine: 2, parent: nil, inherits: [])])
        #expect(result.functions.map(\.name) == ["f"])
        #expect(result.diagnostics.contains { $0.message.contains("unclosed '{'") && $0.line == 1 })
    }

    @Test func strayClosingBraceIsDiagnosedAndScanningGoesOn() {
        let result = outline("}\nstruct B {}\n")
        #expect(result.types.map(\.name) == ["B"])
        #expect(result.diagnostics.map(\.line) == [1])
    }

    @Test(arguments: ["#endif\nstruct C {}\n", "#else\nstruct C {}\n", "#elseif X\nstruct C {}\n"])
    func loneDirectiveIsDiagnosed(source: String) {
        let result = outline(source)
        #expect(result.types.map(\.name) == ["C"])
        #expect(result.diagnostics.count == 1)
        #expect(result.diagnostics.first?.line == 1)
    }

    @Test func ifWithoutEndifIsDiagnosed() {
        let result = outline("#if DEBUG\nstruct D {}\n")
        #expect(result.types.map(\.isConditional) == [true])
        #expect(result.diagnostics.contains { $0.message.contains("#endif") })
    }

    @Test func typeKeywordWithoutNameIsSkipped() {
        let result = outline("struct {\n}\nclass\n")
        #expect(result.types.isEmpty)
    }

    @Test(arguments: [100_000])
    func deepNestingNeedsNoRecursion(depth: Int) {
        for (open, close) in [("{", "}"), ("(", ")"), ("[", "]")] {
            let source = String(repeating: open, count: depth) + String(repeating: close, count: depth)
            let result = outline(source)
            #expect(result.partner.first == Int32(2 * depth - 1))
            #expect(result.diagnostics.isEmpty)
        }
    }

    @Test func deeplyNestedTypesAreOutlined() {
        let depth = 20_000
        let source = String(repeating: "struct N {\n", count: depth) + String(repeating: "}\n", count: depth)
        let result = outline(source)
        #expect(result.types.count == depth)
        #expect(result.types.last?.parent == depth - 2)
    }

    @Test func deeplyNestedConditionsAreTracked() {
        let depth = 10_000
        let source = String(repeating: "#if A\n", count: depth) + "struct E {}\n" + String(repeating: "#endif\n", count: depth)
        let result = outline(source)
        #expect(result.types.map(\.isConditional) == [true])
        #expect(result.conditionalRegions.count == depth)
        #expect(result.diagnostics.isEmpty)
    }

    @Test func emptyAndWhitespaceFilesGiveEmptyOutlines() {
        for source in ["", "\u{FEFF}", "\n\n", "// only a comment\n"] {
            let result = outline(source)
            #expect(result.types.isEmpty && result.functions.isEmpty && result.imports.isEmpty)
        }
    }
}
