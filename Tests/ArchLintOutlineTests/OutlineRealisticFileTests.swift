import ArchLintOutline
import Testing

/// Outlines of whole files shaped like the code ArchLint reads most: SwiftUI, SwiftData and Domain layers.
@Suite struct OutlineRealisticFileTests {
    @Test func swiftDataEntityWithMappingExtension() {
        let result = outline("""
            import Foundation
            #if canImport(SwiftData)
            import SwiftData

            @Model
            final class TripEntity {
                @Attribute(.unique) var id: UUID
                var name: String
                @Relationship(deleteRule: .cascade, inverse: \\StopEntity.trip) var stops: [StopEntity] = []

                init(id: UUID, name: String) {
                    self.id = id
                    self.name = name
                }
            }

            extension TripEntity {
                convenience init(_ trip: Trip) { self.init(id: trip.id, name: trip.name) }
                func toDomain() -> Trip { Trip(id: id, name: name) }
                static var upcoming: FetchDescriptor<TripEntity> {
                    FetchDescriptor(predicate: #Predicate { $0.name != "" }, sortBy: [SortDescriptor(\\.name)])
                }
            }
            #endif
            """)
        #expect(result.imports.map(\.isConditional) == [false, true])
        #expect(result.typeSummaries == [
            TypeSummary(kind: "class", name: "TripEntity", line: 6, endLine: 15, parent: nil, inherits: []),
            TypeSummary(kind: "extension", name: "TripEntity", line: 17, endLine: 23, parent: nil, inherits: []),
        ])
        #expect(result.types[0].attributes.map(\.name) == ["Model"])
        #expect(result.types[0].isConditional)
        #expect(result.properties.map(\.name) == ["id", "name", "stops", "upcoming"])
        #expect(result.properties[0].attributes.first?.arguments == ".unique")
        #expect(result.properties[3].isStatic && result.properties[3].isComputed)
        #expect(result.functions.map(\.name) == ["init", "init", "toDomain"])
        #expect(result.functions[1].modifiers == ["convenience"])
    }

    @Test func swiftUIScreenWithViewModel() {
        let result = outline("""
            import SwiftUI

            @MainActor
            @Observable
            final class TripEditorViewModel {
                private let saveTrip: any SaveTripUseCase
                var trip: Trip
                var errorMessage: String?

                init(trip: Trip, saveTrip: any SaveTripUseCase) {
                    self.trip = trip
                    self.saveTrip = saveTrip
                }

                func save() async {
                    do { try await saveTrip.execute(trip) } catch { errorMessage = error.localizedDescription }
                }
            }

            struct TripEditorView: View {
                @State private var viewModel: TripEditorViewModel
                @Environment(\\.dismiss) private var dismiss

                var body: some View {
                    Form {
                        TextField("Name", text: $viewModel.trip.name)
                        if let message = viewModel.errorMessage { Text(message) }
                    }
                    .toolbar {
                        Button("Save") { Task { await viewModel.save() } }
                    }
                }
            }

            #Preview {
                TripEditorView(viewModel: .init(trip: .sample, saveTrip: PreviewSaveTrip()))
            }
            """)
        #expect(result.types.map(\.name) == ["TripEditorViewModel", "TripEditorView"])
        #expect(result.functionSummaries == [
            FunctionSummary(name: "init", line: 10, endLine: 13, parent: "TripEditorViewModel", throwing: false,
                            async: false, isStatic: false),
            FunctionSummary(name: "save", line: 15, endLine: 17, parent: "TripEditorViewModel", throwing: false,
                            async: true, isStatic: false),
        ])
        #expect(result.properties.map(\.name) == ["saveTrip", "trip", "errorMessage", "viewModel", "dismiss", "body"])
        #expect(result.properties[0].typeAnnotation == "any SaveTripUseCase")
        #expect(result.viewBodies.map(\.line) == [24])
        #expect(result.viewBodies.map(\.endLine) == [32])
    }

    @Test func domainUseCaseProtocolAndImplementation() {
        let result = outline("""
            import Foundation

            public protocol SaveTripUseCase: Sendable {
                func execute(_ trip: Trip) async throws
            }

            public struct SaveTrip: SaveTripUseCase {
                private let repository: any TripRepository

                public init(repository: any TripRepository) { self.repository = repository }

                public func execute(_ trip: Trip) async throws {
                    try await repository.save(try trip.validated())
                }
            }
            """)
        #expect(result.types.map(\.name) == ["SaveTripUseCase", "SaveTrip"])
        #expect(result.types.map(\.inherits) == [["Sendable"], ["SaveTripUseCase"]])
        #expect(result.functions.map(\.parentName) == ["SaveTripUseCase", "SaveTrip", "SaveTrip"])
        #expect(result.functions.map(\.bodyTokens).map { $0 == nil } == [true, false, false])
        #expect(result.functions.allSatisfy { $0.modifiers.contains("public") || $0.parentName == "SaveTripUseCase" })
    }
}
