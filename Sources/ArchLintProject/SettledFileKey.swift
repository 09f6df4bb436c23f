import Foundation

/// What identifies a file's content without reading it: its device, inode, size and modification and change
/// times, as an ``OutlineCache`` key, so that a lint keeping outlines does not even read a file it outlined before.
package enum SettledFileKey {
    /// How recently changed a file may be and still be keyed by its metadata. A file written twice within one tick
    /// of the file system's clock keeps the same times; such a file is read and keyed by its bytes until the tick
    /// is safely past (git's "racily clean" files).
    package static let settledAfter: TimeInterval = 2

    /// The key of the file at `path` (absolute), or `nil` when it cannot be had or the file changed too recently.
    package static func contentKey(of path: String, now: Date = Date()) -> String? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        #if canImport(Darwin)
        let modified = info.st_mtimespec, changed = info.st_ctimespec
        #else
        let modified = info.st_mtim, changed = info.st_ctim
        #endif
        let latest = max(Double(modified.tv_sec), Double(changed.tv_sec)) + 1
        guard now.timeIntervalSince1970 - latest >= settledAfter else { return nil }
        return "stat:\(info.st_dev):\(info.st_ino):\(info.st_size):\(modified.tv_sec).\(modified.tv_nsec)"
            + ":\(changed.tv_sec).\(changed.tv_nsec)"
    }
}
