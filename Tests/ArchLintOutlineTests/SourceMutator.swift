/// Damages Swift source the way hostile or half-typed files are damaged: cut short, bytes flipped, and the
/// characters that open and close things deleted, doubled or dropped in.
enum SourceMutator {
    /// Bytes whose loss or doubling changes how everything after them is read.
    static let structural: [UInt8] = Array("{}()[]\"#/\\*`<>\n".utf8)

    /// Sequences that open or close literals, comments, interpolations and directives.
    static let openers: [[UInt8]] = ["\"", "\"\"\"", "#\"", "\"#", "##\"\"\"", "/*", "*/", "//", "\\(", "\\#(", "#/",
                                     "/#", "/", "#if DEBUG\n", "#else\n", "#endif\n", "{", "}", "`", "\r", "\r\n",
                                     "\u{FEFF}", "é", "\0"].map { Array($0.utf8) }

    /// One to three random damages applied to `bytes`.
    static func mutate(_ bytes: [UInt8], using generator: inout some RandomNumberGenerator) -> [UInt8] {
        var bytes = bytes
        for _ in 0..<Int.random(in: 1...3, using: &generator) {
            bytes = damage(bytes, using: &generator)
        }
        return bytes
    }

    private static func damage(_ bytes: [UInt8], using generator: inout some RandomNumberGenerator) -> [UInt8] {
        var bytes = bytes
        let position = Int.random(in: 0...bytes.count, using: &generator)
        switch Int.random(in: 0..<6, using: &generator) {
        case 0:
            bytes.removeSubrange(position...)
        case 1 where !bytes.isEmpty:
            bytes[min(position, bytes.count - 1)] ^= UInt8.random(in: 1...255, using: &generator)
        case 2:
            if let index = structuralIndex(in: bytes, using: &generator) { bytes.remove(at: index) }
        case 3:
            if let index = structuralIndex(in: bytes, using: &generator) {
                bytes.insert(contentsOf: Array(repeating: bytes[index], count: Int.random(in: 1...3, using: &generator)),
                             at: index)
            }
        case 4:
            bytes.insert(contentsOf: openers.randomElement(using: &generator) ?? [], at: position)
        default:
            // Move a slice elsewhere: braces and quotes end up on the wrong side of each other.
            let end = min(bytes.count, position + Int.random(in: 1...64, using: &generator))
            let slice = Array(bytes[position..<end])
            bytes.removeSubrange(position..<end)
            bytes.insert(contentsOf: slice, at: Int.random(in: 0...bytes.count, using: &generator))
        }
        return bytes
    }

    /// The index of a random structural byte, or `nil` when there is none.
    private static func structuralIndex(in bytes: [UInt8], using generator: inout some RandomNumberGenerator) -> Int? {
        let indices = bytes.indices.filter { structural.contains(bytes[$0]) }
        return indices.randomElement(using: &generator)
    }
}
