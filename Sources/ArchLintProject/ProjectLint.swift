import ArchLintEngine
import ArchLintRules

/// What one lint of a project found, its baseline applied and the projects nested in it included.
package struct ProjectLint {
    /// The findings left after baselines, the recorded debt they hid, and every file's summary; paths relative
    /// to the project root.
    package var result: LintResult
    /// This project's own findings before its baseline: what `--write-baseline` records (a nested project keeps
    /// a baseline of its own).
    package var ownFindings: [Finding]
    /// How many files findings were reported for: those asked for, or the staged ones.
    package var reportedFiles: Int
    /// Where this project's linted files are on disk (absolute, links resolved).
    package var sourceLocations: [String]
    /// Baseline entries that matched no finding, per baseline file (absolute); the outer project's first.
    package var staleEntries: [(baseline: String, entries: [BaselineEntry])] = []
    /// Configured layer globs that match no file of the project.
    package var unmatchedGlobs: [UnmatchedLayerGlob]

    /// How many findings the baselines hid.
    package var hidden: Int { result.baselined.count }
    /// How many stale entries there are in all.
    package var staleCount: Int { staleEntries.reduce(0) { $0 + $1.entries.count } }
    /// Recorded causes that gained uses, in every baseline.
    package var grownCauses: [GrownCause] { result.grownCauses }
}

extension Project {
    /// Lints every file of the project and reports on the paths asked for.
    ///
    /// The whole project is read, whatever paths were asked for: manifests, types and modules elsewhere decide
    /// the findings of the files asked for, which are the same as in a full run. With `staged`, those files take
    /// their staged content and only they are reported on. With `explainingLayers`, each file's summary says why
    /// it has its layer. With `nested`, projects below this one with a configuration of their own are linted too,
    /// each with its own configuration and baseline. `buffers` (root-relative path → bytes) are an editor's open
    /// documents: they stand in for the files on disk, a new file the project would lint joins it, and, as with
    /// staged files, only they are reported on (an editor shows findings of open documents only, and the rules
    /// then run on those files alone). With `outlineCache`, files outlined in an earlier lint are not lexed again
    /// (the findings are the same).
    package func lint(staged: [StagedFile]? = nil, buffers: [String: [UInt8]]? = nil, explainingLayers: Bool = false,
                      nested: Bool = true, outlineCache: OutlineCache? = nil) throws -> ProjectLint {
        let (discovered, nestedRoots) = try discovery.discover(under: [root] + inputs,
                                                                forceExclude: options.forceExclude)
        // Staged files of a nested project belong to its own run.
        let nestedFolders = nestedRoots.compactMap { PathText.relative($0, to: root) }
        let staged = staged?.filter { file in !nestedFolders.contains { file.path.hasPrefix($0 + "/") } }
        let shortages = ResourceShortages()
        var files = discovered.map { file in
            outlineCache == nil ? SourceReader.onDemand(file, shortages: shortages)
                : SourceReader.keyedOnDemand(file, shortages: shortages)
        }
        if let staged {
            // Staged files were chosen as discovery would choose them: every one is linted.
            let contents = Dictionary(staged.map { file in
                (file.path, file.problem.map(SourceFile.Content.problem) ?? .bytes(file.bytes))
            }, uniquingKeysWith: { first, _ in first })
            overlay(contents, as: "staged", on: &files, admitting: { _ in true })
        }
        // Likewise buffers: those of a nested project are passed to its run below.
        let ownBuffers = buffers?.filter { path, _ in !nestedFolders.contains { path.hasPrefix($0 + "/") } }
        if let ownBuffers, !ownBuffers.isEmpty {
            overlay(ownBuffers.mapValues(SourceFile.Content.bytes), as: "edited", on: &files,
                    admitting: discovery.accepts)
        }
        let reportOnly = staged.map { Set($0.map(\.path)) } ?? ownBuffers.map { Set($0.keys) }
            ?? askedFor(files.map(\.path))
        var sources = ProjectSources(root: environment.display(root), files: files, reportOnly: reportOnly)
        sources.explainsLayers = explainingLayers
        sources.outlineCache = outlineCache
        var result = environment.lint(sources, configuration)
        if let shortage = shortages.first {
            throw ProjectError.resourceShortage(shortage.path, reason: shortage.reason)
        }

        let ownFindings = result.findings
        var lint = ProjectLint(result: result, ownFindings: ownFindings,
                               reportedFiles: reportOnly?.count ?? files.count,
                               sourceLocations: discovered.map(\.location),
                               unmatchedGlobs: configuration.unmatchedLayerGlobs(paths: result.files.map(\.path)))
        if let baseline, let baselineFile {
            let match = baseline.apply(to: result.findings)
            result.findings = match.findings
            result.baselined = match.hiddenFindings
            // A staged run says nothing of the entries of files it did not look at.
            let stale = match.stale.filter { reportOnly?.contains($0.file) ?? true }
            if !stale.isEmpty { lint.staleEntries.append((baselineFile, stale)) }
            result.staleEntries = stale
            result.grownCauses = match.grown
        }
        lint.result = result
        if nested {
            try lintNested(nestedRoots, staged: staged != nil, buffers: buffers, outlineCache: outlineCache, into: &lint)
        }
        return lint
    }

