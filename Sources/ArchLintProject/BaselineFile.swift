import ArchLintEngine
import Foundation

/// Reads and writes baseline files for `--baseline`, `--write-baseline` and `init --freeze`.
package enum BaselineFile {
    /// The baseline at `path` (absolute); `display` names it in errors.
    package static func load(_ path: String, display: String) throws -> Baseline {
        switch FileSystem.resolvedKind(path) {
        case .regularFile: break
        case .missing: throw ConfigurationError.unreadable(file: display, reason: "no such baseline file")
        default: throw ConfigurationError.unreadable(file: display, reason: "not a regular file")
        }
        return try Baseline(data: try FileSystem.read(path), file: display)
    }

    /// Refuses a target that exists and is not a baseline, so that a mistyped path cannot destroy a file.
    package static func checkWritable(_ path: String, display: String) throws(ProjectError) {
        switch FileSystem.resolvedKind(path) {
        case .missing:
            return
        case .regularFile:
            let data = try FileSystem.read(path)
            do {
                _ = try Baseline(data: data, file: display)
            } catch {
                guard case let .invalidBaseline(_, keyPath, reason) = error else {
                    throw .notABaseline(display, reason: error.description)
                }
                throw .notABaseline(display, reason: (keyPath.map { "\($0): " } ?? "") + reason)
            }
        default:
            throw .notABaseline(display, reason: "not a regular file")
        }
    }

    package static func write(_ baseline: Baseline, to path: String, display: String) throws(ProjectError) {
        try checkWritable(path, display: display)
        try AtomicFile.write(baseline.encoded(), to: path)
    }
}
