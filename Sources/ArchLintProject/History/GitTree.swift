/// The entries of a tree object: `<mode> <name>\0<id bytes>` one after another.
package struct GitTree: Equatable {
    package enum Kind: Equatable {
        case file, executable, link, folder, submodule
    }

    package struct Entry: Equatable {
        /// The name as its bytes decode, U+FFFD for what is not UTF-8.
        package var name: String
        package var kind: Kind
        /// Hex object id.
        package var id: String
        /// Whether the name's bytes are valid UTF-8 (`name` then spells them exactly).
        package var nameIsUTF8 = true
    }

    package var entries: [Entry]

    /// Parses a tree whose object ids are `idLength` bytes (20 for SHA-1, 32 for SHA-256); `nil` when the bytes
    /// are not a tree's.
    package init?(data: [UInt8], idLength: Int) {
        var entries: [Entry] = []
        var position = 0
        while position < data.count {
            guard let space = data[position...].firstIndex(of: UInt8(ascii: " ")),
                  let nul = data[space...].firstIndex(of: 0), nul + 1 + idLength <= data.count else { return nil }
            let mode = String(decoding: data[position..<space], as: UTF8.self)
            let nameBytes = data[(space + 1)..<nul]
            let name = String(decoding: nameBytes, as: UTF8.self)
            let id = Self.hex(data[(nul + 1)..<(nul + 1 + idLength)])
            let kind: Kind
            switch mode {
            case "40000", "040000": kind = .folder
            case "100755": kind = .executable
            case "120000": kind = .link
            case "160000": kind = .submodule
            default: kind = .file
            }
            entries.append(Entry(name: name, kind: kind, id: id, nameIsUTF8: name.utf8.elementsEqual(nameBytes)))
            position = nul + 1 + idLength
        }
        self.entries = entries
    }

    private static let digits = Array("0123456789abcdef".utf8)

    /// Bytes as lower-case hex.
    static func hex(_ bytes: ArraySlice<UInt8>) -> String {
        var text: [UInt8] = []
        text.reserveCapacity(bytes.count * 2)
        for byte in bytes {
            text.append(digits[Int(byte >> 4)])
            text.append(digits[Int(byte & 0x0F)])
        }
        return String(decoding: text, as: UTF8.self)
    }
}
