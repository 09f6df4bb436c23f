#if canImport(SwiftUI)
import SwiftUI
import TripDomain

/// The list of trips. It lays out rows and forwards taps; ``TripListViewModel`` does the work.
public struct TripListView: View {
    private let viewModel: TripListViewModel
    private let makeEditor: @MainActor (Trip?) -> TripEditorViewModel
    @State private var editor: TripEditorViewModel?

    /// Shows `viewModel`'s trips; `makeEditor` builds the form for a trip, or for a new one given `nil`.
    public init(
        viewModel: TripListViewModel,
        makeEditor: @escaping @MainActor (Trip?) -> TripEditorViewModel
    ) {
        self.viewModel = viewModel
        self.makeEditor = makeEditor
    }

    public var body: some View {
        NavigationStack {
            List {
                if let message = viewModel.errorMessage {
                    Text(message)
                        .foregroundStyle(.red)
                }
                ForEach(viewModel.rows) { row in
                    Button {
                        editor = makeEditor(viewModel.trip(id: row.id))
                    } label: {
                        TripRowView(row: row)
                    }
                    .swipeActions {
                        Button("Delete", role: .destructive) {
                            Task { await viewModel.delete(tripID: row.id) }
                        }
                    }
                }
            }
            .overlay {
                if viewModel.showsEmptyState {
                    ContentUnavailableView(
                        "No Trips",
                        systemImage: "suitcase",
                        description: Text("Plan a trip to see it here.")
                    )
                }
            }
            .navigationTitle("Trips")
            .toolbar {
                Button("Add Trip", systemImage: "plus") {
                    editor = makeEditor(nil)
                }
            }
            .sheet(item: $editor, onDismiss: { Task { await viewModel.load() } }) { editor in
                TripEditorView(viewModel: editor)
            }
            .task { await viewModel.load() }
            .refreshable { await viewModel.load() }
        }
    }
}
#endif
