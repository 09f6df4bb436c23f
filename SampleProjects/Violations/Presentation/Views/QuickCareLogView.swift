import CoreData
import SwiftUI

struct QuickCareLogView: View {
    let plantID: UUID
    @Environment(\.managedObjectContext) private var store
    @FetchRequest(sortDescriptors: [SortDescriptor(\.createdAt, order: .reverse)])
    private var records: FetchedResults<CareLogRecord>
    @State private var amountText = ""

    var body: some View {
        List {
            HStack {
                TextField("Millilitres", text: $amountText)
                Button("Log watering") {
                    guard let millilitres = Int(amountText), millilitres > 0 else { return }
                    let entry = CareEntry(id: UUID(), plantID: plantID, kind: .watered, date: .now,
                                          amountMillilitres: millilitres)
                    _ = try? CareLogRecord(entry: entry, context: store)
                    try? store.save()
                    amountText = ""
                }
            }
            ForEach(records) { record in
                Text(record.createdAt, style: .relative)
            }
            .onDelete { offsets in
                for offset in offsets {
                    store.delete(records[offset])
                }
            }
        }
    }
}
