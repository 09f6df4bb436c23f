import Foundation

/// The file an atomic write goes into before it is renamed over its target.
///
/// On Linux it has no name until it is complete (`O_TMPFILE`): a run killed while writing, by a signal or a
/// file-size limit, leaves nothing behind. Elsewhere, or on a file system without unnamed files, it is a hidden
/// `.NAME.UUID.tmp` beside the target, removed on any failure.
package struct TemporaryFile {
    private(set) var descriptor: Int32?
    /// Why it could not be created.
    private(set) var failure: String?
    private let directory: String
    private let hiddenName: String
    private let unnamed: Bool
    private var linked = false

    package static func create(in directory: String, for target: String) -> TemporaryFile {
        let hiddenName = PathText.join(directory, ".\(PathText.lastComponent(target)).\(UUID().uuidString).tmp")
        #if os(Linux)
        // The unnamed file is given its name through `/proc`; without it, a named file is the only way.
        let unnamedDescriptor = access("/proc/self/fd", F_OK) == 0
            ? open(directory, unnamedFileFlag | O_WRONLY | O_CLOEXEC, 0o666) : -1
        if unnamedDescriptor >= 0 {
            return TemporaryFile(descriptor: unnamedDescriptor, directory: directory, hiddenName: hiddenName,
                                 unnamed: true)
        }
        #endif
        let descriptor = open(hiddenName, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
        var file = TemporaryFile(descriptor: descriptor >= 0 ? descriptor : nil, directory: directory,
                                 hiddenName: hiddenName, unnamed: false)
        if descriptor < 0 { file.failure = FileSystem.errorText() }
        file.linked = descriptor >= 0
        return file
    }

    #if os(Linux)
    /// `O_TMPFILE`, which the C library defines as a macro the importer does not bring over.
    private static let unnamedFileFlag: Int32 = 0o20000000 | O_DIRECTORY
    #endif

    private init(descriptor: Int32?, directory: String, hiddenName: String, unnamed: Bool) {
        self.descriptor = descriptor
        self.directory = directory
        self.hiddenName = hiddenName
        self.unnamed = unnamed
    }

    /// Gives the written file the name `target`, replacing what was there; returns why it could not, or `nil`.
    package mutating func commit(as target: String) -> String? {
        guard let descriptor else { return failure }
        // The file replaced is held open across the rename, so that its blocks are freed when it is closed after
        // it, not inside it (about 0.7 ms for a report of 1.5 MB on ext4): the moment in which a run killed by a
        // signal would leave the temporary name behind stays as short as the two calls themselves.
        let replaced = Self.openIfRegularFile(target)
        defer { if replaced >= 0 { close(replaced) } }
        // An unnamed file needs a name to be renamed over the target; it has one only between the two calls.
        if unnamed {
            guard linkat(AT_FDCWD, "/proc/self/fd/\(descriptor)", AT_FDCWD, hiddenName, AT_SYMLINK_FOLLOW) == 0 else {
                return FileSystem.errorText()
            }
            linked = true
        }
        self.descriptor = nil
        if close(descriptor) != 0 { return FileSystem.errorText() }
        guard rename(hiddenName, target) == 0 else { return FileSystem.errorText() }
        linked = false
        return nil
    }

    /// A read-only descriptor of the regular file at `path` (not followed if it is a link), or -1.
    private static func openIfRegularFile(_ path: String) -> Int32 {
        var status = stat()
        guard lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return -1 }
        return open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOFOLLOW)
    }

    /// Closes and removes whatever is left of the file; nothing once it has been committed.
    package mutating func discard() {
        if let descriptor { close(descriptor) }
        descriptor = nil
        if linked { unlink(hiddenName) }
        linked = false
    }
}
