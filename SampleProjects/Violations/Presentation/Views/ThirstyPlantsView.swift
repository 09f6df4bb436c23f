import SwiftUI

struct ThirstyPlantsView: View {
    @State var viewModel: ThirstyPlantsViewModel
    @State private var showsOutdoorOnly = false

    var body: some View {
        NavigationStack {
            Group {
                if viewModel.rows.isEmpty {
                    ContentUnavailableView("Everyone has water", systemImage: "drop")
                } else {
                    List(visibleRows) { row in
                        NavigationLink(value: row.id) {
                            VStack(alignment: .leading) {
                                Text(row.nickname)
                                Text(row.lastWateredAt, style: .relative)
                                    .foregroundStyle(row.isOverdue ? .red : .secondary)
                            }
                        }
                        .swipeActions {
                            Button("Watered") { viewModel.markWatered(row.id) }
                        }
                    }
                }
            }
            .navigationTitle("Thirsty (\(viewModel.rows.count))")
            .navigationDestination(for: UUID.self) { id in
                Text("Plant \(id.uuidString.prefix(8))")
            }
            .toolbar {
                Toggle("Outdoor only", isOn: $showsOutdoorOnly)
            }
            .task { await viewModel.reload() }
            .refreshable { await viewModel.reload() }
        }
    }

    private var visibleRows: [ThirstyPlantRow] {
        showsOutdoorOnly ? viewModel.rows.filter(\.isOutdoor) : viewModel.rows
    }
}
