import SwiftUI

struct RepotReminderView: View {
    let plantName: String
    let repottedOn: Date
    @State private var monthsInPot = 0

    var body: some View {
        VStack(alignment: .leading) {
            Text(plantName)
                .font(.headline)
            Text("\(monthsInPot) months in this pot")
                .foregroundStyle(monthsInPot >= 18 ? .orange : .secondary)
        }
        .onAppear {
            // archlint:disable:next view-body-logik
            monthsInPot = Calendar.current.dateComponents([.month], from: repottedOn, to: .now).month ?? 0
        }
    }
}
