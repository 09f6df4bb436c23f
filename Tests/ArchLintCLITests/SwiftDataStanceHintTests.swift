@testable import ArchLintCLI
import Foundation
import TestSupport
import Testing

/// A first run on an app whose views use the entities the Data layer declares says so, and names the stance
/// that allows it.
@Suite struct SwiftDataStanceHintTests {
    /// Views that use the Data layer's entity: with `@Query`, or (`querying: false`) handed a record.
    private func app(views: Int, querying: Bool = true) throws -> TemporaryDirectory {
        let directory = try TemporaryDirectory()
        try directory.write("Domain/Trip.swift", "struct Trip {}\n")
        try directory.write("Data/TripRecord.swift", "@Model final class TripRecord { var name = \"\" }\n")
        for number in 0..<views {
            let use = querying ? "@Query private var records: [TripRecord]" : "let record: TripRecord"
            try directory.write("Presentation/TripsView\(number).swift", """
                struct TripsView\(number): View {
                    \(use)
                    var body: some View { Text("") }
                }

                """)
        }
        return directory
    }

    private let hint = "3 Presentation files use @Model entities declared in Data (layer-dependency/presentation-data); "
        + "if views query them by design, lint with --profile swiftdata (or \"profile\": \"swiftdata\") to allow it\n"

    @Test func viewsThatUseEntitiesWidelyNameTheSwiftDataProfile() throws {
        let directory = try app(views: 3, querying: false)
        let first = runArchLint(["lint"], in: directory.path, services: .live)
        #expect(first.errors.contains(hint), "\(first.errors)")
        let allowed = runArchLint(["lint", "--profile", "swiftdata"], in: directory.path, services: .live)
        #expect(allowed.output.isEmpty)
        #expect(!allowed.errors.contains("--profile swiftdata"))
    }

    /// Views that query the entities get the next step, which says what the stance would change; the stance is
    /// named once.
    @Test func viewsThatQueryEntitiesGetTheNextStepInstead() throws {
        let directory = try app(views: 3)
        let first = runArchLint(["lint"], in: directory.path, services: .live)
        #expect(first.errors.contains("next: 3 of 3 views query @Model types: `--profile swiftdata` takes the "
            + "SwiftData stance (3 of these findings go)\n"), "\(first.errors)")
        #expect(!first.errors.contains(hint))
        #expect(first.errors.components(separatedBy: "--profile swiftdata").count == 2)
        let allowed = runArchLint(["lint", "--profile", "swiftdata"], in: directory.path, services: .live)
        #expect(allowed.output.isEmpty)
        #expect(!allowed.errors.contains("--profile swiftdata"))
    }

    @Test func aFewViewsOrAConfiguredProjectGetNoHint() throws {
        let few = runArchLint(["lint"], in: try app(views: 2, querying: false).path, services: .live)
        #expect(!few.errors.contains("--profile swiftdata"))
        let configured = try app(views: 3, querying: false)
        try configured.write(".archlint.json", "{\"profile\": \"default\"}\n")
        let run = runArchLint(["lint"], in: configured.path, services: .live)
        #expect(!run.errors.contains("--profile swiftdata"))
        #expect(run.output.contains("layer-dependency/presentation-data"))
    }
}
