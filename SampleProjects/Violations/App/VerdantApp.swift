import SwiftData
import SwiftUI

@main
struct VerdantApp: App {
    private let dependencies: AppDependencies

    init() {
        do {
            dependencies = try AppDependencies()
        } catch {
            fatalError("The plant store could not be opened: \(error)")
        }
    }

    var body: some Scene {
        WindowGroup {
            TabView {
                ThirstyPlantsView(viewModel: dependencies.thirstyPlants())
                    .tabItem { Label("Thirsty", systemImage: "drop") }
                CatalogView(viewModel: dependencies.catalog())
                    .tabItem { Label("Nursery", systemImage: "cart") }
            }
        }
        .modelContainer(dependencies.container)
        .environment(\.managedObjectContext, dependencies.careLogContainer.viewContext)
    }
}
