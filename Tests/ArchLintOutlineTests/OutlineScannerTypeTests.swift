import ArchLintOutline
import Testing

@Suite struct OutlineScannerTypeTests {
    @Test func typesWithGenericsInheritanceWhereAndNesting() {
        let result = outline("""
            @MainActor
            @Observable
            final class Model: ObservableObject, @unchecked Sendable {
                struct Nested<T: Equatable>: Codable, Hashable where T: Sendable {
                    enum Kind: String { case a, b }
                }
            }
            extension Array<Int>: @retroactive Identifiable where Element == Int {
                public var id: Int { count }
            }
            protocol Service: AnyObject {}
            actor Counter {}
            """)
        #expect(result.typeSummaries == [
            TypeSummary(kind: "class", name: "Model", line: 3, endLine: 7, parent: nil,
                        inherits: ["ObservableObject", "@unchecked Sendable"]),
            TypeSummary(kind: "struct", name: "Nested", line: 4, endLine: 6, parent: "Model", inherits: ["Codable", "Hashable"]),
            TypeSummary(kind: "enum", name: "Kind", line: 5, endLine: 5, parent: "Nested", inherits: ["String"]),
            TypeSummary(kind: "extension", name: "Array<Int>", line: 8, endLine: 10, parent: nil,
                        inherits: ["@retroactive Identifiable"]),
            TypeSummary(kind: "protocol", name: "Service", line: 11, endLine: 11, parent: nil, inherits: ["AnyObject"]),
            TypeSummary(kind: "actor", name: "Counter", line: 12, endLine: 12, parent: nil, inherits: []),
        ])
        #expect(result.types[0].attributes.map(\.name) == ["MainActor", "Observable"])
        #expect(result.types[0].modifiers == ["final"])
        #expect(result.types[1].genericParameters == "T: Equatable")
        #expect(result.types[1].whereClause == "T: Sendable")
        #expect(result.types[3].whereClause == "Element == Int")
        #expect(result.types[0].column == 7)
    }

    @Test func localTypesAndTypesInStringsAreNotOutlined() {
        let result = outline("""
            /* a /* nested */ comment with struct NotAType {} */
            let s1 = "struct NotAType { }"
            let s2 = #"raw "quoted" \\(notInterpolated) }"#
            func f() { struct Local {} }
            #Preview {
                struct PreviewOnly {}
            }
            let closure = { class InClosure {} }
            """)
        #expect(result.types.isEmpty)
        #expect(result.functions.map(\.name) == ["f"])
    }

    @Test func typeDeclaredInBothBranchesAppearsTwice() {
        let result = outline("""
            #if DEBUG
            struct Scene {}
            #else
            struct Scene {}
            #endif
            """)
        #expect(result.types.map(\.line) == [2, 4])
        #expect(result.types.map(\.isConditional) == [true, true])
    }

    @Test func headerThatDiffersPerBranchKeepsBracesMatched() {
        let result = outline("""
            #if os(iOS)
            class Host: UIView {
            #else
            class Host: NSView {
            #endif
                func layout() {}
            }
            struct After {}
            """)
        #expect(result.types.map(\.name) == ["Host", "Host", "After"])
        #expect(result.types[0].endLine == 7)
        #expect(result.functions.map(\.parentName) == ["Host"])
        #expect(result.types[2].parent == nil)
    }

    @Test func classModifierIsNotAClass() {
        let result = outline("class A {\n    class func make() {}\n    class var shared: A { A() }\n    class override func x() {}\n}\n")
        #expect(result.types.map(\.name) == ["A"])
        #expect(result.functions.map(\.isStatic) == [true, true])
        #expect(result.properties.map(\.isStatic) == [true])
    }

    @Test func contextualWordsNameTypes() {
        let result = outline("enum required {}\nstruct actor {}\nlet actor = 1\n")
        #expect(result.types.map(\.name) == ["required", "actor"])
    }

    @Test func attributesInAClauseNeverCompiledMarkNothing() {
        let result = outline("""
            #if false
            @main
            #endif
            struct Repo {}
            #if true
            @MainActor
            #else
            @available(*, unavailable)
            #endif
            final class Model {}
            #if DEBUG
            @Observable
            #elseif false
            @Model
            #endif
            final class Store {}
            """)
        #expect(result.types.map { $0.attributes.map(\.name) } == [[], ["MainActor"], ["Observable"]])
        #expect(result.neverCompiled.count == 3)
        #expect(!result.isNeverCompiled(result.types[0].keywordToken))
    }
}
