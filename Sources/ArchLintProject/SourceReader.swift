import ArchLintEngine
import Foundation

/// Reads discovered files into ``SourceFile``s; a file that cannot be had becomes a problem, not an error.
package enum SourceReader {
    /// Files above this size are not read.
    package static let maximumSize = 32 * 1024 * 1024

    /// A file the engine reads when it comes to it, on its own threads.
    /// A file the engine reads when it comes to it, on its own threads. A read that fails for want of descriptors
    /// or memory is noted in `shortages`, for the run to end in an error instead of an `unreadable-file` finding.
    package static func onDemand(_ file: DiscoveredFile,
                                 shortages: ResourceShortages = ResourceShortages()) -> SourceFile {
        SourceFile(path: file.path) { load(file, shortages: shortages) }
    }

    /// Likewise, keyed by the file's metadata when it has settled (``SettledFileKey``), for a lint that keeps
    /// outlines: a file outlined before under the same key is not read again.
    package static func keyedOnDemand(_ file: DiscoveredFile,
                                      shortages: ResourceShortages = ResourceShortages()) -> SourceFile {
        guard file.problem == nil, let key = SettledFileKey.contentKey(of: file.location) else {
            return onDemand(file, shortages: shortages)
        }
        return SourceFile(path: file.path, contentKey: key) { load(file, shortages: shortages) }
    }

    package static func load(_ file: DiscoveredFile,
                             shortages: ResourceShortages = ResourceShortages()) -> SourceFile.Content {
        if let problem = file.problem { return .problem(problem) }
        // Once short, the run is lost: the other files are not tried.
        if shortages.first != nil { return .problem("not read") }
        do {
            // The size is checked on the open file: one path lookup per file, not two.
            let (bytes, refusedSize) = try FileSystem.readBytes(file.location, limit: maximumSize,
                                                                 refusingFilesLargerThan: maximumSize)
            if let size = refusedSize {
                return .problem("is \(size / (1024 * 1024)) MB; files over \(maximumSize / (1024 * 1024)) MB "
                                + "are not read")
            }
            guard bytes.count <= maximumSize else {
                return .problem("grew past \(maximumSize / (1024 * 1024)) MB while it was read and is not read")
            }
            return .bytes(bytes)
        } catch {
            if case let .cannotRead(_, reason) = error {
                if FileSystem.isShortage(reason) { shortages.record(ResourceShortage(path: file.path, reason: reason)) }
                return .problem("cannot be read (\(reason))")
            }
            return .problem(error.description)
        }
    }
}

/// A path that could not be read because the process ran short of descriptors or memory.
package struct ResourceShortage: Equatable {
    package var path: String
    package var reason: String
}

/// The shortages met by one run's reads, which happen on the engine's threads.
package final class ResourceShortages: @unchecked Sendable {
    private let lock = NSLock()
    private var recorded: ResourceShortage?

    /// The first shortage, if any.
    package var first: ResourceShortage? {
        lock.lock()
        defer { lock.unlock() }
        return recorded
    }

    package func record(_ shortage: ResourceShortage) {
        lock.lock()
        defer { lock.unlock() }
        if recorded == nil { recorded = shortage }
    }
}
