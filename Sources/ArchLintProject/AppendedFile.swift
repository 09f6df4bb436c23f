import Foundation

/// Adds text to the end of a file that others write to as well (GitHub's job summary), creating it when missing;
/// what is already there is never touched.
package enum AppendedFile {
    package static func append(_ data: Data, to path: String) throws(ProjectError) {
        let descriptor = open(path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw .cannotWrite(path, reason: FileSystem.errorText()) }
        let failure = AtomicFile.writeAll(data, to: descriptor)
        let closeFailed = close(descriptor) != 0
        if let failure { throw .cannotWrite(path, reason: failure) }
        if closeFailed { throw .cannotWrite(path, reason: FileSystem.errorText()) }
    }
}
