import ArchLintEngine

/// Where a project starts, and which configuration file belongs to it.
struct ProjectLocation: Equatable {
    /// The project root: absolute, with symbolic links resolved.
    var root: String
    /// The `.archlint.json` found by walking up, if any.
    var configurationFile: String?
}

/// Finds the project root of the paths being linted.
enum ProjectLocator {
    /// The root is the folder of the nearest `.archlint.json` (of any kind) above the first path that has one, else the
    /// git working tree holding it, else the deepest folder holding every path. The walk up stops at a git
    /// working tree's top, so that a configuration outside the repository is never picked up.
    /// `paths` are absolute and resolved.
    static func locate(_ paths: [String]) -> ProjectLocation {
        let starts = paths.map { FileSystem.resolvedKind($0) == .directory ? $0 : PathText.parent($0) }
        var gitTop: String?
        for start in starts {
            let found = walkUp(from: start)
            if let configuration = found.configuration {
                return ProjectLocation(root: PathText.parent(configuration), configurationFile: configuration)
            }
            gitTop = gitTop ?? found.gitTop
        }
        return ProjectLocation(root: gitTop ?? PathText.commonAncestor(starts), configurationFile: nil)
    }

    private static func walkUp(from start: String) -> (configuration: String?, gitTop: String?) {
        var directory = start
        while true {
            let candidate = PathText.join(directory, Configuration.fileName)
            // Whatever carries the name is the configuration: a folder, a pipe or a broken link there is an
            // error to report, not a reason to go on to a parent's configuration or the defaults.
            if FileSystem.kind(candidate) != .missing { return (candidate, nil) }
            if FileSystem.kind(PathText.join(directory, ".git")) != .missing { return (nil, directory) }
            if directory == "/" { return (nil, nil) }
            directory = PathText.parent(directory)
        }
    }
}
