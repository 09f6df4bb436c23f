/// Where reporters point at a file: finding paths are relative to the project root, and formats that tools
/// open from the working directory (xcode, github, checkstyle, junit) need the root in front.
enum ReportPath {
    /// `file` with `root` in front, unless the root is the working directory itself (`""`, `.`, `./`).
    static func joined(root: String, file: String) -> String {
        var base = Substring(root)
        while base.hasPrefix("./") { base = base.dropFirst(2) }
        while base.count > 1, base.hasSuffix("/") { base = base.dropLast() }
        if base.isEmpty || base == "." { return file }
        if base == "/" { return "/" + file }
        return base + "/" + file
    }

    /// `file` as a path from the repository root, for formats that reject absolute paths (GitLab): the root in
    /// front when it is relative, and nothing in front when it is absolute, taking the root for the repository.
    static func repositoryRelative(root: String, file: String) -> String {
        isAbsolute(root) ? file : joined(root: root, file: file)
    }

    /// Whether the root is an absolute path.
    static func isAbsolute(_ root: String) -> Bool {
        root.hasPrefix("/")
    }
}
