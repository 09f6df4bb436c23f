import ArchLintEngine

/// Where the server's messages go: the client, or a test's record of them.
package protocol MessageOutput: Sendable {
    /// Sends one message; `false` when the client can no longer be reached.
    func send(_ message: JSON) -> Bool
}
