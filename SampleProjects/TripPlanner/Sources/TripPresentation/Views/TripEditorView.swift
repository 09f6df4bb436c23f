#if canImport(SwiftUI)
import SwiftUI

/// The trip form. It lays out and binds; every decision belongs to ``TripEditorViewModel``.
public struct TripEditorView: View {
    @Bindable private var viewModel: TripEditorViewModel
    @Environment(\.dismiss) private var dismiss

    public init(viewModel: TripEditorViewModel) {
        self.viewModel = viewModel
    }

    public var body: some View {
        NavigationStack {
            Form {
                Section("Trip") {
                    TextField("Name", text: $viewModel.name)
                    TextField("Destination", text: $viewModel.destination)
                }
                Section("Dates") {
                    DatePicker("Starts", selection: $viewModel.startDate, displayedComponents: .date)
                    DatePicker("Ends", selection: $viewModel.endDate, displayedComponents: .date)
                    LabeledContent("Duration", value: viewModel.durationText)
                }
                if let message = viewModel.errorMessage {
                    Section {
                        Text(message)
                            .foregroundStyle(.red)
                    }
                }
            }
            .navigationTitle(viewModel.title)
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel") { dismiss() }
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Save") {
                        Task {
                            if await viewModel.save() {
                                dismiss()
                            }
                        }
                    }
                    .disabled(viewModel.isSaving)
                }
            }
            .interactiveDismissDisabled(viewModel.isSaving)
        }
    }
}
#endif
