import BudgetDomain
import Foundation
import Testing

@Suite struct BudgetAggregationServiceTests {
    private let scenario = UUID()

    private func makeService(
        items: [BudgetItem] = [],
        expenses: CountingExpenseRepository = CountingExpenseRepository(),
        gifts: [Gift] = []
    ) -> BudgetAggregationService {
        BudgetAggregationService(
            budgetRepository: StubBudgetRepository(items: items),
            expenseRepository: expenses,
            giftRepository: StubGiftRepository(gifts: gifts)
        )
    }

    @Test func linesAddUpAllocationsAndEarmarkedGifts() async throws {
        let flowers = BudgetItem(scenarioID: scenario, name: "Flowers", category: "Decor", plannedAmount: 2_000)
        let catering = BudgetItem(scenarioID: scenario, name: "Catering", category: "Food", plannedAmount: 10_000)
        let music = BudgetItem(scenarioID: scenario, name: "Band", category: "Music", plannedAmount: 1_500)
        let florist = Expense(scenarioID: scenario, vendor: "Florist", amount: 1_800)
        let caterer = Expense(scenarioID: scenario, vendor: "Caterer", amount: 9_500)
        let band = Expense(scenarioID: scenario, vendor: "Band", amount: 1_200)
        let expenses = CountingExpenseRepository(
            expenses: [florist, caterer, band],
            allocations: [
                ExpenseAllocation(scenarioID: scenario, expenseID: florist.id, budgetItemID: flowers.id, amount: 1_800),
                ExpenseAllocation(scenarioID: scenario, expenseID: caterer.id, budgetItemID: catering.id, amount: 9_000),
                ExpenseAllocation(scenarioID: scenario, expenseID: caterer.id, budgetItemID: flowers.id, amount: 500),
            ]
        )
        let gifts = [
            Gift(scenarioID: scenario, giver: "Aunt May", amount: 1_000, budgetItemID: catering.id),
            Gift(scenarioID: scenario, giver: "Grandpa", amount: 300),
        ]

        let overview = try await makeService(items: [flowers, catering, music], expenses: expenses, gifts: gifts)
            .overview(forScenario: scenario)

        #expect(overview.lines.map(\.name) == ["Flowers", "Catering", "Band"])
        #expect(overview.lines.map(\.spent) == [2_300, 9_000, 0])
        #expect(overview.lines.map(\.gifts) == [0, 1_000, 0])
        #expect(overview.lines.map(\.effectiveSpend) == [2_300, 8_000, 0])
        #expect(overview.lines.map(\.remaining) == [-300, 2_000, 1_500])
        #expect(overview.lines.map(\.isOverBudget) == [true, false, false])
    }

    @Test func totalsCoverUnallocatedSpendAndGeneralGifts() async throws {
        let venue = BudgetItem(scenarioID: scenario, name: "Venue", category: "Venue", plannedAmount: 8_000)
        let hall = Expense(scenarioID: scenario, vendor: "Hall", amount: 6_000)
        let cake = Expense(scenarioID: scenario, vendor: "Bakery", amount: 450)
        let expenses = CountingExpenseRepository(
            expenses: [hall, cake],
            allocations: [ExpenseAllocation(scenarioID: scenario, expenseID: hall.id, budgetItemID: venue.id, amount: 6_000)]
        )
        let gifts = [
            Gift(scenarioID: scenario, giver: "Parents", amount: 2_000, budgetItemID: venue.id),
            Gift(scenarioID: scenario, giver: "Friends", amount: 250),
        ]

        let overview = try await makeService(items: [venue], expenses: expenses, gifts: gifts)
            .overview(forScenario: scenario)

        #expect(overview.totalPlanned == 8_000)
        #expect(overview.totalSpent == 6_450)
        #expect(overview.totalGifts == 2_250)
        #expect(overview.effectiveSpend == 4_200)
        #expect(overview.remaining == 3_800)
        #expect(overview.unallocatedSpend == 450)
    }

