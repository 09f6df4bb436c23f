import SwiftData
import SwiftUI

struct AwayPlanEditorView: View {
    @Environment(\.modelContext) private var context
    @Bindable var plan: AwayPlanEntity

    var body: some View {
        Form {
            TextField("Plant sitter", text: $plan.sitterName)
            DatePicker("Leaving", selection: $plan.leavesOn, displayedComponents: .date)
            DatePicker("Back", selection: $plan.returnsOn, displayedComponents: .date)

            Button("Save plan") {
                guard !plan.sitterName.trimmingCharacters(in: .whitespaces).isEmpty else { return }
                guard plan.returnsOn > plan.leavesOn else { return }
                guard plan.returnsOn.timeIntervalSince(plan.leavesOn) <= 90 * 24 * 3600 else { return }

                plan.dayCount = Calendar.current.dateComponents(
                    [.day], from: plan.leavesOn, to: plan.returnsOn
                ).day ?? 0

                try? context.save()
            }
        }
    }
}
