import ArchLintEngine
import ArchLintRules
import Dispatch
import Foundation

/// The language server: answers the client's requests, keeps the open documents, and publishes their findings.
///
/// Messages are handed in from the reading thread with ``receive(_:)`` and handled in order on `stateQueue`, which
/// alone touches the state below and writes to the client; lints run on the ``LintScheduler``'s queue and come
/// back to `stateQueue` to be published. So the reader never waits for a lint.
package final class LanguageServer: @unchecked Sendable {
    enum Phase { case waitingForInitialize, running, shutDown, exited }

    let stateQueue = DispatchQueue(label: "archlint.lsp.state")
    let output: any MessageOutput
    let scheduler = LintScheduler()
    let workingDirectory: String
    let variables: [String: String]
    /// Where the folder for local copies of rule documents is made.
    let temporaryDirectory: String
    /// The most ranges one `didChange` may carry; a document given more is closed, with a message.
    let maximumChangesPerNotification: Int
    /// 100,000 ranges take a few seconds on a 32 MB document, the largest a message can carry.
    static let defaultMaximumChangesPerNotification = 100_000
    /// Called once, with the process's exit status, when the server is done.
    private let onExit: @Sendable (Int32) -> Void

    // State: on `stateQueue` only.
    var phase = Phase.waitingForInitialize
    var options = ServerOptions()
    var clientCapabilities: JSON = .null
    var documents: [String: TextDocument] = [:]
    /// What was last published for each open document.
    var published: [String: [Diagnostic]] = [:]
    /// Rules by id, for hovers and explanations (the project's custom rules join them after a lint).
    var rules: [String: RuleDescriptor] = Dictionary(RuleCatalog.all.map { ($0.id, $0) },
                                                     uniquingKeysWith: { first, _ in first })
    /// The last failure shown to the user, so that the same one is not shown at every keystroke.
    var lastFailure: String?
    var nextRequestID = 1
    var parentWatch: (any DispatchSourceTimer)?
    /// Where `Explain rule` writes local copies of rule documents, made at the first.
    var ruleDocuments: RuleDocumentFolder?

    /// `workingDirectory` is where relative paths start when the client names no folder; `variables` is the
    /// process environment (for git).
    package init(output: any MessageOutput, workingDirectory: String, variables: [String: String],
                 temporaryDirectory: String = NSTemporaryDirectory(),
                 maximumChangesPerNotification: Int = defaultMaximumChangesPerNotification,
                 onExit: @escaping @Sendable (Int32) -> Void) {
        self.output = output
        self.workingDirectory = workingDirectory
        self.variables = variables
        self.temporaryDirectory = temporaryDirectory
        self.maximumChangesPerNotification = maximumChangesPerNotification
        self.onExit = onExit
    }

    /// Takes one frame from the reader, to handle in turn.
    package func receive(_ frame: FrameDecoder.Frame) {
        stateQueue.async {
            guard self.phase != .exited else { return }
            switch frame {
            case .malformed(let reason):
                self.send(Outgoing.error(.parseError("malformed frame: \(reason)"), id: .null))
            case .body(let bytes):
                self.handle(bytes)
            }
        }
    }

    /// The client closed its end: the server ends, successfully only after `shutdown`.
    package func inputEnded() {
        stateQueue.async { self.end(self.phase == .shutDown ? 0 : 1) }
    }

    private func handle(_ bytes: [UInt8]) {
        let json: JSON
        do {
            json = try JSON.parse(bytes)
        } catch {
            send(Outgoing.error(.parseError("the body is not JSON"), id: .null))
            return
        }
        let message: RPCMessage
        do {
            message = try RPCMessage.decode(json)
        } catch {
            send(Outgoing.error(error.error, id: error.id))
            return
        }
        switch message {
        case let .request(id, method, params):
            let answer: Result<JSON, ResponseError>
            do {
                answer = .success(try respond(to: method, params: params))
            } catch {
                answer = .failure(error)
            }
            switch answer {
            case .success(let result): send(Outgoing.result(result, id: id))
            case .failure(let error): send(Outgoing.error(error, id: id))
            }
        case let .notification(method, params):
            notice(method, params: params)
        case .response:
            break  // Answers to our registrations and requests to show a document need nothing more.
        }
    }

    /// The answer to request `method`, or the error to answer with.
    private func respond(to method: String, params: JSON) throws(ResponseError) -> JSON {
        switch (phase, method) {
        case (.waitingForInitialize, "initialize"):
            return initialize(params)
        case (.waitingForInitialize, _):
            throw .serverNotInitialized
        case (_, "initialize"):
            throw .invalidRequest("the server is initialized already")
        case (.shutDown, _), (.exited, _):
            throw .invalidRequest("the server is shutting down")
        case (.running, "shutdown"):
            phase = .shutDown
            return .null
        case (.running, "textDocument/codeAction"):
            return try codeActions(params)
        case (.running, "textDocument/hover"):
            return try hover(params)
        case (.running, "workspace/executeCommand"):
            return try executeCommand(params)
        default:
            throw .methodNotFound(method)
        }
    }

    /// Handles notification `method`; unknown ones, and any before `initialize`, are ignored, as the protocol
    /// asks.
    private func notice(_ method: String, params: JSON) {
        if method == "exit" {
            end(phase == .shutDown ? 0 : 1)
            return
        }
        guard phase == .running else { return }
        switch method {
        case "initialized": registerFileWatching()
        case "textDocument/didOpen": didOpen(params)
        case "textDocument/didChange": didChange(params)
        case "textDocument/didSave": didSave(params)
        case "textDocument/didClose": didClose(params)
        case "workspace/didChangeWatchedFiles": didChangeWatchedFiles(params)
        default: break
        }
    }

    /// Writes a message to the client; a client that cannot be reached ends the server.
    func send(_ message: JSON) {
        guard phase != .exited else { return }
        if !output.send(message) { end(1) }
    }

    /// Sends a request of the server's own; its answer is not waited for.
    func sendRequest(_ method: String, _ params: JSON) {
        send(Outgoing.request(method, params, id: nextRequestID))
        nextRequestID += 1
    }

    /// Ends the server once.
    func end(_ status: Int32) {
        guard phase != .exited else { return }
        phase = .exited
        parentWatch?.cancel()
        ruleDocuments?.remove()
        onExit(status)
    }
}
