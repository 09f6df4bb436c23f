/// A staged file's path (relative to the project root) and its staged content.
struct StagedFile: Equatable {
    var path: String
    var bytes: [UInt8]
}

/// Collects what `git commit` would record for the Swift files being linted.
enum StagedFiles {
    /// The staged Swift files under the project's linted paths that discovery would lint, with the content
    /// in the index rather than on disk.
    static func collect(for project: LoadedProject, context: CommandContext) throws(ArgumentError) -> [StagedFile] {
        let git = try Git(environment: context.environment)
        let topLevel = try git.topLevel(of: project.root)
        let inputs = project.inputs.compactMap { PathText.relative($0, to: project.root) }
        var files: [StagedFile] = []
        for staged in try git.stagedSwiftFiles(in: topLevel) {
            guard let path = PathText.relative(PathText.join(topLevel, staged), to: project.root) else { continue }
            let named = inputs.contains(path)
            let underInput = inputs.contains { $0.isEmpty || path.hasPrefix($0 + "/") }
            guard named || (underInput && project.discovery.accepts(path)) else { continue }
            files.append(StagedFile(path: path, bytes: Array(try git.stagedContent(of: staged, in: topLevel))))
        }
        return files.sorted { $0.path < $1.path }
    }
}
