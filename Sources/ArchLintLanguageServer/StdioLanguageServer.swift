import Foundation

/// `archlint lsp`: the server over two file descriptors, the client's messages in and the server's out.
package enum StdioLanguageServer {
    /// Serves until the client sends `exit` or closes its end, then returns the exit status: 0 after `shutdown`,
    /// 1 otherwise.
    package static func run(input: Int32, output: Int32, workingDirectory: String,
                            variables: [String: String]) -> Int32 {
        let finished = DispatchSemaphore(value: 0)
        let status = ExitStatus()
        let server = LanguageServer(output: FileDescriptorOutput(descriptor: output),
                                    workingDirectory: workingDirectory, variables: variables) { code in
            status.set(code)
            finished.signal()
        }
        // The reader only frames bytes; every message is handled on the server's own queue.
        let reader = Thread {
            var decoder = FrameDecoder()
            var chunk = [UInt8](repeating: 0, count: 1 << 16)
            while true {
                let count = chunk.withUnsafeMutableBytes { read(input, $0.baseAddress, $0.count) }
                if count > 0 {
                    decoder.append(chunk[..<count])
                    while let frame = decoder.next() { server.receive(frame) }
                } else if count < 0 && errno == EINTR {
                    continue
                } else {
                    server.inputEnded()
                    return
                }
            }
        }
        reader.name = "archlint.lsp.reader"
        reader.start()
        finished.wait()
        return status.value
    }
}

/// The exit status the server ends with, set from its queue and read by the waiting thread.
private final class ExitStatus: @unchecked Sendable {
    private let lock = NSLock()
    private var code: Int32 = 1

    func set(_ code: Int32) {
        lock.withLock { self.code = code }
    }

    var value: Int32 { lock.withLock { code } }
}
