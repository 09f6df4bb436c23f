import SwiftUI

struct WateringSectionView: View {
    @Binding var plant: Plant
    @Binding var reminder: WateringReminder

    var body: some View {
        Section("Watering") {
            Stepper("Every \(plant.wateringIntervalDays) days", value: $plant.wateringIntervalDays, in: 1...60)
            DatePicker("Last watered", selection: $plant.lastWateredAt, displayedComponents: .date)
            nextWateringRow
            overdueBadge(now: .now)
            Button("Watered today") {
                plant.lastWateredAt = .now
            }
        }
        .onChange(of: plant.wateringIntervalDays) {
            reminder.fireDate = plant.lastWateredAt.addingTimeInterval(Double(plant.wateringIntervalDays) * 86_400)
        }
    }

    private var nextWateringRow: some View {
        let next = Calendar.current.date(byAdding: .day, value: plant.wateringIntervalDays, to: plant.lastWateredAt)
        return LabeledContent("Next watering") {
            Text(next ?? plant.lastWateredAt, style: .date)
        }
    }

    private func overdueBadge(now: Date) -> some View {
        let hoursLate = now.timeIntervalSince(plant.lastWateredAt) / 3600 - Double(plant.wateringIntervalDays * 24)
        return Group {
            if hoursLate > 0 {
                Label("\(Int(hoursLate)) h late", systemImage: "drop.triangle")
            }
        }
    }
}
