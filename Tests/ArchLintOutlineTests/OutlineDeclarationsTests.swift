import ArchLintLexer
import Testing
@testable import ArchLintOutline

/// `OutlineScanner.scanDeclarations`: the outline a file needs when it serves only the project index.
@Suite struct OutlineDeclarationsTests {
    private func outlines(_ text: String) -> (whole: OutlinedFile, partial: Outline?) {
        let source = SourceText(text)
        let file = OutlinedFile(path: "Sources/Kit/File.swift", source: source)
        return (file, OutlineScanner.scanDeclarations(file.tokens, in: source))
    }

    @Test func keepsImportsTypesAndRegionsAndLeavesMembersOut() throws {
        let (whole, partial) = outlines("""
            import Foundation
            #if canImport(Combine)
            @preconcurrency import Combine
            #endif

            public final class Cache<Key: Hashable, Value>: @unchecked Sendable where Value: Sendable {
                private var storage: [Key: Value] = [:] { didSet { count = storage.count } }
                public private(set) var count = 0
                public init() {}
                public func value(for key: Key) async throws -> Value? { storage[key] }
                struct Entry { let value: Value; var hits = 0 }
            }

            extension Cache: CustomStringConvertible where Key: CustomStringConvertible {
                public var description: String { "Cache(\\(count))" }
                static func == (lhs: Cache, rhs: Cache) -> Bool { lhs === rhs }
            }
            """)
        let declarations = try #require(partial)
        #expect(!whole.outline.functions.isEmpty && !whole.outline.properties.isEmpty)
        #expect(declarations.functions.isEmpty && declarations.properties.isEmpty)
        #expect(declarations.imports == whole.outline.imports)
        #expect(declarations.types == whole.outline.types)
        #expect(declarations.types.map(\.name) == ["Cache", "Entry", "Cache"])
        #expect(declarations.conditionalRegions == whole.outline.conditionalRegions)
        #expect(RoundTripCheck.declarations(whole) == nil)
    }

    @Test(arguments: [
        "struct TripRow: View {\n    var body: some View { Text(\"x\") }\n}\n",
        "extension TripRow: SwiftUI.View {\n    var body: Text { Text(\"x\") }\n}\n",
        "enum Helpers {\n    static var badge: some View { Text(\"x\") }\n    var body: some View { EmptyView() }\n}\n",
    ])
    func aFileWithAViewBodyNeedsTheWholeOutline(text: String) {
        let (whole, partial) = outlines(text)
        #expect(!whole.outline.viewBodies.isEmpty)
        #expect(partial == nil)
    }

    @Test func aBodyThatIsNotAViewBodyStaysADeclarationsOutline() throws {
        let (whole, partial) = outlines("struct Request {\n    var body: Data { Data() }\n    let title: String\n}\n")
        #expect(whole.outline.viewBodies.isEmpty)
        #expect(try #require(partial).types == whole.outline.types)
    }

    /// Inputs the fuzzer found: an annotation the members-free walk did not keep as text changed whether a
    /// following `{` was taken as the property's accessor block.
    @Test(arguments: ["var r:]=]\n{struct e", "var l:a=]\n{import", "var a: Int = 1\n{ struct Inner {} }\n"])
    func anAnnotationDecidesTheAccessorBlockInBothWalks(text: String) {
        let (whole, _) = outlines(text)
        #expect(RoundTripCheck.declarations(whole) == nil)
    }
}
