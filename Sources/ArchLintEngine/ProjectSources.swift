/// The files of one project. The engine does no I/O of its own: the caller gives each file's bytes or a loader.
public struct ProjectSources: Sendable {
    /// The project root as the user gave it; file paths are relative to it.
    public var root: String
    public var files: [SourceFile]
    /// When set, findings are reported only for these paths (e.g. staged files); the project index still
    /// covers every file so cross-file rules hold.
    public var reportOnly: Set<String>?
    /// Whether each file's summary says why it has its layer (for `archlint layers`); off in a lint, which needs
    /// no such words for every file.
    public var explainsLayers = false
    /// Outlines kept from earlier lints; files outlined before are not lexed again (``OutlineCache``).
    public var outlineCache: OutlineCache?

    public init(root: String, files: [SourceFile], reportOnly: Set<String>? = nil) {
        self.root = root
        self.files = files
        self.reportOnly = reportOnly
    }
}

/// One file's path and where its bytes come from: given, a problem that stands for them, or a loader the caller
/// supplies (the engine calls it from its own threads, so a project's files are read where they are lexed and
/// never all held at once).
public struct SourceFile: Sendable {
    /// What loading a file gives.
    public enum Content: Sendable {
        case bytes([UInt8])
        /// Why the file could not be read (permissions, not a regular file, too large…).
        case problem(String)
    }

    /// Path relative to the project root, `/`-separated.
    public var path: String
    /// What identifies the content without reading it (a git blob id), if anything does: an ``OutlineCache``
    /// holding this key never loads the file.
    public let contentKey: String?
    private let loader: @Sendable () -> Content

    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.contentKey = nil
        self.loader = { .bytes(bytes) }
    }

    public init(path: String, problem: String) {
        self.path = path
        self.contentKey = nil
        self.loader = { .problem(problem) }
    }

    /// A file read on demand: `load` runs each time the content is asked for (at most twice in a lint: once to
    /// outline the file, and again only when a rule needs a file whose tokens were not kept).
    public init(path: String, load: @escaping @Sendable () -> Content) {
        self.path = path
        self.contentKey = nil
        self.loader = load
    }

    /// A file read on demand whose content `contentKey` identifies: two files with the same key have the same
    /// bytes.
    public init(path: String, contentKey: String, load: @escaping @Sendable () -> Content) {
        self.path = path
        self.contentKey = contentKey
        self.loader = load
    }

    /// The file's content, loaded anew: ask once and keep the answer.
    public func load() -> Content {
        loader()
    }
}
