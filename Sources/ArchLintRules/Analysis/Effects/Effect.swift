/// What a member of the project does beyond computing: it reaches the network, it queries persistent storage, or it
/// touches persistent storage in any other way (writes, user defaults, the Keychain, files).
public struct Effect: OptionSet, Sendable, Hashable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    public static let network = Effect(rawValue: 1 << 0)
    /// Reads persistent storage record by record: a fetch, a count, a query.
    public static let query = Effect(rawValue: 1 << 1)
    /// Any persistent storage: SwiftData, Core Data, SQLite wrappers, `UserDefaults`, the Keychain, files.
    public static let storage = Effect(rawValue: 1 << 2)

    /// The words a message uses for it.
    public var description: String {
        var words: [String] = []
        if contains(.network) { words.append("the network") }
        if contains(.query) { words.append("a storage query") } else if contains(.storage) {
            words.append("persistent storage")
        }
        return words.joined(separator: " and ")
    }
}

/// The evidence for each part of a member's effect: the call that first gave it the network, a storage query, or
/// persistent storage.
struct EffectEvidence: Sendable {
    /// The parts evidence is kept for, one by one.
    static let parts: [Effect] = [.network, .query, .storage]

    var network: ProjectEffects.Evidence?
    var query: ProjectEffects.Evidence?
    var storage: ProjectEffects.Evidence?

    /// The evidence for `part`, one of ``parts``.
    subscript(part: Effect) -> ProjectEffects.Evidence? {
        get { part == .network ? network : part == .query ? query : storage }
        set {
            if part == .network { network = newValue } else if part == .query { query = newValue } else { storage = newValue }
        }
    }
}

/// One step of the evidence for an effect: a call, where it is written, and what it calls.
public struct EffectStep: Sendable, Equatable {
    /// What is called, as a message shows it: `CatalogClient.fetchCatalog`, `URLSession.data(for:)`.
    public var callee: String
    /// The type that declares the callee, for a project member; `nil` for an API or a free function.
    public var owner: String?
    /// Where the callee is declared (a project member) or called (an API), relative to the project root.
    public var file: String
    public var line: Int

    public init(callee: String, owner: String? = nil, file: String, line: Int) {
        self.callee = callee
        self.owner = owner
        self.file = file
        self.line = line
    }
}

/// What a call reaches and how: the effect, and the chain of calls from the called member down to the API. A long
/// chain names its first ``ProjectEffects/maximumNamedSteps`` members and counts the rest.
public struct Reach: Sendable, Equatable {
    public var effect: Effect
    /// The called member first, the API call last.
    public var chain: [EffectStep]
    /// The members between the last one ``chain`` names and its API call: counted, not named.
    public var omittedSteps: Int

    public init(effect: Effect, chain: [EffectStep], omittedSteps: Int = 0) {
        self.effect = effect
        self.chain = chain
        self.omittedSteps = omittedSteps
    }

    /// How many steps the whole chain has, the ones counted and not named included.
    public var length: Int { chain.count + omittedSteps }

    /// The API at the end of the chain (`URLSession.data(for:)`).
    public var api: String { chain.last?.callee ?? "" }

    /// "reaches `URLSession.data(for:)` through `CatalogClient.fetchCatalog` (`Sources/CatalogClient.swift:42`)"
    public var explanation: String {
        guard let last = chain.last else { return "reaches \(effect.description)" }
        if chain.count == 1 { return "calls `\(last.callee)`" }
        var text = "reaches `\(last.callee)`"
        text += " through " + chain.dropLast().map { "`\($0.callee)` (`\($0.file):\($0.line)`)" }
            .joined(separator: ", ")
        if omittedSteps > 0 { text += " and \(omittedSteps) more steps" }
        return text
    }
}
