import ArchLintLexer
import ArchLintOutline
@testable import ArchLintRules
import Testing

/// Every step of effects analysis that input can make long has a bound or a memo: what is found once is kept, and
/// what repeats adds nothing.
@Suite struct EffectBoundsTests {
    /// The index of `files`, as the engine builds it.
    private func index(_ files: [(path: String, source: String)]) -> ProjectIndex {
        let outlined = files.map { OutlinedFile(path: $0.path, source: SourceText($0.source)) }
        let declarations = outlined.map { FileDeclarations(file: $0, layer: nil, module: nil) }
        let byPath = Dictionary(outlined.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        return ProjectIndex.build(declarations: declarations, modules: [:], policy: Layer.conventionalPolicy,
                                  sources: { byPath[$0].map { .outlined($0) } })
    }

    /// The calls of the member named `name` in `source`, with its owner.
    private func calls(of name: String, in source: String, path: String) throws -> (calls: [CallSite], owner: String?) {
        let file = OutlinedFile(path: path, source: SourceText(source))
        let member = try #require(EffectFacts(file: file).members.first { $0.name == name })
        return (member.calls(in: file), member.owner)
    }

    private static let conformers = (path: "Data/Conformers.swift", source: """
        import Foundation
        protocol Loader { func load() }
        struct DiskLoader: Loader { func load() { UserDefaults.standard.set(1, forKey: "k") } }
        extension DiskLoader: Loader {}
        extension DiskLoader: Loader {}
        struct CloudLoader: Loader { func load() { UserDefaults.standard.set(2, forKey: "k") } }
        """)

    @Test func aConformerIsReachedOnceHoweverOftenItDeclaresTheConformance() throws {
        let caller = "struct Caller {\n    let loader: any Loader\n    func run() { loader.load() }\n}\n"
        let index = index([Self.conformers, (path: "Caller.swift", source: caller)])
        let (found, owner) = try calls(of: "run", in: caller, path: "Caller.swift")
        guard case .members(let targets) = index.effects.resolve(try #require(found.first), owner: owner, file: "Caller.swift") else {
            Issue.record("the call resolves to no member")
            return
        }
        #expect(targets.count == 2)
        #expect(Set(targets).count == 2)
    }

    @Test func callsOfOneNameOnOneTypeShareOneListAndRepeatsAreReadOnce() throws {
        let caller = "struct Caller {\n    let loader: any Loader\n    func run() {\n"
            + String(repeating: "        loader.load()\n", count: 50) + "    }\n}\n"
        let index = index([Self.conformers, (path: "Caller.swift", source: caller)])
        let (found, owner) = try calls(of: "run", in: caller, path: "Caller.swift")
        #expect(found.count == 50)
        let reach = try #require(index.effects.reach(of: found[0], owner: owner, file: "Caller.swift"))
        #expect(reach.chain.first?.callee == "CloudLoader.load")
        for call in found.dropFirst() { _ = index.effects.resolve(call, owner: owner, file: "Caller.swift") }
        #expect(index.effects.tables.candidateLists.keys.count { $0.type.name == "Loader" } == 1)
        // The caller's own calls, read when a call to `run` is first asked about: the 50 calls are one.
        let run = try #require(index.effects.tables.candidates(named: "run", on: TypeKey(name: "Caller")).all.first)
        _ = index.effects.reach(of: CallSite(receiver: ValuePath(root: .type("Caller")), name: "run", labels: "",
                                             line: 1, token: 0, isTrailingClosureOnly: false),
                                owner: nil, file: "Other.swift")
        #expect(index.effects.solver.calls.of([run]).first?.calls.count == 1)
    }

    @Test func anEntityOperationIsLookedUpInItsTypeTableMadeOnce() throws {
        let entity = (path: "Data/Plant.swift", source: """
            @Model final class Plant {
                var wateredAt: Date = .now
                var fed = false
                func water() { wateredAt = .now }
                func feed() { fed = true }
                func waterAgain() { wateredAt = .now }
            }
            """)
        let effects = index([entity]).effects
        for _ in 0..<3 {
            #expect(effects.operation(setting: "wateredAt", to: ".now", on: "Plant")?.callee == "Plant.water")
            #expect(effects.operation(setting: "fed", to: "true", on: "Plant")?.callee == "Plant.feed")
            #expect(effects.operation(setting: "fed", to: "false", on: "Plant") == nil)
        }
        #expect(effects.solver.operations.count == 1)
        #expect(effects.solver.operations["Plant"]?.count == 2)
    }

    @Test func aPropertyValueIsResolvedOncePerTypePropertyAndDepth() {
        // Each level's `p` names the next level's `p` many times over: followed afresh each time, that is K^6.
        let hops = String(repeating: ".p", count: 12)
        var source = "final class T0 {\n    var p = T1\(hops).up\n}\n"
        for level in 1...5 {
            source += "final class T\(level) {\n    var up: T\(level - 1)\n    var p = T\(level + 1)\(hops).up\n}\n"
        }
        source += "final class T6 {\n    var up: T5\n    var p: T6\n    var store = Store.shared\n}\n"
        source += "final class Store {\n    static let shared = Store()\n}\n"
        let effects = index([(path: "T.swift", source: source)]).effects
        _ = effects.typeOf(ValuePath(root: .name("T0"), members: ["p"]), owner: nil, file: "V.swift")
        // 7 types of at most 3 properties, each at 8 depths at most.
        #expect(effects.tables.propertyTypes.count <= 7 * 3 * ProjectEffects.maximumResolutionDepth)
        #expect(effects.typeOf(ValuePath(root: .name("T6"), members: ["p", "p", "store"]), owner: nil,
                               file: "V.swift") == "Store")
    }

    @Test func aPathMadeThroughBoundNamesHasBoundedMembers() throws {
        func receiver(afterLets count: Int) throws -> ValuePath? {
            var source = "struct V {\n    func f() {\n        let a0 = Store.shared\n"
            for step in stride(from: 1, through: count, by: 1) { source += "        let a\(step) = a\(step - 1).next\n" }
            source += "        a\(count).save()\n    }\n}\n"
            return try #require(try calls(of: "f", in: source, path: "V.swift").calls.last).receiver
        }
        let short = try receiver(afterLets: 3)
        #expect(short == ValuePath(root: .name("Store"), members: ["shared", "next", "next", "next"]))
        let long = try #require(try receiver(afterLets: 40))
        #expect(long.members.count <= CallSites.maximumPathMembers)
        #expect(long.root != .name("Store"))
    }

    @Test func aLongChainNamesItsFirstStepsAndCountsTheRest() throws {
        var source = "import Foundation\nfinal class T {\n"
        for step in 0..<12 { source += "    func m\(step)() { m\(step + 1)() }\n" }
        source += "    func m12() { UserDefaults.standard.set(1, forKey: \"k\") }\n}\n"
        let effects = index([(path: "Data/Chain.swift", source: source)]).effects
        let call = CallSite(receiver: ValuePath(root: .type("T")), name: "m0", labels: "", line: 1, token: 0,
                            isTrailingClosureOnly: false)
        let reach = try #require(effects.reach(of: call, owner: nil, file: "V.swift"))
        let named = ProjectEffects.maximumNamedSteps
        #expect(reach.chain.count == named + 1)
        #expect(reach.omittedSteps == 13 - named)
        #expect(reach.length == 14)
        #expect(reach.chain.last?.callee == "UserDefaults.set(_:forKey:)")
        #expect(reach.explanation.hasSuffix("`T.m\(named - 1)` (`Data/Chain.swift:\(named + 2)`) and \(13 - named) more steps"))
        #expect(reach.trace.count == named + 1)
        #expect(reach.trace[named - 1].note == "`T.m\(named - 1)`, which the call reaches, and \(13 - named) more steps")
        // A short chain is named whole.
        let short = try #require(effects.reach(of: CallSite(receiver: ValuePath(root: .type("T")), name: "m10",
                                                            labels: "", line: 1, token: 0,
                                                            isTrailingClosureOnly: false), owner: nil, file: "V.swift"))
        #expect(short.chain.count == 4)
        #expect(short.omittedSteps == 0)
        #expect(!short.explanation.contains("more steps"))
    }

    /// `T.m0()` … `T.m6()`, each calling the next; `m6`'s body is `last`.
    private func chain(ending last: String) -> (effects: ProjectEffects, members: [Int], call: (Int) -> CallSite) {
        var source = "import Foundation\nfinal class T {\n"
        for step in 0..<6 { source += "    func m\(step)() { m\(step + 1)() }\n" }
        source += "    func m6() { \(last) }\n}\n"
        let effects = index([(path: "Chain.swift", source: source)]).effects
        let members = (0...6).compactMap { effects.tables.candidates(named: "m\($0)", on: TypeKey(name: "T")).all.first }
        return (effects, members, { step in
            CallSite(receiver: ValuePath(root: .type("T")), name: "m\(step)", labels: "", line: 1, token: 0,
                     isTrailingClosureOnly: false)
        })
    }

    @Test func membersSettledWithoutAnEffectAreNotWalkedAgain() throws {
        let (effects, members, call) = chain(ending: "")
        #expect(effects.solver.reach(of: [members[0]], in: effects).unsettled.count == 7)
        #expect(effects.reach(of: call(3), owner: nil, file: "V.swift") == nil)
        // m3 to m6 are settled with no effect: asking about m0 walks m0 to m2 alone.
        let reached = effects.solver.reach(of: [members[0]], in: effects)
        #expect(reached.unsettled == Set(members[0...2]))
        #expect(reached.settledCallees.isEmpty)
        #expect(effects.reach(of: call(0), owner: nil, file: "V.swift") == nil)
    }

    @Test func membersSettledWithAnEffectAreNotWalkedAgainAndAnswerAsBefore() throws {
        let api = "UserDefaults.standard.set(1, forKey: \"k\")"
        let forward = chain(ending: api)
        let expected = (0...6).map { forward.effects.reach(of: forward.call($0), owner: nil, file: "V.swift") }
        let backward = chain(ending: api)
        for step in (0...6).reversed() {
            if step < 6 {
                // What is asked now reaches one settled member with an effect, and is not walked past it.
                let reached = backward.effects.solver.reach(of: [backward.members[step]], in: backward.effects)
                #expect(reached.unsettled == [backward.members[step]])
                #expect(reached.settledCallees == [backward.members[step + 1]])
            }
            #expect(backward.effects.reach(of: backward.call(step), owner: nil, file: "V.swift") == expected[step])
        }
        #expect(expected[0]?.length == 8)
    }

    @Test func newMembersGainFromSettledCalleesPassesInTheOrderOfTheirRoots() throws {
        let source = """
            import Foundation
            final class T {
                func top() async { await left(); await right() }
                func left() { UserDefaults.standard.set(1, forKey: "k") }
                func right() async { _ = try? await URLSession.shared.data(from: URL(string: "https://example.com")!) }
                func both() async { UserDefaults.standard.set(2, forKey: "k"); await right() }
            }
            """
        func call(_ name: String) -> CallSite {
            CallSite(receiver: ValuePath(root: .type("T")), name: name, labels: "", line: 1, token: 0,
                     isTrailingClosureOnly: false)
        }
        let names = ["top", "both", "left", "right"]
        let fresh = index([(path: "T.swift", source: source)]).effects
        let expected = names.map { fresh.reach(of: call($0), owner: nil, file: "V.swift") }
        let effects = index([(path: "T.swift", source: source)]).effects
        for name in names.reversed() { _ = effects.reach(of: call(name), owner: nil, file: "V.swift") }
        #expect(names.map { effects.reach(of: call($0), owner: nil, file: "V.swift") } == expected)
        let again = index([(path: "T.swift", source: source)]).effects
        _ = again.reach(of: call("left"), owner: nil, file: "V.swift")
        _ = again.reach(of: call("right"), owner: nil, file: "V.swift")
        let top = try #require(again.tables.candidates(named: "top", on: TypeKey(name: "T")).all.first)
        let reached = again.solver.reach(of: [top], in: again)
        #expect(reached.unsettled == [top])
        #expect(reached.settledCallees.count == 2)
        #expect(again.reach(of: call("top"), owner: nil, file: "V.swift") == expected[0])
        #expect(again.reach(of: call("both"), owner: nil, file: "V.swift") == expected[1])
        // `top` gains from `right`'s block, then from `left`'s: it passes twice.
        #expect(again.solver.passes[top]?.count == 2)
    }
}
