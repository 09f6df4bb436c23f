@testable import ArchLintEngine
import Testing

/// The hash type mentions are matched by: the same for a name's bytes read in place and for the name as a string,
/// whatever its length against the eight bytes mixed at a time.
@Suite struct NameHashTests {
    private static let names = [
        "", "A", "Store", "Request", "Repository", "RecipeRepository", "RecipeRepositoryProtocol",
        "ABCDEFG", "ABCDEFGH", "ABCDEFGHI", "ABCDEFGHIJKLMNOP", "ABCDEFGHIJKLMNOPQ", "Café", "Größe", "日本",
    ]

    @Test func bytesInPlaceHashAsTheirString() {
        for name in Self.names {
            // The name in the middle of other bytes, as an identifier sits in a file.
            let bytes = Array("let x = \(name) + 1".utf8)
            let start = 8, end = 8 + name.utf8.count
            let inPlace = bytes.withUnsafeBufferPointer { NameHash.of($0, from: start, to: end) }
            #expect(inPlace == NameHash.of(name), "\(name)")
        }
    }

    @Test func distinctNamesHashApart() {
        var seen: [UInt64: String] = [:]
        // Names that differ in one byte, in their length alone, or by where a word of eight bytes ends.
        let names = Self.names + Self.names.map { $0 + "s" } + ["Store\u{0}", "ABCDEFGHABCDEFGH", "HGFEDCBAHGFEDCBA"]
        for name in Set(names) {
            let hash = NameHash.of(name)
            #expect(seen[hash] == nil, "\(name) and \(seen[hash] ?? "") share a hash")
            seen[hash] = name
        }
    }
}
