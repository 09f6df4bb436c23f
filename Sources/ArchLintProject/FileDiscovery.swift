import ArchLintEngine
/// Finds the Swift files of a project: `*.swift` under the given paths, minus build products, dependency
/// checkouts and configured exclusions. Never leaves the root through a symbolic link and never loops.
package struct FileDiscovery {
    /// The project root: absolute, symbolic links resolved.
    package let root: String
    package let include: [Glob]
    package let exclude: [Glob]

    /// Folders that hold build products or other people's code, skipped wherever they appear.
    package static let skippedFolders: Set<String> = [".build", ".git", "DerivedData", "Pods", "Carthage", "checkouts",
                                              ".swiftpm"]

    package static func isSkippedFolder(_ name: String) -> Bool {
        skippedFolders.contains(name) || name.hasPrefix(".build-")
    }

    package init(root: String, include: [String] = [], exclude: [String] = []) {
        self.root = root
        self.include = include.map(Glob.init)
        self.exclude = exclude.map(Glob.init)
    }

    /// Whether a file at `path` (relative to the root) is one to lint, judging by its path alone.
    package func accepts(_ path: String) -> Bool {
        guard path.hasSuffix(".swift") else { return false }
        let folder = path.lastIndex(of: "/").map { String(path[..<$0]) } ?? ""
        return verdict(forFolder: folder).accepts(path)
    }

    /// What the globs say of the files in the folder at `path`, worked out once for all of them: a file is
    /// excluded when a pattern matches its path or a folder above it, and included likewise.
    /// Skipped folder names (`.build`, `Pods`…) count only below `named`, a folder the user named: `archlint lint
    /// .build/checkouts/X` lints X.
    package func verdict(forFolder path: String, named: String? = nil) -> FolderVerdict {
        if include.isEmpty && exclude.isEmpty, let skipped = Self.holdsSkippedFolder(path, below: named) {
            return skipped ? .skipped : .plain
        }
        let components = path.split(separator: "/")
        let exempt = named.map { $0.split(separator: "/").count } ?? 0
        if components.dropFirst(exempt).contains(where: { Self.isSkippedFolder(String($0)) }) { return .skipped }
        if include.isEmpty && exclude.isEmpty { return .plain }
        let prefixes = components.indices.map { components[...$0] }
        if prefixes.contains(where: { prefix in exclude.contains { $0.matches(components: prefix) } }) {
            return .skipped
        }
        let included = include.isEmpty
            || prefixes.contains { prefix in include.contains { $0.matches(components: prefix) } }
        let folder = components[...]
        return .filtered(folderIncluded: included,
                         excludes: exclude.filter { $0.mayMatchInside(folder: folder) },
                         includes: included ? [] : include.filter { $0.mayMatchInside(folder: folder) })
    }

    /// For an ASCII `path` (and `named`), whether one of its folder names below those of `named` is a skipped
    /// folder's, read as bytes: a walk asks this of every folder. `nil` for other paths, which the string
    /// comparison decides.
    private static func holdsSkippedFolder(_ path: String, below named: String?) -> Bool? {
        var path = path, named = named ?? ""
        return path.withUTF8 { bytes -> Bool? in
            named.withUTF8 { namedBytes -> Bool? in
                guard !bytes.contains(where: { $0 >= 0x80 }), !namedBytes.contains(where: { $0 >= 0x80 }) else {
                    return nil
                }
                var exempt = namedBytes.split(separator: UInt8(ascii: "/")).count
                for name in bytes.split(separator: UInt8(ascii: "/")) {
                    if exempt > 0 {
                        exempt -= 1
                    } else if skippedFolderBytes.contains(where: { name.elementsEqual($0) })
                                || name.starts(with: buildPrefix) {
                        return true
                    }
                }
                return false
            }
        }
    }

    private static let skippedFolderBytes = skippedFolders.map { Array($0.utf8) }
    private static let buildPrefix = Array(".build-".utf8)

    /// The globs' answer for one folder's files.
    package enum FolderVerdict {
        /// No globs: every Swift file here is linted.
        case plain
        /// A skipped or excluded folder, or one below it: nothing here is linted.
        case skipped
        /// Each file's own path decides, against the patterns that can match inside the folder: the exclusions
        /// and, unless the folder is included, the inclusions.
        case filtered(folderIncluded: Bool, excludes: [Glob], includes: [Glob])

        package func accepts(_ path: String) -> Bool {
            switch self {
            case .plain: return true
            case .skipped: return false
            case let .filtered(folderIncluded, excludes, includes):
                if excludes.isEmpty && folderIncluded { return true }
                let components = path.split(separator: "/")[...]
                if excludes.contains(where: { $0.matches(components: components) }) { return false }
                return folderIncluded || includes.contains { $0.matches(components: components) }
            }
        }
    }

    /// Whether a folder at `path` (relative to the root) is excluded.
    package func excludes(folder path: String) -> Bool {
        guard !exclude.isEmpty else { return false }
        let components = path.split(separator: "/")[...]
        return exclude.contains { $0.matches(components: components) }
    }

    /// The Swift files under `paths` (absolute, resolved, inside the root), relative to the root, sorted.
    /// A file named explicitly is linted even when a folder rule or exclusion would have skipped it, unless
    /// `forceExclude` (for hooks that pass every changed file: generated code stays out).
    package func swiftFiles(under paths: [String],
                            forceExclude: Bool = false) throws(ProjectError) -> [DiscoveredFile] {
        try discover(under: paths, forceExclude: forceExclude).files
    }

    /// The Swift files under `paths`, as ``swiftFiles(under:forceExclude:)``, and the folders below the root that
    /// hold a `.archlint.json` of their own (absolute, links resolved): projects apart, whose files are not among
    /// these. Only the outermost are named; each names its own.
    package func discover(under paths: [String], forceExclude: Bool = false) throws(ProjectError)
        -> (files: [DiscoveredFile], nestedProjects: [String]) {
        var walk = Walk(discovery: self)
        walk.namedFolders = paths.compactMap { path in
            FileSystem.resolvedKind(path) == .directory ? PathText.relative(path, to: root) : nil
        }
        for path in paths {
            guard let relative = PathText.relative(path, to: root) else {
                throw .pathOutsideProject(path, root: root)
            }
            switch FileSystem.resolvedKind(path) {
            case .directory:
                walk.directory(real: path, logical: relative, inParallel: true)
            case .regularFile:
                guard path.hasSuffix(".swift") else { throw .notASwiftFile(path) }
                if !forceExclude || accepts(relative) { walk.add(real: path, logical: relative) }
            case .missing:
                throw .pathNotFound(path)
            case .symbolicLink, .other:
                throw .notASwiftFile(path)
            }
        }
        walk.followPendingLinks()
        if let shortage = walk.shortage { throw .resourceShortage(shortage.path, reason: shortage.reason) }
        return (walk.files.sorted { $0.path.bytewisePrecedes($1.path) },
                walk.nestedProjects.sorted { $0.bytewisePrecedes($1) })
    }
}

