import Foundation

/// Refuses an `--output` that is one of the run's own inputs (the baseline it reads, its configuration, a file it
/// lints, the baseline it writes), which the report would otherwise replace.
package enum OutputConflict {
    /// An input of the run, and how to name it in the error.
    package struct Input {
        package var path: String
        package var role: String

        package init(path: String, role: String) {
            self.path = path
            self.role = role
        }
    }

    /// Throws when `output` (absolute) leads to the same file as one of `inputs` or of `sources` (absolute
    /// locations of the linted files).
    package static func check(_ output: String, display: String, inputs: [Input],
                              sources: [String]) throws(ProjectError) {
        guard case let .file(target) = try OutputTarget.resolve(output) else { return }
        let identity = FileIdentity(target)
        for input in inputs {
            guard case let .file(inputTarget)? = try? OutputTarget.resolve(input.path) else { continue }
            if inputTarget == target || (identity != nil && FileIdentity(inputTarget) == identity) {
                throw .outputIsInput(display, role: input.role)
            }
        }
        guard let identity else { return }
        let name = PathText.lastComponent(target)
        // Only a file of the same name can be the same file through links: the others need no look.
        for source in sources where PathText.lastComponent(source) == name && FileIdentity(source) == identity {
            throw .outputIsInput(display, role: "a file this run lints")
        }
    }
}

/// A file's device and inode: two paths to one file have the same.
package struct FileIdentity: Equatable {
    package var device: UInt64
    package var inode: UInt64

    /// The identity of what `path` leads to, or `nil` when it does not exist.
    package init?(_ path: String) {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        device = UInt64(info.st_dev)
        inode = UInt64(info.st_ino)
    }
}
