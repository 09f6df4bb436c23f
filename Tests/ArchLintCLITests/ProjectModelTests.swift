import Foundation
import TestSupport
import Testing

/// One project, whatever is asked for: a subfolder or a list of files gets exactly the findings a full run gives
/// those files, from any working directory, because the whole project is indexed.
@Suite(.enabled(if: BuiltBinary.path != nil, "the archlint executable was not found beside the tests; build it first"))
struct ProjectModelTests {
    /// A package without configuration or git: its manifest makes `TripData` a Data module, and a Domain file
    /// uses a Data type declared in another folder. Both findings need the whole project.
    private func package() throws -> TemporaryDirectory {
        let directory = try TemporaryDirectory()
        try directory.write("Package.swift", """
            // swift-tools-version:5.9
            import PackageDescription
            let package = Package(name: "Trips", targets: [.target(name: "TripDomain"), .target(name: "TripData")])
            """)
        try directory.write("Sources/TripDomain/Trip.swift", "import Foundation\nimport TripData\npublic struct Trip {}\n")
        try directory.write("Sources/TripDomain/Planner.swift", "import TripData\nstruct Planner {\n    let store = StoreRecord()\n}\n")
        try directory.write("Sources/TripData/StoreRecord.swift", "import TripDomain\npublic struct StoreRecord {}\n")
        return directory
    }

    private func findings(_ arguments: [String], in directory: String) throws -> [String] {
        let run = try BoundedRun.archlint(["lint", "--format", "json"] + arguments, in: directory)
        #expect([0, 1].contains(run.status), "\(run.errors)")
        return placed(try run.report().findings).sorted()
    }

    @Test func aSubfolderOrFilesGiveTheFullRunsFindingsForThem() throws {
        let directory = try package()
        let full = try findings([], in: directory.path).filter { $0.hasPrefix("Sources/TripDomain/") }
        #expect(full.contains { $0.hasPrefix("Sources/TripDomain/Trip.swift:2") }, "\(full)")
        #expect(full.contains { $0.hasPrefix("Sources/TripDomain/Planner.swift:1") }, "\(full)")
        #expect(try findings(["Sources/TripDomain"], in: directory.path) == full)
        #expect(try findings(["Sources/TripDomain/Trip.swift", "Sources/TripDomain/Planner.swift"],
                             in: directory.path) == full)
        // From inside the package, `lint .` in a subfolder still finds the manifest above it.
        let inside = try findings(["."], in: directory.url("Sources/TripDomain").path)
        #expect(inside == full)
    }

    @Test func aConfigurationGivenFromElsewhereKeepsItsGlobsRelativeToItself() throws {
        let directory = try TemporaryDirectory()
        try directory.write("ios/.archlint.json", #"{"layers": {"Domain": {"paths": ["Core/**"]}}}"#)
        try directory.write("ios/Core/Trip.swift", "import SwiftUI\n")
        let fromTop = try findings(["--config", "ios/.archlint.json", "ios"], in: directory.path)
        #expect(fromTop == ["Core/Trip.swift:1:1 domain-framework-import"], "\(fromTop)")
        let fromInside = try findings([], in: directory.url("ios").path)
        #expect(fromInside == fromTop)
        // With no path, the configuration's own project is linted, not the working directory.
        let configOnly = try findings(["--config", "ios/.archlint.json"], in: directory.path)
        #expect(configOnly == fromTop)
        let outside = try BoundedRun.archlint(["lint", ".", "--config", "ios/.archlint.json"], in: directory.path)
        #expect(outside.status == 2)
        #expect(outside.errors.contains("outside the project root ios"), "\(outside.errors)")
    }

    @Test func nestedProjectsAreLintedEachWithItsOwnConfigurationAndBaseline() throws {
        let directory = try TemporaryDirectory()
        try directory.write("Domain/Root.swift", "import SwiftUI\n")
        // ios: conventions, and a baseline that records its old violation.
        try directory.write("ios/.archlint.json", #"{"baseline": "debt.json"}"#)
        try directory.write("ios/Domain/Old.swift", "import SwiftUI\n")
        // watch: a configured layer that conventions would not find.
        try directory.write("watch/.archlint.json", #"{"layers": {"Domain": {"paths": ["Core/**"]}}}"#)
        try directory.write("watch/Core/Rule.swift", "import UIKit\n")
        let frozen = try BoundedRun.archlint(["lint", "--write-baseline", "debt.json", "--no-baseline"],
                                             in: directory.url("ios").path)
        #expect(frozen.status == 1, "\(frozen.errors)")
        let all = try findings([], in: directory.path)
        #expect(all == ["Domain/Root.swift:1:1 domain-framework-import", "watch/Core/Rule.swift:1:1 domain-framework-import"],
                "\(all)")
        try directory.write("ios/Domain/New.swift", "import UIKit\n")
        let later = try findings([], in: directory.path)
        #expect(later.contains("ios/Domain/New.swift:1:1 domain-framework-import"), "\(later)")
        #expect(!later.contains { $0.hasPrefix("ios/Domain/Old.swift") })
        // The report covers the nested projects too, with their baselines.
        let report = try BoundedRun.archlint(["report", "--format", "markdown"], in: directory.path)
        #expect(report.text.contains("watch/Core/Rule.swift:1"), "\(report.text)")
        #expect(report.text.contains("ios/Domain/New.swift:1"))
        #expect(!report.text.contains("ios/Domain/Old.swift"))
        #expect(report.text.contains("### Recorded debt\n\n<details>\n<summary>1 finding is recorded in the baseline"))
        // From inside a nested project, it is the project: paths relative to it.
        #expect(try findings([], in: directory.url("watch").path) == ["Core/Rule.swift:1:1 domain-framework-import"])
    }

    /// Paths are relative to the project root; formats opened from the working directory put the root in front,
    /// here absolute as the root is above the working directory (`ROOT` stands for it).
    @Test(arguments: [
        ("xcode", "ROOT/Domain/Trip.swift:1:1:"), ("github", "file=ROOT/Domain/Trip.swift,"),
        ("checkstyle", #"name="ROOT/Domain/Trip.swift""#), ("junit", "ROOT/Domain/Trip.swift"),
        ("gitlab", #""path" : "Domain/Trip.swift""#), ("json", #""file" : "Domain/Trip.swift""#),
        ("sarif", #""uri" : "Domain/Trip.swift""#),
    ])
    func everyFormatWritesPathsAgainstTheDocumentedRoot(format: String, expected: String) throws {
        let directory = try TemporaryDirectory()
        try directory.write(".archlint.json", "{}")
        try directory.write("Domain/Trip.swift", "import SwiftUI\n")
        try directory.makeFolder("Scripts")
        let run = try BoundedRun.archlint(["lint", "..", "--format", format], in: directory.url("Scripts").path)
        #expect(run.status == 1, "\(run.errors)")
        let text = run.text.replacingOccurrences(of: "\": \"", with: "\" : \"")
        let wanted = expected.replacingOccurrences(of: "ROOT", with: directory.path)
        #expect(text.contains(wanted), "\(format): \(run.text.prefix(600))")
        if format == "json" { #expect(text.contains(#""root" : "\#(directory.path)""#)) }
        if format == "sarif" { #expect(text.contains("file://")) }
    }
}
