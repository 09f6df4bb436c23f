import SwiftUI

struct PlantRowView: View {
    let plant: Plant

    // archlint:disable view-body-logic -- next watering moved to Plant.nextWatering(), remove after review
    var body: some View {
        HStack {
            Text(plant.nickname)
            Spacer()
            Text(plant.nextWatering(), format: .dateTime.day().month())
                .foregroundStyle(.secondary)
        }
    }
    // archlint:enable view-body-logic
}
