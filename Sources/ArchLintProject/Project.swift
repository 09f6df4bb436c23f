import ArchLintEngine
import Foundation

/// A project as every entry point sees it — `lint`, `report`, `graph`, `layers`, the hooks and the plugins: its
/// root, configuration and baseline, and the paths asked for. ``lint(staged:explainingLayers:nested:)`` reads the
/// whole project and reports on those paths.
package struct Project {
    /// Absolute, symbolic links resolved. Paths in findings are relative to it.
    package var root: String
    package var configuration: Configuration
    /// The configuration file read, if any (absolute).
    package var configurationFile: String?
    /// The baseline applied (absolute), and what it holds.
    package var baselineFile: String?
    package var baseline: Baseline?
    package var discovery: FileDiscovery
    /// The paths asked for: absolute, resolved, inside the root.
    package var inputs: [String]
    /// The options it was loaded with (`forceExclude`: named files still honour the configuration's exclusions),
    /// also for the projects nested in it.
    package var options: ProjectOptions
    package var environment: ProjectEnvironment
}

extension Project {
    /// Finds the project of `options.paths` and reads its configuration and baseline.
    ///
    /// The root is the folder of the configuration given with `--config`, else of the nearest `.archlint.json`
    /// above the paths, else the nearest `Package.swift` or git working tree holding them (``ProjectLocator``).
    package static func load(_ options: ProjectOptions, in environment: ProjectEnvironment) throws -> Project {
        // A configuration given with --config makes its folder the project: its globs are relative to it
        // wherever the command runs from, and with no path the whole of that project is linted.
        let givenConfiguration = options.configPath.map {
            FileSystem.realPath(environment.absolute($0)) ?? environment.absolute($0)
        }
        let given = options.paths.isEmpty ? [givenConfiguration.map(PathText.parent) ?? "."] : options.paths
        var inputs: [String] = []
        for path in given {
            guard let real = FileSystem.realPath(environment.absolute(path)) else {
                throw ProjectError.pathNotFound(path)
            }
            inputs.append(real)
        }
        var location = ProjectLocator.locate(inputs)
        if let givenConfiguration {
            location = ProjectLocation(root: PathText.parent(givenConfiguration), configurationFile: givenConfiguration)
        }
        let configurationFile = location.configurationFile
        var configuration = try configurationFile.map { try Project.configuration(at: $0, in: environment) }
            ?? Configuration()
        if let profile = options.profile { configuration.profile = profile }
        for (path, real) in zip(given, inputs) where PathText.relative(real, to: location.root) == nil {
            throw ProjectError.pathOutsideProject(path, root: environment.display(location.root))
        }
        let baselineFile = try baselinePath(options.baseline, configuration: configuration,
                                            configurationFile: configurationFile, environment: environment)
        var baseline: Baseline?
        if let baselineFile {
            if case .startingAt = options.baseline, FileSystem.resolvedKind(baselineFile) == .missing {
                baseline = Baseline(entries: [])
            } else {
                baseline = try BaselineFile.load(baselineFile, display: environment.display(baselineFile))
            }
        }
        return Project(root: location.root, configuration: configuration, configurationFile: configurationFile,
                       baselineFile: baselineFile, baseline: baseline,
                       discovery: FileDiscovery(root: location.root, include: configuration.include,
                                                exclude: configuration.exclude),
                       inputs: inputs, options: options, environment: environment)
    }

    /// The project at `root` (absolute, resolved) as lint sees it with no configuration and no baseline: layers by
    /// convention. `archlint init` starts from it, whatever configuration is there or above.
    package static func unconfigured(root: String, in environment: ProjectEnvironment) -> Project {
        Project(root: root, configuration: Configuration(), configurationFile: nil, baselineFile: nil, baseline: nil,
                discovery: FileDiscovery(root: root), inputs: [root],
                options: ProjectOptions(paths: [root], baseline: .ignored), environment: environment)
    }

