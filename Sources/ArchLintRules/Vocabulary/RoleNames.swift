/// The words a type's or property's name uses for the part it plays: what tells a service from a value, a view's
/// screen state from the app's shared services, a test double from the real type, logging from work. Every rule
/// and the effects analysis that decides by a name's role reads its words here.
public enum RoleNames {
    // MARK: Services

    /// Words that end the names of types that do work rather than hold values (`TripRepository`, `PhotoLoader`):
    /// the types `layer-dependency` advises depending on through a protocol rather than moving.
    public static let serviceWords: Set<String> = [
        "Repository", "Service", "Store", "Client", "Manager", "Provider", "API", "Api", "DataSource", "Source",
        "Gateway", "Loader", "Fetcher", "Storage", "Cache", "Database", "Controller", "Container", "Session",
    ]

    /// Words that mark an implementation of a role rather than name one (`TripRepositoryImpl`, `LiveTripClient`).
    public static let implementationWords: Set<String> = ["Impl", "Implementation", "Live", "Default", "Real"]

    /// Name endings of app-wide objects that do work for many screens, as a view body calls them.
    public static let sharedServiceSuffixes = [
        "Manager", "Service", "Client", "Repository", "Repo", "Store", "API", "Api", "Provider", "DataSource",
        "Storage", "Database", "Gateway", "Loader", "Fetcher", "Downloader", "Uploader", "Synchronizer", "Syncer",
        "Cache", "Session",
    ]

    /// Name endings of the app-wide objects whose role is the I/O itself: a client of a server, a service, a
    /// repository. Whatever state they also publish, calling one is asking for that I/O.
    public static let ioRoleSuffixes = ["Client", "API", "Api", "Service", "Repository"]

    /// The name ending of a repository: a type that stores and fetches a kind of value.
    public static let repositorySuffix = "Repository"

    /// The name ending of a Domain service.
    public static let serviceSuffix = "Service"

    // MARK: Screens

    /// The name ending of a view model.
    public static let viewModelSuffix = "ViewModel"

    /// Name endings of the types a screen keeps its state and actions in.
    public static let screenStateSuffixes = [
        "ViewModel", "StateModel", "ScreenModel", "ViewState", "UIState", "ControlState", "Intent", "Presenter",
        "Interactor", "UseCase", "Reducer",
    ]

    /// Name endings of properties that hold the screen's state by role (`intent`, `presenter`, `viewModel`).
    public static let screenStateNames = ["intent", "presenter", "viewmodel", "statemodel", "interactor", "usecase"]

    /// Name endings of the types a view hands its work to: a view model, a use case, an interactor.
    public static let delegateSuffixes = ["ViewModel", "UseCase", "Interactor"]

    /// Name endings of types that take a view's navigation.
    public static let navigationSuffixes = ["Router", "Coordinator", "Navigator"]

    // MARK: Composition

    /// Words that end the names of the types that assemble an app's dependencies (`AppContainer`).
    public static let compositionWords: Set<String> = ["Container", "Assembly", "Assembler", "Injector", "Resolver"]

    // MARK: Tests and logging

    /// Name beginnings of the types kept for tests and previews: `MockFeedAPI`, `PreviewStore`,
    /// `InMemoryTripRepository`.
    public static let testDoublePrefixes = ["Mock", "Fake", "Stub", "Spy", "Dummy", "Preview", "InMemory", "Test"]

    /// Words of a type name that make it logging, analytics or crash reporting: `AppLog`, `Logger`,
    /// `AnalyticsService`, `EventTracker`.
    public static let loggingWords: Set<String> = ["Log", "Logger", "Logging", "Logs", "Analytics", "Tracker",
                                                   "Tracking", "Telemetry", "Crash", "Crashlytics", "Metrics"]
}
