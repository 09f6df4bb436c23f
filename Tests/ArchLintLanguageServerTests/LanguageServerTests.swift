import ArchLintEngine
@testable import ArchLintLanguageServer
import ArchLintProject
import Foundation
import TestSupport
import Testing

/// Whole sessions in memory: a client's messages in, the server's answers and published diagnostics out.
struct LanguageServerTests {
    /// A small layered app: a Domain type, a Data store that declares a formatter too, and a view that uses it.
    private static func app() throws -> TemporaryDirectory {
        let directory = try TemporaryDirectory()
        try directory.write(".archlint.json", "{}")
        try directory.write("Domain/Trip.swift", "import Foundation\n\nstruct Trip {}\n\nstruct TripFormatter {}\n")
        try directory.write("Data/TripStore.swift", "struct TripStore {}\n\nstruct TripFormatter {}\n")
        try directory.write("Presentation/TripView.swift", "struct TripView {\n    let formatter: TripFormatter\n}\n")
        return directory
    }

    @Test func initializeAnnouncesWhatTheServerDoes() throws {
        let app = try Self.app()
        let harness = ServerHarness()
        let answer = try #require(harness.initialize(app.path))
        let capabilities = try #require(answer["result"]?["capabilities"])
        #expect(capabilities["textDocumentSync"]?["change"] == 2)
        #expect(capabilities["hoverProvider"] == true)
        #expect(capabilities["executeCommandProvider"]?["commands"] == ["archlint.explainRule"])
        #expect(answer["result"]?["serverInfo"]?["name"] == "archlint")
    }

    @Test func aDomainImportOfSwiftUIIsPublishedAndItsFixClearsIt() throws {
        let app = try Self.app()
        let harness = ServerHarness()
        harness.initialize(app.path)
        let trip = app.url("Domain/Trip.swift").path
        harness.open(trip, "import Foundation\n\nstruct Trip {}\n\nstruct TripFormatter {}\n")
        #expect(harness.diagnostics(trip) == [])
        harness.replace(trip, with: "import SwiftUI\n\nstruct Trip {}\n\nstruct TripFormatter {}\n", version: 2)
        let found = try #require(harness.diagnostics(trip))
        #expect(found.count == 1)
        #expect(found.first?["code"] == "domain-framework-import")
        #expect(found.first?["severity"] == 1)
        #expect(found.first?["range"]?["start"] == ["line": 0, "character": 0])
        #expect(found.first?["codeDescription"] == nil)
        harness.replace(trip, with: "import Foundation\n\nstruct Trip {}\n\nstruct TripFormatter {}\n", version: 3)
        #expect(harness.diagnostics(trip) == [])
    }

    @Test func movingATypeRepublishesTheOtherOpenFile() throws {
        let app = try Self.app()
        let harness = ServerHarness()
        harness.initialize(app.path)
        let trip = app.url("Domain/Trip.swift").path, view = app.url("Presentation/TripView.swift").path
        harness.open(view, try app.read("Presentation/TripView.swift"))
        #expect(harness.diagnostics(view) == [])
        harness.open(trip, try app.read("Domain/Trip.swift"))
        #expect(harness.diagnostics(trip) == [])
        // The formatter leaves the Domain: the view now names a type only the Data layer declares.
        harness.replace(trip, with: "import Foundation\n\nstruct Trip {}\n", version: 2)
        let found = try #require(harness.diagnostics(view))
        #expect(found.map { $0["code"] } == ["layer-dependency/presentation-data"])
        #expect(found.first?["range"]?["start"] == ["line": 1, "character": 19])
    }

    @Test func aNewUnsavedFileIsLintedAgainstTheProject() throws {
        let app = try Self.app()
        let harness = ServerHarness()
        harness.initialize(app.path, options: ["debounceMilliseconds": 0, "rulesBaseURL": "https://example.org/rules"])
        let fresh = app.url("Domain/Fresh.swift").path
        harness.open(fresh, "import UIKit\n")
        let found = try #require(harness.diagnostics(fresh))
        #expect(found.first?["code"] == "domain-framework-import")
        #expect(found.first?["codeDescription"]?["href"] == "https://example.org/rules/domain-framework-import.md")
    }

