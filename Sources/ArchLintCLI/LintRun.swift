import ArchLintEngine

/// One lint of a project, as `lint`, `report`, `graph` and `init --freeze` do it.
struct LintRun {
    var result: LintResult
    /// How many files findings were reported for: all of them, or the staged ones.
    var reportedFiles: Int
    /// Where the linted files are on disk (absolute, links resolved).
    var sourceLocations: [String]
    /// Folders below the root with a configuration of their own (absolute): projects apart, not linted here.
    var nestedProjects: [String] = []

    /// Lints every file under the project's paths. With `staged`, those files take their staged content and
    /// only they are reported on, while the project index still covers every file.
    /// With `explainingLayers`, each file's summary says why it has its layer.
    static func perform(_ project: LoadedProject, staged: [StagedFile]? = nil, explainingLayers: Bool = false,
                        context: CommandContext) throws(ArgumentError) -> LintRun {
        // The whole project is read, whatever paths were asked for: manifests, types and modules elsewhere
        // decide the findings of the files asked for, which must be the same as in a full run.
        let (discovered, nestedProjects) = try project.discovery.discover(under: [project.root] + project.inputs,
                                                                          forceExclude: project.forceExclude)
        // Staged files of a nested project belong to its own run.
        let nestedFolders = nestedProjects.compactMap { PathText.relative($0, to: project.root) }
        let staged = staged?.filter { file in !nestedFolders.contains { file.path.hasPrefix($0 + "/") } }
        let shortages = ResourceShortages()
        var files = discovered.map { SourceReader.onDemand($0, shortages: shortages) }
        if let staged {
            let stagedPaths = Set(staged.map(\.path))
            files.removeAll { stagedPaths.contains($0.path) }
            files += staged.map { file in
                if let problem = file.problem { return SourceFile(path: file.path, problem: problem) }
                return file.bytes.count > SourceReader.maximumSize
                    ? SourceFile(path: file.path, problem: "is over 32 MB as staged and is not read")
                    : SourceFile(path: file.path, bytes: file.bytes)
            }
            files.sort { $0.path < $1.path }
        }
        let reportOnly = staged.map { Set($0.map(\.path)) } ?? project.askedFor(files.map(\.path))
        var sources = ProjectSources(root: context.display(project.root), files: files, reportOnly: reportOnly)
        sources.explainsLayers = explainingLayers
        let result = context.services.lint(sources, project.configuration)
        if let shortage = shortages.first { throw .resourceShortage(shortage.path, reason: shortage.reason) }
        return LintRun(result: result,
                       reportedFiles: reportOnly?.count ?? files.count, sourceLocations: discovered.map(\.location),
                       nestedProjects: nestedProjects)
    }
}
