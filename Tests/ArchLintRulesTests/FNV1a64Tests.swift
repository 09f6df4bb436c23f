import ArchLintRules
import Testing

/// The hash names are matched by: the same for a name's bytes read in place and for the name as a string, wherever
/// the name sits in a buffer.
@Suite struct FNV1a64Tests {
    private static let names = [
        "", "A", "Store", "Request", "Repository", "RecipeRepository", "RecipeRepositoryProtocol",
        "ABCDEFG", "ABCDEFGH", "ABCDEFGHI", "ABCDEFGHIJKLMNOP", "ABCDEFGHIJKLMNOPQ", "Café", "Größe", "日本",
    ]

    @Test func bytesInPlaceHashAsTheirString() {
        for name in Self.names {
            // The name in the middle of other bytes, as an identifier sits in a file.
            let bytes = Array("let x = \(name) + 1".utf8)
            let start = 8, end = 8 + name.utf8.count
            let inPlace = bytes.withUnsafeBufferPointer { FNV1a64.hash($0, from: start, to: end) }
            #expect(inPlace == FNV1a64.hash(name.utf8), "\(name)")
            #expect(FNV1a64.hash(bytes, from: start, to: end) == FNV1a64.hash(name.utf8), "\(name)")
        }
    }

    /// The 64-bit FNV-1a hash as its definition gives it: each byte mixed in by an exclusive or and a multiplication.
    private static func reference(_ name: String) -> UInt64 {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in name.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01B3
        }
        return hash
    }

    @Test func aNameHashesAlikeWhereverItSitsInABuffer() {
        for name in Self.names {
            let count = name.utf8.count
            // First in the buffer with bytes after it, last with none after it, alone, and after a short prefix.
            let placed: [(bytes: [UInt8], start: Int)] = [
                (Array((name + " = 1 + 2 + 3").utf8), 0), (Array(("let x = " + name).utf8), 8),
                (Array(name.utf8), 0), (Array(("(" + name + ")").utf8), 1),
            ]
            for (bytes, start) in placed {
                let hash = bytes.withUnsafeBufferPointer { FNV1a64.hash($0, from: start, to: start + count) }
                #expect(hash == Self.reference(name), "\(name) at \(start) of \(bytes.count) bytes")
            }
            #expect(FNV1a64.hash(name.utf8) == Self.reference(name), "\(name)")
        }
    }

    @Test func distinctNamesHashApart() {
        var seen: [UInt64: String] = [:]
        // Names that differ in one byte, in their length alone, or by where a word of eight bytes ends.
        let names = Self.names + Self.names.map { $0 + "s" } + ["Store\u{0}", "ABCDEFGHABCDEFGH", "HGFEDCBAHGFEDCBA"]
        for name in Set(names) {
            let hash = FNV1a64.hash(name.utf8)
            #expect(seen[hash] == nil, "\(name) and \(seen[hash] ?? "") share a hash")
            seen[hash] = name
        }
    }
}
