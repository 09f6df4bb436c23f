import ArchLintLexer
import ArchLintOutline
import Foundation
@testable import ArchLintRules
import Testing

/// Effects are worked out when a rule asks, from the files of the members a call reaches — and every answer is the
/// one the whole project's fixed point gives, whatever was asked before.
@Suite struct EffectSolverTests {
    /// The paths a project's `sources` were asked for, in order.
    final class Requests: @unchecked Sendable {
        private let lock = NSLock()
        private var paths: [String] = []
        func note(_ path: String) { lock.withLock { paths.append(path) } }
        var all: [String] { lock.withLock { paths } }
    }

    static let files: [(path: String, source: String)] = [
        (path: "Net/Transport.swift", source: """
            final class Transport {
                let session: URLSession
                func send(_ path: String) async throws -> Data { try await session.data(from: URL(string: path)!).0 }
                func sendAll(_ paths: [String]) async throws { for path in paths { _ = try await send(path) } }
            }
            """),
        (path: "Net/Catalog.swift", source: """
            final class Catalog {
                let transport: Transport
                func items() async throws -> Data { try await transport.send("/items") }
                func refresh() async throws { _ = try await items(); try await transport.sendAll([]) }
            }
            """),
        (path: "Data/Settings.swift", source: """
            final class Settings {
                func save(_ value: Int) { UserDefaults.standard.set(value, forKey: "v") }
            }
            """),
        (path: "Model/Format.swift", source: """
            enum Format {
                static func title(_ name: String) -> String { name.capitalized }
            }
            """),
    ]

