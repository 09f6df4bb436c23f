import ArchLintEngine
import ArchLintReporters
import Testing

@Suite struct ReporterRegistryTests {
    @Test func listsEveryFormatSortedAndUnique() {
        #expect(ReporterRegistry.identifiers == [
            "checkstyle", "github", "gitlab", "html", "json", "junit", "markdown", "sarif", "summary", "terminal", "xcode",
        ])
        #expect(ReporterRegistry.identifiers == ReporterRegistry.identifiers.sorted())
        #expect(Set(ReporterRegistry.identifiers).count == ReporterRegistry.all.count)
        #expect(ReporterRegistry.defaultIdentifier == "xcode")
    }

    @Test(arguments: ReporterRegistry.identifiers)
    func looksUpEachFormatByIdentifier(identifier: String) throws {
        let reporter = try #require(ReporterRegistry.reporter(for: identifier))
        #expect(type(of: reporter).identifier == identifier)
    }

    @Test(arguments: ReporterRegistry.identifiers)
    func outputIsDeterministic(identifier: String) throws {
        let reporter = try #require(ReporterRegistry.reporter(for: identifier))
        let first = reporter.report(ReportFixture.result, options: ReportFixture.options)
        let second = reporter.report(ReportFixture.result, options: ReportFixture.options)
        #expect(first == second)
        #expect(first.hasSuffix("\n"))
    }

    @Test func unknownIdentifierHasNoReporter() {
        #expect(ReporterRegistry.reporter(for: "yaml") == nil)
        #expect(ReporterRegistry.reporter(for: "JSON") == nil)
    }

    @Test(arguments: [("jsno", "json"), ("sarf", "sarif"), ("githbu", "github"), ("mark", "markdown"),
                      ("JSON", "json"), ("xcdoe", "xcode"), ("junti", "junit"), ("gitlba", "gitlab")])
    func suggestsTheNearestIdentifier(typo: String, expected: String) {
        #expect(ReporterRegistry.suggestion(for: typo) == expected)
    }

    @Test(arguments: ["yaml", "", "pdf", "teamcity"])
    func suggestsNothingWhenNothingIsClose(input: String) {
        #expect(ReporterRegistry.suggestion(for: input) == nil)
    }
}
