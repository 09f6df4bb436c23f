import Foundation

/// Folders nested deeper than a path can name (`PATH_MAX`), made and removed relative to open folders, since
/// no call that takes a whole path can reach the bottom.
enum DeepTree {
    /// Makes `levels` folders named `name`, one inside the next, under `base`, with `file` holding `text` at
    /// the bottom.
    static func make(in base: String, levels: Int, name: String, file: String, text: String) -> Bool {
        var folder = open(base, O_RDONLY | O_DIRECTORY)
        guard folder >= 0 else { return false }
        for _ in 0..<levels {
            let next = mkdirat(folder, name, 0o755) == 0 ? openat(folder, name, O_RDONLY | O_DIRECTORY) : -1
            close(folder)
            guard next >= 0 else { return false }
            folder = next
        }
        defer { close(folder) }
        let descriptor = openat(folder, file, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        let bytes = Array(text.utf8)
        return write(descriptor, bytes, bytes.count) == bytes.count
    }

    /// Removes what ``make(in:levels:name:file:text:)`` made.
    static func remove(in base: String, levels: Int, name: String, file: String) {
        let folder = open(base, O_RDONLY | O_DIRECTORY)
        guard folder >= 0 else { return }
        removeLevel(of: folder, remaining: levels, name: name, file: file)
        close(folder)
    }

    private static func removeLevel(of parent: Int32, remaining: Int, name: String, file: String) {
        guard remaining > 0 else {
            unlinkat(parent, file, 0)
            return
        }
        let child = openat(parent, name, O_RDONLY | O_DIRECTORY)
        guard child >= 0 else { return }
        removeLevel(of: child, remaining: remaining - 1, name: name, file: file)
        close(child)
        unlinkat(parent, name, AT_REMOVEDIR)
    }
}
