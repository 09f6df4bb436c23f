import ArchLintEngine

/// Where a project starts, and which configuration file belongs to it.
package struct ProjectLocation: Equatable {
    /// The project root: absolute, with symbolic links resolved.
    package var root: String
    /// The `.archlint.json` found by walking up, if any.
    package var configurationFile: String?
}

/// Finds the project root of the paths being linted.
package enum ProjectLocator {
    /// The root is the folder of the nearest `.archlint.json` (of any kind) above the first path that has one, else
    /// the nearest folder with a `Package.swift` holding every path, else the git working tree holding it, else the
    /// deepest folder holding every path. The walk up stops at a git
    /// working tree's top, so that a configuration outside the repository is never picked up.
    /// `paths` are absolute and resolved.
    package static func locate(_ paths: [String]) -> ProjectLocation {
        let starts = paths.map { FileSystem.resolvedKind($0) == .directory ? $0 : PathText.parent($0) }
        var package: String?, gitTop: String?
        for start in starts {
            let found = walkUp(from: start)
            if let configuration = found.configuration {
                return ProjectLocation(root: PathText.parent(configuration), configurationFile: configuration)
            }
            package = package ?? found.package
            gitTop = gitTop ?? found.gitTop
        }
        // A package's manifest names its targets: linting `Sources` must still see it.
        if let package, starts.allSatisfy({ PathText.relative($0, to: package) != nil }) {
            return ProjectLocation(root: package, configurationFile: nil)
        }
        return ProjectLocation(root: gitTop ?? PathText.commonAncestor(starts), configurationFile: nil)
    }

    private static func walkUp(from start: String) -> (configuration: String?, package: String?, gitTop: String?) {
        var directory = start
        var package: String?
        while true {
            let candidate = PathText.join(directory, Configuration.fileName)
            // Whatever carries the name is the configuration: a folder, a pipe or a broken link there is an
            // error to report, not a reason to go on to a parent's configuration or the defaults.
            if FileSystem.kind(candidate) != .missing { return (candidate, nil, nil) }
            if package == nil, FileSystem.resolvedKind(PathText.join(directory, "Package.swift")) == .regularFile {
                package = directory
            }
            if FileSystem.kind(PathText.join(directory, ".git")) != .missing { return (nil, package, directory) }
            if directory == "/" { return (nil, package, nil) }
            directory = PathText.parent(directory)
        }
    }
}
