import ArchLintRules

extension CompiledCustomRule {
    static func unquoted(_ name: String) -> String {
        name.count > 2 && name.hasPrefix("`") && name.hasSuffix("`") ? String(name.dropFirst().dropLast()) : name
    }

    /// Whether a type conforms to `target` in its declaration (`inherits`) or in an extension of it anywhere in
    /// the project. `extensionConformers`, when given, holds the hashes of the names of the types some extension
    /// makes conform to `target` (``extensionConformers(to:in:)``): a name not in it is answered without hashing
    /// it into the project's extensions.
    static func conforms(_ name: String, inherits: [String], to target: ConformanceTarget,
                         index: ProjectIndex, extensionConformers: NameHashSet? = nil) -> Bool {
        if inherits.contains(where: { target.isNamed($0) }) { return true }
        if let extensionConformers, !extensionConformers.contains(FNV1a64.hash(name.utf8)) { return false }
        // The extensions by index, read in place: `contains` on them would copy each declaration (a large value).
        guard let extensions = index.extensions[name] else { return false }
        return extensions.indices.contains { position in
            extensions[position].inherits.contains(where: { target.isNamed($0) })
        }
    }

    /// For each list of protocols (a rule's ``conformanceTargets``), for each protocol, the hashes of the names of
    /// the types that an extension among `declarations` (each file's, as the index is built from them) makes
    /// conform to it: what ``conforms(_:inherits:to:index:extensionConformers:)`` reads first. Most types have no
    /// such extension. One pass over the files' declarations, in place, serves every rule.
    static func extensionConformers(to targets: [[ConformanceTarget]],
                                    among declarations: [[DeclaredType]]) -> [[NameHashSet]] {
        var tables = targets.map { [NameHashSet](repeating: NameHashSet(), count: $0.count) }
        // One flat list, read in place: a target copied for each inheritance entry costs a retain per field.
        let flat = targets.indices.flatMap { list in targets[list].map { (list: list, target: $0) } }
        flat.withUnsafeBufferPointer { flat in
            for file in declarations {
                file.withUnsafeBufferPointer { types in
                    for position in types.indices where types[position].kind == .extension {
                        for entry in types[position].inherits {
                            for candidate in flat.indices where flat[candidate].target.isNamed(entry) {
                                tables[flat[candidate].list][flat[candidate].target.slot]
                                    .insert(FNV1a64.hash(types[position].name.utf8))
                            }
                        }
                    }
                }
            }
        }
        return tables
    }

    /// Whether the bytes of `text` end with `tail`.
    static func endsWith(_ text: String, _ tail: [UInt8]) -> Bool {
        let bytes = text.utf8
        guard bytes.count >= tail.count else { return false }
        return bytes.withContiguousStorageIfAvailable { buffer in
            let offset = buffer.count - tail.count
            for index in 0..<tail.count where buffer[offset + index] != tail[index] { return false }
            return true
        } ?? bytes.reversed().starts(with: tail.reversed())
    }

    /// A protocol a rule asks about, as inheritance entries are compared with it.
    struct ConformanceTarget: Sendable {
        /// `Swift.Error` → `Error`.
        let simpleName: String
        /// Its place among its rule's protocols (``CompiledCustomRule/conformanceTargets``).
        let slot: Int
        /// For an ASCII name without `K`, `;` or `` ` `` (which a Kelvin sign, a Greek question mark and a Greek
        /// varia spell too: no other character is canonically one of ASCII's), its bytes: an entry that names it
        /// ends with them, which is tested first.
        let tail: [UInt8]?

        init(_ proto: String, slot: Int) {
            self.slot = slot
            simpleName = ProjectIndex.simpleName(proto)
            tail = simpleName.utf8.contains {
                $0 >= 0x80 || $0 == UInt8(ascii: "K") || $0 == UInt8(ascii: ";") || $0 == UInt8(ascii: "`")
            } ? nil : Array(simpleName.utf8)
        }

        /// Whether the inheritance entry `entry` names the protocol.
        func isNamed(_ entry: String) -> Bool {
            // An entry equal to the name, or ending with it, ends with its bytes: most entries fail on them.
            if let tail, !CompiledCustomRule.endsWith(entry, tail) { return false }
            return entry == simpleName
                || (entry.hasSuffix(simpleName) && CompiledCustomRule.inheritedName(entry) == simpleName)
        }
    }

    /// An inheritance entry as a simple name: `@unchecked Sendable` → `Sendable`, `SwiftUI.View` → `View`.
    static func inheritedName(_ entry: String) -> String {
        // Most entries are plain names already: no splitting for them.
        guard entry.utf8.contains(where: { $0 == 0x20 || $0 == 0x2E || $0 == 0x3C || $0 == 0x60 }) else { return entry }
        return ProjectIndex.simpleName(entry.split(separator: " ").last.map(String.init) ?? entry)
    }

    static func article(_ word: String) -> String {
        (["a", "e", "i", "o", "u"].contains(word.prefix(1)) ? "an " : "a ") + word
    }
}
