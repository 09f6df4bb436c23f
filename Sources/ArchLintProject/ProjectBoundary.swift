/// The project's folder as the edge of what its configuration may name: a file the configuration names is read
/// and written where its symbolic links lead, and that must be inside the project too.
package enum ProjectBoundary {
    /// Whether `path` (absolute) is inside `root` (absolute, links resolved) once its links are followed as a
    /// write follows them: the file itself when it exists, else the nearest folder above it that does.
    package static func contains(_ path: String, root: String) -> Bool {
        let target: String
        switch try? OutputTarget.resolve(path) {
        case .file(let file)?, .special(let file)?: target = file
        case .descriptor?, nil: return false
        }
        var current = target
        while true {
            if let real = FileSystem.realPath(current) { return PathText.relative(real, to: root) != nil }
            let parent = PathText.parent(current)
            if parent == current { return false }
            current = parent
        }
    }
}
