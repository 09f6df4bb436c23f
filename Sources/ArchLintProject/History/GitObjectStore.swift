import Foundation

/// The objects of one repository — commits, trees, blobs — read through a single `git cat-file --batch` that
/// stays open for the whole run. Reading objects never checks anything out: the work tree and the index are
/// left as they are.
///
/// Requests are answered one at a time (a lock orders them), so the engine's threads may load blobs through it.
package final class GitObjectStore: @unchecked Sendable {
    /// One object: its id, its type (`commit`, `tree`, `blob`, `tag`) and its bytes. A `<commit>:<path>` that is a
    /// symbolic link is followed inside the commit's tree; one that leads out of it is of type `symlink`, with
    /// no id and the part of the target outside the tree as its bytes.
    package struct Object {
        package var id: String
        package var type: String
        package var data: [UInt8]
    }

    private let process: Process
    private let input: FileHandle
    private let output: FileHandle
    private let errors: Pipe
    private let lock = NSLock()
    private var buffer: [UInt8] = []
    private var position = 0
    private var isClosed = false

    /// Starts `git cat-file --batch --follow-symlinks` in `topLevel`.
    package init(git: Git, topLevel: String) throws(ProjectError) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: git.executable)
        process.arguments = Git.guardOptions + ["cat-file", "--batch", "--follow-symlinks"]
        process.currentDirectoryURL = URL(fileURLWithPath: topLevel)
        process.environment = git.environment
        let input = Pipe(), output = Pipe(), errors = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = errors
        do {
            try process.run()
        } catch {
            for handle in [input.fileHandleForReading, input.fileHandleForWriting, output.fileHandleForReading,
                           output.fileHandleForWriting, errors.fileHandleForReading, errors.fileHandleForWriting] {
                try? handle.close()
            }
            throw .gitUnavailable("\(git.executable) could not be started: \(FileSystem.reason(error))")
        }
        try? input.fileHandleForReading.close()
        try? output.fileHandleForWriting.close()
        try? errors.fileHandleForWriting.close()
        self.process = process
        self.input = input.fileHandleForWriting
        self.output = output.fileHandleForReading
        self.errors = errors
    }

    deinit {
        close()
    }

    /// The object `name` names (an id, `HEAD`, `main~3`, `<commit>:<path>`…), or `nil` when there is none.
    package func object(_ name: String) throws(ProjectError) -> Object? {
        guard !name.isEmpty, !name.contains("\n"), !name.contains("\0") else { return nil }
        lock.lock()
        defer { lock.unlock() }
        guard !isClosed else { throw failure("the reader was closed") }
        if let problem = AtomicFile.writeAll(Data((name + "\n").utf8), to: input.fileDescriptor) {
            throw failure(problem)
        }
        guard let header = readLine() else { throw failure("it ended early") }
        let fields = header.split(separator: " ")
        // `<name> missing`, `<name> ambiguous`: nothing by that name.
        if fields.last == "missing" || fields.last == "ambiguous" { return nil }
        // `symlink <size>` (out of the tree), `dangling`, `loop`, `notdir <size>`: a link that was followed.
        if fields.count == 2, Self.linkAnswers.contains(fields[0]) {
            let target = try body(size: fields[1], header: header)
            return fields[0] == "symlink" ? Object(id: "", type: "symlink", data: target) : nil
        }
        guard fields.count == 3 else { throw failure("unexpected answer \(header.debugDescription)") }
        return Object(id: String(fields[0]), type: String(fields[1]), data: try body(size: fields[2], header: header))
    }

    private static let linkAnswers: Set<Substring> = ["symlink", "dangling", "loop", "notdir"]

    /// The `size` bytes after an answer's header, and the newline that ends them.
    private func body(size text: Substring, header: String) throws(ProjectError) -> [UInt8] {
        guard let size = Int(text), size >= 0 else { throw failure("unexpected answer \(header.debugDescription)") }
        guard let data = read(count: size), read(count: 1) == [UInt8(ascii: "\n")] else {
            throw failure("it ended early")
        }
        return data
    }

    /// The object `name` names, which must be of `type`.
    package func object(_ name: String, of type: String) throws(ProjectError) -> Object? {
        guard let object = try object(name), object.type == type else { return nil }
        return object
    }

    /// Ends the git process.
    package func close() {
        lock.lock()
        defer { lock.unlock() }
        guard !isClosed else { return }
        isClosed = true
        try? input.close()
        try? output.close()
        try? errors.fileHandleForReading.close()
        process.waitUntilExit()
    }

    private func failure(_ reason: String) -> ProjectError {
        .gitFailed(command: "git cat-file --batch", message: reason)
    }

    /// The next line of output, without its newline.
    private func readLine() -> String? {
        while true {
            if let newline = buffer[position...].firstIndex(of: UInt8(ascii: "\n")) {
                let line = String(decoding: buffer[position..<newline], as: UTF8.self)
                position = newline + 1
                return line
            }
            guard fill() else { return nil }
        }
    }

    /// The next `count` bytes of output.
    private func read(count: Int) -> [UInt8]? {
        while buffer.count - position < count {
            guard fill() else { return nil }
        }
        let bytes = Array(buffer[position..<position + count])
        position += count
        return bytes
    }

    /// Reads more output into the buffer; false at its end.
    private func fill() -> Bool {
        if position > 0 {
            buffer.removeFirst(position)
            position = 0
        }
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { Foundation.read(output.fileDescriptor, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { return false }
            buffer += chunk[..<count]
            return true
        }
    }
}
