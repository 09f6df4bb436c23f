import ArchLintEngine
import ArchLintRules
import Foundation

extension Project {
    /// Lints the last `count` commits of the current branch (following first parents through merges), or those
    /// after `since` (which is included, as the starting point), straight from git's objects: each commit with
    /// the configuration and baseline it had. Nothing is checked out; the work tree and the index are not
    /// touched. A file seen at an earlier commit is not lexed again (its blob id keys ``OutlineCache``).
    ///
    /// Nested projects are left out, and a configuration or baseline named from outside the repository is the
    /// one on disk for every commit. No more than `maximumCommits` are linted.
    package func history(count: Int?, since: String?,
                         maximumCommits: Int = LintHistory.maximumCommits) throws -> LintHistory {
        let git = try Git(environment: environment.variables)
        let topLevel = try git.topLevel(of: root)
        let store = try GitObjectStore(git: git, topLevel: topLevel)
        defer { store.close() }
        let limit = min(count ?? maximumCommits, maximumCommits)
        let (commits, stopNote) = try Self.firstParentLine(store: store, count: limit, since: since)
        let walker = HistoryWalker(project: self, store: store, topLevel: topLevel)
        var points: [HistoryPoint] = []
        /// The last commit linted: one that could not be is passed over, and the commit after it is compared
        /// with this one, so that what changed in between (the configuration that was fixed) shows at the first
        /// commit that can show it.
        var previous: HistoryWalker.Linted?
        for commit in commits {
            var linted = try walker.lint(commit)
            if let before = previous, linted.point.problem == nil {
                HistoryWalker.compare(&linted, with: before)
            }
            points.append(linted.point)
            if linted.point.problem == nil { previous = linted }
            walker.cache.sweep()
        }
        var history = LintHistory(points: points, filesRead: walker.reads.count)
        history.stopNote = stopNote
        return history
    }

    /// The commits from `HEAD` back along first parents, oldest first: back to `since` but no more than `limit`,
    /// with a sentence saying where it stopped if it stopped there, or `limit` of them.
    private static func firstParentLine(store: GitObjectStore, count limit: Int,
                                        since: String?) throws(ProjectError) -> ([GitCommit], String?) {
        guard let head = try store.object("HEAD", of: "commit"), var commit = GitCommit(id: head.id, data: head.data)
        else { throw .gitFailed(command: "git cat-file --batch", message: "HEAD names no commit yet") }
        var stop: String?
        if let since {
            guard let object = try store.object(since + "^{commit}") else {
                throw .gitFailed(command: "git cat-file --batch", message: "\(since): no such revision")
            }
            stop = object.id
        }
        var line = [commit]
        while line.count < limit, commit.id != stop {
            guard let parent = commit.firstParent else {
                if let since, stop != nil {
                    throw .gitFailed(command: "git cat-file --batch",
                                     message: "\(since) is not on the first-parent line of HEAD")
                }
                break
            }
            // A shallow clone ends where its objects do.
            guard let object = try store.object(parent, of: "commit"),
                  let next = GitCommit(id: object.id, data: object.data) else { break }
            commit = next
            line.append(commit)
        }
        var note: String?
        if let since, commit.id != stop, line.count == limit {
            note = "--since \(since): stopped at \(limit) commits, the most a history lints; the trend starts at "
                + "\(commit.id.prefix(12)) (\(commit.subject)), not at \(since)"
        }
        return (line.reversed(), note)
    }
}

/// Lints one commit of a project from git's objects, keeping what it read for the next one.
final class HistoryWalker {
    /// A commit's point and what comparing the next commit with it needs.
    struct Linted {
        var point: HistoryPoint
        var findings: [Finding]
        /// Path → blob id of the files linted.
        var blobs: [String: String]
        /// The blob ids of the configuration and baseline files read, when they come from the commit.
        var configurationBlob: String? = nil
        var baselineBlob: String? = nil
    }

