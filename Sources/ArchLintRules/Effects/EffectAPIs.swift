/// The platform and library APIs that do I/O, by the type a call is made on, and the types whose members are never
/// I/O to the rules (logging, analytics, views and the web views they drive).
enum EffectAPIs {
    /// Members that reach the network, by receiver type.
    static let network: [String: Set<String>] = [
        "URLSession": ["data", "dataTask", "upload", "uploadTask", "download", "downloadTask", "bytes",
                       "webSocketTask", "streamTask", "dataTaskPublisher"],
        "AF": ["request", "upload", "download", "streamRequest", "websocketRequest"],
        "MoyaProvider": ["request", "requestPublisher"],
        "ApolloClient": ["fetch", "perform", "watch", "upload", "subscribe"],
        "WebSocketTask": ["send", "receive"],
        "URLSessionWebSocketTask": ["send", "receive"],
    ]

    /// Client types of well-known networking libraries, every call on which reaches the network: a project type
    /// that wraps one does I/O through it. Hosted databases (Supabase's clients and query builders, Firestore's
    /// references), the AT Protocol's clients.
    static let networkClients: Set<String> = [
        "SupabaseClient", "PostgrestClient", "PostgrestQueryBuilder", "PostgrestFilterBuilder",
        "PostgrestTransformBuilder", "AuthClient", "FunctionsClient", "SupabaseStorageClient", "RealtimeClientV2",
        "Firestore", "CollectionReference", "DocumentReference", "StorageReference", "DatabaseReference",
        "ATProtoKit", "ATProtocolConfiguration", "ATProtoBluesky",
    ]

    /// Members that query persistent storage, by receiver type.
    static let query: [String: Set<String>] = [
        "ModelContext": ["fetch", "fetchCount", "fetchIdentifiers", "enumerate"],
        "NSManagedObjectContext": ["fetch", "count", "execute", "existingObject"],
        "DatabaseQueue": ["read", "asyncRead", "unsafeRead"],
        "DatabasePool": ["read", "asyncRead", "unsafeRead"],
        "DatabaseReader": ["read", "asyncRead", "unsafeRead"],
        "DatabaseWriter": ["read", "asyncRead", "unsafeRead"],
        "Realm": ["objects", "object"],
    ]

    /// Members that touch persistent storage otherwise (writes, transactions, settings, files), by receiver type.
    static let storage: [String: Set<String>] = [
        "ModelContext": ["save", "insert", "delete", "transaction", "rollback"],
        "ModelContainer": ["deleteAllData", "erase"],
        "NSManagedObjectContext": ["save", "delete", "insert", "rollback", "reset", "obtainPermanentIDs"],
        "NSPersistentContainer": ["performBackgroundTask", "loadPersistentStores"],
        "NSPersistentCloudKitContainer": ["performBackgroundTask", "loadPersistentStores"],
        "UserDefaults": ["set", "object", "string", "bool", "integer", "double", "float", "array", "dictionary",
                         "data", "url", "removeObject", "register", "synchronize", "stringArray", "value",
                         "setValue"],
        "NSUbiquitousKeyValueStore": ["set", "object", "string", "bool", "synchronize", "removeObject"],
        "FileManager": ["createDirectory", "removeItem", "moveItem", "copyItem", "contents", "createFile",
                        "contentsOfDirectory", "fileExists", "attributesOfItem", "setAttributes", "replaceItemAt",
                        "enumerator", "subpathsOfDirectory", "trashItem", "linkItem"],
        "DatabaseQueue": ["write", "inDatabase", "inTransaction", "writeWithoutTransaction", "asyncWrite",
                          "barrierWriteWithoutTransaction"],
        "DatabasePool": ["write", "inDatabase", "inTransaction", "writeWithoutTransaction", "asyncWrite",
                         "barrierWriteWithoutTransaction"],
        "DatabaseWriter": ["write", "writeWithoutTransaction", "asyncWrite", "barrierWriteWithoutTransaction"],
        "Realm": ["write", "add", "delete", "beginWrite", "commitWrite", "deleteAll"],
    ]

