/// One platform or library API that does I/O: the word a message uses for it, and what calling it does.
struct IOAPI: Sendable {
    /// A type's name (`URLSession`) or a free function's (`SecItemAdd`).
    let name: String
    /// The kind of I/O a message names when Domain code uses it (`networking`, `persistence`); `nil` for an API the
    /// Domain rules leave to the configuration's `extraAPIs`.
    let word: String?
    /// Members that reach the network.
    let network: Set<String>
    /// Whether every call on the type reaches the network: the client of a networking library or a hosted database.
    let isNetworkClient: Bool
    /// Members that query persistent storage.
    let queries: Set<String>
    /// Members that touch persistent storage otherwise: writes, transactions, settings, files.
    let storage: Set<String>
    /// Properties whose values are other API types: `viewContext` → `NSManagedObjectContext`.
    let properties: [String: String]
    /// The SwiftUI environment key whose value is this type: `modelContext` → `ModelContext`.
    let environmentKey: String?
    /// For a free function, what calling it does; `nil` for a type.
    let callEffect: Effect?

    /// A type, with the members of it that do I/O.
    static func type(_ name: String, word: String? = nil, network: Set<String> = [], queries: Set<String> = [],
                     storage: Set<String> = [], properties: [String: String] = [:],
                     environmentKey: String? = nil) -> IOAPI {
        IOAPI(name: name, word: word, network: network, isNetworkClient: false, queries: queries, storage: storage,
              properties: properties, environmentKey: environmentKey, callEffect: nil)
    }

    /// A client type every call on which reaches the network: a project type that wraps one does I/O through it.
    static func networkClient(_ name: String, properties: [String: String] = [:]) -> IOAPI {
        IOAPI(name: name, word: nil, network: [], isNetworkClient: true, queries: [], storage: [],
              properties: properties, environmentKey: nil, callEffect: nil)
    }

    /// A free function and what calling it does.
    static func function(_ name: String, word: String? = nil, effect: Effect) -> IOAPI {
        IOAPI(name: name, word: word, network: [], isNetworkClient: false, queries: [], storage: [], properties: [:],
              environmentKey: nil, callEffect: effect)
    }

    /// The effect of calling `member` on a value of this type.
    func effect(of member: String) -> Effect {
        var effect: Effect = []
        if isNetworkClient || network.contains(member) { effect.insert(.network) }
        if queries.contains(member) { effect.formUnion([.query, .storage]) }
        if storage.contains(member) { effect.insert(.storage) }
        return effect
    }
}
