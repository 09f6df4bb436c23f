import SwiftUI

struct CatalogView: View {
    @State var viewModel: CatalogViewModel

    var body: some View {
        List(viewModel.rows) { row in
            LabeledContent(row.title, value: row.priceText)
        }
        .task { await viewModel.load() }
    }
}
