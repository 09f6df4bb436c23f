import Foundation

/// Runs the built `archlint` with a time limit, so that a hang fails a test instead of blocking the whole run.
enum BoundedRun {
    /// How long one run may take before it is killed. Generous: the debug build on a busy machine is slow.
    static let defaultLimit: TimeInterval = 60

    struct Outcome {
        /// The exit status, or the signal number when `crashed`.
        var status: Int32
        /// Whether the process died of a signal (a trap, a stack overflow, an abort).
        var crashed: Bool
        var output: Data
        var errors: String

        var text: String { String(decoding: output, as: UTF8.self) }

        /// The findings of a `--format json` run.
        func report() throws -> LintJSON { try LintJSON(output) }
    }

    enum Failure: Error, CustomStringConvertible {
        case binaryMissing
        case timedOut(arguments: [String], seconds: TimeInterval)

        var description: String {
            switch self {
            case .binaryMissing:
                return "the archlint executable was not found"
            case let .timedOut(arguments, seconds):
                return "`archlint \(arguments.joined(separator: " "))` did not finish within \(Int(seconds)) s"
            }
        }
    }

    /// Runs `script` with `sh` in `directory`, with `$A` the archlint binary and a plain `PATH`; returns its status.
    static func shell(_ script: String, in directory: String) throws -> Int32 {
        guard let binary = BuiltBinary.path else { throw Failure.binaryMissing }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", script]
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        process.environment = ["A": binary, "PATH": "/usr/bin:/bin", "GIT_CONFIG_GLOBAL": "/dev/null",
                               "GIT_CONFIG_NOSYSTEM": "1"]
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus
    }

    /// Runs `archlint arguments` in `directory`. With `unprivileged`, the run cannot bypass file permissions
    /// even when the tests run as root (see ``Privileges``).
    static func archlint(_ arguments: [String], in directory: String, limit: TimeInterval = defaultLimit,
                         unprivileged: Bool = false) throws -> Outcome {
        guard let binary = BuiltBinary.path else { throw Failure.binaryMissing }
        let wrapper = unprivileged ? (Privileges.dropCommand ?? []) : []
        let command = wrapper + [binary] + arguments
        let process = Process()
        process.executableURL = URL(fileURLWithPath: command[0])
        process.arguments = Array(command.dropFirst())
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        var environment = ProcessInfo.processInfo.environment
        environment["NO_COLOR"] = "1"
        process.environment = environment
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        let finished = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in finished.signal() }
        try process.run()
        let outputDrain = PipeReader(output.fileHandleForReading)
        let errorDrain = PipeReader(errors.fileHandleForReading)
        if finished.wait(timeout: .now() + limit) == .timedOut {
            kill(process.processIdentifier, SIGKILL)
            finished.wait()
            _ = outputDrain.finish()
            _ = errorDrain.finish()
            throw Failure.timedOut(arguments: arguments, seconds: limit)
        }
        let data = outputDrain.finish()
        let errorText = String(decoding: errorDrain.finish(), as: UTF8.self)
        return Outcome(status: process.terminationStatus, crashed: process.terminationReason == .uncaughtSignal,
                       output: data, errors: errorText.trimmingCharacters(in: .whitespacesAndNewlines))
    }
}

/// Reads a pipe to its end on another thread, so that neither stream can fill up and block the child.
private final class PipeReader: @unchecked Sendable {
    private let handle: FileHandle
    private let done = DispatchSemaphore(value: 0)
    // Written once on the reading thread before `done` is signalled; read only after waiting on it.
    private var data = Data()

    init(_ handle: FileHandle) {
        self.handle = handle
        DispatchQueue.global().async { [self] in
            data = self.handle.readDataToEndOfFile()
            done.signal()
        }
    }

    func finish() -> Data {
        done.wait()
        return data
    }
}

/// The findings and file count of an `archlint lint --format json` report.
struct LintJSON {
    struct Finding: Equatable, CustomStringConvertible {
        var rule: String
        var file: String
        var line: Int
        var column: Int
        var message: String
        /// The lines of the finding's other places.
        var places: [Int] = []

        var description: String { "\(file):\(line):\(column) \(rule): \(message)" }
    }

    var findings: [Finding]
    var files: Int

    init(_ data: Data) throws {
        let root = try JSONSerialization.jsonObject(with: data) as? [String: Any]
        let list = root?["findings"] as? [[String: Any]] ?? []
        findings = list.map { entry in
            Finding(rule: entry["rule"] as? String ?? "", file: entry["file"] as? String ?? "",
                    line: entry["line"] as? Int ?? 0, column: entry["column"] as? Int ?? 0,
                    message: entry["message"] as? String ?? "",
                    places: (entry["places"] as? [[String: Any]] ?? []).compactMap { $0["line"] as? Int })
        }
        files = (root?["summary"] as? [String: Any])?["files"] as? Int ?? -1
    }

    /// The findings of one rule.
    func of(_ rule: String) -> [Finding] { findings.filter { $0.rule == rule } }

    /// The lines of every place of the findings of one rule (their own and their other places), in order.
    func lines(of rule: String) -> [Int] { of(rule).flatMap { [$0.line] + $0.places }.sorted() }
}
