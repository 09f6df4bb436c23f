import ArchLintEngine

/// Lists the Swift files below a commit's project tree as discovery would find them on disk: skipped folders
/// (`.build`, `Pods`…), nested projects (folders with a configuration of their own), links and submodules left
/// out, names that are not UTF-8 standing as problems.
///
/// The walk keeps a list of folders to visit instead of recursing, and stops at ``Limit``s, so that a
/// repository cannot overflow the stack or memory with a handful of objects: a tree bomb (ten folders each
/// holding the same ten folders) stands for millions of paths, a chain of nested folders for paths of any length.
/// Trees read for one commit are kept for the next, so an unchanged folder is read from git once.
final class TreeWalk {
    /// A file to lint: its path below the tree and its blob, or why it cannot be linted (and no blob).
    struct File {
        var path: String
        var blob: String
        var problem: String?
    }

    /// A bound on one commit's walk.
    enum Limit: Equatable, CustomStringConvertible {
        /// Entries of every tree walked (files, folders, links, submodules): bounds the time of the walk.
        case entries
        /// Swift files found: bounds the memory of the list and of the lint that follows.
        case swiftFiles
        /// Bytes of one path below the project tree: bounds the depth of folders and the length of paths.
        case pathLength

        var maximum: Int {
            switch self {
            case .entries: 1_000_000
            case .swiftFiles: 100_000
            case .pathLength: 4_096
            }
        }

        var description: String {
            switch self {
            case .entries: "more than 1,000,000 files and folders"
            case .swiftFiles: "more than 100,000 Swift files"
            case .pathLength: "a path longer than 4,096 bytes"
            }
        }
    }

    /// What a walk found: the files, sorted by path, or the limit it stopped at.
    enum Listing {
        case files([File])
        case stopped(at: Limit)
    }

    /// One tree as the walk needs it: the entries that may hold code and how many entries it has in all.
    private struct Folder {
        var entries: [GitTree.Entry]
        var entryCount: Int
        var hasConfiguration: Bool
    }

    /// A folder's path, sharing its parent's: a deep tree holds no copy of every prefix.
    private final class Path {
        let parent: Path?
        let name: String
        /// Bytes of the whole path.
        let length: Int

        init(parent: Path?, name: String) {
            self.parent = parent
            self.name = name
            self.length = (parent.map { $0.length + 1 } ?? 0) + name.utf8.count
        }

        func joined(_ last: String) -> String {
            var names = [last]
            var folder: Path? = self
            while let current = folder {
                names.append(current.name)
                folder = current.parent
            }
            return names.reversed().joined(separator: "/")
        }
    }

    private let store: GitObjectStore
    private let limits: (Limit) -> Int
    /// Folders read for the walk under way, and for the one before it.
    private var current: [String: Folder] = [:]
    private var previous: [String: Folder] = [:]

    /// A walk reading through `store`; `limits` lowers the bounds (for tests), `Limit.maximum` by default.
    init(store: GitObjectStore, limits: @escaping (Limit) -> Int = \.maximum) {
        self.store = store
        self.limits = limits
    }

    /// The files below tree `id`.
    func files(inTree id: String) throws(ProjectError) -> Listing {
        (previous, current) = (current, [:])
        var files: [File] = [], swiftFiles = 0, entries = 0
        var pending: [(id: String, path: Path?)] = [(id, nil)]
        while let (id, path) = pending.popLast() {
            guard let folder = try folder(id) else { continue }
            entries += folder.entryCount
            guard entries <= limits(.entries) else { return .stopped(at: .entries) }
            let below = path.map { $0.length + 1 } ?? 0
            for entry in folder.entries where !entry.nameIsUTF8 {
                // As on disk: a folder, link or Swift file might hold code, and is reported rather than skipped.
                guard below + entry.name.utf8.count <= limits(.pathLength) else { return .stopped(at: .pathLength) }
                files.append(File(path: path?.joined(entry.name) ?? entry.name, blob: "",
                                  problem: "has a name that is not valid UTF-8 (rename it)"))
            }
            // A folder below the project's own with a configuration of its own is a project apart.
            if path != nil, folder.hasConfiguration { continue }
            for entry in folder.entries where entry.nameIsUTF8 {
                guard below + entry.name.utf8.count <= limits(.pathLength) else { return .stopped(at: .pathLength) }
                if entry.kind == .folder {
                    pending.append((entry.id, Path(parent: path, name: entry.name)))
                } else {
                    swiftFiles += 1
                    guard swiftFiles <= limits(.swiftFiles) else { return .stopped(at: .swiftFiles) }
                    files.append(File(path: path?.joined(entry.name) ?? entry.name, blob: entry.id))
                }
            }
        }
        return .files(files.sorted { $0.path.bytewisePrecedes($1.path) })
    }

    /// Tree `id` as the walk needs it, read from git unless the last walk or this one read it already; `nil`
    /// when it is not a tree.
    private func folder(_ id: String) throws(ProjectError) -> Folder? {
        if let known = current[id] ?? previous[id] {
            current[id] = known
            return known
        }
        guard let object = try store.object(id, of: "tree"),
              let tree = GitTree(data: object.data, idLength: object.id.count / 2) else { return nil }
        let folder = Folder(entries: tree.entries.filter(Self.mayHoldCode), entryCount: tree.entries.count,
                            hasConfiguration: tree.entries.contains { $0.name == Configuration.fileName })
        current[id] = folder
        return folder
    }

    /// Swift files and folders the walk enters, and any entry whose name is not UTF-8 that might hold code.
    private static func mayHoldCode(_ entry: GitTree.Entry) -> Bool {
        switch entry.kind {
        case .file, .executable: entry.name.hasSuffix(".swift")
        case .folder: !entry.nameIsUTF8 || !FileDiscovery.isSkippedFolder(entry.name)
        case .link, .submodule: !entry.nameIsUTF8
        }
    }
}
