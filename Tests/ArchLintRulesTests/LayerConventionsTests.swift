import ArchLintRules
import Testing

@Suite struct LayerConventionsTests {
    @Test(arguments: [
        ("Domain", "Domain"), ("TripDomain", "Domain"),
        ("Data", "Data"), ("TripData", "Data"), ("Infrastructure", "Data"), ("Persistence", "Data"),
        ("Networking", "Data"), ("Repositories", "Data"),
        ("Presentation", "Presentation"), ("UI", "Presentation"), ("Views", "Presentation"),
        ("Features", "Presentation"), ("Screens", "Presentation"), ("ViewModels", "Presentation"),
        ("TripUI", "Presentation"), ("TripPresentation", "Presentation"),
        ("App", "App"),
    ])
    func conventionNamesLayers(name: String, layer: String) {
        #expect(LayerConventions.layer(forName: name) == layer)
    }

    @Test(arguments: ["Sources", "Utilities", "Domains", "Database", "Application", "domain", "MyApp", "Tests", "Metadata"])
    func otherNamesAreNoLayer(name: String) {
        #expect(LayerConventions.layer(forName: name) == nil)
    }

    @Test func deepestLayerFolderWins() {
        #expect(LayerConventions.layer(forPath: "Features/Trips/Data/TripStore.swift") == "Data")
        #expect(LayerConventions.layer(forPath: "Sources/TripDomain/Models/Trip.swift") == "Domain")
    }

    @Test func layerFoldersOutrankRoleFolders() {
        #expect(LayerConventions.layer(forPath: "Domain/Repositories/TripRepository.swift") == "Domain")
        #expect(LayerConventions.layer(forPath: "Sources/TripDomain/Repositories/TripRepository.swift") == "Domain")
        #expect(LayerConventions.layer(forPath: "Presentation/Views/TripView.swift") == "Presentation")
        #expect(LayerConventions.layer(forPath: "Data/Networking/Client.swift") == "Data")
        #expect(LayerConventions.layer(forPath: "Features/Trips/Views/TripView.swift") == "Presentation")
        #expect(LayerConventions.layer(forPath: "Repositories/SQLTripRepository.swift") == "Data")
    }

    @Test func testFoldersAreInNoLayer() {
        #expect(LayerConventions.layer(forPath: "Tests/TripDomainTests/TripTests.swift") == nil)
        #expect(LayerConventions.layer(forPath: "Sources/TripDomainTests/TripTests.swift") == nil)
    }

    @Test func fileNamesDoNotNameLayers() {
        #expect(LayerConventions.layer(forPath: "Sources/Helpers/Domain.swift") == nil)
    }
}
