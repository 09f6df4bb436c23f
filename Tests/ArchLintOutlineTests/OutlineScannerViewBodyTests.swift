import ArchLintLexer
import ArchLintOutline
import Testing

@Suite struct OutlineScannerViewBodyTests {
    @Test func bodiesOfViewsAndScenes() {
        let result = outline("""
            import SwiftUI

            struct TripEditorView: View {
                @State private var name = ""
                var body: some View {
                    VStack {
                        Text("}")
                        #if os(iOS)
                            .padding()
                        #endif
                    }
                }
                @ViewBuilder
                func row(_ x: Int) -> some View { Text("\\(x)") }
            }
            struct LegacyView: SwiftUI.View {
                var body: Never { fatalError() }
            }
            struct Helper {
                var body: some SwiftUI.View { EmptyView() }
                var body2: some View { EmptyView() }
            }
            struct TripApp: App {
                var body: some Scene { WindowGroup { TripEditorView() } }
            }
            struct NotAView {
                var body: String { "" }
            }
            """)
        #expect(result.viewBodies.map(\.parentName) == ["TripEditorView", "LegacyView", "Helper", "TripApp"])
        #expect(result.viewBodies.map(\.line) == [5, 17, 20, 24])
        #expect(result.viewBodies.map(\.endLine) == [12, 17, 20, 24])
        #expect(result.functions.map(\.attributes).map { $0.map(\.name) } == [["ViewBuilder"]])
    }

    @Test func bodyTokensCoverTheGetter() throws {
        let source = "struct A: View {\n    var body: some View { Text(\"a\") }\n}\n"
        let file = OutlinedFile(path: "A.swift", source: SourceText(source))
        let body = try #require(file.outline.viewBodies.first)
        let texts = body.bodyTokens.map { file.text($0) }
        #expect(texts == ["Text", "(", "\"a\"", ")"])
    }
}
