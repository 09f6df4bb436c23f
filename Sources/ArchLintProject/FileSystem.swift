import Foundation

/// The few file-system questions the command asks, answered with POSIX calls so that symbolic links are
/// seen for what they are.
package enum FileSystem {
    package enum Kind: Equatable {
        case regularFile, directory, symbolicLink, other, missing
    }

    /// The kind of the entry itself (a symbolic link is reported as one).
    package static func kind(_ path: String) -> Kind {
        var info = stat()
        guard lstat(path, &info) == 0 else { return .missing }
        return kind(of: info)
    }

    /// Why `path` cannot be examined, when it exists but `lstat` fails (a path too long, an I/O error);
    /// `nil` when it can be, or when it is simply gone.
    package static func examinationFailure(_ path: String) -> String? {
        var info = stat()
        guard lstat(path, &info) != 0 else { return nil }
        let failure = errno
        return failure == ENOENT ? nil : String(cString: strerror(failure))
    }

    /// The kind of what `path` leads to, through any symbolic links.
    package static func resolvedKind(_ path: String) -> Kind {
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
    package static func size(_ path: String) -> Int? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return Int(info.st_size)
    }

    /// The absolute path with every symbolic link, `.` and `..` resolved, or `nil` when it does not resolve
    /// (missing, dangling, or a link loop).
    package static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// What a folder holds: its entries' names, sorted, and apart from them the names that are not valid UTF-8
    /// (repaired with U+FFFD, so they name nothing that can be opened).
    package struct Listing {
        /// Names with the kind the folder records for them; `nil` when it records none (ask `kind(_:)`).
        package var entries: [(name: String, kind: Kind?)] = []
        package var undecodable: [(name: String, mayMatter: Bool)] = []
    }

    /// The entries of a folder (without `.` and `..`) that `keeping` accepts (a name and the kind the folder
    /// records for it), or the system's words for why it cannot be listed. Entries left out are not sorted.
    package static func list(_ directory: String, keeping: (String, Kind?) -> Bool = { _, _ in true })
        -> Result<Listing, ListingError> {
        guard let stream = retryingShortage({ opendir(directory) }) else {
            return .failure(ListingError(reason: errorText()))
        }
        defer { closedir(stream) }
        var listing = Listing()
        while true {
            errno = 0
            guard let entry = readdir(stream) else {
                if errno != 0 { return .failure(ListingError(reason: errorText())) }
                break
            }
            // One string per name, made straight from the entry; only a name that is not UTF-8 is read twice.
            let valid = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(validatingCString: raw.baseAddress!.assumingMemoryBound(to: CChar.self))
            }
            let type = Int32(entry.pointee.d_type)
            if let name = valid {
                guard name != "." && name != "..", keeping(name, recordedKind(type)) else { continue }
                listing.entries.append((name, recordedKind(type)))
            } else {
                let raw = withUnsafeBytes(of: entry.pointee.d_name) { Array($0.prefix { $0 != 0 }) }
                let name = String(decoding: raw, as: UTF8.self)
                // A folder, link or Swift file might hold code; other files are of no interest either way.
                let mayMatter = name.hasSuffix(".swift") || type == Int32(DT_DIR) || type == Int32(DT_LNK)
                    || type == Int32(DT_UNKNOWN)
                listing.undecodable.append((name, mayMatter))
            }
        }
        listing.entries.sort { $0.name.bytewisePrecedes($1.name) }
        listing.undecodable.sort { $0.name.bytewisePrecedes($1.name) }
        return .success(listing)
    }

    /// The kind a directory entry's type names, which spares a `lstat` per entry on most file systems.
    private static func recordedKind(_ type: Int32) -> Kind? {
        switch type {
        case Int32(DT_REG): return .regularFile
        case Int32(DT_DIR): return .directory
        case Int32(DT_LNK): return .symbolicLink
        case Int32(DT_UNKNOWN): return nil
        default: return .other
        }
    }

    /// Why a folder could not be listed.
    package struct ListingError: Error {
        package var reason: String
    }

    /// The names in a folder, sorted; none when it cannot be listed.
    package static func entries(_ directory: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []).sorted()
    }

    package static func read(_ path: String) throws(ProjectError) -> Data {
        Data(try readBytes(path))
    }

    /// The bytes of the regular file at `path`, read with POSIX calls so that errors carry the system's words
    /// and a named pipe or device is refused rather than waited on. Stops after `limit` bytes plus one, so
    /// that a file growing while it is read cannot exhaust memory.
    package static func readBytes(_ path: String, limit: Int = Int.max - 1) throws(ProjectError) -> [UInt8] {
        try readBytes(path, limit: limit, refusingFilesLargerThan: nil).bytes
    }

    /// Like ``readBytes(_:limit:)``, but a file whose size is already over `sizeLimit` when it is opened is not
    /// read: its size comes back instead, with no bytes.
    package static func readBytes(_ path: String, limit: Int, refusingFilesLargerThan sizeLimit: Int?)
        throws(ProjectError) -> (bytes: [UInt8], refusedSize: Int?) {
        let descriptor: Int32 = retryingShortage({ open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK) },
                                                 failed: { $0 < 0 }) ?? -1
        guard descriptor >= 0 else { throw .cannotRead(path, reason: errorText()) }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw .cannotRead(path, reason: errorText()) }
        guard info.st_mode & mode_t(S_IFMT) == mode_t(S_IFREG) else {
            throw .cannotRead(path, reason: "not a regular file")
        }
        if let sizeLimit, Int(info.st_size) > sizeLimit { return ([], Int(info.st_size)) }
        // The array is sized to the file, plus one byte to see the end, and read into directly; a file that grows
        // while it is read is read on in further chunks, up to the limit.
        var bytes: [UInt8] = []
        var capacity = max(4096, min(Int(info.st_size), limit) + 1)
        // A first read that stops at exactly the size the file had when opened has met its end: asking again
        // would only be told so (one call per file saved). A file that grew fills the extra byte and reads on.
        var knownEnd: Int? = Int(info.st_size)
        while bytes.count <= limit {
            var failure: Int32 = 0
            let chunk = [UInt8](unsafeUninitializedCapacity: capacity) { buffer, initialized in
                initialized = 0
                while initialized < buffer.count {
                    let count = Foundation.read(descriptor, buffer.baseAddress! + initialized, buffer.count - initialized)
                    if count < 0 {
                        if errno == EINTR || errno == EAGAIN { continue }
                        failure = errno
                    }
                    if count <= 0 { break }
                    initialized += count
                    if initialized == knownEnd { break }
                }
            }
            knownEnd = nil
            if failure != 0 { throw .cannotRead(path, reason: String(cString: strerror(failure))) }
            if bytes.isEmpty { bytes = chunk } else { bytes.append(contentsOf: chunk) }
            if chunk.count < capacity { break }
            capacity = 64 * 1024
        }
        return (bytes, nil)
    }

    /// Whether a failure's words say the process ran short of descriptors or memory: nothing wrong with the
    /// file, but a run that goes on would report it as unreadable.
    package static func isShortage(_ reason: String) -> Bool {
        [EMFILE, ENFILE, ENOMEM].contains { String(cString: strerror($0)) == reason }
    }

    /// Runs `attempt` again a few times, briefly apart, while it fails for want of descriptors or memory
    /// (other threads may be about to close theirs); `nil` (or the failed result) with `errno` set otherwise.
    private static func retryingShortage<T>(_ attempt: () -> T?, failed: (T) -> Bool = { _ in false }) -> T? {
        for pause in [0, 1_000, 5_000, 20_000, 50_000] as [UInt32] {
            if pause > 0 { usleep(pause) }
            if let result = attempt(), !failed(result) { return result }
            guard [EMFILE, ENFILE, ENOMEM].contains(errno) else { return nil }
        }
        return nil
    }

    /// The system's words for the current `errno`.
    package static func errorText() -> String {
        String(cString: strerror(errno))
    }

    /// The system's words for an error, without Foundation's wrapping.
    package static func reason(_ error: any Error) -> String {
        let nsError = error as NSError
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError,
           underlying.domain == NSPOSIXErrorDomain {
            return String(cString: strerror(Int32(underlying.code)))
        }
        if nsError.domain == NSPOSIXErrorDomain { return String(cString: strerror(Int32(nsError.code))) }
        return nsError.localizedDescription
    }
}
