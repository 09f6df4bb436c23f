import SwiftUI

struct CareTipsView: View {
    let speciesCode: String
    @State private var tips: [String] = []
    @State private var failed = false

    var body: some View {
        List(tips, id: \.self) { tip in
            Text(tip)
        }
        .overlay {
            if failed {
                ContentUnavailableView("No tips right now", systemImage: "leaf")
            }
        }
        .task {
            guard let url = URL(string: "https://tips.example.org/species/\(speciesCode)") else { return }
            var request = URLRequest(url: url)
            request.setValue("application/json", forHTTPHeaderField: "Accept")
            do {
                let (data, _) = try await URLSession.shared.data(for: request)
                tips = try JSONDecoder().decode([String].self, from: data)
            } catch {
                failed = true
            }
        }
    }
}