    /// The index of `files`, with every request for a file's tokens noted in `requests`.
    private func index(_ files: [(path: String, source: String)], requests: Requests) -> ProjectIndex {
        let outlined = files.map { OutlinedFile(path: $0.path, source: SourceText($0.source)) }
        let declarations = outlined.map { FileDeclarations(file: $0, layer: nil, module: nil) }
        let byPath = Dictionary(outlined.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        return ProjectIndex.build(declarations: declarations, modules: [:], policy: Layer.conventionalPolicy,
                                  sources: { path in
                                      requests.note(path)
                                      return byPath[path].map { .outlined($0) }
                                  })
    }

    private func call(_ name: String, on type: String) -> CallSite {
        CallSite(receiver: ValuePath(root: .type(type)), name: name, labels: "", line: 1, token: 0,
                 isTrailingClosureOnly: false)
    }

    @Test func readsOnlyTheFilesOfTheMembersACallReaches() throws {
        let requests = Requests()
        let index = index(Self.files, requests: requests)
        #expect(requests.all.isEmpty, "building the index reads no member's calls")
        let reach = try #require(index.effects.reach(of: call("items", on: "Catalog"), owner: nil, file: "A.swift"))
        #expect(reach.chain.map(\.callee) == ["Catalog.items", "Transport.send", "URLSession.data(from:)"])
        #expect(Set(requests.all) == ["Net/Catalog.swift", "Net/Transport.swift"])
        // Asked again, nothing is read again.
        let before = requests.all.count
        _ = index.effects.reach(of: call("items", on: "Catalog"), owner: nil, file: "A.swift")
        #expect(requests.all.count == before)
        #expect(index.effects.reach(of: call("title", on: "Format"), owner: nil, file: "A.swift") == nil)
        #expect(requests.all.last == "Model/Format.swift")
        #expect(!requests.all.contains("Data/Settings.swift"))
    }

    @Test func answersAreTheSameWhateverWasAskedFirst() {
        let questions = [call("refresh", on: "Catalog"), call("sendAll", on: "Transport"), call("items", on: "Catalog"),
                         call("save", on: "Settings"), call("send", on: "Transport")]
        let inOrder = index(Self.files, requests: Requests())
        let reversed = index(Self.files, requests: Requests())
        let forward = questions.map { inOrder.effects.reach(of: $0, owner: nil, file: "A.swift") }
        let backward = questions.reversed().map { reversed.effects.reach(of: $0, owner: nil, file: "A.swift") }
        #expect(forward == Array(backward.reversed()))
        #expect(forward[0]?.chain.map(\.callee) == ["Catalog.refresh", "Catalog.items", "Transport.send",
                                                      "URLSession.data(from:)"])
        #expect(forward[3]?.effect == .storage)
        // On every core at once: the same answers again.
        let concurrent = index(Self.files, requests: Requests())
        let answers = Answers(count: questions.count)
        DispatchQueue.concurrentPerform(iterations: questions.count) { position in
            answers.store(concurrent.effects.reach(of: questions[position], owner: nil, file: "A.swift"), at: position)
        }
        #expect(answers.all == forward)
    }

    @Test func aMemberReadAgainFromItsOwnTextAloneGivesTheSameAnswers() {
        let outlined = Self.files.map { OutlinedFile(path: $0.path, source: SourceText($0.source)) }
        let declarations = outlined.map { FileDeclarations(file: $0, layer: nil, module: nil) }
        let bytes = Dictionary(Self.files.map { ($0.path, Array($0.source.utf8)) }, uniquingKeysWith: { first, _ in first })
        let fromBytes = ProjectIndex.build(declarations: declarations, modules: [:], policy: Layer.conventionalPolicy,
                                           sources: { bytes[$0].map { .bytes($0) } })
        let fromTokens = index(Self.files, requests: Requests())
        for question in [call("refresh", on: "Catalog"), call("sendAll", on: "Transport"), call("save", on: "Settings")] {
            let expected = fromTokens.effects.reach(of: question, owner: nil, file: "A.swift")
            #expect(expected != nil)
            #expect(fromBytes.effects.reach(of: question, owner: nil, file: "A.swift") == expected)
        }
        // The API call's line in its file, counted from the file's start.
        #expect(fromBytes.effects.reach(of: call("send", on: "Transport"), owner: nil, file: "A.swift")?.chain.last?.line
            == 3)
        // Bytes that no longer hold the member's tokens: nothing is read from them.
        let edited = ProjectIndex.build(declarations: declarations, modules: [:], policy: Layer.conventionalPolicy,
                                        sources: { _ in .bytes(Array("final class Transport {}".utf8)) })
        #expect(edited.effects.reach(of: call("send", on: "Transport"), owner: nil, file: "A.swift") == nil)
    }

    @Test func labelsChooseWhereNamesCollideAndTheirTextIsReadFromTheFileOrItsBytes() {
        let store = (path: "Data/Store.swift", source: """
            final class Store {
                let session: URLSession
                init(session: URLSession) { self.session = session; _ = session.data(from: URL(string: "/")!) }
                func load(id: Int) async throws -> Data { try await session.data(from: URL(string: "/\\(id)")!).0 }
                func load(_ name: String) -> String { name }
            }
            """)
        let outlined = [OutlinedFile(path: store.path, source: SourceText(store.source))]
        let declarations = outlined.map { FileDeclarations(file: $0, layer: nil, module: nil) }
        #expect(declarations[0].effects.members.allSatisfy { $0.labels == nil || $0.labels == "" },
                "pass 1 makes no labels' text")
        #expect(declarations[0].effects.members.map(\.labelsHash)
            == ["session:", "id:", "_:"].map { FNV1a64.hash($0.utf8) }, "pass 1 takes the labels' hashes")
        let bytes = Array(store.source.utf8)
        let fromBytes = ProjectIndex.build(declarations: declarations, modules: [:], policy: Layer.conventionalPolicy,
                                           sources: { _ in .bytes(bytes) })
        let fromTokens = ProjectIndex.build(declarations: declarations, modules: [:], policy: Layer.conventionalPolicy,
                                            sources: { _ in .outlined(outlined[0]) })
        for index in [fromBytes, fromTokens] {
            var withID = call("load", on: "Store")
            withID.labels = "id:"
            var withName = call("load", on: "Store")
            withName.labels = "_:"
            #expect(index.effects.reach(of: withID, owner: nil, file: "A.swift")?.effect == .network)
            #expect(index.effects.reach(of: withName, owner: nil, file: "A.swift") == nil)
            let made = CallSite(receiver: nil, name: "Store", labels: "session:", line: 1, token: 0,
                                isTrailingClosureOnly: false)
            #expect(index.effects.reach(of: made, owner: nil, file: "A.swift")?.chain.first?.callee
                == "Store.init(session:)")
        }
    }

    @Test func theHashOfLabelsIsTheHashOfTheirText() {
        let source = """
            struct S {
                func a(_ x: Int, `for` y: Int, z: inout Int, w: (Int, Int) = (1, 2), v: [String: Int] = [:]) {}
                func b(`default`: Int, _: String, /* note */ n: Int /* more */, m: @escaping (Int, String) -> Void) {}
                init(@ViewBuilder content: () -> Int, é label: Int) {}
                subscript(index: Int, _ other: Int) -> Int { 0 }
                func c() {}
            }
            """
        let file = OutlinedFile(path: "S.swift", source: SourceText(source))
        let members = EffectFacts(file: file).members
        #expect(members.count == 5)
        for member in members {
            #expect(member.labelsHash == FNV1a64.hash(member.labels(in: file).utf8), "\(member.name)")
        }
        #expect(members.map { $0.labels(in: file) }
            == ["_:for:z:w:v:", "default:_:n:m:", "content:é:", "index:_:", ""])
    }

    @Test func aMemberGivesBackWhereItsPartsAre() {
        let source = "struct S {\n    var v: Int { 1 }\n    func f(a: Int) { g() }\n    func h() {}\n}\n"
        let file = OutlinedFile(path: "S.swift", source: SourceText(source))
        var members = EffectFacts(file: file).members
        #expect(members.map(\.kind) == [.property, .function, .function])
        let bytes = Array(source.utf8)
        func text(_ range: Range<Int>) -> String { String(decoding: bytes[range], as: UTF8.self) }
        #expect(members[0].parameters == nil && members[0].labels == "" && members[0].line == 2)
        #expect(text(members[0].text) == "{ 1 }" && members[0].textLine == 2)
        #expect(members[0].body.map { file.text($0) } == ["1"])
        #expect(members[1].parameters.map { $0.map { file.text($0) } } == ["a", ":", "Int"])
        #expect(members[1].labels == nil && members[1].line == 3)
        #expect(text(members[1].text) == "(a: Int) { g() }" && text(members[1].text.lowerBound..<members[1].parametersEnd)
            == "(a: Int)")
        #expect(members[1].body.map { file.text($0) } == ["g", "(", ")"])
        #expect(members[2].parameters?.isEmpty == true && members[2].labels == "")
        // Set again, as a member read from its own text is.
        members[1].body = 0..<3
        members[1].parameters = nil
        #expect(members[1].body == 0..<3 && members[1].parameters == nil && members[1].labels == "")
    }

    @Test func aFileThatCannotBeReadAgainOrHasChangedReachesNothing() {
        let outlined = Self.files.map { OutlinedFile(path: $0.path, source: SourceText($0.source)) }
        let declarations = outlined.map { FileDeclarations(file: $0, layer: nil, module: nil) }
        let changed = OutlinedFile(path: "Net/Transport.swift", source: SourceText("final class Transport {}"))
        let index = ProjectIndex.build(declarations: declarations, modules: [:], policy: Layer.conventionalPolicy,
                                       sources: { $0 == "Net/Transport.swift" ? .outlined(changed) : nil })
        #expect(index.effects.reach(of: call("send", on: "Transport"), owner: nil, file: "A.swift") == nil)
        let unread = ProjectIndex.build(declarations: declarations, modules: [:], policy: Layer.conventionalPolicy)
        #expect(unread.effects.reach(of: call("items", on: "Catalog"), owner: nil, file: "A.swift") == nil)
    }

    final class Answers: @unchecked Sendable {
        private let lock = NSLock()
        private var values: [Reach?]
        init(count: Int) { values = Array(repeating: nil, count: count) }
        func store(_ value: Reach?, at position: Int) { lock.withLock { values[position] = value } }
        var all: [Reach?] { lock.withLock { values } }
    }
}
