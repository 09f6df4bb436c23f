import ArchLintLexer
import ArchLintOutline
import ArchLintRules
import Testing

/// Questions the engine asks of the whole project's index.
@Suite struct ProjectIndexTests {
    private func index(_ files: [(path: String, source: String)]) -> ProjectIndex {
        let declarations = files.map {
            FileDeclarations(file: OutlinedFile(path: $0.path, source: SourceText($0.source)), layer: nil, module: nil)
        }
        return ProjectIndex.build(declarations: declarations, modules: [:], policy: Layer.conventionalPolicy)
    }

    @Test func filesDeclaringOrExtendingNamedTypes() {
        let index = index([
            ("A.swift", "struct Item {}\nstruct Other {}\n"),
            ("B.swift", "extension Item {\n    func f() {}\n}\n"),
            ("C.swift", "enum Box {\n    struct Item {}\n}\n"),
            ("D.swift", "struct User {\n    let item: Item\n}\n"),
            ("E.swift", "extension Other {}\n"),
        ])
        // A nested type counts by its simple name; a file that only uses the type does not count.
        #expect(index.files(declaringOrExtending: ["Item"]) == ["A.swift", "B.swift", "C.swift"])
        #expect(index.files(declaringOrExtending: ["Item", "Other"]) == ["A.swift", "B.swift", "C.swift", "E.swift"])
        #expect(index.files(declaringOrExtending: ["Missing"]).isEmpty)
        #expect(index.files(declaringOrExtending: []).isEmpty)
    }
}