/// A file found by ``FileDiscovery``.
package struct DiscoveredFile: Equatable {
    /// Relative to the project root, `/`-separated.
    package var path: String
    /// Absolute, with symbolic links resolved: where to read it.
    package var location: String
    /// Why it cannot be read, known while walking: a folder that cannot be listed stands in for its files.
    package var problem: String? = nil
}

/// One discovery's state: what was seen, by real path, so that links neither loop nor count a file twice.
private struct Walk {
    package let discovery: FileDiscovery
    package var files: [DiscoveredFile] = []
    private var visitedFolders: Set<PathKey> = []
    /// The locations of the files found, once a file may be found twice (through a link, or named on its own);
    /// `nil` while every file came from listing folders walked once, which cannot repeat one.
    private var seenFiles: Set<PathKey>?
    /// The first folder that could not be listed for want of descriptors or memory.
    package var shortage: ResourceShortage?
    /// Folders below the root with a `.archlint.json` of their own, not walked.
    package var nestedProjects: [String] = []
    /// The folders the user named (relative to the root): skipped folder names above them do not count.
    package var namedFolders: [String] = []
    /// Links met during the walk, followed after it so that a file's own location names it when both are seen.
    private var pendingLinks: [(link: String, logical: String)] = []

    package init(discovery: FileDiscovery) {
        self.discovery = discovery
    }

    package mutating func add(real: String, logical: String) {
        if noteSeen(real) { files.append(DiscoveredFile(path: logical, location: real)) }
    }

    /// Whether the file at `location` is new to the walk, noting it; the set of locations is made on the first
    /// such question.
    private mutating func noteSeen(_ location: String) -> Bool {
        if seenFiles == nil {
            seenFiles = Set(files.lazy.filter { $0.problem == nil }.map { PathKey($0.location) })
        }
        return seenFiles!.insert(PathKey(location)).inserted
    }

    /// Adds a file found listing a folder: new to the walk unless some file came another way.
    private mutating func addListed(real: String, logical: String) {
        if seenFiles == nil {
            files.append(DiscoveredFile(path: logical, location: real))
        } else {
            add(real: real, logical: logical)
        }
    }

