import ArchLintOutline

/// What every rule may know about the whole project: declared types and their layers, which types are views,
/// persisted entities and view models, and the project's own modules.
public struct ProjectIndex: Sendable {
    /// Declared types (not extensions) by simple name.
    public var types: [String: [DeclaredType]] = [:]
    /// Extensions by the simple name of the type they extend (`Trip` for `extension Trip.Item` is `Item`).
    public var extensions: [String: [DeclaredType]] = [:]
    /// Types that conform to SwiftUI's `View`, in their declaration or through an extension in any file.
    public var viewTypes: Set<String> = []
    /// `@Model` classes and `NSManagedObject` subclasses, directly or through a chain of project classes, and
    /// Core Data entities generated from the model (``EntityEvidence``).
    public var persistedEntities: Set<String> = []
    /// Types named `…ViewModel`, and `@Observable` / `ObservableObject` classes in the Presentation layer (in a
    /// project without layers, in folders named for it).
    public var viewModels: Set<String> = []
    /// For each declared type (by simple name), the layers whose files use it (the layer declaring it included
    /// when its own files use it).
    public var layersUsing: [String: Set<String>] = [:]
    /// The project's own modules (targets from `Package.swift` manifests and configuration) by name.
    public var modules: [String: ModuleInfo] = [:]
    /// What each member of the project does: network, storage, or neither.
    public var effects = ProjectEffects()
    public var policy: LayerPolicy = Layer.conventionalPolicy
    /// Layer of each file path (files in no layer are absent).
    public var fileLayers: [String: String] = [:]
    /// The project module (target) whose source folder holds each file path (files in none are absent).
    public var fileModules: [String: String] = [:]
    /// Files that are not app code: tests and manifests.
    public var filesOutsideAppCode: Set<String> = []
    /// Files that import a UI toolkit (`SwiftUI`, `UIKit`…): what they declare draws or formats for a screen.
    public var userInterfaceFiles: Set<String> = []
    /// The ``FNV1a64`` hashes of the names in ``types``, for a quick "no" to a name read from the bytes; `nil`
    /// when a name is not ASCII (another spelling of it could be the same string).
    public internal(set) var declaredTypeNameHashes: NameHashSet?
    /// For each custom `dependencies` rule (by id), the types it forbids by the hash of their name.
    public private(set) var customForbiddenTypes: [String: [UInt64: ForbiddenType]] = [:]
    /// The keys of ``customForbiddenTypes``, for a quick "no" to most names a file uses.
    public private(set) var customForbiddenNames: [String: NameHashSet] = [:]

    /// For each custom `declarations` rule (by id) that names protocols, for each of them in the rule's order, the
    /// hashes of the names of the types that an extension somewhere makes conform to it.
    public private(set) var customExtensionConformers: [String: [NameHashSet]] = [:]

    /// Records, for custom rule `ruleID`, the names extensions make conform to each protocol it names.
    public mutating func setExtensionConformers(_ names: [NameHashSet], for ruleID: String) {
        customExtensionConformers[ruleID] = names
    }

    /// Records the types custom rule `ruleID` forbids.
    public mutating func setForbiddenTypes(_ types: [UInt64: ForbiddenType], for ruleID: String) {
        customForbiddenTypes[ruleID] = types
        customForbiddenNames[ruleID] = NameHashSet(types.keys)
    }

    public init() {}

    /// Whether the file at `path` is app code rather than a test or a manifest.
    public func isAppCode(_ path: String) -> Bool { !filesOutsideAppCode.contains(path) }

    /// The paths of the files that declare or extend a type whose simple name is in `names`.
    public func files(declaringOrExtending names: Set<String>) -> Set<String> {
        var files: Set<String> = []
        for name in names {
            for declared in [types[name] ?? [], extensions[name] ?? []] {
                for position in declared.indices { files.insert(declared[position].file) }
            }
        }
        return files
    }

    /// Whether `name` is one of the project's own modules.
    public func isProjectModule(_ name: String) -> Bool { modules[name] != nil }

    /// The layer of a project module, or `nil`.
    public func layer(ofModule name: String) -> String? { modules[name]?.layer }

    /// The layers whose files declare a type named `name`; `nil` stands for a file in no layer.
    public func declaringLayers(of name: String) -> [String?] {
        (types[name] ?? []).map(\.layer)
    }
}

/// One type declaration or extension, as the index keeps it.
public struct DeclaredType: Sendable, Equatable {
    /// The simple name (backticks and generic arguments stripped; last component for extensions).
    public var name: String
    public var kind: TypeDecl.Kind
    public var file: String
    public var layer: String?
    public var inherits: [String]
    /// Attribute names without `@`.
    public var attributes: [String]
    public var line: Int
    /// Declared inside another type: other files can name it only qualified (`Outer.Inner`).
    public var isNested: Bool
    /// The project module whose source folder holds the file, or `nil`.
    public var module: String?
    /// Declared `private` or `fileprivate`: no other file can name it.
    public var isFilePrivate: Bool

    /// A type (not an extension) other files can name plainly: neither nested nor private to its file.
    public var isVisibleTopLevelType: Bool { kind != .extension && !isNested && !isFilePrivate }

    public init(name: String, kind: TypeDecl.Kind, file: String, layer: String?, inherits: [String],
                attributes: [String], line: Int, isNested: Bool = false, module: String? = nil,
                isFilePrivate: Bool = false) {
        self.name = name
        self.kind = kind
        self.file = file
        self.layer = layer
        self.inherits = inherits
        self.attributes = attributes
        self.line = line
        self.isNested = isNested
        self.module = module
        self.isFilePrivate = isFilePrivate
    }
}

/// A target of the project, read from a `Package.swift` or declared in configuration.
public struct ModuleInfo: Sendable, Equatable {
    public var name: String
    /// The target's source folder relative to the project root (`Sources/TripDomain`), or `nil` if unknown.
    public var path: String?
    public var layer: String?
    public var isTest: Bool
    /// The manifest's word for it: `target`, `executableTarget`, `testTarget`, `macro`, `plugin`…
    public var kind = "target"
    /// The `Package.swift` that declares it (relative to the root), or `nil` for a module named in configuration.
    public var manifest: String?
    /// Its declared dependencies, or `nil` when they are unknown (no manifest, or a list that is not plain names).
    public var dependencies: [ModuleDependency]?

    public init(name: String, path: String?, layer: String?, isTest: Bool, kind: String = "target",
                manifest: String? = nil, dependencies: [ModuleDependency]? = nil) {
        self.name = name
        self.path = path
        self.layer = layer
        self.isTest = isTest
        self.kind = kind
        self.manifest = manifest
        self.dependencies = dependencies
    }
}

/// One dependency a target declares in its manifest.
public struct ModuleDependency: Sendable, Equatable {
    /// As written: a target or a product.
    public var name: String
    /// The modules it gives: the target itself, or a product's targets.
    public var modules: [String]
    /// 1-based line and column of the entry in the manifest.
    public var line: Int
    public var column: Int
    /// The list declared in the manifest that the entry comes from (`baseDeps`), or `nil` for the target's own.
    public var sharedList: String?

    public init(name: String, modules: [String], line: Int, column: Int, sharedList: String? = nil) {
        self.name = name
        self.modules = modules
        self.line = line
        self.column = column
        self.sharedList = sharedList
    }
}

/// A type a custom `dependencies` rule forbids, with a file that declares it.
public struct ForbiddenType: Sendable, Equatable {
    public var name: String
    public var file: String

    public init(name: String, file: String) {
        self.name = name
        self.file = file
    }
}