    @Test func theSuppressionCodeActionSilencesTheFinding() throws {
        let app = try Self.app()
        let harness = ServerHarness()
        harness.initialize(app.path)
        let trip = app.url("Domain/Trip.swift").path, uri = JSON.string(DocumentURI.uri(ofPath: trip))
        let text = "import Foundation\n    import SwiftUI\nstruct Trip {}\n"
        harness.open(trip, text)
        #expect(harness.diagnostics(trip)?.count == 1)
        let answer = harness.request("textDocument/codeAction", [
            "textDocument": ["uri": uri],
            "range": ["start": ["line": 1, "character": 6], "end": ["line": 1, "character": 6]],
            "context": ["diagnostics": []],
        ])
        let actions = try #require(answer?["result"]?.array)
        #expect(actions.compactMap { $0["title"]?.string }
            == ["Suppress domain-framework-import here (archlint:disable:next)", "Explain rule domain-framework-import"])
        let edit = try #require(actions.first?["edit"]?["changes"]?[uri.string ?? ""]?.array?.first)
        #expect(edit["newText"] == "    // archlint:disable:next domain-framework-import -- reason\n")
        var document = TextDocument(uri: uri.string ?? "", version: 1, text: text)
        document.apply(try #require(TextDocument.Change(json: ["range": edit["range"] ?? nil, "text": edit["newText"] ?? ""])))
        harness.replace(trip, with: document.text, version: 2)
        #expect(harness.diagnostics(trip) == [])
    }

