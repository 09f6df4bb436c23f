import SwiftUI

struct PlantEditorView: View {
    @State private var viewModel: PlantEditorViewModel
    @Environment(\.dismiss) private var dismiss

    init(viewModel: PlantEditorViewModel) {
        _viewModel = State(initialValue: viewModel)
    }

    var body: some View {
        Form {
            TextField("Nickname", text: $viewModel.nickname)
            Stepper("Water every \(viewModel.intervalDays) days", value: $viewModel.intervalDays, in: 1...60)
            Text("Next watering \(viewModel.nextWateringText)")
                .foregroundStyle(.secondary)
            if let problem = viewModel.problem {
                Text(problem)
                    .foregroundStyle(.red)
            }
        }
        .toolbar {
            ToolbarItem(placement: .confirmationAction) {
                Button("Save") {
                    Task { await viewModel.save() }
                }
                .disabled(viewModel.isSaving)
            }
        }
        .onChange(of: viewModel.isSaved) { _, saved in
            if saved { dismiss() }
        }
    }
}
