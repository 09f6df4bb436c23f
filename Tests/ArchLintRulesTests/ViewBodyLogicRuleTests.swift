import ArchLintEngine
import ArchLintRules
import Testing
import TestSupport

@Suite struct ViewBodyLogicRuleTests {
    let id = ViewBodyLogicRule.id

    // MARK: Persistence

    @Test func flagsPersistenceCallsOnTheReceiverOfTheCall() throws {
        let findings = assertFindings(id, path: "Presentation/Workouts/WorkoutEditorView.swift", #"""
            import SwiftUI

            struct WorkoutEditorView: View {
                @Environment(\.modelContext) private var modelContext
                let workout: WorkoutEntity

                var body: some View {
                    Button("Save") {
                        ↓modelContext.insert(workout)
                        try? ↓modelContext.save()
                        try! ↓self.modelContext.save()
                        ↓modelContext.delete(workout)
                        _ = try? ↓modelContext.fetch(FetchDescriptor<WorkoutEntity>())
                        _ = try? ↓modelContext.fetchCount(FetchDescriptor<WorkoutEntity>())
                        ↓modelContext.rollback()
                    }
                }
            }
            """#)
        #expect(try #require(findings.first).message == "`modelContext.insert(…)` in `WorkoutEditorView.body` calls "
            + "`ModelContext.insert(_:)` — persistence belongs in a repository (Data layer)")
    }

    @Test func anEntityMadeInTheViewsContextIsAnInsert() throws {
        // `Shelf` is generated from the data model (no declaration); `ShelfEditorModel` is the project's own type
        // that takes the context; `makeShelf(context:)` is a function; `Shelf(context: somewhereElse)` gets no
        // context of the view; `ClockHands`, a package's type, gets a `TimelineView`'s context, not Core Data's.
        let findings = assertFindings(id, path: "Presentation/Pantry/ShelfEditorView.swift", #"""
            import SwiftUI

            final class ShelfEditorModel {
                init(context: Any) {}
            }

            struct ShelfEditorView: View {
                @Environment(\.managedObjectContext) private var viewContext
                @State private var name = ""

                var body: some View {
                    Button("Add") {
                        let shelf = ↓Shelf(context: viewContext)
                        shelf.name = name
                        let other = ↓Shelf(context: self.viewContext)
                        _ = other
                        _ = ShelfEditorModel(context: viewContext)
                        _ = makeShelf(context: viewContext)
                        _ = Shelf(context: somewhereElse)
                    }
                    TimelineView(.everyMinute) { context in
                        ClockHands(context: context)
                    }
                }

                func makeShelf(context: Any) -> Int { 0 }
            }
            """#)
        #expect(try #require(findings.first).message == "`Shelf(context:)` in `ShelfEditorView.body` makes and "
            + "inserts a Core Data entity — persistence belongs in a repository (Data layer)")
    }

    @Test func recognisesContextsByEnvironmentKeyUsualNameAndOption() {
        let configuration = Configuration(rules: [id: RuleSettings(options: ["contextNames": ["store"]])])
        assertFindings(id, path: "Presentation/Pantry/PantryView.swift", #"""
            struct PantryView: View {
                @Environment(\.modelContext) private var db
                @Environment(\.managedObjectContext) private var objects
                let store: Store
                let items: [Item]

                var body: some View {
                    Button("Add") {
                        ↓db.insert(Item())
                        try? ↓objects.save()
                        try? ↓context.save()
                        try? ↓viewContext.save()
                        try? ↓managedObjectContext.save()
                        ↓store.delete(items[0])
                        var copy = items
                        copy.insert(Item(), at: 0)
                        items.forEach { _ = $0.save() }
                    }
                }
            }
            """#, configuration: configuration)
    }

    // MARK: Validation

    @Test func flagsValidationThatLeavesBeforeStateChangesOnItsKeyword() throws {
        let findings = assertFindings(id, path: "Presentation/Trips/TripEditorView.swift", #"""
            struct TripEditorView: View {
                @State private var name = ""
                @State private var nights = 0
                @State private var error: String?

                var body: some View {
                    TextField("Name", text: $name)
                    Stepper("Nights", value: $nights)
                    Button("Save") {
                        ↓guard !name.trimmingCharacters(in: .whitespaces).isEmpty else { return }
                        ↓guard nights > 0 else {
                            error = "Pick at least one night"
                            return
                        }
                        ↓if name.count > 40 { return }
                        ↓if nights >= 30 { throw TripError.tooLong }
                        error = nil
                    }
                }
            }
            """#)
        #expect(try #require(findings.first).message == "`guard` validation in `TripEditorView.body` — validation "
            + "belongs in a Domain type or use case; the view shows its error")
    }

    @Test func reportsStatementsInsideAValidationBlockOnTheirOwn() {
        assertFindings(id, path: "Presentation/QuickAddView.swift", #"""
            struct QuickAddView: View {
                @Environment(\.modelContext) private var modelContext
                @State private var name = ""

                var body: some View {
                    TextField("Name", text: $name)
                    Button("Add") {
                        ↓if name.isEmpty {
                            ↓modelContext.rollback()
                            return
                        }
                    }
                }
            }
            """#)
    }

    /// Date arithmetic whose result only reaches the screen is display: a condition that picks what to draw or
    /// sets presentation state, a style modifier's argument, a helper whose result is shown, a local shown as
    /// formatted text, a pause before an animation, and a date handed to the screen's own state. A decision about
    /// the model's state taken on a date distance stays a finding.
    @Test func dateArithmeticFeedingOnlyTheScreenIsNoFinding() {
        assertFindings(id, path: "Presentation/Parcels/ParcelStatusView.swift", #"""
            struct ParcelStatusView: View {
                let parcel: ParcelRow
                let slots: [Int]
                @State private var model = ParcelModel()
                @State private var showLateBanner = false

                var body: some View {
                    if Date().timeIntervalSince(parcel.sentAt) < 120 {
                        Text("Just sent")
                    } else {
                        slotRow(title: "Sent")
                    }
                    Text(parcel.title)
                        .font(parcel.dueAt.timeIntervalSinceNow < 0 ? .headline : .body)
                    let remaining = remainingText(seconds: parcel.dueAt.timeIntervalSince(Date()))
                    Text(remaining)
                    ForEach(slots, id: \.self) { slot in
                        let start = Date().addingTimeInterval(TimeInterval(slot))
                        slotRow(title: start.formatted(date: .omitted, time: .shortened))
                    }
                    Button("Refresh") {
                        if Date().timeIntervalSince(parcel.sentAt) > 86_400 {
                            showLateBanner = true
                        }
                        if let lastWeek = Calendar.current.date(byAdding: .day, value: -7, to: Date()) {
                            model.show(since: lastWeek)
                        }
                        Task {
                            try await Task.sleep(for: .seconds(Date.now.addingTimeInterval(0.2).timeIntervalSince(.now)))
                        }
                        if ↓Date().timeIntervalSince(parcel.sentAt) > 600 {
                            model.isOverdue = true
                        }
                    }
                }

                func slotRow(title: String) -> some View { Text(title) }
                func remainingText(seconds: Double) -> String { "\(Int(seconds))s" }
            }

            @Observable final class ParcelModel {
                var isOverdue = false
                func show(since date: Date) {}
            }
            """#)
    }

    /// What a view writes into or asks of its own screen state, UI objects and local copies is no model write:
    /// an intent or a reducer's store, a router it makes, a cell it configures, a copy it changes before handing it
    /// on, a step of a date the user edits in its state model. An entity the view edits stays the model.
    @Test func screenStateUIObjectsAndLocalCopiesAreNotTheModel() {
        let router = MarkedSource("Shared/Links/LinkRouter.swift", #"""
            import Foundation

            struct LinkRouter {
                let state: String
                func open(_ url: URL) { _ = try? Data(contentsOf: url) }
            }
            """#)
        let view = MarkedSource("Shared/Links/LinkScreen.swift", #"""
            import SwiftUI

            struct LinkScreen: View {
                let intent: any LinkIntentProtocol
                let store: StoreOf<LinkFeature>
                @State private var state = LinkState()
                @Bindable var bookmark: BookmarkEntity

                var body: some View {
                    List {
                        Button("Log in") { intent.loginTapped(count: state.count + 1) }
                        Button("Earlier") { state.date = state.date.addingTimeInterval(-900) }
                        Button("Send") { store.send(.sendTapped) }
                    }
                    .onOpenURL { url in LinkRouter(state: "").open(url) }
                    .introspect { cell in
                        cell.backgroundConfiguration = cell.backgroundConfiguration?.updated(for: cell.state)
                    }
                    .sheet(isPresented: .constant(true)) {
                        var draft = bookmark.snapshot
                        draft.title = draft.title + " (copy)"
                        return BookmarkEditor(draft: draft)
                    }
                    .onDisappear {
                        ↓bookmark.visits = bookmark.visits + 1
                        let copy = BookmarkEntity()
                        ↓copy.visits = bookmark.visits * 2
                    }
                }
            }

            @Observable final class LinkState {
                var count = 0
                var date = Date()
            }

            @Model final class BookmarkEntity {
                var title = ""
                var visits = 0
            }
            """#)
        assertFindings(id, [router, view])
    }

    /// A preference read or written straight through `UserDefaults` is told about `@AppStorage`, not repositories.
    @Test func aPreferenceIsToldAboutAppStorage() throws {
        let findings = assertFindings(id, path: "Presentation/Settings/ReaderSettingsView.swift", #"""
            struct ReaderSettingsView: View {
                var body: some View {
                    Toggle("Compact", isOn: .constant(↓UserDefaults.standard.bool(forKey: "compact")))
                        .onDisappear { ↓UserDefaults.standard.set(true, forKey: "seen") }
                }
            }
            """#)
        #expect(findings.map(\.message) == [
            "`UserDefaults.standard.bool(…)` in `ReaderSettingsView.body` reads a preference in `UserDefaults` — "
                + "bind it with `@AppStorage`, or let a view model hold it",
            "`UserDefaults.standard.set(…)` in `ReaderSettingsView.body` writes a preference in `UserDefaults` — "
                + "bind it with `@AppStorage`, or let a view model hold it",
        ])
    }

    @Test func ignoresConditionsThatOnlyChooseWhatToShow() {
        assertFindings(id, path: "Presentation/Library/LoanListView.swift", #"""
            struct LoanListView: View {
                let loans: [LoanRow]

                var body: some View {
                    if loans.isEmpty {
                        ContentUnavailableView("No loans", systemImage: "books.vertical")
                    } else if loans.count > 100 {
                        Text("Too many")
                    }
                    switch loans.count {
                    case 0: EmptyView()
                    default: List(loans) { Text($0.title) }
                    }
                }

                func badge() -> some View {
                    if loans.count > 99 {
                        return Text("99+")
                    }
                    return Text("\(loans.count)")
                }

                func row(_ loan: LoanRow) -> some View {
                    guard loan.title.isEmpty == false else { return AnyView(EmptyView()) }
                    return AnyView(Text(loan.title))
                }
            }
            """#)
    }

    // MARK: Networking

    @Test func ignoresChecksForAChangeALifecycleStateOrALoadThatRunsOnce() {
        assertFindings(id, path: "Presentation/Garden/GardenView.swift", #"""
            struct GardenView: View {
                @State private var beds: [Bed] = []
                @State private var didAppear = false
                @Bindable var model: GardenModel

                var body: some View {
                    List(beds) { BedRow(bed: $0) }
                        .onChange(of: model.filter) { oldValue, newValue in
                            guard oldValue != newValue else { return }
                            model.refilter()
                        }
                        .onChange(of: scenePhase) { _, newPhase in
                            if newPhase == .background { return }
                        }
                        .task {
                            guard !didAppear else { return }
                            guard beds.isEmpty else { return }
                            guard model.state != .loading, model.selection == nil else { return }
                            if !model.beds.isEmpty { return }
                            didAppear = true
                        }
                }
            }
            """#)
    }

    @Test func ignoresEmptySelectionsAndEqualityBetweenStates() {
        assertFindings(id, path: "Presentation/Photos/PhotoGridView.swift", #"""
            struct PhotoGridView: View {
                @State private var selection: Set<Photo.ID> = []
                @State private var rows = [Photo]()
                @State private var caption = ""
                @State private var tab: Tab = .all
                let options: [Tab]
                let onDelete: (Set<Photo.ID>) -> Void

                var body: some View {
                    TextField("Caption", text: $caption)
                    Button("Delete") {
                        guard !selection.isEmpty else { return }
                        guard selection.count > 0 else { return }
                        guard rows.count != 0 else { return }
                        guard tab != options.first else { return }
                        ↓guard caption.count > 0 else { return }
                        ↓guard caption.count <= 140 else { return }
                        ↓guard caption != "" else { return }
                        onDelete(selection)
                    }
                }
            }
            """#)
    }

    @Test func flagsFormatChecksThatGateAnActionAndRejectEmptyInput() {
        assertFindings(id, path: "Presentation/Servers/AddServerView.swift", #"""
            struct AddServerView: View {
                @State private var host = ""
                @State private var tags: Set<String> = []
                let onAdd: (String) -> Void

                var body: some View {
                    Form {
                        TextField("Host", text: $host)
                        if host.contains(".") {
                            Text("Looks like a domain")
                        }
                        Button("Add") {
                            ↓if host.contains(".") {
                                onAdd(host)
                            }
                            ↓if host.isEmpty { return }
                            ↓guard host.hasPrefix("https") else { return }
                            if tags.contains(host) { tags.remove(host) }
                        }
                    }
                }
            }
            """#)
    }

    @Test func ignoresNavigationPresentationSingletonsAndBindings() {
        assertFindings(id, path: "Presentation/Library/ShelfView.swift", #"""
            import UIKit

            struct ShelfView: View {
                @Environment(Router.self) private var router
                @Bindable var coordinator: ShelfCoordinator
                let shelf: Shelf
                let loader: ShelfLoader

                var body: some View {
                    List(shelf.books) { book in
                        Button(book.title) {
                            router.presentedSheet = .bookDetail(book.id)
                            coordinator.path.append(.book(book.id))
                            shelf.selectedBook = book.lookup(book.id)
                            UIPasteboard.general.string = book.isbn.uppercased()
                        }
                    }
                    .task {
                        if case .loaded(let books) = shelf.state { print(books.count) }
                        let _: Shelf.Snapshot = try await loader.snapshot(for: shelf.id)
                        let total: Models.Total = shelf.total(book: 1)
                        print(total)
                        ↓shelf.lastOpened = Date.now.addingTimeInterval(60)
                        ↓shelf.updatedAt = .now
                        ↓self.shelf.lastModified = Date()
                        shelf.checkedOutAt = Date()
                        router.shownAt = Date()
                    }
                }
            }
            """#)
    }

    @Test func flagsRequestsButNotTheBuildingOfThem() throws {
        let findings = assertFindings(id, path: "Presentation/Recipes/RecipeDetailView.swift", #"""
            struct RecipeDetailView: View {
                let recipeID: Int
                @State private var recipe: RecipeDetail?

                var body: some View {
                    Text(recipe?.title ?? "")
                        .task {
                            let request = URLRequest(url: RecipeAPI.baseURL)
                            let (data, _) = try await ↓URLSession.shared.data(for: request)
                            recipe = try? JSONDecoder().decode(RecipeDetail.self, from: data)
                        }
                }
            }
            """#)
        #expect(try #require(findings.first).message == "`URLSession.shared.data(…)` in `RecipeDetailView.body` calls "
            + "`URLSession.data(for:)` — networking belongs in a repository (Data layer) behind a Domain protocol, "
            + "called from a view model")
    }

    // MARK: Date arithmetic and derived state

    @Test func flagsCallsOnTheProjectsOwnNetworkingClientsAcrossFiles() {
        let transport = MarkedSource("Shared/Transport/HTTPTransport.swift", #"""
            import Foundation

            struct HTTPTransport {
                let session: URLSession
            }

            extension HTTPTransport {
                func send(_ path: String) async throws -> Data {
                    try await session.data(from: URL(string: path)!).0
                }
            }
            """#)
        let service = MarkedSource("Shared/Recipes/RecipeService.swift", #"""
            final class RecipeService {
                private let transport: HTTPTransport
                init(transport: HTTPTransport) { self.transport = transport }
                func recipes() async throws -> [Recipe] {
                    _ = try await transport.send("/recipes")
                    return []
                }
                func cachedCount() -> Int { 0 }
            }

            final class RecipeFormatter {
                func title(_ recipe: Recipe) -> String { recipe.name }
            }
            """#)
        let store = MarkedSource("Shared/Recipes/RecipeStore.swift", #"""
            import Observation

            @Observable final class RecipeStore {
                let service = RecipeService(transport: HTTPTransport(session: .shared))
                var recipes: [Recipe] = []
                func load() async { recipes = (try? await service.recipes()) ?? [] }
            }
            """#)
        let view = MarkedSource("Shared/Recipes/RecipeListView.swift", #"""
            import SwiftUI

            struct RecipeListView: View {
                @Environment(RecipeService.self) private var environmentService
                @State private var recipes: [Recipe] = []
                let service: RecipeService
                let store: RecipeStore
                let formatter = RecipeFormatter()

                var body: some View {
                    List(recipes) { recipe in
                        Text(formatter.title(recipe))
                    }
                    .task {
                        recipes = (try? await ↓service.recipes()) ?? []
                        recipes = (try? await ↓self.environmentService.recipes()) ?? []
                        _ = try? await ↓HTTPTransport(session: .shared).send("/recipes")
                        let icon = HTTPTransport.Endpoint.icon(recipes.count).path + HTTPTransport.BASE_PATH
                        print(icon)
                        await store.load()
                        print(service.cachedCount())
                    }
                    .sheet(isPresented: .constant(false)) {
                        RecipeDetailView(service: service)
                    }
                }
            }
            """#)
        assertFindings(id, [transport, service, store, view])
    }

    @Test func flagsDateArithmeticOnTheStartOfTheExpression() throws {
        let findings = assertFindings(id, path: "Presentation/Trips/TripDatesSection.swift", #"""
            struct TripDatesSection: View {
                let trip: Trip
                let calendar: Calendar

                var body: some View {
                    let nights = ↓Calendar.current.dateComponents([.day], from: trip.departure, to: trip.returnDate)
                    let later = ↓calendar.date(byAdding: .day, value: 1, to: trip.departure)
                    let seconds = ↓trip.returnDate.timeIntervalSince(trip.departure)
                    if (nights.day ?? 0) > 7 || seconds > 0 || later! > .now {
                        trip.isLong = true
                    }
                }
            }
            """#)
        #expect(try #require(findings.first).message == "`Calendar.current.dateComponents(…)` in `TripDatesSection.body` "
            + "— date arithmetic belongs in a Domain type")
    }

    @Test func flagsDerivedStateOnceOnTheAssignmentTarget() throws {
        let findings = assertFindings(id, path: "Presentation/Trips/TripDatesSection.swift", #"""
            struct TripDatesSection: View {
                @Bindable var trip: TripEntity
                let price: Decimal

                var body: some View {
                    Section("Dates") {
                        DatePicker("Return", selection: $trip.returnDate)
                    }
                    .onChange(of: trip.returnDate) {
                        ↓trip.nights = Calendar.current.dateComponents([.day], from: trip.departure, to: trip.returnDate).day ?? 0
                        ↓self.trip.total = price * Decimal(trip.nights)
                        ↓trip.total += price * 2
                        trip.total += price
                        trip.visits += 1
                        ↓trip.title = trip.destination.uppercased()
                    }
                }
            }
            """#)
        #expect(try #require(findings.first).message == "`trip.nights = …` in `TripDatesSection.body` — derived state "
            + "belongs in a Domain type; compute it there and let the view read it")
        #expect(findings.map(\.message).contains { $0.hasPrefix("`trip.total += …`") })
    }

    @Test func ignoresCopiesOwnStateViewModelsAndBindings() {
        assertFindings(id, path: "Presentation/Trips/TripEditorView.swift", #"""
            struct TripEditorView: View {
                @Bindable var trip: TripEntity
                @State private var draft = Draft()
                @State private var count = 0
                @State private var model = TripEditorViewModel()
                @FocusState private var focused: Bool
                let viewModel: EditorViewModel
                let vm: Helper
                let name: String

                var body: some View {
                    Button("Apply") {
                        trip.name = name
                        trip.departure = .now
                        trip.nights = draft.nights
                        draft.nights = draft.nights + 1
                        count = count + 1
                        self.count += 1
                        model.title = name.trimmingCharacters(in: .whitespaces)
                        viewModel.total = draft.price * 2
                        vm.total = draft.price * 2
                        focused = !focused
                    }
                    TextField("Name", text: $viewModel.title)
                }
            }
            """#)
    }

    @Test func ignoresViewModelCallsEnvironmentActionsNavigationAndFormatting() {
        assertFindings(id, path: "Presentation/Recipes/RecipeListView.swift", #"""
            struct RecipeListView: View {
                @State private var viewModel: RecipeListViewModel
                @State private var path: [Recipe.ID] = []
                @Environment(\.dismiss) private var dismiss
                @Environment(\.openURL) private var openURL

                var body: some View {
                    NavigationStack(path: $path) {
                        List(viewModel.recipes) { recipe in
                            Button {
                                viewModel.select(recipe)
                                path.append(recipe.id)
                            } label: {
                                VStack {
                                    Text(recipe.title)
                                    Text(recipe.updatedAt, style: .date)
                                    Text(recipe.updatedAt.formatted(date: .abbreviated, time: .omitted))
                                    Text("\(recipe.minutes) min")
                                }
                            }
                        }
                        .navigationDestination(for: Recipe.ID.self) { RecipeDetailView(id: $0) }
                    }
                    .toolbar {
                        Button("Save") {
                            Task {
                                await viewModel.save()
                                try? await viewModel.delete(viewModel.selection)
                                dismiss()
                                openURL(viewModel.helpURL)
                            }
                        }
                    }
                }
            }
            """#)
    }

    // MARK: Scopes

    @Test func checksSomeViewHelpersAndTheClosuresWrittenThere() {
        let findings = assertFindings(id, path: "Presentation/Trips/TripsView.swift", #"""
            struct TripsView: View {
                @Environment(\.modelContext) private var modelContext
                let trips: [Trip]

                var body: some View {
                    list
                }

                private var list: some View {
                    List(trips) { trip in
                        Text(trip.name)
                            .swipeActions { Button("Delete") { ↓modelContext.delete(trip) } }
                    }
                }

                @ViewBuilder
                func header(_ title: String) -> some View {
                    Text(title).onAppear { try? ↓modelContext.save() }
                }

                private var nightsLabel: SwiftUI.Text {
                    Text("\(trips.count)")
                }
            }
            """#)
        #expect(findings.map(\.message).contains { $0.contains("in `TripsView.list`") })
        #expect(findings.map(\.message).contains { $0.contains("in `TripsView.header()`") })
    }

    @Test func ignoresCodeOutsideViewBodiesAndHelpers() {
        assertFindings(id, path: "Presentation/Trips/TripsView.swift", #"""
            struct TripsView: View {
                @Environment(\.modelContext) private var modelContext
                let trips: [Trip]

                init(trips: [Trip]) {
                    guard trips.count > 0 else { self.trips = []; return }
                    self.trips = trips
                }

                var body: some View {
                    Button("Save", action: save)
                }

                private var nights: Int {
                    Calendar.current.dateComponents([.day], from: .now, to: .now).day ?? 0
                }

                private func save() {
                    try? modelContext.save()
                }
            }

            final class TripsViewModel {
                var trips: [Trip] = []
                func save(_ context: ModelContext) throws {
                    guard !trips.isEmpty else { return }
                    try context.save()
                }
            }
            """#)
    }

    @Test func findsViewsWhoseConformanceIsAddedByAnExtensionInAnotherFile() {
        let plain = MarkedSource("Presentation/Trips/TripCard.swift", #"""
            struct TripCard {
                @Environment(\.modelContext) private var modelContext
                let trip: Trip

                var body: some View {
                    Button("Delete") { ↓modelContext.delete(trip) }
                }
            }
            """#)
        let conformance = MarkedSource("Presentation/Trips/TripCard+View.swift", "extension TripCard: View {}\n")
        let badge = MarkedSource("Presentation/Trips/TripBadge.swift", "struct TripBadge {\n    let nights: Int\n}\n")
        let badgeView = MarkedSource("Presentation/Trips/TripBadge+View.swift", #"""
            extension TripBadge: View {
                var body: some View {
                    Text("\(nights)").task { _ = try? await ↓URLSession.shared.data(from: url) }
                }
            }
            """#)
        assertFindings(id, [plain, conformance, badge, badgeView])
    }

    @Test func ignoresTheBodyOfAnAppOrScene() {
        assertFindings(id, path: "App/TripsApp.swift", #"""
            @main
            struct TripsApp: App {
                @Environment(\.modelContext) private var modelContext
                @Environment(\.scenePhase) private var phase

                var body: some Scene {
                    WindowGroup { ContentView() }
                        .onChange(of: phase) {
                            if phase == .background { try? modelContext.save(); return }
                        }
                }
            }
            """#)
    }

    @Test func appliesToUnlayeredFiles() {
        assertFindings(id, path: "Sources/Sample/ContentView.swift", #"""
            struct ContentView: View {
                @Environment(\.modelContext) private var modelContext
                var body: some View {
                    Button("Add") { ↓modelContext.insert(Item()) }
                }
            }
            """#)
    }

    // MARK: Text only

    @Test func readsOnlyCodeNotCommentsStringsOrInterpolations() {
        // Code inside `\(…)` is part of its string literal token, so it is display formatting, never a finding.
        assertFindings(id, path: "Presentation/Trips/TripView.swift", #"""
            struct TripView: View {
                @Environment(\.modelContext) private var modelContext
                let trip: Trip

                var body: some View {
                    // try? modelContext.save()
                    /* URLSession.shared; guard trip.name.isEmpty else { return } */
                    Text("modelContext.save() and URLSession")
                    Text("\(Calendar.current.dateComponents([.day], from: trip.start, to: trip.end).day ?? 0) nights")
                    Text("\(String(describing: try? modelContext.save()))")
                    Text("""
                        URLRequest and modelContext.delete(trip)
                        """)
                }
            }
            """#)
    }

    // MARK: Profiles

    @Test func swiftDataProfileKeepsEveryCategoryButPersistence() {
        let source = MarkedSource("Presentation/Trips/TripEditorView.swift", #"""
            struct TripEditorView: View {
                @Environment(\.modelContext) private var modelContext
                @Bindable var trip: TripEntity
                @State private var name = ""

                var body: some View {
                    TextField("Name", text: $name)
                    Button("Save") {
                        ↓guard !name.isEmpty else { return }
                        modelContext.insert(trip)
                        try? modelContext.save()
                        ↓trip.nights = Calendar.current.dateComponents([.day], from: trip.start, to: trip.end).day ?? 0
                        _ = URLSession.shared
                        Task { _ = try? await ↓URLSession.shared.data(from: url) }
                    }
                }
            }
            """#)
        assertFindings(id, [source], configuration: Configuration(profile: .swiftdata))
        let all = LintHarness.findings(of: id, in: [(source.path, source.source)])
        #expect(all.count == source.markers.count + 2)
    }

    // MARK: What a call reaches, and where values come from and go

    static let clients = MarkedSource("Shared/Network/StatusClient.swift", #"""
        import Foundation

        struct StatusClient {
            let host: URL
            var isSecure: Bool { host.scheme == "https" }
            func ping() async throws -> Bool {
                let (_, response) = try await URLSession.shared.data(from: host)
                return (response as? HTTPURLResponse)?.statusCode == 200
            }
            func label() -> String { host.absoluteString }
        }

        final class PhotoStore {
            static let shared = PhotoStore()
            let container = NSPersistentContainer(name: "Photos")
            func photos() -> [Photo] { (try? container.viewContext.fetch(Photo.fetchRequest())) ?? [] }
            func save(_ photo: Photo) {
                container.performBackgroundTask { context in
                    context.insert(photo)
                    try? context.save()
                }
            }
        }

        enum AppLog {
            static func upload() async { _ = try? await URLSession.shared.data(from: URL(string: "https://l.example")!) }
        }
        """#)

    @Test func flagsCallsThatReachIOThroughLocalsAndManagersNotPropertyReads() throws {
        let view = MarkedSource("Shared/Status/StatusView.swift", #"""
            import SwiftUI

            struct StatusView: View {
                let client: StatusClient
                let server: URL
                @State private var online = false
                @State private var count = 0

                var body: some View {
                    VStack {
                        if client.isSecure { Text(client.label()) }
                        Button("Check") {
                            Task {
                                let local = StatusClient(host: server)
                                online = (try? await ↓local.ping()) ?? false
                                await AppLog.upload()
                            }
                        }
                        Text("\(count)").onAppear { count = ↓PhotoStore.shared.photos().count }
                        StatusPage(url: server)
                    }
                }
            }

            struct StatusPage: UIViewRepresentable {
                let url: URL
                func makeUIView(context: Context) -> WKWebView { WKWebView() }
                func updateUIView(_ view: WKWebView, context: Context) { view.load(URLRequest(url: url)) }
            }
            """#)
        let findings = assertFindings(id, [Self.clients, view])
        #expect(try #require(findings.first).message == "`local.ping()` in `StatusView.body` reaches "
            + "`URLSession.data(from:)` through `StatusClient.ping` (`Shared/Network/StatusClient.swift:6`) — "
            + "networking belongs in a repository (Data layer) behind a Domain protocol, called from a view model")
        // The chain is the finding's trace too, for the formats that show related places.
        #expect(try #require(findings.first).trace == [
            FindingStep(file: "Shared/Network/StatusClient.swift", line: 6,
                        note: "`StatusClient.ping`, which the call reaches"),
            FindingStep(file: "Shared/Network/StatusClient.swift", line: 7,
                        note: "`URLSession.data(from:)` is called here"),
        ])
    }

    @Test func callsOnViewModelsUseCasesAndDelegatingStoresAreDelegation() {
        let store = MarkedSource("Shared/Status/StatusStore.swift", #"""
            import Observation

            @Observable final class StatusStore {
                let client: StatusClient
                var online = false
                init(client: StatusClient) { self.client = client }
                func refresh() async { online = (try? await client.ping()) ?? false }
            }

            final class StatusViewModel {
                let client: StatusClient
                init(client: StatusClient) { self.client = client }
                func refresh() async { _ = try? await client.ping() }
            }
            """#)
        let view = MarkedSource("Shared/Status/StatusRow.swift", #"""
            import SwiftUI

            struct StatusRow: View {
                let store: StatusStore
                @State private var model = StatusViewModel(client: StatusClient(host: URL(string: "https://a.example")!))

                var body: some View {
                    Text("Status").task {
                        await store.refresh()
                        await model.refresh()
                    }
                }
            }
            """#)
        assertFindings(id, [Self.clients, store, view])
    }

    @Test func anObservableTypeNamedForItsIOIsAClientNotADelegatingStore() {
        let client = MarkedSource("Shared/Status/StatusAPIClient.swift", #"""
            import Observation

            @Observable final class StatusAPIClient {
                let client: StatusClient
                var lastChecked: Date?
                init(client: StatusClient) { self.client = client }
                func refresh() async { _ = try? await client.ping() }
            }
            """#)
        let view = MarkedSource("Shared/Status/StatusBadge.swift", #"""
            import SwiftUI

            struct StatusBadge: View {
                let api: StatusAPIClient

                var body: some View {
                    Text("Status").task {
                        await ↓api.refresh()
                    }
                }
            }
            """#)
        assertFindings(id, [Self.clients, client, view])
    }

    @Test func statisticsAreRatiosOfAggregatesAndWeightedTotals() {
        assertFindings(id, path: "Presentation/Clinic/ReadingsSummary.swift", #"""
            import SwiftUI

            struct ReadingsSummary: View {
                let readings: [Reading]
                let payments: [Payment]

                var body: some View {
                    VStack {
                        let total = readings.count
                        let high = readings.filter { $0.value > 180 }.count
                        ↓let highShare = Double(high) / Double(total) * 100
                        let sum = readings.reduce(0) { $0 + $1.value }
                        ↓let average = sum / total
                        ↓let late = readings.count(where: { $0.isLate }) / max(total, 1)
                        Text("\(highShare) \(average) \(late)")
                        let converted = ↓payments.reduce(0) { $0 + $1.amount * $1.rate }
                        Text("\(converted)")
                        Button("Balance") {
                            var balance = 0.0
                            for payment in payments {
                                ↓balance = balance + payment.amount * payment.rate
                            }
                            print(balance)
                        }
                    }
                }
            }
            """#)
    }

    @Test func plainCountsSumsAndLayoutMathsAreNoStatistics() {
        assertFindings(id, path: "Presentation/Clinic/ReadingsBars.swift", #"""
            import SwiftUI

            struct ReadingsBars: View {
                let readings: [Reading]

                var body: some View {
                    GeometryReader { proxy in
                        let done = readings.filter { $0.isChecked }.count
                        let sum = readings.reduce(0) { $0 + $1.value }
                        let width = proxy.size.width / CGFloat(readings.count)
                        let largest = readings.map(\.value).max() ?? 1
                        Text("\(done) checked, \(sum) in all")
                        ForEach(readings) { reading in
                            Rectangle().frame(width: width, height: proxy.size.height * reading.value / largest)
                        }
                        Button("Count") {
                            var count = 0
                            for reading in readings { count += reading.isChecked ? 1 : 0 }
                            print(count)
                        }
                    }
                }
            }
            """#)
    }

    @Test func dateArithmeticThatPicksALabelOrARowIsDisplay() {
        assertFindings(id, path: "Presentation/Recovery/RecoveryRow.swift", #"""
            import SwiftUI

            struct RecoveryRow: View {
                let readyAt: Date
                let status: Status

                var body: some View {
                    List {
                        label
                        if status.lastCycle.timeIntervalSince(status.created) > 5 {
                            row(title: "Last cycle", data: "\(status.created)")
                        }
                    }
                }

                private var label: some View {
                    let hours = Swift.max(0, readyAt.timeIntervalSince(Date()) / 3600)
                    let text: String
                    if hours < 1 {
                        text = "soon"
                    } else {
                        let days = Int(hours / 24)
                        text = "in \(days) days"
                    }
                    return Text(text)
                }

                private func row(title: String, data: String) -> AnyView {
                    AnyView(HStack { Text(title); Text(data) })
                }
            }
            """#)
        // A distance measured against the model's own period is a rule, however it is shown.
        assertFindings(id, path: "Presentation/Recovery/RecoveryDue.swift", #"""
            import SwiftUI

            struct RecoveryDue: View {
                let plan: RecoveryPlan

                var body: some View {
                    let late = ↓Date.now.timeIntervalSince(plan.startedAt) / 3600 - Double(plan.restDays * 24)
                    if late > 0 { Text("Late") }
                }
            }
            """#)
        // A label chosen and then written into the model is not display.
        assertFindings(id, path: "Presentation/Recovery/RecoveryStamp.swift", #"""
            import SwiftUI

            struct RecoveryStamp: View {
                let plan: RecoveryPlan

                var body: some View {
                    Button("Update") {
                        let hours = ↓plan.readyAt.timeIntervalSince(Date()) / 3600
                        if hours < 1 {
                            plan.summary = "soon"
                        }
                    }
                }
            }
            """#)
    }

    @Test func aClassTheViewKeepsInStateIsItsOwnStateWhereverItIsMade() {
        let loader = MarkedSource("Shared/Inbox/InboxLoader.swift", #"""
            import Foundation

            final class InboxLoader {
                let client: StatusClient
                init(client: StatusClient) { self.client = client }
                func showRead() async { _ = try? await client.ping() }
            }
            """#)
        let view = MarkedSource("Shared/Inbox/InboxScreen.swift", #"""
            import SwiftUI

            struct InboxScreen: View {
                @State var loader: InboxLoader
                let shared: InboxLoader

                init(client: StatusClient, shared: InboxLoader) {
                    _loader = State(wrappedValue: InboxLoader(client: client))
                    self.shared = shared
                }

                var body: some View {
                    Button("Show read") {
                        Task {
                            await loader.showRead()
                            await ↓shared.showRead()
                        }
                    }
                }
            }
            """#)
        assertFindings(id, [Self.clients, loader, view])
    }

    @Test func aClosurePassedToAStorageCallIsOneFinding() {
        let view = MarkedSource("Shared/Photos/PhotoGrid.swift", #"""
            import SwiftUI

            struct PhotoGrid: View {
                let container: NSPersistentContainer

                var body: some View {
                    Button("Clear") {
                        ↓container.performBackgroundTask { context in
                            try? context.save()
                        }
                    }
                }
            }
            """#)
        assertFindings(id, [view])
    }

    @Test func validationIsACheckOfWhatTheUserEntered() {
        assertFindings(id, path: "Presentation/Garden/PlanterForm.swift", #"""
            struct PlanterForm: View {
                static let soils = ["loam", "peat"]
                @State private var soil = ""
                @State private var name = ""
                @State private var size: CGSize = .zero
                let rows: Int
                let onSave: (String) -> Void

                var body: some View {
                    Form {
                        TextField("Soil", text: $soil)
                        TextField("Name", text: $name)
                        Canvas { context, size in
                            guard size.width > 0, size.height > 0 else { return }
                        }
                        if rows > 0 { Divider() }
                        Button("Save") {
                            ↓guard !name.isEmpty else { return }
                            ↓if Self.soils.contains(soil) {
                                onSave(soil)
                            }
                            ↓guard isValidName(name) else { return }
                            onSave(name)
                        }
                    }
                }

                func isValidName(_ name: String) -> Bool { !name.isEmpty }
            }
            """#)
    }

    @Test func dateArithmeticThatOnlyReachesTheScreenIsDisplay() {
        assertFindings(id, path: "Presentation/Status/UptimeChart.swift", #"""
            struct UptimeChart: View {
                let checks: [Check]
                let width: TimeInterval
                let start: Date
                @Bindable var trip: TripEntity

                var body: some View {
                    Chart(checks) { check in
                        RectangleMark(xStart: .value("Start", check.at),
                                      xEnd: .value("End", check.at.addingTimeInterval(width)))
                    }
                    .frame(width: CGFloat(Date.now.timeIntervalSince(start)))
                    let days = Calendar.current.dateComponents([.day], from: start, to: .now).day ?? 0
                    Text("\(days)d ago")
                    let hours = Date.now.timeIntervalSince(start) / 3600
                    if hours > 24 { Text("Stale") }
                    let age = ↓Date.now.timeIntervalSince(start) / 3600
                    Text("Trip").onAppear {
                        if age > 24 { trip.isStale = true }
                    }
                    Button("Extend") {
                        ↓trip.end = trip.end.addingTimeInterval(86_400)
                    }
                }
            }
            """#)
    }

    @Test func theScreensOwnStateObjectIsNotAModel() {
        assertFindings(id, path: "Presentation/Editor/EditorView.swift", #"""
            struct EditorView: View {
                @StateObject private var state = EditorState()

                var body: some View {
                    Stepper("Size", value: $state.size).onAppear {
                        state.total = state.computeTotal()
                    }
                }
            }
            """#)
    }

    @Test func aWriteThatAnEntitysOwnOperationMakesIsFlagged() throws {
        let entity = MarkedSource("Shared/Garden/Planter.swift", #"""
            @Model final class Planter {
                var refilledAt: Date
                var name: String
                init(name: String) {
                    self.name = name
                    refilledAt = .now
                }
                func refill() { refilledAt = .now }
            }
            """#)
        let view = MarkedSource("Shared/Garden/PlanterRow.swift", #"""
            struct PlanterRow: View {
                @Bindable var planter: Planter

                var body: some View {
                    Button("Refilled") {
                        ↓planter.refilledAt = .now
                        planter.name = "Planter"
                    }
                }
            }
            """#)
        let findings = assertFindings(id, [entity, view])
        #expect(try #require(findings.first).message.contains("repeats what `Planter.refill`"))
    }

    @Test func eachCheckCanBeTurnedOffAlone() {
        let source = MarkedSource("Presentation/Trips/TripEditorView.swift", #"""
            struct TripEditorView: View {
                @Environment(\.modelContext) private var modelContext
                @Bindable var trip: TripEntity
                @State private var name = ""

                var body: some View {
                    TextField("Name", text: $name)
                    Button("Save") {
                        guard !name.isEmpty else { return }
                        ↓modelContext.insert(trip)
                        if trip.end.timeIntervalSince(trip.start) > 0 { print("ok") }
                    }
                }
            }
            """#)
        let configuration = Configuration(rules: [id: RuleSettings(options: [
            "disabledChecks": ["validation", "date-arithmetic"],
        ])])
        assertFindings(id, [source], configuration: configuration)
        #expect(LintHarness.findings(of: id, in: [(source.path, source.source)]).count == 3)
    }
}
