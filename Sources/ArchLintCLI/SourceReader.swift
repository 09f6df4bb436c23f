import ArchLintEngine

/// Reads discovered files into ``SourceFile``s; a file that cannot be had becomes a problem, not an error.
enum SourceReader {
    /// Files above this size are not read.
    static let maximumSize = 32 * 1024 * 1024

    /// A file the engine reads when it comes to it, on its own threads.
    static func onDemand(_ file: DiscoveredFile) -> SourceFile {
        SourceFile(path: file.path) { load(file) }
    }

    static func load(_ file: DiscoveredFile) -> SourceFile.Content {
        if let problem = file.problem { return .problem(problem) }
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
            if case let .cannotRead(_, reason) = error { return .problem("cannot be read (\(reason))") }
            return .problem(error.description)
        }
    }
}
