/// How the app's views use its persisted models: what tells a SwiftData-style app, for the advice after a first
/// run (`--profile swiftdata`) and for the models layer `archlint init` writes.
public struct ModelUse: Sendable, Equatable {
    /// App files that declare a SwiftData `@Model` class, sorted.
    public var modelFiles: [String]
    /// The view types that hold a `@Query` property, sorted.
    public var queryingViews: [String]
    /// How many view types the app declares.
    public var views: Int

    public init(modelFiles: [String] = [], queryingViews: [String] = [], views: Int = 0) {
        self.modelFiles = modelFiles
        self.queryingViews = queryingViews
        self.views = views
    }

    /// Whether views query the models widely: at least a quarter of them and two, or five in all.
    public var viewsQueryWidely: Bool {
        !modelFiles.isEmpty
            && (queryingViews.count >= 5 || (queryingViews.count >= 2 && queryingViews.count * 4 >= views))
    }
}
