import ArchLintEngine
import ArchLintRules
import Testing
import TestSupport

@Suite struct NPlusOneAwaitRuleTests {
    let id = NPlusOneAwaitRule.id

    @Test func flagsTheAwaitOfARepositoryCallInAForInLoop() throws {
        let findings = assertFindings(id, path: "Domain/Library/OverdueReportUseCase.swift", #"""
            struct OverdueReportUseCase {
                let memberRepository: any MemberRepository
                let loanRepository: any LoanRepository

                func execute() async throws -> [Int] {
                    let members = try await memberRepository.activeMembers()
                    var counts: [Int] = []
                    for member in members {
                        let loans = try ↓await loanRepository.loans(borrowedBy: member.id)
                        counts.append(loans.count)
                    }
                    return counts
                }
            }
            """#)
        let finding = try #require(findings.first)
        #expect(finding.message == "`await loanRepository.loans(…)` inside a loop — one query per item; fetch in "
            + "bulk once and group with `Dictionary(grouping:by:)`")
        #expect(finding.severity == .warning)
    }

    @Test(arguments: ["repository", "loanRepository", "LoanRepository", "profileService", "httpClient", "booksAPI",
                      "api", "self.repository", "self.store.client", "Self.sharedService"])
    func flagsReceiversWhoseNameEndsInADataSourceWord(receiver: String) {
        assertFindings(id, path: "Data/Sync.swift", """
            func sync(_ ids: [Int]) async throws {
                for id in ids {
                    try ↓await \(receiver).load(id)
                }
            }
            """)
    }

    @Test func aReceiverNameGivesWayToWhatTheProjectsMembersOfThatNameDo() {
        // `tokenClient` is a value whose type the rule cannot tell; every `loadTokens` of the project reads one
        // setting: no query per item. `refresh`, whose only member does nothing the analysis sees, is still
        // judged by the receiver's name.
        let files: [(path: String, source: String)] = [
            ("Data/TokenStore.swift", """
                import Foundation

                final class TokenStore {
                    func loadTokens() -> String? { UserDefaults.standard.string(forKey: "tokens") }
                    func refresh() -> Int { 1 }
                }
                """),
            ("Data/Sync.swift", """
                func reload(_ accounts: [Account]) async {
                    for account in accounts {
                        await account.tokenClient.loadTokens()
                        await account.tokenClient.refresh()
                    }
                }
                """),
        ]
        let findings = LintHarness.lint(files).findings.filter { $0.ruleID == id }
        #expect(findings.map(\.message) == ["`await account.tokenClient.refresh(…)` inside a loop — one query per "
            + "item; fetch in bulk once and group with `Dictionary(grouping:by:)`"])
    }

    @Test func flagsReceiversTypedAsARepositoryProtocol() {
        assertFindings(id, path: "Domain/Fitness/DailyMinutesUseCase.swift", #"""
            struct DailyMinutesUseCase {
                let workouts: any WorkoutRepository
                var store: WorkoutRepository?

                func minutes(_ days: [Int], from source: some DayRepository) async throws {
                    for day in days {
                        _ = try ↓await workouts.workouts(on: day)
                        _ = ↓await source.day(day)
                    }
                }
            }
            """#)
    }

    @Test func flagsAwaitsInForEachClosuresAndNestedLoopsOnce() {
        assertFindings(id, path: "Presentation/Loader.swift", #"""
            func load(_ groups: [[Int]], repository: Repo) async {
                groups.forEach { group in
                    ↓await repository.load(group)
                }
                for group in groups {
                    for id in group {
                        if id > 0 {
                            ↓await repository.load(id)
                        }
                    }
                    group.forEach({ ↓await repository.touch($0) })
                }
            }
            """#)
    }

    @Test func aDispatchByKindQueriesPerKindUnlessItUsesTheItem() {
        assertFindings(id, path: "Presentation/Filters.swift", #"""
            func options(_ sections: [Section], shelves: [Shelf], repository: Repo) async throws {
                for section in sections {
                    switch section {
                    case .tags:
                        _ = try await repository.allTags()
                    case .author(let id):
                        _ = try ↓await repository.person(id)
                    case .shelf:
                        _ = try ↓await repository.items(for: section)
                    }
                }
                for shelf in shelves {
                    for section in sections {
                        switch section {
                        case .tags:
                            _ = try ↓await repository.tags(on: shelf.id)
                        default:
                            break
                        }
                    }
                }
            }
            """#)
    }

    @Test func flagsCallsWithTrailingClosuresAndOptionalChaining() {
        assertFindings(id, path: "Data/Sync.swift", #"""
            func sync(_ ids: [Int], repository: Repo?) async throws {
                for id in ids {
                    try ↓await repository?.load(id)
                    ↓await apiClient.fetch { id }
                }
            }
            """#)
    }

    /// N+1 is about reads: a write, upload, delete or send per item runs once per item by nature, and so does an
    /// await in a closure the loop registers to run later, once per event. A loop over batches is the batched form.
    @Test func perItemWritesLaterClosuresAndBatchesAreNoNPlusOne() {
        assertFindings(id, path: "Data/Outbox.swift", #"""
            func flush(_ drafts: [Draft], names: [Notification.Name], repository: DraftRepository) async throws {
                for draft in drafts {
                    try await repository.upload(draft)
                    try await repository.deleteDraft(draft.id)
                    try await repository.markSent(draft.id)
                    _ = try await repository.findOrCreateThread(for: draft.id)
                }
                for name in names {
                    NotificationCenter.default.publisher(for: name).sink { _ in
                        Task { await repository.reload() }
                    }
                }
                for chunk in drafts.chunks(ofCount: 100) {
                    _ = try await repository.drafts(Array(chunk))
                }
                for draft in drafts {
                    _ = try ↓await repository.comments(for: draft.id)
                }
            }
            """#)
    }

    @Test func ignoresAsyncSequenceLoops() {
        assertFindings(id, path: "Domain/Sync.swift", #"""
            func drain(_ updates: AsyncStream<Int>, _ more: Stream) async throws {
                for await update in updates {
                    await repository.apply(update)
                }
                for try await value in more {
                    try await loanService.apply(value)
                }
            }
            """#)
    }

    @Test func ignoresAsyncLetFanOutAndTaskGroupChildren() {
        assertFindings(id, path: "Domain/Library/LoanCountsUseCase.swift", #"""
            func execute(memberIDs: [Int]) async throws -> [Int: Int] {
                for memberID in memberIDs {
                    async let loans = loanRepository.loans(memberID)
                    async let holds = holdRepository.holds(memberID)
                    _ = try await (loans, holds)
                }
                return try await withThrowingTaskGroup(of: (Int, Int).self) { group in
                    for memberID in memberIDs {
                        group.addTask {
                            (memberID, try await loanRepository.loanCount(for: memberID))
                        }
                        group.addTaskUnlessCancelled(priority: .low) {
                            (memberID, try await loanRepository.loanCount(for: memberID))
                        }
                    }
                    return [:]
                }
            }
            """#)
    }

    @Test func ignoresOtherReceivers() {
        assertFindings(id, path: "Domain/Sync/RetryPolicy.swift", #"""
            func run(_ operation: () async throws -> Int) async throws {
                for attempt in 0..<3 {
                    try await Task.sleep(for: .milliseconds(200 << attempt))
                    await MainActor.run { print(attempt) }
                    _ = try await operation()
                    await self.refresh(attempt)
                    await refresh(attempt)
                    _ = await (repositoryA, repositoryB)
                }
            }
            """#)
    }

    @Test func ignoresCallsBeforeAfterAndInTheIteratedExpression() {
        assertFindings(id, path: "Domain/Library/Report.swift", #"""
            func report() async throws {
                let all = try await loanRepository.openLoans()
                for member in try await memberRepository.activeMembers() where member.isActive {
                    print(member, all)
                }
                try await loanRepository.flush()
            }
            """#)
    }

    @Test func ignoresLoopsThatRepeatRatherThanWalkItems() {
        assertFindings(id, path: "Data/Sync/ConfigLoader.swift", #"""
            func load(ids: [Int]) async throws -> Config {
                for attempt in 1...3 {
                    do {
                        return try await apiClient.fetchConfig()
                    } catch {
                        try await Task.sleep(for: .seconds(attempt))
                    }
                }
                for _ in ids {
                    await syncService.ping()
                }
                for step in stride(from: 0, to: 10, by: 2) {
                    await pollingClient.poll()
                    print(step)
                }
                for index in 0..<ids.count {
                    _ = try ↓await repository.load(ids[index])
                }
                for page in 1...10 where page > 1 {
                    _ = try ↓await booksAPI.page(page)
                }
                throw ConfigError.unavailable
            }
            """#)
    }

    @Test func namesACallChainWrittenOverSeveralLinesOnOneLine() throws {
        let findings = assertFindings(id, path: "Data/Sync.swift", """
            func sync(_ ids: [Int]) async throws {
                for id in ids {
                    try ↓await environment
                        .profileService
                        .load(id)
                }
            }
            """)
        #expect(try #require(findings.first).message.hasPrefix("`await environment.profileService.load(…)` inside"))
    }

    @Test func ignoresTheArgumentLabelFor() {
        assertFindings(id, path: "Data/Catalog/CatalogFeed.swift", #"""
            struct CatalogFeed {
                let catalogService: CatalogService

                func page(for number: Int) async throws -> [Item] {
                    try await catalogService.page(number)
                }

                func refresh(for shelf: Shelf, _ other: Int, for reason: String) async throws {
                    _ = try await catalogService.items(for: shelf)
                    let delayed = changes.debounce(for: .seconds(1), scheduler: queue)
                    _ = try await catalogService.sync(for: reason)
                }
            }
            """#)
    }

    @Test func ignoresTestsAndManifests() {
        for path in ["Tests/SyncTests/SyncTests.swift", "Domain/Tests/Sync.swift", "Domain/Package.swift"] {
            assertFindings(id, path: path, #"""
                func sync(_ ids: [Int]) async {
                    for id in ids {
                        await repository.load(id)
                    }
                }
                """#)
        }
    }

    @Test func flagsAppCodeInNoLayer() {
        assertFindings(id, path: "Sources/Sync/Sync.swift", #"""
            func sync(_ ids: [Int]) async {
                for id in ids {
                    ↓await repository.load(id)
                }
            }
            """#)
    }

    // MARK: What the call reaches

    static let store = MarkedSource("Shared/Storage/OrderStore.swift", #"""
        import CoreData

        final class OrderStore {
            static let shared = OrderStore()
            let container = NSPersistentContainer(name: "Orders")
            var cache: [UUID: [Line]] = [:]

            func lines(for id: UUID) -> [Line] { (try? container.viewContext.fetch(Line.fetchRequest())) ?? [] }
            func linesForAll(_ ids: [UUID]) -> [Line] { (try? container.viewContext.fetch(Line.fetchRequest())) ?? [] }
            func cachedLines(for id: UUID) async -> [Line] { cache[id] ?? [] }
            func reply(_ text: String, after previous: Int?) async throws -> Int {
                _ = try await URLSession.shared.data(from: URL(string: "https://example.com")!)
                return 0
            }
        }
        """#)

    @Test func flagsPerItemCallsWhoseMemberReachesAQueryWhateverTheReceiverIsCalled() throws {
        let totals = MarkedSource("Shared/Orders/OrderTotals.swift", #"""
            struct OrderTotals {
                let orders = OrderStore.shared

                func totals(for ids: [UUID]) async -> Int {
                    var total = 0
                    for id in ids {
                        total += ↓OrderStore.shared.lines(for: id).count
                        total += await orders.cachedLines(for: id).count
                    }
                    return total
                }
            }
            """#)
        let findings = assertFindings(id, [Self.store, totals])
        #expect(try #require(findings.first).message == "`OrderStore.shared.lines(…)` inside a loop — one query per "
            + "item: it reaches `NSManagedObjectContext.fetch(_:)` through `OrderStore.lines` "
            + "(`Shared/Storage/OrderStore.swift:8`); `OrderStore.linesForAll` takes a collection — call it once with every "
            + "item")
        #expect(try #require(findings.first).trace.map { "\($0.file):\($0.line)" }
            .prefix(1) == ["Shared/Storage/OrderStore.swift:8"])
        #expect(try #require(findings.first).trace.last?.note == "`NSManagedObjectContext.fetch(_:)` is called here")
    }

    @Test func aChainOfCallsEachNeedingThePreviousResultIsNoNPlusOne() {
        let poster = MarkedSource("Shared/Orders/Poster.swift", #"""
            struct Poster {
                let store: OrderStore

                func post(_ parts: [String]) async throws {
                    var previous: Int?
                    for part in parts {
                        let id = try await store.reply(part, after: previous)
                        previous = id
                    }
                    for part in parts {
                        _ = try ↓await store.reply(part, after: nil)
                    }
                }
            }
            """#)
        assertFindings(id, [Self.store, poster])
    }

    /// A member is named as the batch form only when the project shows it fits: a read that takes a collection.
    /// Deletes, syncs and loads of everything are never advice, however their names read.
    @Test func adviceNamesOnlyAReadThatTakesACollection() throws {
        let downloads = MarkedSource("Shared/Parcels/ParcelDesk.swift", #"""
            import Foundation

            final class ParcelDesk {
                func status(of id: UUID) async throws -> Data { try await URLSession.shared.data(from: url(id)).0 }
                func deleteAll() async throws { _ = try await URLSession.shared.data(from: url(nil)) }
                func syncAll() async throws { _ = try await URLSession.shared.data(from: url(nil)) }
                func statusAll() async throws -> Data { try await URLSession.shared.data(from: url(nil)).0 }
                func url(_ id: UUID?) -> URL { URL(string: "https://example.com")! }
            }
            """#)
        let members = MarkedSource("Shared/Members/MemberClient.swift", #"""
            import Foundation

            final class MemberClient {
                func member(id: UUID) async throws -> Data { try await URLSession.shared.data(from: url).0 }
                func members(ids: [UUID]) async throws -> Data { try await URLSession.shared.data(from: url).0 }
                let url = URL(string: "https://example.com")!
            }
            """#)
        let screen = MarkedSource("Shared/Members/Roster.swift", #"""
            import Foundation

            struct Roster {
                let parcels: ParcelDesk
                let client: MemberClient

                func refresh(_ ids: [UUID]) async throws {
                    for id in ids {
                        _ = try ↓await parcels.status(of: id)
                        _ = try ↓await client.member(id: id)
                    }
                }
            }
            """#)
        let findings = assertFindings(id, [downloads, members, screen])
        let messages = findings.map(\.message)
        #expect(messages.first?.hasSuffix("`ParcelDesk` has no member that reads many at once: add one that "
            + "takes every item, or fetch in bulk once and group with `Dictionary(grouping:by:)`") == true)
        #expect(messages.last?.hasSuffix("`MemberClient.members` takes a collection — call it once with every item")
            == true)
    }

    /// A project type that wraps a well-known networking library's client (a hosted database's) requests through
    /// it: a read per item through it is N+1 like one through `URLSession`.
    @Test func aMemberThatTakesManyHandedOneAtATimeIsToldToTakeThemAll() throws {
        let store = MarkedSource("Shared/Garden/GardenStore.swift", #"""
            import CoreData

            final class GardenStore {
                let container: NSPersistentContainer
                init(container: NSPersistentContainer) { self.container = container }
                func markWatered(_ ids: [UUID], at date: Date) async throws {
                    try container.viewContext.save()
                }
            }
            """#)
        let screen = MarkedSource("Shared/Garden/WaterAll.swift", #"""
            import Foundation

            struct WaterAll {
                let store: GardenStore

                func water(_ ids: [UUID]) async throws {
                    for id in ids {
                        try ↓await store.markWatered([id], at: .now)
                    }
                }
            }
            """#)
        let findings = assertFindings(id, [store, screen])
        #expect(try #require(findings.first).message.hasSuffix(
            "`markWatered` takes a collection — call it once with every item"))
    }

    @Test func aWrappedHostedDatabaseClientIsNetworking() {
        let store = MarkedSource("Shared/Remote/RemoteNotes.swift", #"""
            import Supabase

            final class RemoteNotes {
                private let client = SupabaseClient(supabaseURL: URL(string: "https://example.com")!, supabaseKey: "k")

                func comments(for note: UUID) async throws -> [CommentDTO] {
                    try await client.from("comments").select().eq("note", value: note).execute().value
                }
            }
            """#)
        let sync = MarkedSource("Shared/Remote/NotesSync.swift", #"""
            struct NotesSync {
                let remote: RemoteNotes

                func pull(_ notes: [UUID]) async throws {
                    for note in notes {
                        _ = try ↓await remote.comments(for: note)
                    }
                }
            }
            """#)
        assertFindings(id, [store, sync])
    }

    @Test func eachAwaitOfOneStatementIsJudgedFromWhereItStands() {
        let batch = MarkedSource("Shared/Orders/Batch.swift", #"""
            struct Batch {
                let store: OrderStore

                func post(_ parts: [String]) async throws {
                    var previous: Int?
                    for part in parts {
                        let ids = [try ↓await store.reply(part, after: nil), try await store.reply(part, after: previous)]
                        previous = ids[0]
                    }
                    for page in 1...3 {
                        let sent = [try ↓await store.reply("", after: page), try await store.reply("", after: nil)]
                        print(sent)
                    }
                }
            }
            """#)
        assertFindings(id, [Self.store, batch])
    }

    @Test func everyAwaitOfALongStatementInALoopIsOneFinding() {
        let calls = Array(repeating: "try ↓await store.reply(part, after: nil)", count: 2_000).joined(separator: ", ")
        let batch = MarkedSource("Shared/Orders/Batch.swift", """
            struct Batch {
                let store: OrderStore

                func post(_ parts: [String]) async throws {
                    for part in parts {
                        let ids = [\(calls)]
                        print(ids)
                    }
                }
            }
            """)
        assertFindings(id, [Self.store, batch])
    }
}