    /// Puts `contents` (root-relative path → staged or edited content) in place of the files of the same paths,
    /// and adds the new paths `admitting` accepts. Content over 32 MB is not read: it stands as a problem, said
    /// to be so `as` staged or edited.
    private func overlay(_ contents: [String: SourceFile.Content], as origin: String, on files: inout [SourceFile],
                         admitting: (String) -> Bool) {
        func source(_ path: String, _ content: SourceFile.Content) -> SourceFile {
            switch content {
            case .problem(let problem): return SourceFile(path: path, problem: problem)
            case .bytes(let bytes) where bytes.count > SourceReader.maximumSize:
                return SourceFile(path: path, problem: "is over 32 MB as \(origin) and is not read")
            case .bytes(let bytes): return SourceFile(path: path, bytes: bytes)
            }
        }
        var replaced = Set<String>()
        for index in files.indices {
            guard let content = contents[files[index].path] else { continue }
            files[index] = source(files[index].path, content)
            replaced.insert(files[index].path)
        }
        let added = contents.filter { path, _ in !replaced.contains(path) && admitting(path) }
        guard !added.isEmpty else { return }
        files += added.map { source($0.key, $0.value) }
        files.sort { $0.path < $1.path }
    }

    /// Lints the `nested` roots that lie under the paths asked for, and adds their findings, recorded debt, files
    /// and stale entries to `lint`, with paths relative to this root.
    private func lintNested(_ nested: [String], staged: Bool, buffers: [String: [UInt8]]?, outlineCache: OutlineCache?,
                            into lint: inout ProjectLint) throws {
        for nestedRoot in nested where inputs.contains(where: { PathText.relative(nestedRoot, to: $0) != nil }) {
            var options = ProjectOptions(paths: [nestedRoot], profile: self.options.profile,
                                         forceExclude: self.options.forceExclude)
            options.baseline = self.options.baseline == .ignored ? .ignored : .configured
            let project = try Project.load(options, in: environment)
            let prefix = PathText.relative(nestedRoot, to: root) ?? ""
            let innerBuffers = buffers.map { buffers in
                Dictionary(uniqueKeysWithValues: buffers.compactMap { path, bytes in
                    path.hasPrefix(prefix + "/") ? (String(path.dropFirst(prefix.count + 1)), bytes) : nil
                })
            }
            let inner = try project.lint(staged: staged ? try project.stagedFiles() : nil, buffers: innerBuffers,
                                         outlineCache: outlineCache)
            lint.result.findings += inner.result.findings.map { $0.rebased(under: prefix) }
            lint.result.baselined += inner.result.baselined.map { $0.rebased(under: prefix) }
            lint.result.files += inner.result.files.map { file in
                var file = file
                file.path = PathText.join(prefix, file.path)
                return file
            }
            lint.reportedFiles += inner.reportedFiles
            lint.staleEntries += inner.staleEntries
            lint.result.staleEntries += inner.result.staleEntries.map { entry in
                var entry = entry
                entry.file = PathText.join(prefix, entry.file)
                return entry
            }
            lint.result.grownCauses += inner.result.grownCauses.map { cause in
                var cause = cause
                cause.finding = cause.finding.rebased(under: prefix)
                return cause
            }
        }
        lint.result.findings.sortInReportOrder()
    }
}
