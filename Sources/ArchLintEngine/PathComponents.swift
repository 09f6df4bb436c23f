/// A `/`-separated path split into its non-empty components, found by bytes: `String.split` walks characters,
/// which costs grapheme breaking at every step. `/` is ASCII, so every cut falls on a character boundary.
enum PathComponents {
    static func of(_ path: String) -> ArraySlice<Substring> {
        // The cuts found on the bytes themselves, then one substring per component.
        var copy = path
        let cuts = copy.withUTF8 { bytes -> [Range<Int>] in
            var cuts: [Range<Int>] = []
            var start = 0
            for index in 0..<bytes.count where bytes[index] == UInt8(ascii: "/") {
                if start != index { cuts.append(start..<index) }
                start = index + 1
            }
            if start != bytes.count { cuts.append(start..<bytes.count) }
            return cuts
        }
        let utf8 = path.utf8, base = utf8.startIndex
        return cuts.map { cut in
            path[utf8.index(base, offsetBy: cut.lowerBound)..<utf8.index(base, offsetBy: cut.upperBound)]
        }[...]
    }
}
