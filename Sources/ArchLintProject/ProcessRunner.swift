import Foundation

/// Runs a helper program (git) and collects what it prints.
package enum ProcessRunner {
    package struct Outcome {
        package var status: Int32
        package var output: Data
        package var errorText: String
    }

    /// The full path of `name` found on `PATH`, or `nil`.
    package static func executable(named name: String, environment: [String: String]) -> String? {
        let searchPath = environment["PATH"] ?? "/usr/bin:/bin:/usr/local/bin"
        for directory in searchPath.split(separator: ":") where !directory.isEmpty {
            let candidate = PathText.join(String(directory), name)
            if FileSystem.resolvedKind(candidate) == .regularFile, access(candidate, X_OK) == 0 { return candidate }
        }
        return nil
    }

    /// Runs `executable` with `input` on its standard input (nothing when `nil`). Every pipe is closed before
    /// it returns, so that many runs do not use up the process's descriptors.
    package static func run(_ executable: String, _ arguments: [String], in directory: String,
                            environment: [String: String], input: Data? = nil) throws(ProjectError) -> Outcome {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        process.environment = environment
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        let inputPipe = input.map { _ in Pipe() }
        process.standardInput = inputPipe ?? FileHandle.nullDevice
        // `waitUntilExit` polls a run loop in 50 ms steps on Linux; the termination handler fires as soon as the
        // child is reaped.
        let exited = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in exited.signal() }
        do {
            try process.run()
        } catch {
            for handle in [output.fileHandleForReading, output.fileHandleForWriting, errors.fileHandleForReading,
                           errors.fileHandleForWriting] { try? handle.close() }
            throw .gitUnavailable("\(executable) could not be started: \(FileSystem.reason(error))")
        }
        // The child has its own copies of the writing ends; ours would keep the reads from ever ending.
        try? output.fileHandleForWriting.close()
        try? errors.fileHandleForWriting.close()
        if let inputPipe, let input {
            try? inputPipe.fileHandleForReading.close()
            let writer = inputPipe.fileHandleForWriting
            // Written on another thread while the output is read, so that neither side waits on a full pipe.
            DispatchQueue.global().async {
                _ = AtomicFile.writeAll(input, to: writer.fileDescriptor)
                try? writer.close()
            }
        }
        // Both pipes are drained at once so that a chatty stderr cannot block the child.
        let errorDrain = PipeDrain(errors.fileHandleForReading)
        let data = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = errorDrain.finish()
        try? output.fileHandleForReading.close()
        try? errors.fileHandleForReading.close()
        exited.wait()
        let errorText = String(decoding: errorData, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        return Outcome(status: process.terminationStatus, output: data, errorText: errorText)
    }
}

/// Reads a pipe to its end on another thread.
private final class PipeDrain: @unchecked Sendable {
    private let handle: FileHandle
    private let done = DispatchSemaphore(value: 0)
    // Written once on the reading thread before `done` is signalled, read only after waiting on it.
    private var data = Data()

    package init(_ handle: FileHandle) {
        self.handle = handle
        DispatchQueue.global().async { [self] in
            data = self.handle.readDataToEndOfFile()
            done.signal()
        }
    }

    package func finish() -> Data {
        done.wait()
        return data
    }
}
