import Foundation

/// Writes outputs whole or not at all: into an unnamed (or, where the system has none, a hidden) temporary file
/// beside the target, flushed to disk, then renamed over it. An interrupted or failed write leaves the old file as
/// it was and no temporary file behind.
///
/// Only regular files get that treatment. A descriptor of this process (`/dev/stdout`, `/dev/fd/3`) is written
/// through as the shell opened it, so `>> log` appends; a device or named pipe is written in place, waiting for a
/// slow reader. Symbolic links are followed, never replaced, and a read-only file is refused as the shell would.
package enum AtomicFile {
    /// Writes `data` to `path` (absolute). A new file gets `permissions` (or the usual 0644); a replaced file
    /// keeps its own unless `permissions` is given.
    package static func write(_ data: Data, to path: String, permissions: Int? = nil) throws(ProjectError) {
        switch try OutputTarget.resolve(path) {
        case let .descriptor(descriptor):
            if let failure = writeAll(data, to: descriptor) { throw .cannotWrite(path, reason: failure) }
        case let .special(target):
            try writeInPlace(data, to: target, naming: path)
        case let .file(target):
            try replace(target, with: data, permissions: permissions, naming: path)
        }
    }

    private static func replace(_ target: String, with data: Data, permissions: Int?,
                                naming path: String) throws(ProjectError) {
        let directory = PathText.parent(target)
        guard FileSystem.resolvedKind(directory) == .directory else {
            throw .cannotWrite(path, reason: "the folder \(directory) does not exist")
        }
        var existing = stat()
        let exists = stat(target, &existing) == 0
        if exists, access(target, W_OK) != 0 { throw .cannotWrite(path, reason: FileSystem.errorText()) }
        let mode = permissions ?? (exists ? Int(existing.st_mode & 0o7777) : nil)
        var temporary = TemporaryFile.create(in: directory, for: target)
        guard let descriptor = temporary.descriptor else {
            throw .cannotWrite(path, reason: temporary.failure ?? "cannot create a temporary file")
        }
        var failure: String?
        if let mode, fchmod(descriptor, mode_t(mode)) != 0 { failure = FileSystem.errorText() }
        if failure == nil { failure = writeAll(data, to: descriptor) }
        // Flushed before the rename, so that a crash cannot leave the new name pointing at empty blocks.
        if failure == nil, fsync(descriptor) != 0 { failure = FileSystem.errorText() }
        if failure == nil { failure = temporary.commit(as: target) }
        temporary.discard()
        if let failure { throw .cannotWrite(path, reason: failure) }
    }

    /// Writes every byte, retrying short writes, interruptions and a full non-blocking pipe; returns why it could
    /// not, or `nil`.
    package static func writeAll(_ data: Data, to descriptor: Int32) -> String? {
        data.withUnsafeBytes { buffer -> String? in
            var offset = 0
            while offset < buffer.count {
                let written = Foundation.write(descriptor, buffer.baseAddress.map { $0 + offset }, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    if errno == EAGAIN || errno == EWOULDBLOCK {
                        var ready = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
                        _ = poll(&ready, 1, -1)
                        continue
                    }
                    return FileSystem.errorText()
                }
                offset += written
            }
            return nil
        }
    }

    /// Writes straight into a device or named pipe. A pipe nobody reads is an error rather than a wait.
    private static func writeInPlace(_ data: Data, to target: String, naming path: String) throws(ProjectError) {
        let descriptor = open(target, O_WRONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else {
            let reason = errno == ENXIO ? "no process is reading from it" : FileSystem.errorText()
            throw .cannotWrite(path, reason: reason)
        }
        defer { close(descriptor) }
        // Opened without blocking only so as not to wait for a reader; the writes wait for a slow one.
        let flags = fcntl(descriptor, F_GETFL)
        if flags >= 0 { _ = fcntl(descriptor, F_SETFL, flags & ~O_NONBLOCK) }
        if let failure = writeAll(data, to: descriptor) { throw .cannotWrite(path, reason: failure) }
    }
}

extension Data {
    /// The UTF-8 bytes of `text`, copied from its storage in one step. `Data(text.utf8)` goes through a generic
    /// initialiser whose first use in a process asks the runtime about conformances: a scan of every record.
    package init(utf8Of text: String) {
        var text = text
        self = text.withUTF8 { bytes in
            guard let base = bytes.baseAddress, !bytes.isEmpty else { return Data() }
            return Data(bytes: base, count: bytes.count)
        }
    }
}
