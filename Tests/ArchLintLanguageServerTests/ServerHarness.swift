import ArchLintEngine
@testable import ArchLintLanguageServer
import Foundation

/// What the server sent, recorded, with a way to wait for a message.
final class RecordingOutput: MessageOutput, @unchecked Sendable {
    private let condition = NSCondition()
    private var messages: [JSON] = []
    private var consumed = Set<Int>()
    /// Once false, sends fail as to a client that went away.
    private var reachable = true

    func send(_ message: JSON) -> Bool {
        condition.withLock {
            messages.append(message)
            condition.broadcast()
            return reachable
        }
    }

    func disconnect() {
        condition.withLock { reachable = false }
    }

    /// The first message not taken yet that `matches`, waiting up to `timeout` seconds for it; taken.
    func take(timeout: TimeInterval = 20, _ matches: (JSON) -> Bool) -> JSON? {
        let deadline = Date(timeIntervalSinceNow: timeout)
        return condition.withLock {
            while true {
                if let index = messages.indices.first(where: { !consumed.contains($0) && matches(messages[$0]) }) {
                    consumed.insert(index)
                    return messages[index]
                }
                if !condition.wait(until: deadline) { return nil }
            }
        }
    }

    var all: [JSON] { condition.withLock { messages } }
}

/// The exit status the server ended with, once it has.
final class ExitRecord: @unchecked Sendable {
    private let condition = NSCondition()
    private var status: Int32?

    func record(_ code: Int32) {
        condition.withLock {
            status = status ?? code
            condition.broadcast()
        }
    }

    func wait(timeout: TimeInterval = 20) -> Int32? {
        let deadline = Date(timeIntervalSinceNow: timeout)
        return condition.withLock {
            while status == nil { if !condition.wait(until: deadline) { break } }
            return status
        }
    }
}

/// A server in memory, driven message by message as a client would, with no debounce.
final class ServerHarness {
    let output = RecordingOutput()
    let exit = ExitRecord()
    let server: LanguageServer
    private var nextID = 1

    init(workingDirectory: String = "/", temporaryDirectory: String = NSTemporaryDirectory(),
         maximumChangesPerNotification: Int = LanguageServer.defaultMaximumChangesPerNotification) {
        let exit = self.exit
        server = LanguageServer(output: output, workingDirectory: workingDirectory, variables: [:],
                                temporaryDirectory: temporaryDirectory,
                                maximumChangesPerNotification: maximumChangesPerNotification) { exit.record($0) }
    }

    func sendBytes(_ text: String) {
        server.receive(.body(Array(text.utf8)))
    }

    func notify(_ method: String, _ params: JSON = .null) {
        server.receive(.body(Outgoing.notification(method, params).encoded()))
    }

    /// Sends a request and waits for its answer: the whole response object.
    @discardableResult
    func request(_ method: String, _ params: JSON = .null) -> JSON? {
        let id = nextID
        nextID += 1
        server.receive(.body(Outgoing.request(method, params, id: id).encoded()))
        return output.take { $0["id"] == .int(id) && $0["method"] == nil }
    }

    /// Initializes for `folder` with `options` and client `capabilities`.
    @discardableResult
    func initialize(_ folder: String, options: JSON = ["debounceMilliseconds": 0],
                    capabilities: JSON = [:]) -> JSON? {
        let answer = request("initialize", ["processId": .null, "rootUri": .string(DocumentURI.uri(ofPath: folder)),
                                            "capabilities": capabilities, "initializationOptions": options])
        notify("initialized", [:])
        return answer
    }

    func open(_ path: String, _ text: String, version: Int = 1) {
        notify("textDocument/didOpen", ["textDocument": ["uri": .string(DocumentURI.uri(ofPath: path)),
                                                          "languageId": "swift", "version": .int(version),
                                                          "text": .string(text)]])
    }

    func replace(_ path: String, with text: String, version: Int) {
        notify("textDocument/didChange", ["textDocument": ["uri": .string(DocumentURI.uri(ofPath: path)),
                                                            "version": .int(version)],
                                          "contentChanges": [["text": .string(text)]]])
    }

    /// The next diagnostics published for `path`.
    func diagnostics(_ path: String) -> [JSON]? {
        let uri = JSON.string(DocumentURI.uri(ofPath: path))
        return output.take { $0["method"] == "textDocument/publishDiagnostics" && $0["params"]?["uri"] == uri }?["params"]?["diagnostics"]?.array
    }
}
