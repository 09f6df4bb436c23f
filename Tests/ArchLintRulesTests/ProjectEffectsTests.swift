import ArchLintLexer
import ArchLintOutline
@testable import ArchLintRules
import Testing

/// What each member of a project reaches, decided member by member from the text.
@Suite struct ProjectEffectsTests {
    /// The index of `files`, as the engine builds it: a member's calls are read from its file when first needed.
    private func index(_ files: [(path: String, source: String)]) -> ProjectIndex {
        let outlined = files.map { OutlinedFile(path: $0.path, source: SourceText($0.source)) }
        let declarations = outlined.map { FileDeclarations(file: $0, layer: nil, module: nil) }
        let byPath = Dictionary(outlined.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        return ProjectIndex.build(declarations: declarations, modules: [:], policy: Layer.conventionalPolicy,
                                  sources: { byPath[$0].map { .outlined($0) } })
    }

    /// The first call named `name` in `source`, with the type whose member holds it, and what it reaches in a
    /// project of `files` and `source`.
    private func reach(_ name: String, in source: String, with files: [(path: String, source: String)]) -> Reach? {
        let (found, owner) = call(name, in: source)
        return index(files + [(path: "Caller.swift", source: source)]).effects.reach(of: found, owner: owner,
                                                                                   file: "Caller.swift")
    }

    /// The first call named `name` in `source`, with the type whose member holds it.
    private func call(_ name: String, in source: String, path: String = "Caller.swift") -> (CallSite, String?) {
        let file = OutlinedFile(path: path, source: SourceText(source))
        let members = EffectFacts(file: file).members
        for member in members {
            if let call = member.calls(in: file).first(where: { $0.name == name }) { return (call, member.owner) }
        }
        Issue.record("no call named \(name)")
        return (CallSite(receiver: nil, name: name, labels: "", line: 0, token: 0, isTrailingClosureOnly: false), nil)
    }

    static let client = (path: "Net/FeedClient.swift", source: """
        import Foundation

        final class FeedClient {
            let session: URLSession
            var isAuthenticated = false
            private var cache: [Int: String] = [:]

            init(session: URLSession) { self.session = session }

            func posts() async throws -> Data {
                try await request("/posts")
            }

            private func request(_ path: String) async throws -> Data {
                try await session.data(from: URL(string: path)!).0
            }

            func cached(_ id: Int) -> String? { cache[id] }
        }
        """)

    @Test func decidesPerMemberNotPerType() throws {
        let reach = try #require(self.reach("posts", in: """
            struct Screen {
                let client: FeedClient
                func load() async { _ = try? await client.posts() }
            }
            """, with: [Self.client]))
        #expect(reach.effect.contains(.network))
        #expect(reach.chain.map(\.callee) == ["FeedClient.posts", "FeedClient.request", "URLSession.data(from:)"])
        #expect(reach.chain.first?.file == "Net/FeedClient.swift")
        #expect(reach.chain.first?.line == 10)
        #expect(reach.chain.last?.line == 15)
        #expect(self.reach("cached", in: """
            struct Screen {
                let client: FeedClient
                func title() -> String? { client.cached(1) }
            }
            """, with: [Self.client]) == nil)
    }

    @Test func resolvesLocalsSingletonsAndEnvironmentValues() throws {
        let store = (path: "Data/PhotoStore.swift", source: """
            import CoreData

            final class PhotoStore {
                static let shared = PhotoStore()
                let container = NSPersistentContainer(name: "Photos")

                func photos() -> [Photo] {
                    (try? container.viewContext.fetch(Photo.fetchRequest())) ?? []
                }
            }
            """)
        #expect(self.reach("photos", in: "struct A { func f() { _ = PhotoStore.shared.photos() } }",
                      with: [store])?.effect == [.query, .storage])
        #expect(self.reach("posts", in: """
            struct B {
                func f() async {
                    let client = FeedClient(session: .shared)
                    _ = try? await client.posts()
                }
            }
            """, with: [Self.client])?.effect == .network)
        #expect(self.reach("save", in: """
            struct C {
                @Environment(\\.modelContext) private var modelContext
                func f() { try? modelContext.save() }
            }
            """, with: [])?.api == "ModelContext.save()")
    }

    @Test func aNameBoundAgainLaterStandsForItsNewValue() throws {
        let social = (path: "Net/DirectoryClient.swift", source: """
            struct DirectoryClient {
                func search() async -> [String] {
                    _ = try? await URLSession.shared.data(from: URL(string: "https://example.com")!)
                    return []
                }
            }
            """)
        let source = """
            struct D {
                func f() async {
                    do {
                        let client = FeedClient(session: .shared)
                        _ = try? await client.posts()
                    }
                    do {
                        let client = DirectoryClient()
                        _ = await client.search()
                    }
                }
            }
            """
        let index = index([Self.client, social, (path: "D.swift", source: source)])
        let file = OutlinedFile(path: "D.swift", source: SourceText(source))
        let calls = try #require(EffectFacts(file: file).members.first).calls(in: file)
        let search = try #require(calls.first { $0.name == "search" })
        #expect(index.effects.reach(of: search, owner: "D", file: "D.swift")?.chain.first?.callee
            == "DirectoryClient.search")
    }

    @Test func aNameBoundInABlockStandsForItsValueOnlyThere() throws {
        let source = """
            struct E {
                let client: Cache
                func f() {
                    run {
                        let client = FeedClient(session: .shared)
                        run { client.posts() }
                    }
                    client.posts()
                }
            }
            """
        let file = OutlinedFile(path: "E.swift", source: SourceText(source))
        let calls = try #require(EffectFacts(file: file).members.first).calls(in: file).filter { $0.name == "posts" }
        #expect(calls.map(\.receiver) == [ValuePath(root: .construction("FeedClient")), ValuePath(root: .name("client"))])
    }

    @Test func unknownReceiversLoggingAndViewsReachNothing() {
        let logging = (path: "App/AppLog.swift", source: """
            enum AppLog {
                static func upload() async { _ = try? await URLSession.shared.data(from: URL(string: "https://l.example")!) }
            }
            """)
        #expect(self.reach("upload", in: "struct E { func f() async { await AppLog.upload() } }",
                      with: [Self.client, logging]) == nil)
        #expect(self.reach("posts", in: "struct F { func f(x: Unknown) async { _ = try? await x.posts() } }",
                      with: [Self.client, logging]) == nil)
    }

    @Test func aProtocolCallReachesWhatAnAppImplementationReaches() throws {
        let repository = (path: "Data/Repositories.swift", source: """
            protocol TripRepository {
                func trips() async throws -> [Trip]
            }

            struct RemoteTripRepository: TripRepository {
                func trips() async throws -> [Trip] {
                    _ = try await URLSession.shared.data(from: URL(string: "https://example.com")!)
                    return []
                }
            }

            struct MockTripRepository: TripRepository {
                func trips() async throws -> [Trip] { [] }
            }
            """)
        let reach = try #require(self.reach("trips", in: """
            struct G {
                let repository: any TripRepository
                func f() async { _ = try? await repository.trips() }
            }
            """, with: [repository]))
        #expect(reach.chain.first?.callee == "RemoteTripRepository.trips")
    }

    static let connections = (path: "Net/Connections.swift", source: """
        import Foundation

        protocol Connection {
            func ping() async throws
        }

        final class HTTPConnection: Connection {
            func ping() async throws {
                _ = try await URLSession.shared.data(from: URL(string: "https://example.com")!)
            }
        }

        final class ConnectionPool {
            func connection() async throws -> any Connection { HTTPConnection() }
            func withConnection<T>(_ body: @escaping (any Connection) async throws -> T, line: Int = #line) async throws -> T {
                try await body(HTTPConnection())
            }
            func stored(_ body: @escaping () -> Void) {}
        }
        """)

    @Test func aMethodsResultIsFollowedByItsDeclaredType() throws {
        let reach = try #require(self.reach("ping", in: """
            struct G {
                let pool: ConnectionPool
                func f() async { try? await pool.connection().ping() }
            }
            """, with: [Self.connections]))
        #expect(reach.chain.map(\.callee) == ["HTTPConnection.ping", "URLSession.data(from:)"])
    }

    @Test func aTrailingClosuresParameterHasTheTypeItsMethodDeclares() throws {
        let reach = try #require(self.reach("ping", in: """
            struct G {
                let pool: ConnectionPool
                func f() async {
                    _ = try? await pool.withConnection { connection in
                        try await connection.ping()
                    }
                }
            }
            """, with: [Self.connections]))
        #expect(reach.chain.first?.callee == "HTTPConnection.ping")
        // The name stands for the parameter only inside the closure.
        #expect(self.reach("ping", in: """
            struct G {
                let pool: ConnectionPool
                func f(connection: Recorder) async {
                    _ = try? await pool.withConnection { connection in 1 }
                    connection.ping()
                }
            }
            """, with: [Self.connections]) == nil)
    }

    @Test func aClosureAMemberStoresIsNotRunByIt() throws {
        let prompt = (path: "Shared/Prompt.swift", source: """
            import Foundation

            final class Prompt {
                var onConfirm: (() -> Void)?
                let client: HTTPConnection

                init(client: HTTPConnection) { self.client = client }

                func ask() {
                    onConfirm = { Task { try await self.client.ping() } }
                    present(PromptButton(title: "Yes") { Task { try await self.client.ping() } })
                    present(.init(title: "Yes", action: { Task { try await self.client.ping() } }))
                }

                func askNow() {
                    let answer: Int = { Task { try await self.client.ping() }; return 1 }()
                    _ = answer
                }

                func startNow() {
                    Task { try await client.ping() }
                }

                func present(_ button: PromptButton) {}
            }

            struct PromptButton {
                let title: String
                let action: () -> Void
            }
            """)
        #expect(self.reach("ask", in: """
            struct G {
                let prompt: Prompt
                func f() { prompt.ask() }
            }
            """, with: [Self.connections, prompt]) == nil)
        for name in ["askNow", "startNow"] {
            let reach = try #require(self.reach(name, in: """
                struct G {
                    let prompt: Prompt
                    func f() { prompt.\(name)() }
                }
                """, with: [Self.connections, prompt]), "\(name)")
            #expect(reach.effect.contains(.network))
        }
    }

    @Test func argumentLabelsChooseAmongMembersOfOneName() throws {
        let store = (path: "Data/Store.swift", source: """
            import CoreData

            final class Store {
                let context: NSManagedObjectContext
                func item(for id: UUID) -> Item? { nil }
                func item(fetching id: UUID) -> Item? { try? context.fetch(Item.fetchRequest()).first }
            }
            """)
        #expect(self.reach("item", in: "struct H {\n    let store: Store\n    func f() { _ = store.item(for: UUID()) }\n}",
                      with: [store]) == nil)
        #expect(self.reach("item", in: "struct I {\n    let store: Store\n    func f() { _ = store.item(fetching: UUID()) }\n}",
                      with: [store])?.effect.contains(.query) == true)
    }

    @Test func anEntityOperationIsFoundByTheProperty() throws {
        let entity = (path: "Data/Planter.swift", source: """
            @Model final class Planter {
                var refilledAt: Date
                init() { refilledAt = .now }
                func refill() { refilledAt = .now }
            }
            """)
        let index = index([entity])
        let operation = try #require(index.effects.operation(setting: "refilledAt", to: ".now", on: "Planter"))
        #expect(operation.callee == "Planter.refill")
        #expect(operation.line == 4)
        #expect(index.effects.operation(setting: "soil", to: ".now", on: "Planter") == nil)
        #expect(index.effects.operation(setting: "refilledAt", to: "nil", on: "Planter") == nil)
    }

    @Test func aFileMembersAreTheOnesReadForTheIndexWhileItsTokensAreTheSame() throws {
        let source = "struct Feed {\n    func load() async { await refresh() }\n    func refresh() async {}\n}"
        let index = index([(path: "Feed.swift", source: source)])
        let file = OutlinedFile(path: "Feed.swift", source: SourceText(source))
        let members = try #require(index.effects.members(of: file))
        #expect(members.map(\.name) == ["load", "refresh"])
        #expect(members.first?.calls(in: file).map(\.name) == ["refresh"])
        // Another file, or the same path with other tokens, was not read for the index.
        #expect(index.effects.members(of: OutlinedFile(path: "Other.swift", source: SourceText(source))) == nil)
        let edited = source.replacingOccurrences(of: "{}", with: "{ await load() }")
        #expect(index.effects.members(of: OutlinedFile(path: "Feed.swift", source: SourceText(edited))) == nil)
    }

    /// A member's name hash is taken from its token's bytes in pass 1: it must be the hash of its name as a string,
    /// by which calls find it.
    @Test func memberNameHashesAreTheHashesOfTheirNames() {
        let file = OutlinedFile(path: "Store.swift", source: SourceText("""
            struct Store {
                init(name: String) {}
                subscript(index: Int) -> Int { index }
                func fetch() async {}
                func `default`() {}
                static func == (a: Store, b: Store) -> Bool { true }
                var count: Int { 0 }
                var `class`: String { "" }
            }
            """))
        let members = EffectFacts(file: file).members
        #expect(members.map(\.name) == ["init", "subscript", "fetch", "default", "==", "count", "class"])
        for member in members {
            #expect(member.nameHash == MemberCode.nameHash(member.name), "\(member.name)")
        }
    }

    /// The facts keep names as bytes; what they give back is what the tokens spell, backticks left out.
    @Test func factsGiveBackOwnersNamesAndValuePathsAsWritten() {
        let file = OutlinedFile(path: "Feed.swift", source: SourceText("""
            extension Outer.Feed {
                var client: Network.APIClient?
                let store = Store.shared.container
                var made = Loader(base: url)
                let mine = self.cache
                @Environment(\\.modelContext) private var context
                var `default`: Int { 0 }
                func load(for id: Int) {}
            }
            @ModelActor actor Importer {}
            func helper() {}
            """))
        let facts = EffectFacts(file: file)
        #expect(facts.members.map { "\($0.owner ?? "-").\($0.name)" } == ["Feed.default", "Feed.load", "-.helper"])
        let properties = facts.properties.map { ($0.owner, $0.name, $0.value) }
        #expect(properties.map(\.0) == ["Feed", "Feed", "Feed", "Feed", "Feed", "Feed", "Importer"])
        #expect(properties.map(\.1) == ["client", "store", "made", "mine", "context", "default", "modelContext"])
        #expect(properties.map(\.2) == [
            ValuePath(root: .type("APIClient")), ValuePath(root: .name("Store"), members: ["shared", "container"]),
            ValuePath(root: .construction("Loader")), ValuePath(root: .selfValue, members: ["cache"]),
            ValuePath(root: .type("ModelContext")), ValuePath(root: .type("Int")),
            ValuePath(root: .type("ModelContext")),
        ])
    }
}
