import SwiftData
import SwiftUI

// archlint:disable view-body-logic, layer-dependency -- onboarding prototype, replaced by PlantEditorView in 2.0
struct QuickAddPlantView: View {
    @Environment(\.modelContext) private var modelContext
    @State private var nickname = ""

    var body: some View {
        HStack {
            TextField("Nickname", text: $nickname)
            Button("Add") {
                modelContext.insert(PlantEntity(nickname: nickname))
                nickname = ""
            }
        }
    }
}
// archlint:enable view-body-logic, layer-dependency
