import ArchLintEngine
@testable import ArchLintLanguageServer
import Testing

/// Reading JSON-RPC messages: what is a request, a notification or a response, and what is answered with an error.
struct RPCMessageTests {
    private func decode(_ text: String) throws -> RPCMessage {
        try RPCMessage.decode(try JSON.parse(Array(text.utf8)))
    }

    @Test func requestsNotificationsAndResponses() throws {
        #expect(try decode(#"{"jsonrpc":"2.0","id":7,"method":"shutdown"}"#)
            == .request(id: 7, method: "shutdown", params: .null))
        #expect(try decode(#"{"jsonrpc":"2.0","id":"a","method":"m","params":{"x":[1,true,null,"s",1.5]}}"#)
            == .request(id: "a", method: "m", params: ["x": [1, true, nil, "s", .double(1.5)]]))
        #expect(try decode(#"{"jsonrpc":"2.0","method":"exit"}"#) == .notification(method: "exit", params: .null))
        #expect(try decode(#"{"jsonrpc":"2.0","id":3,"result":null}"#) == .response(id: 3, result: .null))
    }

    @Test(arguments: [
        #"[{"jsonrpc":"2.0","method":"exit"}]"#, #"42"#, #"{"id":1,"method":"x"}"#, #"{"jsonrpc":"1.0","method":"x"}"#,
        #"{"jsonrpc":"2.0","id":1}"#, #"{"jsonrpc":"2.0","id":{"a":1},"method":"x"}"#,
        #"{"jsonrpc":"2.0","id":1,"method":5}"#,
    ])
    func valuesThatAreNotMessagesAreInvalidRequests(text: String) throws {
        #expect(throws: RPCMessageError.self) { try decode(text) }
        do {
            _ = try decode(text)
        } catch let error as RPCMessageError {
            #expect(error.error.code == -32600)
        }
    }

    @Test func anInvalidRequestKeepsItsIdForTheAnswer() {
        do {
            _ = try decode(#"{"jsonrpc":"2.0","id":9}"#)
            Issue.record("expected an error")
        } catch let error as RPCMessageError {
            #expect(error.id == 9)
        } catch {
            Issue.record("unexpected \(error)")
        }
    }

    @Test(arguments: ["", "{", "{\"a\":}", "nul", "\u{FF}\u{FE}", String(repeating: "[", count: 100_000)])
    func textThatIsNotJSONThrowsWithoutCrashing(text: String) {
        #expect(throws: (any Error).self) { try JSON.parse(Array(text.utf8)) }
    }

    @Test func deepButClosedNestingThrowsOrParsesWithoutCrashing() throws {
        let text = String(repeating: "[", count: 50_000) + String(repeating: "]", count: 50_000)
        _ = try? JSON.parse(Array(text.utf8))
        #expect(try JSON.parse(Array("[[[1]]]".utf8)) == [[[1]]])
    }

    @Test func encodedMessagesParseBackToThemselves() throws {
        let message = Outgoing.notification("textDocument/publishDiagnostics",
                                            ["uri": "file:///a%20b/%C3%A9.swift", "diagnostics": [], "x": "\"\\\n/é"])
        #expect(try JSON.parse(message.encoded()) == message)
    }
}
