import ArchLintEngine
import ArchLintReporters
import ArchLintRules
import Foundation
import Testing
#if canImport(FoundationXML)
import FoundationXML
#endif

@Suite struct JUnitReporterTests {
    @Test func junitSnapshot() {
        assertSnapshot(JUnitReporter().report(ReportFixture.result, options: ReportFixture.options), as: "xml")
    }

    @Test func countsMatchTheElements() throws {
        let xml = try ParsedXML(JUnitReporter().report(ReportFixture.result, options: ReportFixture.options))
        let testCases = try xml.elements("//testcase")
        let failures = try xml.elements("//failure")
        #expect(try xml.attribute("name", of: "/testsuites") == "archlint")
        #expect(try xml.attribute("tests", of: "/testsuites") == String(testCases.count))
        #expect(try xml.attribute("failures", of: "/testsuites") == String(failures.count))
        #expect(failures.count == ReportFixture.findings.count)
        // Four rules ran: three with findings, one clean rule as a single passing test.
        #expect(testCases.count == ReportFixture.findings.count + 1)

        let suites = try xml.elements("/testsuites/testsuite")
        #expect(suites.compactMap { $0.attribute(forName: "name")?.stringValue } == ReportFixture.rules.map(\.id))
        for suite in suites {
            let tests = try suite.nodes(forXPath: "testcase").count
            let failed = try suite.nodes(forXPath: "testcase/failure").count
            #expect(suite.attribute(forName: "tests")?.stringValue == String(tests))
            #expect(suite.attribute(forName: "failures")?.stringValue == String(failed))
        }
        #expect(try xml.elements("/testsuites/testsuite[@name='unused-rule']/testcase/failure").isEmpty)
    }

    @Test func failureCarriesMessageSeverityAndSourceLine() throws {
        let xml = try ParsedXML(JUnitReporter().report(ReportFixture.result, options: ReportFixture.options))
        let failure = try #require(try xml.elements("//testsuite[@name='layer-dependency']//failure").first)
        #expect(failure.attribute(forName: "message")?.stringValue == ReportFixture.findings[2].message
            + " (and 2 more uses in this file: lines 20, 31)")
        #expect(failure.attribute(forName: "type")?.stringValue == "error")
        #expect(failure.stringValue?.contains(#"let record: TripRecord<&"'>? = nil"#) == true)
        let testCase = try #require(failure.parent as? XMLElement)
        #expect(testCase.attribute(forName: "name")?.stringValue
            == "/Users/dev/Trip Planner/Sources/Trip Domain/Über.swift:14:17")
    }

    @Test func cleanRunHasOnlyPassingTests() throws {
        let xml = try ParsedXML(JUnitReporter().report(ReportFixture.clean, options: ReportFixture.options))
        #expect(try xml.attribute("failures", of: "/testsuites") == "0")
        #expect(try xml.attribute("tests", of: "/testsuites") == String(ReportFixture.rules.count))
        #expect(try xml.elements("//failure").isEmpty)
    }
}
