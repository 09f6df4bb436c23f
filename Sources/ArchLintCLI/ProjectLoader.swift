import ArchLintEngine
import Foundation

/// A project ready to lint: its root, configuration and the paths asked for.
struct LoadedProject {
    /// Absolute, symbolic links resolved.
    var root: String
    var configuration: Configuration
    /// The configuration file read, if any (absolute).
    var configurationFile: String?
    var discovery: FileDiscovery
    /// The paths asked for: absolute, resolved, inside the root.
    var inputs: [String]
    /// Whether files named among the inputs still honour the configuration's exclusions.
    var forceExclude = false
}

extension LoadedProject {
    /// The paths among `paths` (relative to the root) that lie under the paths asked for; `nil` when the whole
    /// project was asked for.
    func askedFor(_ paths: [String]) -> Set<String>? {
        let asked = inputs.compactMap { PathText.relative($0, to: root) }
        if asked.contains("") { return nil }
        return Set(paths.filter { path in asked.contains { path == $0 || path.hasPrefix($0 + "/") } })
    }
}

/// Finds the project of the given paths and reads its configuration.
enum ProjectLoader {
    static func load(_ options: ProjectOptions, context: CommandContext) throws -> LoadedProject {
        // A configuration given with --config makes its folder the project: its globs are relative to it
        // wherever the command runs from, and with no path the whole of that project is linted.
        let givenConfiguration = options.configPath.map { FileSystem.realPath(context.absolute($0)) ?? context.absolute($0) }
        let given = options.paths.isEmpty ? [givenConfiguration.map(PathText.parent) ?? "."] : options.paths
        var inputs: [String] = []
        for path in given {
            guard let real = FileSystem.realPath(context.absolute(path)) else { throw ArgumentError.pathNotFound(path) }
            inputs.append(real)
        }
        var location = ProjectLocator.locate(inputs)
        if let givenConfiguration {
            location = ProjectLocation(root: PathText.parent(givenConfiguration), configurationFile: givenConfiguration)
        }
        let configurationFile = location.configurationFile
        var configuration = try configurationFile.map { try configurationAt($0, context: context) } ?? Configuration()
        if let profile = options.profile { configuration.profile = profile }
        for (path, real) in zip(given, inputs) where PathText.relative(real, to: location.root) == nil {
            throw ArgumentError.pathOutsideProject(path, root: context.display(location.root))
        }
        return LoadedProject(root: location.root, configuration: configuration, configurationFile: configurationFile,
                             discovery: FileDiscovery(root: location.root, include: configuration.include,
                                                      exclude: configuration.exclude),
                             inputs: inputs, forceExclude: options.forceExclude)
    }

    /// Reads and checks the configuration file at `path` (absolute).
    static func configurationAt(_ path: String, context: CommandContext) throws(ConfigurationError) -> Configuration {
        let file = context.display(path)
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
        return try Configuration.parse(data, file: file, knownRules: context.services.knownRules)
    }
}