    /// Free functions that do I/O: the Keychain and SQLite's C interface.
    static let freeFunctions: [String: Effect] = [
        "SecItemAdd": .storage, "SecItemUpdate": .storage, "SecItemDelete": .storage,
        "SecItemCopyMatching": .storage,
        "sqlite3_exec": .storage, "sqlite3_step": .storage, "sqlite3_open": .storage,
        "sqlite3_open_v2": .storage, "sqlite3_prepare_v2": .storage,
    ]


    /// Properties of API types whose values are other API types.
    static let properties: [String: [String: String]] = [
        "NSPersistentContainer": ["viewContext": "NSManagedObjectContext"],
        "NSPersistentCloudKitContainer": ["viewContext": "NSManagedObjectContext"],
        "ModelContainer": ["mainContext": "ModelContext"],
        "URLSession": ["shared": "URLSession"],
        "SupabaseClient": ["auth": "AuthClient", "functions": "FunctionsClient", "storage": "SupabaseStorageClient",
                           "realtimeV2": "RealtimeClientV2"],
        "UserDefaults": ["standard": "UserDefaults"],
        "FileManager": ["default": "FileManager"],
        "NSUbiquitousKeyValueStore": ["default": "NSUbiquitousKeyValueStore"],
    ]

    /// Environment keys whose values are storage contexts: `@Environment(\.modelContext)`.
    static let environmentTypes: [String: String] = [
        "modelContext": "ModelContext", "managedObjectContext": "NSManagedObjectContext",
    ]

    /// The effect of calling `member` on a value of API type `type`.
    static func effect(of member: String, on type: String) -> Effect {
        var effect: Effect = []
        if network[type]?.contains(member) == true || networkClients.contains(type) { effect.insert(.network) }
        if query[type]?.contains(member) == true { effect.formUnion([.query, .storage]) }
        if storage[type]?.contains(member) == true { effect.insert(.storage) }
        return effect
    }

    /// Superclasses and protocols of types whose members are never I/O to the rules: views, their controllers,
    /// and the web views they drive.
    static let exemptSupertypes: Set<String> = [
        "View", "UIView", "NSView", "UIViewController", "NSViewController", "UIViewRepresentable",
        "UIViewControllerRepresentable", "NSViewRepresentable", "NSViewControllerRepresentable", "WKWebView",
        "WKNavigationDelegate", "WKUIDelegate", "WKScriptMessageHandler", "UITableViewCell", "UICollectionViewCell",
        "UITableViewController", "UICollectionViewController", "UINavigationController", "UITabBarController",
        "UIHostingController", "NSHostingController", "Scene", "App",
    ]


    /// Whether a project type named `name` that inherits `inherits` is exempt.
    static func isExempt(name: String, inherits: [String]) -> Bool {
        if inherits.contains(where: { exemptSupertypes.contains(ProjectIndex.simpleName($0)) }) { return true }
        // A word of the name is a part of it: a name holding none of the words' stems needs no splitting.
        guard holdsExemptStem(name) else { return false }
        return NameWords.split(name).contains { RoleNames.loggingWords.contains($0) }
    }

    /// Stems that every word of ``RoleNames/loggingWords`` starts with (`Log` for `Logger`, `Track` for `Tracking`).
    static let exemptStems: [[UInt8]] = ["Log", "Analytics", "Track", "Telemetry", "Crash", "Metrics"]
        .map { Array($0.utf8) }

    /// Whether `name`'s bytes hold one of ``exemptStems``.
    private static func holdsExemptStem(_ name: String) -> Bool {
        var name = name
        return name.withUTF8 { bytes in
            for stem in exemptStems where bytes.count >= stem.count {
                for start in 0...(bytes.count - stem.count) where bytes[start] == stem[0] {
                    var matches = true
                    for offset in 1..<stem.count where bytes[start + offset] != stem[offset] {
                        matches = false
                        break
                    }
                    if matches { return true }
                }
            }
            return false
        }
    }
}
