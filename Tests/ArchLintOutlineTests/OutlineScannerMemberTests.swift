import ArchLintOutline
import Testing

@Suite struct OutlineScannerMemberTests {
    @Test func functionEffectsAndNames() {
        let result = outline("""
            struct S {
                init() {}
                init?(count: Int) throws { func local() {} }
                static func make() async throws -> S { S() }
                func typed() throws(MyError) -> Int { 0 }
                func re(_ f: () throws -> Void) rethrows {}
                func returnsThrowingClosure() -> () throws -> Void { {} }
                static func == (a: S, b: S) -> Bool { true }
                public __consuming func consume() {}
                func `default`() {}
            }
            func topLevel(_ x: Int) -> Int { x / 2 / 3 }
            """)
        #expect(result.functionSummaries == [
            FunctionSummary(name: "init", line: 2, endLine: 2, parent: "S", throwing: false, async: false, isStatic: false),
            FunctionSummary(name: "init", line: 3, endLine: 3, parent: "S", throwing: true, async: false, isStatic: false),
            FunctionSummary(name: "make", line: 4, endLine: 4, parent: "S", throwing: true, async: true, isStatic: true),
            FunctionSummary(name: "typed", line: 5, endLine: 5, parent: "S", throwing: true, async: false, isStatic: false),
            FunctionSummary(name: "re", line: 6, endLine: 6, parent: "S", throwing: true, async: false, isStatic: false),
            FunctionSummary(name: "returnsThrowingClosure", line: 7, endLine: 7, parent: "S", throwing: false, async: false,
                            isStatic: false),
            FunctionSummary(name: "==", line: 8, endLine: 8, parent: "S", throwing: false, async: false, isStatic: true),
            FunctionSummary(name: "consume", line: 9, endLine: 9, parent: "S", throwing: false, async: false, isStatic: false),
            FunctionSummary(name: "`default`", line: 10, endLine: 10, parent: "S", throwing: false, async: false, isStatic: false),
            FunctionSummary(name: "topLevel", line: 12, endLine: 12, parent: nil, throwing: false, async: false, isStatic: false),
        ])
        #expect(result.functions[3].thrownType == "MyError")
        #expect(result.functions[7].modifiers == ["public", "__consuming"])
        #expect(result.functions.map(\.kind).filter { $0 == .initializer }.count == 2)
    }

    @Test func requirementsWithoutBodiesEndOnTheirLastToken() {
        let result = outline("""
            protocol Repository: Sendable {
                func save(_ trip: Trip) async throws
                func all() async throws
                    -> [Trip]
                var name: String { get }
            }
            """)
        #expect(result.functions.map(\.line) == [2, 3])
        #expect(result.functions.map(\.endLine) == [2, 4])
        #expect(result.functions.map(\.bodyTokens) == [nil, nil])
        #expect(result.properties.map(\.isComputed) == [true])
    }

    @Test func propertiesKnowWrappersTypesAndStorage() {
        let result = outline("""
            struct V {
                @Environment(\\.modelContext) private var context
                @State private var name = ""
                @Query(sort: \\Trip.start) var trips: [Trip]
                let id: UUID, title: String
                var count: Int = 0 { didSet { print(count) } }
                var doubled: Int { count * 2 }
                var tuple = (1, 2)
                lazy var formatter: DateFormatter = { DateFormatter() }()
                static let shared = V()
            }
            """)
        #expect(result.properties.map(\.name) == ["context", "name", "trips", "id", "title", "count", "doubled", "tuple",
                                                 "formatter", "shared"])
        #expect(result.properties[0].attributes.map(\.name) == ["Environment"])
        #expect(result.properties[0].attributes.first?.arguments == "\\.modelContext")
        #expect(result.properties[2].attributes.first?.arguments == "sort: \\Trip.start")
        #expect(result.properties.map(\.typeAnnotation) == [nil, nil, "[Trip]", "UUID", "String", "Int", "Int", nil,
                                                           "DateFormatter", nil])
        #expect(result.properties.map(\.isComputed) == [false, false, false, false, false, false, true, false, false, false])
        #expect(result.properties.map(\.isLet) == [false, false, false, true, true, false, false, false, false, true])
        #expect(result.properties[9].isStatic)
        #expect(result.properties[1].modifiers == ["private"])
    }

    @Test func statementBindingsAreNotProperties() {
        let result = outline("""
            guard let a = b else { fatalError() }
            if let c = d { print(c) }
            for case let e in f {}
            let g = 1
            """)
        #expect(result.properties.map(\.name) == ["g"])
    }
}