    @Test func allocationsAreFetchedOnceForTheWholeScenario() async throws {
        let item = BudgetItem(scenarioID: scenario, name: "Stationery", category: "Paper", plannedAmount: 600)
        let expenseList = (1...25).map { Expense(scenarioID: scenario, vendor: "Printer \($0)", amount: 10) }
        let expenses = CountingExpenseRepository(
            expenses: expenseList,
            allocations: expenseList.map {
                ExpenseAllocation(scenarioID: scenario, expenseID: $0.id, budgetItemID: item.id, amount: 10)
            }
        )

        let overview = try await makeService(items: [item], expenses: expenses).overview(forScenario: scenario)

        #expect(await expenses.allocationFetchCount == 1)
        #expect(await expenses.expenseFetchCount == 1)
        #expect(await expenses.requestedScenarioIDs == [scenario])
        #expect(overview.lines.first?.spent == 250)
    }

    @Test func allocationsOfUnknownExpensesDoNotCountAsSpending() async throws {
        let item = BudgetItem(scenarioID: scenario, name: "Photos", category: "Media", plannedAmount: 3_000)
        let expenses = CountingExpenseRepository(
            allocations: [ExpenseAllocation(scenarioID: scenario, expenseID: UUID(), budgetItemID: item.id, amount: 900)]
        )

        let overview = try await makeService(items: [item], expenses: expenses).overview(forScenario: scenario)

        #expect(overview.lines.first?.spent == 0)
        #expect(overview.unallocatedSpend == 0)
    }

    @Test func giftsBeyondSpendingLeaveMoreThanPlanned() async throws {
        let dress = BudgetItem(scenarioID: scenario, name: "Dress", category: "Attire", plannedAmount: 1_500)
        let gifts = [Gift(scenarioID: scenario, giver: "Godmother", amount: 500, budgetItemID: dress.id)]

        let overview = try await makeService(items: [dress], gifts: gifts).overview(forScenario: scenario)

        #expect(overview.lines.first?.effectiveSpend == -500)
        #expect(overview.lines.first?.remaining == 2_000)
    }

    @Test func centsAddUpExactly() async throws {
        let favours = BudgetItem(scenarioID: scenario, name: "Favours", category: "Gifts", plannedAmount: 1)
        let first = Expense(scenarioID: scenario, vendor: "Shop", amount: money("0.10"))
        let second = Expense(scenarioID: scenario, vendor: "Shop", amount: money("0.20"))
        let expenses = CountingExpenseRepository(
            expenses: [first, second],
            allocations: [
                ExpenseAllocation(scenarioID: scenario, expenseID: first.id, budgetItemID: favours.id, amount: money("0.10")),
                ExpenseAllocation(scenarioID: scenario, expenseID: second.id, budgetItemID: favours.id, amount: money("0.20")),
            ]
        )

        let overview = try await makeService(items: [favours], expenses: expenses).overview(forScenario: scenario)

        #expect(overview.lines.first?.spent == money("0.30"))
        #expect(overview.remaining == money("0.70"))
    }

    @Test func recordsOfOtherScenariosAreLeftOut() async throws {
        let other = UUID()
        let ours = BudgetItem(scenarioID: scenario, name: "Rings", category: "Jewellery", plannedAmount: 2_000)
        let theirs = BudgetItem(scenarioID: other, name: "Rings", category: "Jewellery", plannedAmount: 9_000)
        let gifts = [Gift(scenarioID: other, giver: "Someone", amount: 100)]

        let overview = try await makeService(items: [ours, theirs], gifts: gifts).overview(forScenario: scenario)

        #expect(overview.lines.map(\.budgetItemID) == [ours.id])
        #expect(overview.totalGifts == 0)
    }

    @Test func repositoryFailureReachesTheCaller() async {
        let service = BudgetAggregationService(
            budgetRepository: StubBudgetRepository(items: []),
            expenseRepository: FailingExpenseRepository(),
            giftRepository: StubGiftRepository(gifts: [])
        )

        await #expect(throws: FailingExpenseRepository.Unavailable()) {
            try await service.overview(forScenario: scenario)
        }
    }
}
