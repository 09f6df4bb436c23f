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

    @Test(arguments: [
        ("DomainKit", "Domain"), ("TripDomainKit", "Domain"), ("CoreDomain", "Domain"), ("DomainLayer", "Domain"),
        ("DomainModels", "Domain"), ("DomainCore", "Domain"), ("DataKit", "Data"), ("DataLayer", "Data"),
        ("TripDataKit", "Data"), ("PresentationKit", "Presentation"), ("TripPresentationLayer", "Presentation"),
    ])
    func packagedLayerNamesNameTheirLayer(name: String, layer: String) {
        #expect(LayerConventions.layer(forName: name) == layer)
    }

    @Test(arguments: ["DataSource", "DataSources", "BooksSwiftData", "TripsCoreData", "MySwiftDataApp", "UIKit",
                      "DomainNames2", "Subdomain", "DataModelsHelper"])
    func namesThatOnlyContainALayerWordAreNoLayer(name: String) {
        #expect(LayerConventions.layer(forName: name) == nil)
    }

    @Test func technologyFoldersAreRolesOfTheirLayer() {
        #expect(LayerConventions.match("SwiftData", asModule: false)! == ("Data", true))
        #expect(LayerConventions.match("CoreData", asModule: true)! == ("Data", true))
        #expect(LayerConventions.layer(forPath: "Persistence/CoreData/Stack.swift") == "Data")
    }

    @Test func aNameEndingInDataNamesTheDataLayerOnlyInAModulesPlace() {
        #expect(LayerConventions.layer(forPath: "Sources/TripData/Store.swift") == "Data")
        #expect(LayerConventions.layer(forPath: "Packages/TripData/Sources/Store.swift") == "Data")
        #expect(LayerConventions.layer(forPath: "TripData/Store.swift") == "Data")
        #expect(LayerConventions.layer(forPath: "Features/Profile/UserData/Form.swift") == "Presentation")
        #expect(LayerConventions.layer(forPath: "Sources/Trips/UserData/Form.swift") == nil)
    }

    @Test func aLayerFolderOutranksATechnologyFolderInsideIt() {
        #expect(LayerConventions.layer(forPath: "Domain/Trips/CoreData/TripRecord.swift") == "Domain")
        #expect(LayerConventions.layer(forPath: "Domain/SwiftData/Schema.swift") == "Domain")
        #expect(LayerConventions.layer(forPath: "Domain/Networking/Endpoint.swift") == "Domain")
        #expect(LayerConventions.layer(forPath: "Sources/TripDomainKit/CoreData/Record.swift") == "Domain")
    }

    @Test func layeredShapeNeedsADomain() {
        #expect(LayerConventions.showsLayeredShape(["Domain", "Data"]))
        #expect(LayerConventions.showsLayeredShape(["Domain", "App"]))
        #expect(LayerConventions.showsLayeredShape(["Domain"]))
        #expect(!LayerConventions.showsLayeredShape(["Data", "App"]))
        #expect(!LayerConventions.showsLayeredShape(["Data", "Presentation", "App"]))
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

    @Test func manifestsAndTuistFoldersAreNotAppCode() {
        #expect(LayerConventions.layer(forPath: "Tuist/ProjectDescriptionHelpers/Domain/Module.swift") == nil)
        #expect(LayerConventions.isManifest(fileName: "Package.swift"))
        #expect(LayerConventions.isManifest(fileName: "Package@swift-5.9.swift"))
        #expect(LayerConventions.isManifest(fileName: "Project.swift"))
        #expect(LayerConventions.isManifest(fileName: "Workspace.swift"))
        #expect(!LayerConventions.isManifest(fileName: "ProjectList.swift"))
    }

    @Test func testFoldersAreInNoLayer() {
        #expect(LayerConventions.layer(forPath: "Tests/TripDomainTests/TripTests.swift") == nil)
        #expect(LayerConventions.layer(forPath: "Sources/TripDomainTests/TripTests.swift") == nil)
    }

    @Test func fileNamesDoNotNameLayers() {
        #expect(LayerConventions.layer(forPath: "Sources/Helpers/Domain.swift") == nil)
    }
}
