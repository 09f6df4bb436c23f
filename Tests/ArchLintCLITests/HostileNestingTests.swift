import Foundation
import Testing

/// 100,000 levels of nesting of every kind, through the whole `archlint lint` run: no stack overflow, no
/// quadratic time, and the code after the nesting is still linted.
@Suite(.enabled(if: BuiltBinary.path != nil, "the archlint executable was not found beside the tests; build it first"))
struct HostileNestingTests {
    static let depth = 100_000

    /// Each kind of nesting by name, with its text; the violation goes on the line after it.
    static let nestings: [(String, String)] = {
        let n = depth
        func repeated(_ text: String) -> String { String(repeating: text, count: n) }
        return [
            ("braces", repeated("{") + repeated("}")),
            ("parentheses", "let x = " + repeated("(") + "0" + repeated(")")),
            ("brackets", "let x = " + repeated("[") + repeated("]")),
            ("string interpolations", "let x = " + repeated("\"\\(") + "0" + repeated(")\"")),
            ("raw string interpolations", "let x = " + repeated("#\"\\#(") + "0" + repeated(")\"#")),
            ("block comments", repeated("/*") + repeated("*/")),
            ("#if blocks", repeated("#if DEBUG\n") + "struct Inner {}\n" + repeated("#endif\n")),
            ("#if blocks with #else", repeated("#if A\nstruct B {\n#else\nstruct C {\n#endif\n") + repeated("}\n")),
            ("closures", "let x = " + repeated("{ ") + repeated("} ")),
            ("generic arguments", "let x: " + repeated("Array<") + "Int" + repeated(">") + " = []"),
            ("types", repeated("struct A {\n") + repeated("}\n")),
            ("extensions", repeated("extension A {\n") + repeated("}\n")),
            ("functions", repeated("func f() {\n") + repeated("}\n")),
            ("view builders", "struct V: View {\nvar body: some View {\n" + repeated("VStack {") + repeated("}")
                + "\n}\n}"),
            ("loops", "func f() async {\n" + repeated("for x in xs {") + "_ = await repository.load(x)"
                + repeated("}") + "\n}"),
            ("task groups", "func f() async {\n" + repeated("for x in xs { group.addTask {")
                + "_ = await service.load(x)" + repeated("}}") + "\n}"),
        ]
    }()

    @Test(arguments: nestings.map(\.0))
    func deepNestingIsLintedAndWhatFollowsIsFound(_ name: String) throws {
        let nested = try #require(Self.nestings.first { $0.0 == name }?.1)
        let project = try HostileProject()
        let file = HostileProject.domain + "Nested.swift"
        try project.write(file, nested + "\n" + HostileProject.violation + "\n")
        let (run, report) = try project.lint()
        #expect(run.status == 1, "\(name)")
        let line = nested.filter { $0 == "\n" }.count + 2
        #expect(report.of("domain-framework-import").map(\.line) == [line], "\(name): \(report.findings)")
    }

    @Test(arguments: [
        ("braces", "{"),
        ("parentheses", "("),
        ("brackets", "["),
        ("interpolations", "\"\\("),
        ("#if blocks", "#if A\n"),
        ("types", "struct A {\n"),
        ("multi-line string interpolations", "\"\"\"\n\\("),
    ])
    func deepUnclosedNestingEndsTheLint(_ name: String, _ opening: String) throws {
        let project = try HostileProject()
        let file = HostileProject.domain + "Unclosed.swift"
        try project.write(file, HostileProject.violation + "\n" + String(repeating: opening, count: Self.depth))
        let (run, report) = try project.lint()
        #expect(run.status == 1, "\(name)")
        #expect(placed(report.findings) == ["\(file):1:1 domain-framework-import"], "\(name)")
    }

    @Test func awaitInsideDeeplyNestedLoopsIsReportedOnce() throws {
        let project = try HostileProject()
        let file = "Sources/TripPresentation/Loops.swift"
        let text = "func f() async {\n" + String(repeating: "for x in xs {\n", count: Self.depth)
            + "_ = await repository.load(x)\n" + String(repeating: "}\n", count: Self.depth) + "}\n"
        try project.write(file, text)
        let (run, report) = try project.lint()
        #expect(run.status == 0)
        #expect(placed(report.findings) == ["\(file):\(Self.depth + 2):5 n-plus-one-await"])
    }
}
