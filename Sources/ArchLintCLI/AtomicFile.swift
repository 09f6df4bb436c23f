import Foundation

/// Writes outputs whole or not at all: into a temporary file beside the target, then renamed over it.
enum AtomicFile {
    /// Writes `data` to `path` (absolute). A new file gets `permissions` (or the usual 0644); a replaced file
    /// keeps its own unless `permissions` is given.
    static func write(_ data: Data, to path: String, permissions: Int? = nil) throws(ArgumentError) {
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
}
