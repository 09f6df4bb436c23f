@preconcurrency import Combine
import Foundation

struct FrostAlert: Sendable {
    let plantID: UUID
    let forecastLowCelsius: Double
}

/// Warns about outdoor plants when the forecast drops below what they tolerate.
final class FrostAlertCenter {
    let alerts = PassthroughSubject<FrostAlert, Never>()

    func check(outdoorPlants: [UUID: Double], forecastLowCelsius: Double) {
        for (plantID, minimumCelsius) in outdoorPlants where forecastLowCelsius < minimumCelsius {
            alerts.send(FrostAlert(plantID: plantID, forecastLowCelsius: forecastLowCelsius))
        }
    }
}
