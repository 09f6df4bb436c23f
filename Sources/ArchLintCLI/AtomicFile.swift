import Foundation

/// Writes outputs whole or not at all: into a temporary file beside the target, then renamed over it.
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
        let existing = (try? FileManager.default.attributesOfItem(atPath: path))?[.posixPermissions] as? Int
        let temporary = PathText.join(directory, ".\(PathText.lastComponent(path)).\(UUID().uuidString).tmp")
        do {
            try data.write(to: URL(fileURLWithPath: temporary))
            if let mode = permissions ?? existing {
                try FileManager.default.setAttributes([.posixPermissions: mode], ofItemAtPath: temporary)
            }
        } catch {
            try? FileManager.default.removeItem(atPath: temporary)
            throw .cannotWrite(path, reason: FileSystem.reason(error))
        }
        guard rename(temporary, path) == 0 else {
            let reason = String(cString: strerror(errno))
            try? FileManager.default.removeItem(atPath: temporary)
            throw .cannotWrite(path, reason: reason)
        }
    }

    /// Writes straight into an existing special file.
    private static func writeInPlace(_ data: Data, to path: String) throws(ArgumentError) {
        guard let handle = FileHandle(forWritingAtPath: path) else {
            throw .cannotWrite(path, reason: "it cannot be opened for writing")
        }
        defer { try? handle.close() }
        do {
            try handle.write(contentsOf: data)
        } catch {
            throw .cannotWrite(path, reason: FileSystem.reason(error))
        }
    }
}
