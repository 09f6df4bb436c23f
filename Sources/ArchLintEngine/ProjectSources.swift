/// The files of one project, read by the caller (the engine does no I/O).
public struct ProjectSources: Sendable {
    /// The project root as the user gave it; file paths are relative to it.
    public var root: String
    public var files: [SourceFile]
    /// When set, findings are reported only for these paths (e.g. staged files); the project index still
    /// covers every file so cross-file rules hold.
    public var reportOnly: Set<String>?

    public init(root: String, files: [SourceFile], reportOnly: Set<String>? = nil) {
        self.root = root
        self.files = files
        self.reportOnly = reportOnly
    }
}

/// One file's path and bytes, or why its bytes could not be had.
public struct SourceFile: Sendable {
    /// Path relative to the project root, `/`-separated.
    public var path: String
    public var bytes: [UInt8]?
    /// Why the file could not be read (permissions, not a regular file, too large…), when `bytes` is `nil`.
    public var problem: String?

    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
        self.problem = nil
    }

    public init(path: String, problem: String) {
        self.path = path
        self.bytes = nil
        self.problem = problem
    }
}
