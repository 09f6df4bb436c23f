import ArchLintEngine
import ArchLintRules
import Testing
import TestSupport

@Suite struct ViewModelPersistenceRuleTests {
    let id = ViewModelPersistenceRule.id

    /// A view model that reaches a context through a singleton needs neither an import nor a stored context: its
    /// calls on it are the finding, on the first call, the others its places. A property that only reads the
    /// context's name, and a view model's call on a repository, are not.
    @Test func flagsCallsOnAContextInAViewModelsMembers() throws {
        let findings = assertFindings(id, path: "Presentation/Shelves/ShelfPickerViewModel.swift", #"""
            import Foundation

            final class ShelfPickerViewModel: ObservableObject {
                @Published var names: [String] = []
                let repository: ShelfRepository
                var hasChanges: Bool { PantryDatabase.shared.viewContext.hasChanges }

                func reload() {
                    names = ((try? ↓PantryDatabase.shared.viewContext.fetch(ShelfRecord.request())) ?? []).map(\.name)
                }

                func rename(_ shelf: ShelfRecord, to name: String) {
                    shelf.name = name
                    try? ◦PantryDatabase.shared.viewContext.save()
                    Task { try await repository.rename(shelf.id, to: name) }
                }

                func count() -> Int {
                    ◦PantryDatabase.shared.viewContext.performAndWait { 0 }
                }

                func track() {
                    _ = ◦NSFetchedResultsController(fetchRequest: ShelfRecord.request(),
                                                   managedObjectContext: PantryDatabase.shared.viewContext,
                                                   sectionNameKeyPath: nil, cacheName: nil)
                }
            }
            """#)
        #expect(findings.map(\.message) == [
            "`viewContext.fetch(…)` in view model `ShelfPickerViewModel` works the model context itself — move the "
                + "query or save into a repository behind a protocol and call that",
        ])
    }

    /// The import, the stored context, the initialiser that takes it and the calls on it are one cause: the view model depends on
    /// persistence. One finding on the first, the others as its places.
    @Test func flagsTheImportTheStoredContextAndTheInitialiserOfAnObservableViewModelAsOneCause() throws {
        let findings = assertFindings(id, path: "Presentation/Recipes/RecipeListViewModel.swift", #"""
            import Foundation
            import Observation
            ↓import SwiftData

            @Observable
            @MainActor
            final class RecipeListViewModel {
                private ◦let modelContext: ModelContext
                private(set) var recipes: [RecipeEntity] = []

                ◦init(modelContext: ModelContext) {
                    self.modelContext = modelContext
                }

                func load() {
                    recipes = (try? ◦modelContext.fetch(FetchDescriptor<RecipeEntity>())) ?? []
                }
            }
            """#)
        #expect(findings.map(\.message) == [
            "`import SwiftData` beside view model `RecipeListViewModel` — view models talk to repository or use-case "
                + "protocols; persistence belongs in the Data layer",
        ])
        #expect(findings.first?.cause == FindingCause(name: "RecipeListViewModel"))
        let held = assertFindings(id, path: "Presentation/Recipes/RecipeListViewModel.swift", #"""
            @Observable
            final class RecipeListViewModel {
                private ↓let modelContext: ModelContext
                ◦init(modelContext: ModelContext) { self.modelContext = modelContext }
            }
            """#)
        #expect(held.map(\.message) == [
            "`modelContext` holds a model context in view model `RecipeListViewModel` — inject a repository protocol "
                + "instead",
        ])
        // A container is called what it is, not a context.
        let container = assertFindings(id, path: "Presentation/Recipes/RecipeListViewModel.swift", #"""
            @Observable
            final class RecipeListViewModel {
                ↓init(container: ModelContainer) {}
            }
            """#)
        #expect(container.map(\.message) == [
            "`init` of view model `RecipeListViewModel` takes a persistence container (`ModelContainer`) — inject a "
                + "repository protocol instead",
        ])
    }

    @Test func flagsAnObservableObjectInPresentationHandedACoreDataContext() {
        assertFindings(id, path: "Presentation/Pantry/PantryStore.swift", #"""
            import Combine
            ↓import CoreData

            @MainActor
            final class PantryStore: ObservableObject {
                @Published private(set) var itemNames: [String] = []
                private ◦let context: NSManagedObjectContext

                ◦init(context: NSManagedObjectContext) {
                    self.context = context
                }
            }
            """#)
    }

    @Test func flagsEverySpellingOfAHeldContext() {
        assertFindings(id, path: "Sources/Trips/TripsViewModel.swift", #"""
            final class TripsViewModel {
                ↓var context: ModelContext?
                ◦var objects: NSManagedObjectContext!
                ◦let qualified: SwiftData.ModelContext
                ◦let container: ModelContainer
                ◦let persistent: CoreData.NSPersistentContainer
                @Environment(\.modelContext) private ◦var injected
                var computed: ModelContext { fatalError() }
                let repository: any TripRepository

                ◦init(container: ModelContainer, repository: any TripRepository) {
                    self.container = container
                    self.repository = repository
                }

                init(repository: any TripRepository) {
                    self.repository = repository
                }

                func load(using context: ModelContext) {}
            }
            struct FiltersViewModel {
                ↓let context: ModelContext
            }
            """#)
    }

    @Test func flagsAPersistenceImportInAnExtensionFileOfAViewModel() {
        let model = MarkedSource("Presentation/Trips/TripStore.swift", #"""
            import Observation

            @Observable final class TripStore {
                var trips: [Trip] = []
            }
            """#)
        let extensionFile = MarkedSource("Presentation/Trips/TripStore+Loading.swift", #"""
            ↓import SwiftData

            extension TripStore {
                func load(_ context: ModelContext) {}
            }
            """#)
        assertFindings(id, [model, extensionFile])
    }

    @Test func ignoresViewsThatReadTheEnvironmentContext() {
        assertFindings(id, path: "Presentation/Pantry/QuickAddView.swift", #"""
            import SwiftData
            import SwiftUI

            struct QuickAddView: View {
                @Environment(\.modelContext) private var modelContext
                var body: some View { Text("Add") }
            }
            """#)
    }

    @Test func ignoresDataRepositoriesAndModelActorsThatOwnAContext() {
        assertFindings(id, path: "Data/Recipes/SwiftDataRecipeRepository.swift", #"""
            import SwiftData
            import Observation

            @ModelActor
            actor SwiftDataRecipeRepository: RecipeRepository {}

            @Observable final class RecipeCache {
                let context: ModelContext
                init(context: ModelContext) { self.context = context }
            }

            final class SyncStore: ObservableObject {
                let context: NSManagedObjectContext
                init(context: NSManagedObjectContext) { self.context = context }
            }
            """#)
    }

    @Test func ignoresObservableTypesOutsidePresentationThatAreNotNamedViewModel() {
        assertFindings(id, path: "Sources/Shared/SessionStore.swift", #"""
            import SwiftData

            @Observable final class SessionStore {
                let context: ModelContext
                init(context: ModelContext) { self.context = context }
            }
            """#)
    }

    @Test func ignoresViewModelsHoldingRepositoryProtocolsAndDomainValues() {
        assertFindings(id, path: "Presentation/Recipes/RecipeListViewModel.swift", #"""
            import Foundation
            import Observation

            protocol RecipeListViewModelProtocol {
                var context: ModelContext { get }
            }

            @Observable
            final class RecipeListViewModel {
                private let repository: any RecipeRepository
                private(set) var recipes: [RecipeSummary] = []
                // The repository owns the ModelContext; `import SwiftData` lives in Data.
                let note = "ModelContext"

                init(repository: any RecipeRepository) {
                    self.repository = repository
                }
            }
            """#)
    }
}
