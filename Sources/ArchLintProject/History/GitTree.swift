/// The entries of a tree object: `<mode> <name>\0<id bytes>` one after another.
package struct GitTree: Equatable {
    package enum Kind: Equatable {
        case file, executable, link, folder, submodule
    }

    package struct Entry: Equatable {
        package var name: String
        package var kind: Kind
        /// Hex object id.
        package var id: String
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
            let name = String(decoding: data[(space + 1)..<nul], as: UTF8.self)
            let id = data[(nul + 1)..<(nul + 1 + idLength)].map { byte in
                let hex = String(byte, radix: 16)
                return byte < 16 ? "0" + hex : hex
            }.joined()
            let kind: Kind
            switch mode {
            case "40000", "040000": kind = .folder
            case "100755": kind = .executable
            case "120000": kind = .link
            case "160000": kind = .submodule
            default: kind = .file
            }
            entries.append(Entry(name: name, kind: kind, id: id))
            position = nul + 1 + idLength
        }
        self.entries = entries
    }
}
