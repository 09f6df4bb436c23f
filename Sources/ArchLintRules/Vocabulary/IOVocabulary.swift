/// The I/O and persistence APIs the rules and the effects analysis know: one entry per API (``IOAPI``) with the
/// word a message uses for it and what calling it does, and the calls and types of persistence the rules look for.
public enum IOVocabulary {
    /// Every API, one entry each.
    static let apis: [IOAPI] = networking + persistence + files + functions

    static let networking: [IOAPI] = [
        .type("URLSession", word: "networking",
              network: ["data", "dataTask", "upload", "uploadTask", "download", "downloadTask", "bytes",
                        "webSocketTask", "streamTask", "dataTaskPublisher"],
              properties: ["shared": "URLSession"]),
        .type("URLRequest", word: "networking"),
        .type("URLSessionWebSocketTask", network: ["send", "receive"]),
        .type("WebSocketTask", network: ["send", "receive"]),
        .type("AF", network: ["request", "upload", "download", "streamRequest", "websocketRequest"]),
        .type("MoyaProvider", network: ["request", "requestPublisher"]),
        .type("ApolloClient", network: ["fetch", "perform", "watch", "upload", "subscribe"]),
        // Hosted databases: Supabase's clients and query builders, Firestore's references.
        .networkClient("SupabaseClient", properties: ["auth": "AuthClient", "functions": "FunctionsClient",
                                                      "storage": "SupabaseStorageClient",
                                                      "realtimeV2": "RealtimeClientV2"]),
        .networkClient("PostgrestClient"), .networkClient("PostgrestQueryBuilder"),
        .networkClient("PostgrestFilterBuilder"), .networkClient("PostgrestTransformBuilder"),
        .networkClient("AuthClient"), .networkClient("FunctionsClient"), .networkClient("SupabaseStorageClient"),
        .networkClient("RealtimeClientV2"),
        .networkClient("Firestore"), .networkClient("CollectionReference"), .networkClient("DocumentReference"),
        .networkClient("StorageReference"), .networkClient("DatabaseReference"),
        // The AT Protocol's clients.
        .networkClient("ATProtoKit"), .networkClient("ATProtocolConfiguration"), .networkClient("ATProtoBluesky"),
    ]

    static let persistence: [IOAPI] = [
        .type("ModelContext", word: "persistence",
              queries: ["fetch", "fetchCount", "fetchIdentifiers", "enumerate"],
              storage: ["save", "insert", "delete", "transaction", "rollback"], environmentKey: "modelContext"),
        .type("ModelContainer", word: "persistence", storage: ["deleteAllData", "erase"],
              properties: ["mainContext": "ModelContext"]),
        .type("FetchDescriptor", word: "persistence"),
        .type("NSManagedObjectContext", word: "persistence",
              queries: ["fetch", "count", "execute", "existingObject"],
              storage: ["save", "delete", "insert", "rollback", "reset", "obtainPermanentIDs"],
              environmentKey: "managedObjectContext"),
        .type("NSPersistentContainer", word: "persistence",
              storage: ["performBackgroundTask", "loadPersistentStores"],
              properties: ["viewContext": "NSManagedObjectContext"]),
        .type("NSPersistentCloudKitContainer", storage: ["performBackgroundTask", "loadPersistentStores"],
              properties: ["viewContext": "NSManagedObjectContext"]),
        .type("NSFetchRequest", word: "persistence"),
        .type("UserDefaults", word: "persistence",
              storage: ["set", "object", "string", "bool", "integer", "double", "float", "array", "dictionary",
                        "data", "url", "removeObject", "register", "synchronize", "stringArray", "value",
                        "setValue"],
              properties: ["standard": "UserDefaults"]),
        .type("NSUbiquitousKeyValueStore", word: "persistence",
              storage: ["set", "object", "string", "bool", "synchronize", "removeObject"],
              properties: ["default": "NSUbiquitousKeyValueStore"]),
        // GRDB's database connections, and Realm.
        .type("DatabaseQueue", queries: sqlReads, storage: sqlWrites.union(["inDatabase", "inTransaction"])),
        .type("DatabasePool", queries: sqlReads, storage: sqlWrites.union(["inDatabase", "inTransaction"])),
        .type("DatabaseReader", queries: sqlReads),
        .type("DatabaseWriter", queries: sqlReads, storage: sqlWrites),
        .type("Realm", queries: ["objects", "object"],
              storage: ["write", "add", "delete", "beginWrite", "commitWrite", "deleteAll"]),
    ]

