import ArchLintEngine
import ArchLintRules
import Testing
import TestSupport

@Suite struct DomainIOAPIRuleTests {
    let id = DomainIOAPIRule.id

    /// An injected `UserDefaults` shows at the stored property and at the initialiser parameter: one dependency on
    /// preferences, so one finding with the parameter as its other place.
    @Test func anAPIUsedInSeveralPlacesOfAFileIsOneCause() throws {
        let findings = assertFindings(id, path: "Domain/Fitness/GoalStore.swift", #"""
            import Foundation

            struct GoalStore {
                private let defaults: ↓UserDefaults
                init(defaults: ◦UserDefaults = .standard) { self.defaults = defaults }
                func goal() -> Int { ◦defaults.integer(forKey: "goal") }
                func session() -> ↓URLSession {
                    ◦URLSession.shared
                }
            }
            """#)
        #expect(findings.map(\.cause?.name) == ["UserDefaults", "URLSession"])
        #expect(try #require(findings.first).uses == 3)
    }

    /// A call on a name declared with an API's type, or bound to it, is a use where the work to move is; the same
    /// name read as another value's member (`settings.defaults`) or only passed on is not.
    @Test func callsOnANameHoldingAnAPIAreItsPlaces() {
        assertFindings(id, path: "Domain/Search/SaveRecentQueryUseCase.swift", #"""
            import Foundation

            final class SaveRecentQueryUseCase {
                private let store: ↓UserDefaults
                init(store: ◦UserDefaults) { self.store = store }

                func execute(_ query: String) {
                    var recent = ◦store.stringArray(forKey: "recent") ?? []
                    recent.insert(query, at: 0)
                    self.◦store.set(recent, forKey: "recent")
                    log(settings.store.description, store)
                }

                func clear() {
                    let shared = ◦UserDefaults.standard
                    ◦shared.removeObject(forKey: "recent")
                }
            }
            """#)
    }

    @Test func flagsNetworkingUsesOnTheIdentifier() {
        assertFindings(id, path: "Domain/Loans/RenewLoanUseCase.swift", #"""
            import Foundation

            struct RenewLoanUseCase {
                let session: ↓URLSession
                func execute(url: URL) async throws -> Data {
                    var request = ↓URLRequest(url: url)
                    request.httpMethod = "POST"
                    return try await ◦URLSession.shared.data(for: request).0
                }
            }
            """#)
    }

    @Test func flagsFileReadsThroughInitialisersAndBundleLookUps() {
        assertFindings(id, path: "Domain/Recipes/StarterRecipes.swift", #"""
            import Foundation

            struct StarterRecipes {
                func load(from url: URL) throws -> [String] {
                    let data = try ↓Data(contentsOf: url)
                    let text = try ↓String(contentsOf: url, encoding: .utf8)
                    let legacy = ↓NSDictionary(contentsOfFile: "starter.plist")
                    guard let bundled = Bundle.main.↓url(forResource: "starter", withExtension: "json"),
                          let path = Bundle.module.↓path(forResource: "starter", ofType: "json") else { return [] }
                    var lines: [String] = []
                    lines.append(contentsOf: text.split(separator: "\n").map(String.init))
                    let copy = Data(count: data.count)
                    let label = String(describing: legacy)
                    _ = (bundled, path, copy, label)
                    return lines
                }
            }
            """#)
    }

    @Test func flagsBacktickEscapedNames() {
        assertFindings(id, path: "Domain/Loans/Session.swift", #"""
            import Foundation

            struct Session {
                func make() { let session = ↓`URLSession`.shared; _ = session }
            }
            """#)
    }

    @Test func flagsFilesDefaultsAndKeychain() {
        assertFindings(id, path: "Domain/Recipes/ExportUseCase.swift", #"""
            import Foundation
            import Security

            struct ExportUseCase {
                func run() throws {
                    let folder = ↓FileManager.default.temporaryDirectory
                    let handle = try ↓FileHandle(forReadingFrom: folder)
                    let goal = ↓UserDefaults.standard.integer(forKey: "goal")
                    ↓NSUbiquitousKeyValueStore.default.synchronize()
                    ↓SecItemAdd([:] as CFDictionary, nil)
                    _ = ↓SecItemCopyMatching([:] as CFDictionary, nil)
                    ↓SecItemUpdate([:] as CFDictionary, [:] as CFDictionary)
                    ↓SecItemDelete([:] as CFDictionary)
                    _ = (handle, goal)
                }
            }
            """#)
    }

    @Test func flagsPersistenceTypesInAnnotationsGenericsAndCalls() {
        assertFindings(id, path: "Domain/Library/LoanPolicy.swift", #"""
            import Foundation

            struct LoanPolicy {
                let context: ↓ModelContext
                let container: ↓ModelContainer?
                let stores: [↓NSPersistentContainer]
                let viewContext: Optional<↓NSManagedObjectContext>
                func load() throws {
                    let descriptor = ↓FetchDescriptor<LoanEntity>()
                    let request = ↓NSFetchRequest<NSManagedObject>(entityName: "Loan")
                    _ = (descriptor, request)
                }
            }
            """#)
    }

    @Test func flagsModuleQualifiedUsesOnTheAPIName() {
        assertFindings(id, path: "Domain/Sync/Sync.swift", #"""
            let session = Foundation.↓URLSession.shared
            let context: SwiftData.↓ModelContext? = nil
            let request = CoreData.↓NSFetchRequest<NSManagedObject>()
            let status = Security.↓SecItemDelete([:] as CFDictionary)
            """#)
    }

    @Test func reportsOneFindingPerAPIPerLine() {
        assertFindings(id, path: "Domain/Sync/Sync.swift", #"""
            let session: ↓URLSession = URLSession.shared
            let pair = (↓FileManager.default, FileManager.default, ↓UserDefaults.standard)
            """#)
    }

    @Test func messageNamesTheAPIAndItsCategory() throws {
        let findings = assertFindings(id, path: "Domain/Fitness/WeeklyGoalPolicy.swift", #"""
            let goal = ↓UserDefaults.standard.integer(forKey: "weeklyGoalMinutes")
            """#)
        #expect(try #require(findings.first).message == "`UserDefaults` in the Domain layer — persistence belongs in "
            + "the Data layer, behind a protocol the Domain declares")
    }

    @Test func flagsTheIdentifiersListedInExtraAPIs() throws {
        let configuration = Configuration(rules: [id: RuleSettings(options: ["extraAPIs": ["AnalyticsClient"]])])
        let findings = assertFindings(id, path: "Domain/Library/Checkout.swift", #"""
            struct Checkout {
                let analytics: ↓AnalyticsClient
            }
            """#, configuration: configuration)
        #expect(try #require(findings.first).message.hasPrefix("`AnalyticsClient` in the Domain layer — I/O belongs"))
    }

    @Test func flagsExtraAPIsWrittenInLowerCaseWhereTheyAreCalled() throws {
        let configuration = Configuration(rules: [id: RuleSettings(options: ["extraAPIs": ["sqlite3_exec",
                                                                                           "keychain"]])])
        let findings = assertFindings(id, path: "Domain/Library/Ledger.swift", #"""
            struct Ledger {
                func wipe(_ db: OpaquePointer?) {
                    _ = ↓sqlite3_exec(db, "DELETE FROM loans", nil, nil, nil)
                    ↓keychain.remove("token")
                }
                func describe(_ tool: Tool) -> String { tool.sqlite3_exec }
                func store(_ token: String, keychain: Bool) {}
                func save() { store("x", keychain: true) }
                var keychain: Bool { false }
            }
            """#, configuration: configuration)
        #expect(try #require(findings.first).message.hasPrefix("`sqlite3_exec` in the Domain layer — I/O belongs"))
    }

    @Test func ignoresFoundationValueTypesAndHelpers() {
        assertFindings(id, path: "Domain/Library/Loan.swift", #"""
            import Foundation

            struct Loan: Codable {
                let id: UUID
                let link: URL
                let dueAt: Date
                let fee: Decimal
                let cover: Data
                func encoded() throws -> Data { try JSONEncoder().encode(self) }
                func days(_ calendar: Calendar) -> String { DateFormatter().string(from: dueAt) }
                static func decode(_ data: Data) throws -> Loan { try JSONDecoder().decode(Loan.self, from: data) }
            }
            """#)
    }

    @Test func ignoresMembersAndNamesThatOnlyContainAnAPIName() {
        assertFindings(id, path: "Domain/Library/Settings.swift", #"""
            struct Settings {
                let urlSession: String
                let userDefaultsKey = "goal"
                let URLSessionFactory: Int
                func read(_ config: Config) -> Int { config.UserDefaults + config.FileManager.count }
            }
            """#)
    }

    @Test func ignoresProtocolsThatDescribeTheNeedAndCallsThroughThem() {
        assertFindings(id, path: "Domain/Loans/RenewLoanUseCase.swift", #"""
            import Foundation

            protocol LoanRepository: Sendable {
                func renew(loanID: UUID) async throws -> Date
            }

            struct RenewLoanUseCase {
                let loans: any LoanRepository
                func execute(loanID: UUID) async throws -> Date {
                    try await loans.renew(loanID: loanID)
                }
            }
            """#)
    }

    @Test func ignoresAPINamesInCommentsAndStrings() {
        assertFindings(id, path: "Domain/Loans/RenewLoanUseCase.swift", #"""
            /// Data implements this with `URLSession`; Domain never sees a `URLRequest`.
            protocol LoanRepository {}
            // FileManager and UserDefaults belong in Data.
            /* ModelContext, NSManagedObjectContext */
            let text = "URLSession.shared"
            let raw = #"FileManager.default"#
            let block = """
                UserDefaults.standard
                SecItemAdd
                """
            let interpolated = "\(count) FetchDescriptor"
            """#)
    }

    @Test(arguments: ["Data/Networking/HTTPLoanRepository.swift", "Presentation/Loans/LoanView.swift",
                      "App/LibraryApp.swift", "Shared/Networking.swift", "Tests/DomainTests/Stub.swift"])
    func ignoresFilesOutsideTheDomainLayer(path: String) {
        assertFindings(id, path: path, #"""
            let session = URLSession.shared
            let defaults = UserDefaults.standard
            let files = FileManager.default
            """#)
    }
}
