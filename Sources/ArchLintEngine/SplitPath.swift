/// A `/`-separated path with the byte ranges of its non-empty components: split once, it is matched against many
/// patterns (``Glob/matches(_:)-(SplitPath)``) without a string made for any component.
public struct SplitPath: Sendable {
    public let path: String
    /// The byte ranges of the components, in order. `/` is ASCII, so every cut falls on a character boundary.
    let components: [Range<Int>]

    public init(_ path: String) {
        var path = path
        // On the bytes in place: iterating a string's `utf8` view checks its form at every byte.
        components = path.withUTF8 { bytes in
            var slashes = 0
            for byte in bytes where byte == UInt8(ascii: "/") { slashes += 1 }
            var components: [Range<Int>] = []
            components.reserveCapacity(slashes + 1)
            var start = 0
            for offset in bytes.indices where bytes[offset] == UInt8(ascii: "/") {
                if start != offset { components.append(start..<offset) }
                start = offset + 1
            }
            if start != bytes.count { components.append(start..<bytes.count) }
            return components
        }
        self.path = path
    }
}

/// A path split the first time ``split`` is asked for: rules that decide by layer alone never split it.
struct LazySplitPath {
    let path: String
    private var made: SplitPath?

    init(_ path: String) {
        self.path = path
    }

    var split: SplitPath {
        mutating get {
            if let made { return made }
            let split = SplitPath(path)
            made = split
            return split
        }
    }
}