    /// What a database connection reads and writes with.
    private static let sqlReads: Set<String> = ["read", "asyncRead", "unsafeRead"]
    private static let sqlWrites: Set<String> = ["write", "writeWithoutTransaction", "asyncWrite",
                                                 "barrierWriteWithoutTransaction"]

    static let files: [IOAPI] = [
        .type("FileManager", word: "file access",
              storage: ["createDirectory", "removeItem", "moveItem", "copyItem", "contents", "createFile",
                        "contentsOfDirectory", "fileExists", "attributesOfItem", "setAttributes", "replaceItemAt",
                        "enumerator", "subpathsOfDirectory", "trashItem", "linkItem"],
              properties: ["default": "FileManager"]),
        .type("FileHandle", word: "file access"),
    ]

    /// Free functions: the Keychain and SQLite's C interface.
    static let functions: [IOAPI] = [
        .function("SecItemAdd", word: "keychain access", effect: .storage),
        .function("SecItemUpdate", word: "keychain access", effect: .storage),
        .function("SecItemDelete", word: "keychain access", effect: .storage),
        .function("SecItemCopyMatching", word: "keychain access", effect: .storage),
        .function("sqlite3_exec", effect: .storage), .function("sqlite3_step", effect: .storage),
        .function("sqlite3_open", effect: .storage), .function("sqlite3_open_v2", effect: .storage),
        .function("sqlite3_prepare_v2", effect: .storage),
    ]

    /// The APIs by name.
    static let byName: [String: IOAPI] = Dictionary(apis.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })

    /// API types and functions Domain code may not use, with the kind of I/O a message names.
    public static let apiWords: [String: String] = byName.compactMapValues(\.word)

    /// The effect of calling `member` on a value of API type `type`.
    static func effect(of member: String, on type: String) -> Effect {
        byName[type]?.effect(of: member) ?? []
    }

    /// What calling the free function `name` does, when it is an API.
    static func callEffect(ofFunction name: String) -> Effect? {
        byName[name]?.callEffect
    }

    /// The API type of property `member` of API type `type`: `viewContext` of `NSPersistentContainer`.
    static func propertyType(_ member: String, of type: String) -> String? {
        byName[type]?.properties[member]
    }

    /// Environment keys whose values are storage contexts: `@Environment(\.modelContext)`.
    static let environmentTypes: [String: String] = Dictionary(
        apis.compactMap { api in api.environmentKey.map { ($0, api.name) } }, uniquingKeysWith: { first, _ in first })

    /// Modules that may qualify an API (`Foundation.URLSession`) and still name it.
    public static let apiModules: Set<String> = ["Foundation", "SwiftData", "CoreData", "Security"]

    /// Types whose `init(contentsOf:)` reads a file or a URL: `Data(contentsOf:)`, `String(contentsOf:)`.
    public static let contentReaders: Set<String> = ["Data", "String", "NSData", "NSString", "NSDictionary",
                                                     "NSArray"]
    /// The labels of those initialisers that read.
    public static let contentLabels: Set<String> = ["contentsOf", "contentsOfFile", "contentsOfURL"]
    /// Bundle methods that look a resource file up (`Bundle.main.url(forResource:withExtension:)`).
    public static let resourceLookups: Set<String> = ["url", "urls", "path", "paths"]

    /// The persistence frameworks.
    public static let persistenceModules: Set<String> = ["SwiftData", "CoreData"]
    /// The types that hold a store: its contexts, and the containers that make them.
    public static let storeTypes: Set<String> = ["ModelContext", "NSManagedObjectContext", "ModelContainer",
                                                 "NSPersistentContainer"]
    /// What a model context is asked to do: fetch, count, save, insert, delete, roll back or run a block.
    public static let contextMethods: Set<String> = [
        "fetch", "count", "save", "insert", "delete", "rollback", "perform", "performAndWait", "existingObject",
        "execute", "processPendingChanges", "fetchCount", "fetchIdentifiers", "enumerate",
    ]
    /// The context calls that save or change the store, or read it, as a view's action would make them.
    public static let savingOrFetchingCalls: Set<String> = ["save", "insert", "delete", "fetch", "fetchCount",
                                                            "rollback"]
    /// The context calls that change or read the store from an entity: `context.delete(…)`, `context.fetch(…)`.
    public static let storeCalls: Set<String> = ["delete", "insert", "save", "fetch", "fetchCount", "execute"]
}