    /// Walks the folder at `real`. With `inParallel`, its subfolders are walked at the same time, each by a walk
    /// of its own: their trees are disjoint until symbolic links join them, and links are followed only after
    /// the walk, so the result is the same as one walk's.
    package mutating func directory(real: String, logical: String, inParallel: Bool = false) {
        guard visitedFolders.insert(PathKey(real)).inserted else { return }
        let entries: [(name: String, kind: FileSystem.Kind?)]
        // Regular files other than Swift files and a configuration play no part below: left out of the listing.
        switch FileSystem.list(real, keeping: { name, kind in
            kind != .regularFile || name.hasSuffix(".swift") || name == Configuration.fileName
        }) {
        case .success(let listing):
            entries = listing.entries
            for entry in listing.undecodable where entry.mayMatter {
                let childLogical = PathText.join(logical, entry.name)
                guard mayHoldLintedFiles(childLogical) else { continue }
                files.append(DiscoveredFile(path: childLogical, location: PathText.join(real, entry.name),
                                            problem: "has a name that is not valid UTF-8 (rename it)"))
            }
            // A folder below the root with a configuration of its own is a project apart.
            if !logical.isEmpty, entries.contains(where: { $0.name == Configuration.fileName }) {
                nestedProjects.append(real)
                return
            }
        case .failure(let error):
            if FileSystem.isShortage(error.reason) {
                // The folder is fine; the process is not. The run ends in an error rather than a finding.
                shortage = shortage ?? ResourceShortage(path: logical.isEmpty ? "." : logical, reason: error.reason)
                return
            }
            // Reported rather than skipped, so that files nobody could see do not pass as clean.
            guard mayHoldLintedFiles(logical) else { return }
            files.append(DiscoveredFile(path: logical.isEmpty ? "." : logical, location: real,
                                        problem: "is a folder that cannot be listed (\(error.reason))"))
            return
        }
        let verdict = discovery.verdict(forFolder: logical, named: namedFolders.filter { named in
            logical == named || logical.hasPrefix(named + "/")
        }.max { $0.count < $1.count })
        let subwalks = inParallel ? walkSubfolders(of: real, logical: logical, entries: entries) : [:]
        for (name, recorded) in entries {
            if let subwalk = subwalks[PathKey(name)] {
                merge(subwalk)
                continue
            }
            let isSwift = name.hasSuffix(".swift")
            if recorded == .regularFile && !isSwift { continue }
            let path = PathText.join(real, name)
            let childLogical = PathText.join(logical, name)
            switch recorded ?? FileSystem.kind(path) {
            case .directory:
                enter(real: path, logical: childLogical, name: name)
            case .regularFile:
                if isSwift, verdict.accepts(childLogical) {
                    addListed(real: path, logical: childLogical)
                }
            case .symbolicLink:
                pendingLinks.append((path, childLogical))
            case .missing:
                if let reason = FileSystem.examinationFailure(path), mayHoldLintedFiles(childLogical) {
                    files.append(DiscoveredFile(path: childLogical, location: path,
                                                problem: "cannot be examined (\(reason))"))
                }
            case .other:
                continue
            }
        }
    }

    /// The walks of the subfolders among `entries` that the walk would enter, by name, made on every core;
    /// none when there are too few to share.
    private func walkSubfolders(of real: String, logical: String,
                                entries: [(name: String, kind: FileSystem.Kind?)]) -> [PathKey: Walk] {
        let names = entries.filter { $0.kind == .directory }.map(\.name)
        guard names.count > 1 else { return [:] }
        let discovery = self.discovery
        let walks = Parallel.map(names) { name -> Walk in
            var walk = Walk(discovery: discovery)
            walk.namedFolders = namedFolders
            walk.enter(real: PathText.join(real, name), logical: PathText.join(logical, name), name: name)
            return walk
        }
        return Dictionary(uniqueKeysWithValues: zip(names.map(PathKey.init), walks))
    }

    /// Takes in what a subfolder's walk found, as if this walk had found it at that point.
    private mutating func merge(_ other: Walk) {
        visitedFolders.formUnion(other.visitedFolders)
        shortage = shortage ?? other.shortage
        nestedProjects += other.nestedProjects
        if seenFiles == nil && other.seenFiles == nil {
            // Two walks of disjoint folders, neither of which followed a link: no file is in both.
            files += other.files
        } else {
            for file in other.files where file.problem != nil || noteSeen(file.location) {
                files.append(file)
            }
        }
        pendingLinks += other.pendingLinks
    }

    /// Whether the entry at `logical`, of unknown kind, is a Swift file or a folder whose Swift files would be
    /// linted (judged by a file right inside it); outside the configured paths, trouble there is no concern.
    private func mayHoldLintedFiles(_ logical: String) -> Bool {
        discovery.accepts(logical) || discovery.accepts(PathText.join(logical, "File.swift"))
    }

    private mutating func enter(real: String, logical: String, name: String) {
        guard !FileDiscovery.isSkippedFolder(name), !discovery.excludes(folder: logical) else {
            return
        }
        directory(real: real, logical: logical)
    }

    package mutating func followPendingLinks() {
        while !pendingLinks.isEmpty {
            let (link, logical) = pendingLinks.removeFirst()
            guard let target = FileSystem.realPath(link), PathText.relative(target, to: discovery.root) != nil else {
                continue
            }
            switch FileSystem.kind(target) {
            case .directory:
                enter(real: target, logical: logical, name: PathText.lastComponent(logical))
            case .regularFile:
                if discovery.accepts(logical) { add(real: target, logical: logical) }
            default:
                continue
            }
        }
    }
}
