import Foundation
import TestSupport

/// Every entry under a folder with its kind, size and modification time, to show that a run changed nothing.
struct TreeSnapshot: Equatable {
    struct Entry: Equatable {
        var kind: String
        var size: Int
        var modified: Double
        var inode: UInt64
    }

    var entries: [String: Entry]

    /// Walks `root` without following symbolic links.
    init(_ root: String) {
        var entries: [String: Entry] = [:]
        var pending = [""]
        while let relative = pending.popLast() {
            let folder = relative.isEmpty ? root : root + "/" + relative
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
            for name in names {
                let path = relative.isEmpty ? name : relative + "/" + name
                var info = stat()
                guard lstat(root + "/" + path, &info) == 0 else { continue }
                let type = info.st_mode & S_IFMT
                let kind = type == S_IFDIR ? "folder" : type == S_IFLNK ? "link" : type == S_IFREG ? "file" : "other"
                let modified = Double(info.st_mtim.tv_sec) + Double(info.st_mtim.tv_nsec) / 1e9
                entries[path] = Entry(kind: kind, size: Int(info.st_size), modified: modified,
                                      inode: UInt64(info.st_ino))
                if type == S_IFDIR { pending.append(path) }
            }
        }
        self.entries = entries
    }

    /// Paths that appeared, vanished or changed since `earlier`, sorted.
    func changes(since earlier: TreeSnapshot) -> [String] {
        Set(entries.keys).union(earlier.entries.keys).filter { entries[$0] != earlier.entries[$0] }.sorted()
    }
}

extension TemporaryDirectory {
    /// Writes raw `bytes` to `relative`, creating folders on the way.
    @discardableResult
    func write(_ relative: String, bytes: [UInt8]) throws -> URL {
        let url = url(relative)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(bytes).write(to: url)
        return url
    }

    /// A file of `size` bytes that starts with `prefix` and holds no data blocks beyond it (sparse).
    func writeSparse(_ relative: String, prefix: String, size: Int) throws {
        let url = try write(relative, prefix)
        let handle = try FileHandle(forWritingTo: url)
        try handle.truncate(atOffset: UInt64(size))
        try handle.close()
    }
}