    let project: Project
    let store: GitObjectStore
    let cache = OutlineCache()
    /// Counts the blobs read from git: files seen before come from the cache instead.
    let reads = ReadCounter()
    /// The project folder relative to the repository's top level (`""` at the top).
    let prefix: String
    private let topLevel: String
    private let trees: TreeWalk

    init(project: Project, store: GitObjectStore, topLevel: String) {
        self.project = project
        self.store = store
        self.prefix = PathText.relative(project.root, to: topLevel) ?? ""
        self.topLevel = topLevel
        self.trees = TreeWalk(store: store)
    }

    /// `path` (absolute) as a path in the repository's trees, when it lies inside the repository.
    private func repositoryPath(_ path: String) -> String? {
        PathText.relative(path, to: topLevel)
    }

    func lint(_ commit: GitCommit) throws(ProjectError) -> Linted {
        var point = HistoryPoint(commit: commit.id, subject: commit.subject, author: commit.author,
                                 authorDate: commit.authorDate)
        let short = String(commit.id.prefix(12))
        let treeName = prefix.isEmpty ? commit.tree : "\(commit.id):\(prefix)"
        guard let tree = try store.object(treeName, of: "tree") else {
            point.problem = "the project folder is not in this commit"
            return Linted(point: point, findings: [], blobs: [:])
        }
        let configuration: Configuration
        let configurationPath: String?
        let configurationBlob: String?
        do {
            (configuration, configurationPath, configurationBlob) = try self.configuration(at: commit, short: short)
        } catch {
            point.problem = "\(error)"
            return Linted(point: point, findings: [], blobs: [:])
        }
        let discovery = FileDiscovery(root: project.root, include: configuration.include,
                                      exclude: configuration.exclude)
        let all: [TreeWalk.File]
        switch try trees.files(inTree: tree.id) {
        case .files(let files): all = files
        case .stopped(at: let limit):
            point.problem = "\(limit) in the project's tree (the limit for one commit)"
            return Linted(point: point, findings: [], blobs: [:])
        }
        // The walk left out skipped folders already: only globs can say more. A name that is not UTF-8 is
        // reported when a Swift file right inside it would be linted, as discovery does on disk.
        let globs = !configuration.include.isEmpty || !configuration.exclude.isEmpty
        let files = globs ? all.filter {
            discovery.accepts($0.path) || ($0.problem != nil && discovery.accepts(PathText.join($0.path, "File.swift")))
        } : all
        let store = self.store, reads = self.reads
        let sources = files.map { file in
            if let problem = file.problem { return SourceFile(path: file.path, problem: problem) }
            return SourceFile(path: file.path, contentKey: "blob:" + file.blob) {
                reads.add()
                guard let object = try? store.object(file.blob, of: "blob") else {
                    return .problem("cannot be read from git")
                }
                return .bytes(object.data)
            }
        }
        var projectSources = ProjectSources(root: project.environment.display(project.root), files: sources)
        projectSources.outlineCache = cache
        let result = project.environment.lint(projectSources, configuration)

        var baselined: [Finding] = []
        var baselineBlob: String?
        do {
            let read = try baseline(at: commit, configuration: configuration, configurationPath: configurationPath)
            baselineBlob = read.blob
            if let baseline = read.baseline {
                baselined = baseline.apply(to: result.findings).hiddenFindings
            }
        } catch {
            point.problem = "\(error)"
            return Linted(point: point, findings: [], blobs: [:])
        }
        point.findings = result.findings.count
        point.errors = result.errorCount
        point.warnings = result.warningCount
        point.baselined = baselined.count
        // Every layer of the commit, found in or not: a layer with no findings is a line at zero, not missing.
        for layer in result.layerGraph.layers { point.byLayer[layer] = 0 }
        for finding in result.findings {
            point.byRule[finding.ruleID, default: 0] += 1
            point.byLayer[finding.layer ?? "", default: 0] += 1
        }
        point.files = result.files.count
        point.lines = result.files.reduce(0) { $0 + $1.lines }
        point.forbiddenEdges = result.layerGraph.edges.filter { !$0.isAllowed }.map { "\($0.from) → \($0.to)" }.sorted()
        let blobs = Dictionary(files.filter { $0.problem == nil }.map { ($0.path, $0.blob) },
                               uniquingKeysWith: { first, _ in first })
        return Linted(point: point, findings: result.findings, blobs: blobs, configurationBlob: configurationBlob,
                      baselineBlob: baselineBlob)
    }

