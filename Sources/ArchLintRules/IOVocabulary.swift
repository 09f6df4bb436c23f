/// The I/O and persistence APIs the rules name, each with the word a message uses for it. The effects analysis
/// keeps its table of what each API does (``EffectAPIs``); the rules that look at code without it read theirs
/// here.
public enum IOVocabulary {
    /// API types and functions Domain code may not use, with the kind of I/O a message names.
    public static let apiWords: [String: String] = [
        "URLSession": "networking", "URLRequest": "networking",
        "FileManager": "file access", "FileHandle": "file access",
        "UserDefaults": "persistence", "NSUbiquitousKeyValueStore": "persistence",
        "ModelContext": "persistence", "ModelContainer": "persistence", "FetchDescriptor": "persistence",
        "NSManagedObjectContext": "persistence", "NSPersistentContainer": "persistence",
        "NSFetchRequest": "persistence",
        "SecItemAdd": "keychain access", "SecItemCopyMatching": "keychain access",
        "SecItemUpdate": "keychain access", "SecItemDelete": "keychain access",
    ]

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
