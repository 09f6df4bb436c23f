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

    /// The hash as first defined: eight bytes at a time, then the rest byte by byte.
    private static func reference(_ name: String) -> UInt64 {
        let bytes = Array(name.utf8), multiplier: UInt64 = 0x9E37_79B9_7F4A_7C15
        var hash = (0xCBF2_9CE4_8422_2325 ^ UInt64(bytes.count)) &* multiplier
        var index = 0
        while bytes.count - index >= 8 {
            var word: UInt64 = 0
            for offset in 0..<8 { word |= UInt64(bytes[index + offset]) << (8 * UInt64(offset)) }
            hash = (hash ^ word) &* multiplier
            hash ^= hash >> 29
            index += 8
        }
        var tail: UInt64 = 0
        for offset in 0..<(bytes.count - index) { tail |= UInt64(bytes[index + offset]) << (8 * UInt64(offset)) }
        hash = (hash ^ tail) &* multiplier
        return hash ^ (hash >> 32)
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
                let hash = bytes.withUnsafeBufferPointer { NameHash.of($0, from: start, to: start + count) }
                #expect(hash == Self.reference(name), "\(name) at \(start) of \(bytes.count) bytes")
            }
            #expect(NameHash.of(name) == Self.reference(name), "\(name)")
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
