@testable import ArchLintReporters
import ArchLintRules
import Testing

/// Findings about dependencies between layers, grouped by edge for the terminal summary, and the note that names a
/// finding's other places.
@Suite struct DependencyEdgesTests {
    static func finding(_ file: String, from layer: String, uses name: String, in target: String, places: Int,
                        module: Bool = false) -> Finding {
        Finding(ruleID: "layer-dependency", severity: .error, file: file, line: 1, column: 1, message: "`\(name)`",
                layer: layer, places: (0..<places).map { FindingPlace(line: $0 + 2, column: 1) },
                cause: FindingCause(name: name, layer: target, isModule: module))
    }

    @Test func groupsByEdgeCountingFilesCausesAndUses() throws {
        let findings = [
            Self.finding("Presentation/A.swift", from: "Presentation", uses: "TripRecord", in: "Data", places: 3),
            Self.finding("Presentation/B.swift", from: "Presentation", uses: "TripRecord", in: "Data", places: 1),
            Self.finding("Presentation/B.swift", from: "Presentation", uses: "TripStore", in: "Data", places: 0),
            Self.finding("Presentation/C.swift", from: "Presentation", uses: "TripsData", in: "Data", places: 2,
                         module: true),
            Self.finding("Presentation/C.swift", from: "Presentation", uses: "Sync", in: "Data", places: 0),
            Self.finding("Domain/D.swift", from: "Domain", uses: "TripRow", in: "Presentation", places: 0),
            Finding(ruleID: "view-body-logic", severity: .error, file: "E.swift", line: 1, column: 1, message: "x",
                    layer: "Presentation"),
        ]
        let edges = DependencyEdges(findings).edges
        #expect(edges.map { "\($0.from) → \($0.to)" } == ["Presentation → Data", "Domain → Presentation"])
        let first = try #require(edges.first)
        #expect(DependencyEdges.line(first) == "Presentation → Data: 3 files, 3 types, 1 module — TripRecord 6 uses, "
            + "TripsData 3 uses, Sync 1 use, …")
        #expect(DependencyEdges.line(edges[1]) == "Domain → Presentation: 1 file, 1 type — TripRow 1 use")
    }

    @Test func theNoteNamesTheOtherPlacesLinesOnceAndStopsAfterEight() {
        var finding = Self.finding("A.swift", from: "Domain", uses: "X", in: "Data", places: 0)
        #expect(finding.placesNote == nil)
        #expect(finding.messageWithPlaces == "`X`")
        finding.places = [FindingPlace(line: 4, column: 1), FindingPlace(line: 4, column: 9)]
        #expect(finding.placesNote == "and 2 more uses in this file: line 4")
        finding.places = (2...11).map { FindingPlace(line: $0, column: 1) }
        #expect(finding.placesNote == "and 10 more uses in this file: lines 2, 3, 4, 5, 6, 7, 8, 9, …")
    }
}
