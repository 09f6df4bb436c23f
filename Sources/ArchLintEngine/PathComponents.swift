/// A `/`-separated path split into its non-empty components, found by bytes: `String.split` walks characters,
/// which costs grapheme breaking at every step. `/` is ASCII, so every cut falls on a character boundary.
enum PathComponents {
    static func of(_ path: String) -> ArraySlice<Substring> {
        var components: [Substring] = []
        let bytes = path.utf8
        var start = bytes.startIndex
        var index = start
        while index != bytes.endIndex {
            if bytes[index] == UInt8(ascii: "/") {
                if start != index { components.append(path[start..<index]) }
                start = bytes.index(after: index)
            }
            index = bytes.index(after: index)
        }
        if start != bytes.endIndex { components.append(path[start..<bytes.endIndex]) }
        return components[...]
    }
}
