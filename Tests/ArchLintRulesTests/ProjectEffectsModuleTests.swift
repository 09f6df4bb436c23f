import ArchLintLexer
import ArchLintOutline
@testable import ArchLintRules
import Testing

/// Where several of the project's modules declare a type of one name, code of one of them means its own.
@Suite struct ProjectEffectsModuleTests {
    private static let files: [(path: String, module: String, source: String)] = [
        (path: "Sources/Sync/Store.swift", module: "Sync", source: """
            import Foundation
            public final class Store {
                public func save() { UserDefaults.standard.set(1, forKey: "k") }
            }
            public final class Engine {
                let store = Store()
                public func run() { store.save() }
            }
            """),
        (path: "Sources/Notes/Store.swift", module: "Notes", source: """
            final class Store {
                var items: [String] = []
                func save() { items.append("x") }
            }
            """),
        (path: "Sources/Notes/Screen.swift", module: "Notes", source: """
            import Sync
            struct Screen {
                let store = Store()
                let engine: Engine
                func save() { store.save() }
                func sync() { engine.run() }
            }
            """),
    ]

    private func index() -> ProjectIndex {
        let outlined = Self.files.map { OutlinedFile(path: $0.path, source: SourceText($0.source)) }
        let declarations = zip(outlined, Self.files).map {
            FileDeclarations(file: $0, layer: nil, module: $1.module)
        }
        let byPath = Dictionary(outlined.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        return ProjectIndex.build(declarations: declarations, modules: [:], policy: Layer.conventionalPolicy,
                                  sources: { byPath[$0].map { .outlined($0) } })
    }

    /// What the call in `Screen`'s member `member` reaches.
    private func reach(from member: String, in index: ProjectIndex) throws -> Reach? {
        let path = "Sources/Notes/Screen.swift"
        let file = OutlinedFile(path: path, source: SourceText(try #require(Self.files.last?.source)))
        let code = try #require(EffectFacts(file: file).members.first { $0.name == member })
        let call = try #require(code.calls(in: file).first)
        return index.effects.reach(of: call, owner: code.owner, file: path)
    }

    @Test func aTypeNamedInItsOwnModuleIsThatModules() throws {
        let index = index()
        #expect(try reach(from: "save", in: index) == nil)
        // Another module's type reached through it still means that module's own `Store`.
        let sync = try #require(try reach(from: "sync", in: index))
        #expect(sync.chain.map(\.callee) == ["Engine.run", "Store.save", "UserDefaults.set(_:forKey:)"])
        #expect(sync.chain.dropFirst().first?.file == "Sources/Sync/Store.swift")
    }

    @Test func aNameDeclaredInOneModuleIsTheSameFromEveryModule() {
        let tables = index().effects.tables
        #expect(tables.key(of: "Engine", from: "Notes") == TypeKey(name: "Engine"))
        #expect(tables.key(of: "Store", from: "Notes") == TypeKey(name: "Store", module: "Notes"))
        #expect(tables.key(of: "Store", from: "App") == TypeKey(name: "Store"))
        #expect(tables.key(of: "Store", from: nil) == TypeKey(name: "Store"))
    }
}
