import BudgetData
import BudgetDomain
import Foundation
import Testing

/// The Domain services running on the in-memory repositories, as a demo or preview would wire them.
@Suite struct BudgetOverviewIntegrationTests {
    @Test func overviewReflectsWhatWasRecorded() async throws {
        let scenario = UUID()
        let venue = BudgetItem(scenarioID: scenario, name: "Venue", category: "Venue", plannedAmount: 10_000)
        let food = BudgetItem(scenarioID: scenario, name: "Food", category: "Catering", plannedAmount: 6_000)
        let castle = Expense(scenarioID: scenario, vendor: "Castle", amount: 12_000)
        let expenses = InMemoryExpenseRepository(expenses: [castle])
        await expenses.replaceAllocations(ofExpense: castle.id, with: [
            ExpenseAllocation(scenarioID: scenario, expenseID: castle.id, budgetItemID: venue.id, amount: 8_000),
            ExpenseAllocation(scenarioID: scenario, expenseID: castle.id, budgetItemID: food.id, amount: 4_000),
        ])
        let service = BudgetAggregationService(
            budgetRepository: InMemoryBudgetRepository(items: [venue, food]),
            expenseRepository: expenses,
            giftRepository: InMemoryGiftRepository(gifts: [
                Gift(scenarioID: scenario, giver: "Parents", amount: 3_000, budgetItemID: venue.id),
            ])
        )

        let overview = try await service.overview(forScenario: scenario)

        #expect(overview.lines.map(\.remaining) == [5_000, 2_000])
        #expect(overview.effectiveSpend == 9_000)
        #expect(overview.remaining == 7_000)
        #expect(overview.unallocatedSpend == 0)
    }

    @Test func ownerLeavingIsStoredOnlyWhileAnotherOwnerRemains() async throws {
        let wedding = UUID()
        let alex = Collaborator(weddingID: wedding, userID: UUID(), name: "Alex", role: .owner)
        let jo = Collaborator(weddingID: wedding, userID: UUID(), name: "Jo", role: .owner)
        let repository = InMemoryCollaboratorRepository(collaborators: [alex, jo])
        let service = CollaborationPermissionService(repository: repository)

        try await service.leave(userID: alex.userID, weddingID: wedding)
        await #expect(throws: CollaborationError.lastOwner) {
            try await service.leave(userID: jo.userID, weddingID: wedding)
        }

        let stored = await repository.fetchCollaborators(weddingID: wedding)
        #expect(stored.map(\.status) == [.left, .active])
    }
}
