import ArchLintEngine

/// Reads discovered files into ``SourceFile``s; a file that cannot be had becomes a problem, not an error.
enum SourceReader {
    /// Files above this size are not read.
    static let maximumSize = 32 * 1024 * 1024

    static func read(_ file: DiscoveredFile) -> SourceFile {
        if let problem = file.problem { return SourceFile(path: file.path, problem: problem) }
        if let size = FileSystem.size(file.location), size > maximumSize {
            return SourceFile(path: file.path, problem: "is \(size / (1024 * 1024)) MB; files over "
                              + "\(maximumSize / (1024 * 1024)) MB are not read")
        }
        do {
            let bytes = try FileSystem.readBytes(file.location, limit: maximumSize)
            guard bytes.count <= maximumSize else {
                return SourceFile(path: file.path, problem: "grew past \(maximumSize / (1024 * 1024)) MB "
                                  + "while it was read and is not read")
            }
            return SourceFile(path: file.path, bytes: bytes)
        } catch {
            if case let .cannotRead(_, reason) = error {
                return SourceFile(path: file.path, problem: "cannot be read (\(reason))")
            }
            return SourceFile(path: file.path, problem: error.description)
        }
    }
}
