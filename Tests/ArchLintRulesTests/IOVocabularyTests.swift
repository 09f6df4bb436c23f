@testable import ArchLintRules
import Testing

/// The one table of I/O APIs: each named once, and read the same way by the rules and the effects analysis.
@Suite struct IOVocabularyTests {
    @Test func everyAPIIsNamedOnce() {
        var seen: Set<String> = []
        for api in IOVocabulary.apis { #expect(seen.insert(api.name).inserted, "\(api.name)") }
    }

    @Test func aPropertyOrAnEnvironmentKeyLeadsToAnAPIOfTheTable() {
        for api in IOVocabulary.apis {
            for (property, type) in api.properties {
                #expect(IOVocabulary.byName[type] != nil, "\(api.name).\(property) → \(type)")
            }
        }
        #expect(IOVocabulary.environmentTypes == ["modelContext": "ModelContext",
                                                  "managedObjectContext": "NSManagedObjectContext"])
    }

    @Test func aCallsEffectComesFromItsTypesEntry() {
        #expect(IOVocabulary.effect(of: "data", on: "URLSession") == .network)
        #expect(IOVocabulary.effect(of: "anything", on: "SupabaseClient") == .network)
        #expect(IOVocabulary.effect(of: "fetch", on: "ModelContext") == [.query, .storage])
        #expect(IOVocabulary.effect(of: "save", on: "ModelContext") == .storage)
        #expect(IOVocabulary.effect(of: "invalidateAndCancel", on: "URLSession").isEmpty)
        #expect(IOVocabulary.effect(of: "fetch", on: "Catalog").isEmpty)
        #expect(IOVocabulary.callEffect(ofFunction: "SecItemAdd") == .storage)
        #expect(IOVocabulary.callEffect(ofFunction: "URLSession") == nil)
        #expect(IOVocabulary.propertyType("viewContext", of: "NSPersistentContainer") == "NSManagedObjectContext")
    }

    @Test func theWordAMessageUsesIsTheEntrysWord() {
        #expect(IOVocabulary.apiWords["URLSession"] == "networking")
        #expect(IOVocabulary.apiWords["SecItemAdd"] == "keychain access")
        #expect(IOVocabulary.apiWords["FileHandle"] == "file access")
        // A library's client is left to the configuration's `extraAPIs`.
        #expect(IOVocabulary.apiWords["SupabaseClient"] == nil)
        #expect(IOVocabulary.apiWords.count == IOVocabulary.apis.filter { $0.word != nil }.count)
    }
}