    /// The project at `root` (absolute, resolved) as lint will see it once `file` (absolute, in `root`) holds
    /// `configuration`, with no baseline: `archlint init` lints it before it writes the file.
    package static func configured(root: String, configuration: Configuration, file: String,
                                   in environment: ProjectEnvironment) -> Project {
        Project(root: root, configuration: configuration, configurationFile: file, baselineFile: nil, baseline: nil,
                discovery: FileDiscovery(root: root, include: configuration.include, exclude: configuration.exclude),
                inputs: [root], options: ProjectOptions(paths: [root], baseline: .ignored), environment: environment)
    }

    /// The paths among `paths` (relative to the root) that lie under the paths asked for; `nil` when the whole
    /// project was asked for.
    package func askedFor(_ paths: [String]) -> Set<String>? {
        guard let asked = askedPaths else { return nil }
        return Set(paths.filter { path in asked.contains { path == $0 || path.hasPrefix($0 + "/") } })
    }

    /// The paths asked for, relative to the root; `nil` when the whole project was asked for.
    package var askedPaths: [String]? {
        let asked = inputs.compactMap { PathText.relative($0, to: root) }
        return asked.contains("") ? nil : asked
    }

    /// The baseline file `request` names (absolute): a given file, else the configuration's `baseline` key,
    /// relative to the configuration's folder.
    private static func baselinePath(_ request: BaselineRequest, configuration: Configuration,
                                     configurationFile: String?,
                                     environment: ProjectEnvironment) throws(ConfigurationError) -> String? {
        switch request {
        case .ignored: return nil
        case let .file(path), let .startingAt(path): return environment.absolute(path)
        case .configured:
            guard let configured = configuration.baseline, let file = configurationFile else { return nil }
            return try configuredBaseline(configured, configurationFile: file, in: environment)
        }
    }

    /// The file a configuration's `baseline` key names (absolute), relative to the configuration's folder. It
    /// must be in that folder or below once symbolic links are followed: a repository's configuration does not
    /// choose a file of the user's elsewhere to read or to write (a path given on the command line may).
    package static func configuredBaseline(_ configured: String, configurationFile: String,
                                           in environment: ProjectEnvironment) throws(ConfigurationError) -> String {
        let folder = PathText.parent(configurationFile)
        let path = PathText.absolute(configured, from: folder)
        guard ProjectBoundary.contains(path, root: FileSystem.realPath(folder) ?? folder) else {
            throw .outsideProject(file: environment.display(configurationFile), keyPath: "baseline", path: configured)
        }
        return path
    }

    /// Reads and checks the configuration file at `path` (absolute).
    package static func configuration(
        at path: String, in environment: ProjectEnvironment
    ) throws(ConfigurationError) -> Configuration {
        try configurationFile(at: path, in: environment).configuration
    }

    /// Reads and checks the configuration file at `path` (absolute), and gives the bytes it checked: what edits
    /// the file (`init --freeze`) works on exactly the text `lint` accepted.
    package static func configurationFile(
        at path: String, in environment: ProjectEnvironment
    ) throws(ConfigurationError) -> (configuration: Configuration, data: Data) {
        let file = environment.display(path)
        switch FileSystem.resolvedKind(path) {
        case .regularFile: break
        case .missing:
            var info = stat()
            let linkFailure = lstat(path, &info) == 0 && stat(path, &info) != 0 ? FileSystem.errorText() : nil
            throw .unreadable(file: file, reason: linkFailure.map { "a symbolic link that cannot be followed (\($0))" }
                ?? "no such file")
        default: throw .unreadable(file: file, reason: "not a regular file")
        }
        if let size = FileSystem.size(path), size > Configuration.maximumFileSize {
            throw .tooLarge(file: file, size: size, limit: Configuration.maximumFileSize)
        }
        let data: Data
        do {
            data = try FileSystem.read(path)
        } catch {
            guard case let .cannotRead(_, reason) = error else { throw .unreadable(file: file, reason: "\(error)") }
            throw .unreadable(file: file, reason: reason)
        }
        return (try Configuration.parse(data, file: file, knownRules: environment.knownRules), data)
    }
}
