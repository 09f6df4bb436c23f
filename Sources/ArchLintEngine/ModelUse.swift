import ArchLintOutline
import ArchLintRules

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

extension ModelUse {
    /// The view types of `file` that hold a `@Query` property.
    static func queryingViews(in file: OutlinedFile, index: ProjectIndex) -> [String] {
        var views: [String] = []
        for property in file.outline.properties where property.hasAttribute("Query") {
            guard let parent = property.parent else { continue }
            let name = ProjectIndex.simpleName(file.outline.types[parent].name)
            if index.viewTypes.contains(name), !views.contains(name) { views.append(name) }
        }
        return views
    }

    /// App files that declare a SwiftData `@Model` class, sorted.
    static func modelFiles(_ index: ProjectIndex) -> [String] {
        var files: Set<String> = []
        // Every `@Model` class is a persisted entity: only the declarations of those names are read.
        for name in index.persistedEntities {
            guard let declarations = index.types[name] else { continue }
            for declaration in declarations where declaration.kind == .class
                && (declaration.attributes.contains("Model") || declaration.attributes.contains("SwiftData.Model"))
                && index.isAppCode(declaration.file) {
                files.insert(declaration.file)
            }
        }
        return files.sorted()
    }
}
