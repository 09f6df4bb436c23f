#if canImport(SwiftUI)
import SwiftUI

/// One trip in the list, showing the row's preformatted text.
struct TripRowView: View {
    let row: TripRow

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text(row.name)
                .font(.headline)
            if let destination = row.destination {
                Text(destination)
                    .font(.subheadline)
            }
            Text("\(row.dateRange) · \(row.duration)")
                .font(.subheadline)
                .foregroundStyle(.secondary)
            Text(row.itinerarySummary)
                .font(.caption)
                .foregroundStyle(.secondary)
        }
    }
}
#endif
