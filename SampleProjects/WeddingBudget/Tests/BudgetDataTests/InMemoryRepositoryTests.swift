import BudgetData
import BudgetDomain
import Foundation
import Testing

@Suite struct InMemoryRepositoryTests {
    private let scenario = UUID()
    private let otherScenario = UUID()

    @Test func budgetItemsAreFilteredByScenarioAndReplacedByID() async {
        var flowers = BudgetItem(scenarioID: scenario, name: "Flowers", category: "Decor", plannedAmount: 900)
        let elsewhere = BudgetItem(scenarioID: otherScenario, name: "Flowers", category: "Decor", plannedAmount: 100)
        let repository = InMemoryBudgetRepository(items: [flowers, elsewhere])

        flowers.plannedAmount = 1_200
        await repository.save(flowers)

        #expect(await repository.fetchItems(scenarioID: scenario) == [flowers])
    }

    @Test func expensesAndAllocationsAreFilteredByScenario() async {
        let ours = Expense(scenarioID: scenario, vendor: "Caterer", amount: 5_000)
        let theirs = Expense(scenarioID: otherScenario, vendor: "Caterer", amount: 7_000)
        let item = UUID()
        let ourAllocation = ExpenseAllocation(scenarioID: scenario, expenseID: ours.id, budgetItemID: item, amount: 5_000)
        let theirAllocation = ExpenseAllocation(scenarioID: otherScenario, expenseID: theirs.id, budgetItemID: item, amount: 7_000)
        let repository = InMemoryExpenseRepository(expenses: [ours, theirs], allocations: [ourAllocation, theirAllocation])

        #expect(await repository.fetchExpenses(scenarioID: scenario) == [ours])
        #expect(await repository.fetchAllocations(scenarioID: scenario) == [ourAllocation])
    }

    @Test func replacingAllocationsTouchesOnlyThatExpense() async {
        let hall = Expense(scenarioID: scenario, vendor: "Hall", amount: 3_000)
        let band = Expense(scenarioID: scenario, vendor: "Band", amount: 1_000)
        let bandAllocation = ExpenseAllocation(scenarioID: scenario, expenseID: band.id, budgetItemID: UUID(), amount: 1_000)
        let repository = InMemoryExpenseRepository(
            expenses: [hall, band],
            allocations: [
                ExpenseAllocation(scenarioID: scenario, expenseID: hall.id, budgetItemID: UUID(), amount: 3_000),
                bandAllocation,
            ]
        )
        let split = [
            ExpenseAllocation(scenarioID: scenario, expenseID: hall.id, budgetItemID: UUID(), amount: 2_000),
            ExpenseAllocation(scenarioID: scenario, expenseID: hall.id, budgetItemID: UUID(), amount: 1_000),
        ]

        await repository.replaceAllocations(ofExpense: hall.id, with: split)

        #expect(await repository.fetchAllocations(scenarioID: scenario) == [bandAllocation] + split)
    }

    @Test func giftsAreFilteredByScenario() async {
        let gift = Gift(scenarioID: scenario, giver: "Parents", amount: 2_000)
        let repository = InMemoryGiftRepository(gifts: [Gift(scenarioID: otherScenario, giver: "Friends", amount: 50)])

        await repository.save(gift)

        #expect(await repository.fetchGifts(scenarioID: scenario) == [gift])
    }

    @Test func collaboratorsAreFilteredByWeddingAndUpdatedInPlace() async {
        let wedding = UUID()
        var alex = Collaborator(weddingID: wedding, userID: UUID(), name: "Alex", role: .owner)
        let sam = Collaborator(weddingID: wedding, userID: UUID(), name: "Sam", role: .editor)
        let stranger = Collaborator(weddingID: UUID(), userID: UUID(), name: "Other", role: .owner)
        let repository = InMemoryCollaboratorRepository(collaborators: [alex, sam, stranger])

        alex.role = .viewer
        await repository.save(alex)

        #expect(await repository.fetchCollaborators(weddingID: wedding) == [alex, sam])
    }
}
