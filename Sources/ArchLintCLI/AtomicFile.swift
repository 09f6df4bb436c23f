import Foundation

/// Writes outputs whole or not at all: into a temporary file beside the target, flushed to disk, then renamed
/// over it. An interrupted or failed write leaves the old file as it was.
///
/// A target that is a device, pipe or socket (`/dev/null`, `/dev/stdout`, a FIFO) is written in place: renaming
/// over it would replace the device with a file. A symbolic link is followed, so the link stays a link.
enum AtomicFile {
    /// Writes `data` to `path` (absolute). A new file gets `permissions` (or the usual 0644); a replaced file
    /// keeps its own unless `permissions` is given.
    static func write(_ data: Data, to path: String, permissions: Int? = nil) throws(ArgumentError) {
        if FileSystem.kind(path) == .symbolicLink, let target = FileSystem.realPath(path), target != path {
            return try write(data, to: target, permissions: permissions)
        }
        if FileSystem.kind(path) == .other {
            return try writeInPlace(data, to: path)
        }
        let directory = PathText.parent(path)
        guard FileSystem.resolvedKind(directory) == .directory else {
            throw .cannotWrite(path, reason: "the folder \(directory) does not exist")
        }
        if FileSystem.resolvedKind(path) == .directory { throw .cannotWrite(path, reason: "it is a folder") }
        var existing = stat()
        let mode = permissions ?? (stat(path, &existing) == 0 ? Int(existing.st_mode & 0o7777) : nil)
        let temporary = PathText.join(directory, ".\(PathText.lastComponent(path)).\(UUID().uuidString).tmp")
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else { throw .cannotWrite(path, reason: FileSystem.errorText()) }
        var failure: String?
        if let mode, fchmod(descriptor, mode_t(mode)) != 0 { failure = FileSystem.errorText() }
        if failure == nil { failure = writeAll(data, to: descriptor) }
        // Flushed before the rename, so that a crash cannot leave the new name pointing at empty blocks.
        if failure == nil, fsync(descriptor) != 0 { failure = FileSystem.errorText() }
        if close(descriptor) != 0, failure == nil { failure = FileSystem.errorText() }
        if failure == nil, rename(temporary, path) != 0 { failure = FileSystem.errorText() }
        if let failure {
            unlink(temporary)
            throw .cannotWrite(path, reason: failure)
        }
    }

    /// Writes every byte, retrying short writes and interruptions; returns why it could not, or `nil`.
    private static func writeAll(_ data: Data, to descriptor: Int32) -> String? {
        data.withUnsafeBytes { buffer -> String? in
            var offset = 0
            while offset < buffer.count {
                let written = Foundation.write(descriptor, buffer.baseAddress.map { $0 + offset }, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return FileSystem.errorText()
                }
                offset += written
            }
            return nil
        }
    }

    /// Writes straight into an existing special file.
    private static func writeInPlace(_ data: Data, to path: String) throws(ArgumentError) {
        let descriptor = open(path, O_WRONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else { throw .cannotWrite(path, reason: FileSystem.errorText()) }
        defer { close(descriptor) }
        if let failure = writeAll(data, to: descriptor) { throw .cannotWrite(path, reason: failure) }
    }
}
