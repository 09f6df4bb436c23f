import Foundation
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
}
