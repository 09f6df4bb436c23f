import SwiftData
import SwiftUI

enum SpeciesProfileError: Error {
    case badCode(String)
}

class FetchSpeciesProfileUseCase {
    func execute(code: String) async throws -> SpeciesProfile {
        guard let url = URL(string: "https://nursery.example.org/species/\(code)") else {
            throw SpeciesProfileError.badCode(code)
        }
        let (data, _) = try await URLSession.shared.data(from: url)
        let payload = try JSONDecoder().decode(SpeciesPayload.self, from: data)
        return SpeciesProfile(code: code, summary: payload.summary, isToxicToPets: payload.toxicToPets)
    }
}

struct SpeciesPayload: Decodable {
    let summary: String
    let toxicToPets: Bool
}

@Model
final class SpeciesProfile {
    var code: String
    @Attribute(.spotlight) var summary: String
    var isToxicToPets: Bool
    var warningColor: Color { isToxicToPets ? .red : .secondary }

    init(code: String, summary: String, isToxicToPets: Bool) {
        self.code = code
        self.summary = summary
        self.isToxicToPets = isToxicToPets
    }
}