    /// Sets what `linted` added and removed against `before`. A file that moved with its content unchanged
    /// keeps its findings: they count as neither added nor removed.
    static func compare(_ linted: inout Linted, with before: Linted) {
        var movedTo: [String: String] = [:]
        let gone = before.blobs.filter { linted.blobs[$0.key] == nil }
        let arrived = Dictionary(linted.blobs.filter { before.blobs[$0.key] == nil }.map { ($0.value, $0.key) },
                                 uniquingKeysWith: { first, _ in first })
        for (path, blob) in gone {
            if let newPath = arrived[blob] { movedTo[path] = newPath }
        }
        let changes = FindingChanges(from: before.findings, to: linted.findings, movedTo: movedTo)
        linted.point.added = changes.added.count
        linted.point.removed = changes.removed.count
        let edgesBefore = Set(before.point.forbiddenEdges), edgesNow = Set(linted.point.forbiddenEdges)
        linted.point.edgesAppeared = edgesNow.subtracting(edgesBefore).sorted()
        linted.point.edgesGone = edgesBefore.subtracting(edgesNow).sorted()
        linted.point.configurationChanged = linted.configurationBlob != before.configurationBlob
        linted.point.baselineChanged = linted.baselineBlob != before.baselineBlob
    }

    /// The configuration `commit` had, its path in the repository and its blob id; a configuration given from
    /// outside the repository is read from disk, and none at all is the default one.
    private func configuration(at commit: GitCommit,
                               short: String) throws(ConfigurationError) -> (Configuration, String?, String?) {
        let path: String?
        if let file = project.configurationFile {
            guard let inRepository = repositoryPath(file) else { return (project.configuration, nil, nil) }
            path = inRepository
        } else {
            path = PathText.join(prefix, ".archlint.json")
        }
        let object = path.flatMap { try? store.object("\(commit.id):\($0)") }
        // A link out of the repository: the configuration it leads to on disk, as for one named from outside.
        if object?.type == "symlink" { return (project.configuration, nil, nil) }
        guard let path, let blob = object, blob.type == "blob" else {
            var configuration = Configuration()
            if let profile = project.options.profile { configuration.profile = profile }
            return (configuration, nil, nil)
        }
        var configuration = try Configuration.parse(Data(blob.data), file: "\(short):\(path)",
                                                    knownRules: project.environment.knownRules)
        if let profile = project.options.profile { configuration.profile = profile }
        return (configuration, path, blob.id)
    }

    /// The baseline `commit` had, and its blob id: the configuration's `baseline` key read from the commit, or
    /// the one given on the command line, read from disk (no blob id: it is the same for every commit).
    private func baseline(at commit: GitCommit, configuration: Configuration,
                          configurationPath: String?)
        throws(ConfigurationError) -> (baseline: Baseline?, blob: String?) {
        switch project.options.baseline {
        case .ignored: return (nil, nil)
        case .file, .startingAt: return (project.baseline, nil)
        case .configured:
            guard let key = configuration.baseline else { return (nil, nil) }
            guard let configurationPath else { return (project.baseline, nil) }
            // A path in the repository's trees: relative, `..` resolved.
            let path = String(PathText.normalized(PathText.join(PathText.parent(configurationPath), key)).dropFirst())
            guard let blob = try? store.object("\(commit.id):\(path)", of: "blob") else { return (nil, nil) }
            return (try Baseline(data: Data(blob.data), file: "\(commit.id.prefix(12)):\(path)"), blob.id)
        }
    }
}

/// A count shared by the engine's threads.
final class ReadCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0

    func add() {
        lock.withLock { value += 1 }
    }

    var count: Int {
        lock.withLock { value }
    }
}
