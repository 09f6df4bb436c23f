import ArchLintProject
import ArchLintRules
import Foundation

/// Where `Explain rule` writes the documents built into this binary when no published copy is configured:
/// `Rules/<id>.md` (a check's `Rules/<rule>.<check>.md`) in a folder the server makes for itself in the temporary directory, under a fresh name and
/// readable by its user only (`mkdtemp`), so that another user can neither plant a link or a file there nor
/// change what the editor opens. The server removes it when it ends.
final class RuleDocumentFolder {
    /// The folder the documents are in.
    let path: String
    /// `path` opened, so that files are made in the folder that was made, whatever its name comes to point at.
    private let descriptor: Int32
    /// What was written under each file name.
    private var written: [String: [UInt8]] = [:]

    /// Makes a fresh folder in `temporaryDirectory`; `nil` when it cannot.
    init?(in temporaryDirectory: String) {
        var template = Array(PathText.join(temporaryDirectory, "archlint-XXXXXX").utf8CString)
        guard let root = template.withUnsafeMutableBufferPointer({ buffer in
            mkdtemp(buffer.baseAddress!).map { String(cString: $0) }
        }) else { return nil }
        let rules = PathText.join(root, "Rules")
        guard mkdir(rules, 0o700) == 0 else {
            rmdir(root)
            return nil
        }
        let descriptor = open(rules, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        guard descriptor >= 0 else {
            rmdir(rules)
            rmdir(root)
            return nil
        }
        self.path = rules
        self.descriptor = descriptor
    }

    deinit {
        close(descriptor)
    }

    /// The `file:` URL of the rule's document, written unless it is there already; `nil` when it cannot be
    /// written, or when the folder is no longer the one made (a cleaner removed it).
    func write(_ rule: RuleDescriptor) -> String? {
        // A check's id names its rule first (`layer-dependency/presentation-data`); its file stays in this folder.
        let parts = rule.id.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count <= 2, parts.allSatisfy({ !$0.isEmpty && !$0.hasPrefix(".") }), !rule.id.contains("\0"),
              isIntact else { return nil }
        let name = parts.joined(separator: ".") + ".md"
        let content = Array(rule.documentation.utf8)
        if written[name] != content || !holdsRegularFile(name, of: content.count) {
            unlinkat(descriptor, name, 0)
            written[name] = nil
            let file = openat(descriptor, name, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
            guard file >= 0 else { return nil }
            let complete = writeAll(content, to: file)
            guard close(file) == 0, complete else {
                unlinkat(descriptor, name, 0)
                return nil
            }
            written[name] = content
        }
        return DocumentURI.uri(ofPath: PathText.join(path, name))
    }

    /// Removes the documents written and, unless its name has gone to another, the folder.
    func remove() {
        for name in written.keys { unlinkat(descriptor, name, 0) }
        written = [:]
        guard isIntact else { return }
        rmdir(path)
        rmdir(PathText.parent(path))
    }

    /// Whether `path` still names the folder made (a cleaner of the temporary directory may have removed it).
    var isIntact: Bool {
        var opened = stat(), named = stat()
        return fstat(descriptor, &opened) == 0 && lstat(path, &named) == 0
            && opened.st_dev == named.st_dev && opened.st_ino == named.st_ino
    }

    private func holdsRegularFile(_ name: String, of size: Int) -> Bool {
        var status = stat()
        return fstatat(descriptor, name, &status, AT_SYMLINK_NOFOLLOW) == 0
            && status.st_mode & S_IFMT == S_IFREG && status.st_size == size
    }
}

/// Writes all of `bytes` to the open `file`; false on an error.
private func writeAll(_ bytes: [UInt8], to file: Int32) -> Bool {
    var done = 0
    while done < bytes.count {
        let count = bytes[done...].withUnsafeBytes { write(file, $0.baseAddress, $0.count) }
        if count < 0 && errno == EINTR { continue }
        guard count > 0 else { return false }
        done += count
    }
    return true
}