    @Test func aClientThatTakesSnippetsGetsTheReasonAsAPlaceholder() throws {
        let app = try Self.app()
        let harness = ServerHarness()
        harness.initialize(app.path, capabilities: ["workspace": ["workspaceEdit": ["snippetEditSupport": true,
                                                                                 "documentChanges": true]]])
        let trip = app.url("Domain/Trip.swift").path, uri = JSON.string(DocumentURI.uri(ofPath: trip))
        harness.open(trip, "import SwiftUI\nstruct Trip {}\n")
        #expect(harness.diagnostics(trip)?.count == 1)
        let answer = harness.request("textDocument/codeAction", [
            "textDocument": ["uri": uri],
            "range": ["start": ["line": 0, "character": 0], "end": ["line": 0, "character": 0]],
            "context": ["diagnostics": [], "only": ["quickfix"]],
        ])
        let action = try #require(answer?["result"]?.array?.first)
        #expect(action["edit"]?["changes"] == nil)
        let change = try #require(action["edit"]?["documentChanges"]?.array?.first)
        #expect(change["textDocument"] == ["uri": uri, "version": 1])
        let edit = try #require(change["edits"]?.array?.first)
        #expect(edit["snippet"] == ["kind": "snippet",
                                    "value": "// archlint:disable:next domain-framework-import -- ${1:reason}\n"])
        #expect(edit["range"]?["start"] == ["line": 0, "character": 0])
    }

    @Test func hoverOverAFindingShowsTheRuleAndWhatItFlags() throws {
        let app = try Self.app()
        let harness = ServerHarness()
        harness.initialize(app.path)
        let trip = app.url("Domain/Trip.swift").path, uri = JSON.string(DocumentURI.uri(ofPath: trip))
        harness.open(trip, "import SwiftUI\n")
        #expect(harness.diagnostics(trip)?.count == 1)
        let hover = harness.request("textDocument/hover",
                                    ["textDocument": ["uri": uri], "position": ["line": 0, "character": 9]])
        let value = try #require(hover?["result"]?["contents"]?["value"]?.string)
        #expect(value.hasPrefix("**Keep framework imports out of the Domain layer** (`domain-framework-import`)"))
        #expect(value.contains("In a Domain file, every `import`"))
        let elsewhere = harness.request("textDocument/hover",
                                        ["textDocument": ["uri": uri], "position": ["line": 3, "character": 0]])
        #expect(elsewhere?["result"] == .null)
    }

    @Test func explainRuleAsksTheClientToShowTheDocument() throws {
        let app = try Self.app()
        let temporary = try TemporaryDirectory()
        let harness = ServerHarness(temporaryDirectory: temporary.path)
        harness.initialize(app.path, capabilities: ["window": ["showDocument": ["support": true]]])
        let answer = harness.request("workspace/executeCommand",
                                     ["command": "archlint.explainRule", "arguments": ["layer-dependency"]])
        #expect(answer?["result"] == .null)
        let show = try #require(harness.output.take { $0["method"] == "window/showDocument" })
        let url = try #require(show["params"]?["uri"]?.string)
        #expect(url.hasPrefix("file://") && url.hasSuffix("/Rules/layer-dependency.md"))
        let path = try #require(DocumentURI.path(of: url))
        #expect(path.hasPrefix(temporary.path + "/archlint-"))
        #expect(try String(contentsOfFile: path, encoding: .utf8).contains("### What it flags"))
        let unknown = harness.request("workspace/executeCommand",
                                      ["command": "archlint.explainRule", "arguments": ["no-such-rule"]])
        #expect(unknown?["error"]?["code"] == -32602)
    }

    @Test func explainRuleWritesToAFolderOfItsOwnNotToOnePlantedUnderAKnownName() throws {
        let app = try Self.app()
        let temporary = try TemporaryDirectory(), victim = try TemporaryDirectory()
        let harness = ServerHarness(temporaryDirectory: temporary.path)
        let version = try #require(harness.initialize(app.path)?["result"]?["serverInfo"]?["version"]?.string)
        // Another user plants the name the documents once went to, `archlint-<version>-<uid>`, as a link.
        #expect(symlink(victim.path, temporary.path + "/archlint-\(version)-\(getuid())") == 0)
        harness.request("workspace/executeCommand",
                        ["command": "archlint.explainRule", "arguments": ["domain-framework-import"]])
        let shown = try #require(harness.output.take { $0["method"] == "window/showMessage" })
        let message = try #require(shown["params"]?["message"]?.string)
        let url = try #require(message.split(separator: " ").last.map(String.init))
        let path = try #require(DocumentURI.path(of: url))
        let folder = PathText.parent(PathText.parent(path))
        #expect(PathText.parent(folder) == temporary.path)
        var status = stat()
        #expect(lstat(folder, &status) == 0 && status.st_mode & S_IFMT == S_IFDIR && status.st_mode & 0o777 == 0o700)
        #expect(status.st_uid == getuid())
        #expect(try FileManager.default.contentsOfDirectory(atPath: victim.path).isEmpty)
        // The folder goes with the server.
        harness.request("shutdown")
        harness.notify("exit")
        #expect(harness.exit.wait() == 0)
        #expect(!FileManager.default.fileExists(atPath: folder))
    }

    @Test func closingADocumentClearsItsDiagnostics() throws {
        let app = try Self.app()
        let harness = ServerHarness()
        harness.initialize(app.path)
        let trip = app.url("Domain/Trip.swift").path
        harness.open(trip, "import SwiftUI\n")
        #expect(harness.diagnostics(trip)?.count == 1)
        harness.notify("textDocument/didClose", ["textDocument": ["uri": .string(DocumentURI.uri(ofPath: trip))]])
        #expect(harness.diagnostics(trip) == [])
    }

    @Test func aChangedConfigurationIsReadAgain() throws {
        let app = try Self.app()
        let harness = ServerHarness()
        harness.initialize(app.path)
        let trip = app.url("Domain/Trip.swift").path
        harness.open(trip, "import SwiftUI\n")
        #expect(harness.diagnostics(trip)?.count == 1)
        try app.write(".archlint.json", #"{"rules": {"domain-framework-import": {"enabled": false}}}"#)
        harness.notify("workspace/didChangeWatchedFiles",
                       ["changes": [["uri": .string(DocumentURI.uri(ofPath: app.url(".archlint.json").path)), "type": 2]]])
        #expect(harness.diagnostics(trip) == [])
    }

    @Test func aBrokenConfigurationIsShownNotFatal() throws {
        let app = try Self.app()
        try app.write(".archlint.json", "{ not json")
        let harness = ServerHarness()
        harness.initialize(app.path)
        harness.open(app.url("Domain/Trip.swift").path, "import SwiftUI\n")
        let message = try #require(harness.output.take { $0["method"] == "window/showMessage" })
        #expect(message["params"]?["type"] == 1)
        #expect(message["params"]?["message"]?.string?.contains(".archlint.json") == true)
        #expect(harness.request("shutdown")?["result"] == .null)
    }

    @Test func malformedMessagesAreAnsweredWithErrorsAndTheServerLivesOn() throws {
        let app = try Self.app()
        let harness = ServerHarness()
        harness.sendBytes("{ this is not json")
        #expect(harness.output.take { $0["error"]?["code"] == -32700 }?["id"] == .null)
        harness.server.receive(.malformed("a header without Content-Length"))
        #expect(harness.output.take { $0["error"]?["code"] == -32700 } != nil)
        harness.sendBytes(#"{"jsonrpc":"2.0","id":41}"#)
        #expect(harness.output.take { $0["error"]?["code"] == -32600 }?["id"] == 41)
        harness.initialize(app.path)
        #expect(harness.request("textDocument/unknownThing")?["error"]?["code"] == -32601)
        #expect(harness.request("textDocument/hover", ["position": "nowhere"])?["error"]?["code"] == -32602)
        harness.notify("textDocument/didChange", ["garbage": true])
        harness.notify("$/unknownNotification", [:])
        let trip = app.url("Domain/Trip.swift").path
        harness.open(trip, "import SwiftUI\n")
        #expect(harness.diagnostics(trip)?.count == 1)
    }

    @Test func requestsBeforeInitializeAreRefused() throws {
        let harness = ServerHarness()
        #expect(harness.request("textDocument/hover")?["error"]?["code"] == -32002)
        #expect(harness.request("shutdown")?["error"]?["code"] == -32002)
    }

    @Test func shutdownThenExitEndsWithZero() throws {
        let app = try Self.app()
        let harness = ServerHarness()
        harness.initialize(app.path)
        #expect(harness.request("shutdown")?["result"] == .null)
        #expect(harness.request("textDocument/hover")?["error"]?["code"] == -32600)
        harness.notify("exit")
        #expect(harness.exit.wait() == 0)
    }

    @Test func exitWithoutShutdownEndsWithOne() {
        let harness = ServerHarness()
        harness.notify("exit")
        #expect(harness.exit.wait() == 1)
    }

    @Test func theEndOfInputEndsTheServer() {
        let harness = ServerHarness()
        harness.server.inputEnded()
        #expect(harness.exit.wait() == 1)
    }

    @Test func aClientThatCannotBeReachedEndsTheServer() throws {
        let app = try Self.app()
        let harness = ServerHarness()
        harness.initialize(app.path)
        harness.output.disconnect()
        harness.request("shutdown")
        #expect(harness.exit.wait() == 1)
    }

    @Test func aChangeOfMoreRangesThanTheLimitClosesTheDocumentWithAMessage() throws {
        let app = try Self.app()
        // The limit is lowered to keep the test quick; the path is the one the default takes.
        let limit = 50
        let harness = ServerHarness(maximumChangesPerNotification: limit)
        harness.initialize(app.path)
        let trip = app.url("Domain/Trip.swift").path, uri = DocumentURI.uri(ofPath: trip)
        harness.open(trip, "import SwiftUI\n")
        #expect(harness.diagnostics(trip)?.count == 1)
        func change(ranges: Int, version: Int) {
            // SwiftUI becomes UIKit, then empty insertions make up the count.
            let first = #"{"range":{"start":{"line":0,"character":7},"end":{"line":0,"character":14}},"text":"UIKit"}"#
            let empty = #"{"range":{"start":{"line":0,"character":0},"end":{"line":0,"character":0}},"text":""}"#
            harness.sendBytes(#"{"jsonrpc":"2.0","method":"textDocument/didChange","params":{"textDocument":"#
                + #"{"uri":"\#(uri)","version":\#(version)},"contentChanges":["#
                + ([first] + repeatElement(empty, count: ranges - 1)).joined(separator: ",") + "]}}")
        }
        // As many as allowed are applied.
        change(ranges: limit, version: 2)
        let applied = try #require(harness.diagnostics(trip))
        #expect(applied.first?["message"]?.string?.contains("UIKit") == true)
        harness.replace(trip, with: "import SwiftUI\n", version: 3)
        #expect(harness.diagnostics(trip)?.first?["message"]?.string?.contains("SwiftUI") == true)
        // One more, and the server can no longer know the text: it stops following the file and says why.
        change(ranges: limit + 1, version: 4)
        #expect(harness.diagnostics(trip) == [])
        let shown = try #require(harness.output.take { $0["method"] == "window/showMessage" })
        #expect(shown["params"]?["message"]?.string == "archlint: Trip.swift: a change of 51 ranges is over the "
            + "limit of 50 in one notification; reopen the file to lint it again")
        harness.replace(trip, with: "import SwiftUI\n", version: 5)
        harness.open(trip, "import UIKit\n", version: 6)
        let reopened = try #require(harness.output.take {
            $0["method"] == "textDocument/publishDiagnostics" && $0["params"]?["uri"] == .string(uri)
        })
        #expect(reopened["params"]?["version"] == 6)
    }

    @Test func aBurstOfEditsPublishesTheLastVersionOnly() throws {
        let app = try Self.app()
        let harness = ServerHarness()
        harness.initialize(app.path, options: ["debounceMilliseconds": 200])
        let trip = app.url("Domain/Trip.swift").path
        harness.open(trip, "import Foundation\n")
        for version in 2...20 {
            harness.replace(trip, with: version.isMultiple(of: 2) ? "import SwiftUI\n" : "import UIKit\n", version: version)
        }
        let published = try #require(harness.output.take {
            $0["method"] == "textDocument/publishDiagnostics"
        })
        #expect(published["params"]?["version"] == 20)
        #expect(published["params"]?["diagnostics"]?.array?.first?["message"]?.string?.contains("SwiftUI") == true)
    }
}
