import Foundation

/// The few file-system questions the command asks, answered with POSIX calls so that symbolic links are
/// seen for what they are.
enum FileSystem {
    enum Kind: Equatable {
        case regularFile, directory, symbolicLink, other, missing
    }

    /// The kind of the entry itself (a symbolic link is reported as one).
    static func kind(_ path: String) -> Kind {
        var info = stat()
        guard lstat(path, &info) == 0 else { return .missing }
        return kind(of: info)
    }

    /// The kind of what `path` leads to, through any symbolic links.
    static func resolvedKind(_ path: String) -> Kind {
        var info = stat()
        guard stat(path, &info) == 0 else { return .missing }
        return kind(of: info)
    }

    private static func kind(of info: stat) -> Kind {
        switch info.st_mode & mode_t(S_IFMT) {
        case mode_t(S_IFREG): return .regularFile
        case mode_t(S_IFDIR): return .directory
        case mode_t(S_IFLNK): return .symbolicLink
        default: return .other
        }
    }

    /// The size in bytes of what `path` leads to.
    static func size(_ path: String) -> Int? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return Int(info.st_size)
    }

    /// The absolute path with every symbolic link, `.` and `..` resolved, or `nil` when it does not resolve
    /// (missing, dangling, or a link loop).
    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// The names in a folder, sorted.
    static func entries(_ directory: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []).sorted()
    }

    /// The bytes of a regular file, read straight into an array (no intermediate `Data`).
    static func readBytes(_ path: String) throws(ArgumentError) -> [UInt8] {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { throw .cannotRead(path, reason: String(cString: strerror(errno))) }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw .cannotRead(path, reason: String(cString: strerror(errno))) }
        // The size is a hint: a file that grows while it is read is read to its end in further chunks.
        var chunks: [[UInt8]] = []
        var capacity = max(4096, Int(info.st_size) + 1)
        while true {
            var failure: Int32 = 0
            let chunk = [UInt8](unsafeUninitializedCapacity: capacity) { buffer, initialized in
                initialized = 0
                while initialized < buffer.count {
                    let count = Foundation.read(descriptor, buffer.baseAddress! + initialized, buffer.count - initialized)
                    if count < 0 && errno == EINTR { continue }
                    if count < 0 { failure = errno }
                    if count <= 0 { break }
                    initialized += count
                }
            }
            if failure != 0 { throw .cannotRead(path, reason: String(cString: strerror(failure))) }
            chunks.append(chunk)
            if chunk.count < capacity { break }
            capacity = 64 * 1024
        }
        return chunks.count == 1 ? chunks[0] : chunks.flatMap { $0 }
    }

    static func read(_ path: String) throws(ArgumentError) -> Data {
        do {
            return try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw .cannotRead(path, reason: reason(error))
        }
    }

    /// The system's words for an error, without Foundation's wrapping.
    static func reason(_ error: any Error) -> String {
        let nsError = error as NSError
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError,
           underlying.domain == NSPOSIXErrorDomain {
            return String(cString: strerror(Int32(underlying.code)))
        }
        if nsError.domain == NSPOSIXErrorDomain { return String(cString: strerror(Int32(nsError.code))) }
        return nsError.localizedDescription
    }
}
