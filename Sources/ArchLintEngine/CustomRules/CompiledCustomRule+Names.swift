import ArchLintRules

extension CompiledCustomRule {
    static func unquoted(_ name: String) -> String {
        name.count > 2 && name.hasPrefix("`") && name.hasSuffix("`") ? String(name.dropFirst().dropLast()) : name
    }

    /// Whether a type conforms to `target` in its declaration (`inherits`) or in an extension of it anywhere in
    /// the project.
    static func conforms(_ name: String, inherits: [String], to target: ConformanceTarget,
                         index: ProjectIndex) -> Bool {
        if inherits.contains(where: { target.isNamed($0) }) { return true }
        // The extensions by index, read in place: `contains` on them would copy each declaration (a large value).
        guard let extensions = index.extensions[name] else { return false }
        return extensions.indices.contains { position in
            extensions[position].inherits.contains(where: { target.isNamed($0) })
        }
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
        /// For an ASCII name without `K` (which a Kelvin sign spells too), its bytes: an entry that names it ends
        /// with them, which is tested before the characters.
        let tail: [UInt8]?

        init(_ proto: String) {
            simpleName = ProjectIndex.simpleName(proto)
            tail = simpleName.utf8.contains { $0 >= 0x80 || $0 == UInt8(ascii: "K") } ? nil : Array(simpleName.utf8)
        }

        /// Whether the inheritance entry `entry` names the protocol.
        func isNamed(_ entry: String) -> Bool {
            entry == simpleName || ((tail.map { CompiledCustomRule.endsWith(entry, $0) } ?? true)
                && entry.hasSuffix(simpleName) && CompiledCustomRule.inheritedName(entry) == simpleName)
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
