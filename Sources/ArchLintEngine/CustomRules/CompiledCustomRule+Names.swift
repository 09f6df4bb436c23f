import ArchLintRules

extension CompiledCustomRule {
    static func unquoted(_ name: String) -> String {
        name.count > 2 && name.hasPrefix("`") && name.hasSuffix("`") ? String(name.dropFirst().dropLast()) : name
    }

    /// What a type conforms to in its declaration and in every extension of it in the project.
    static func conforms(_ name: String, inherits: [String], to proto: String, index: ProjectIndex) -> Bool {
        conforms(name, inherits: inherits, toSimpleName: ProjectIndex.simpleName(proto), index: index)
    }

    /// ``conforms(_:inherits:to:index:)`` with the protocol's simple name worked out already.
    static func conforms(_ name: String, inherits: [String], toSimpleName target: String,
                         index: ProjectIndex) -> Bool {
        // An ASCII target without `K` (which a Kelvin sign spells too) ends only an entry whose bytes end with it:
        // those are compared before the characters.
        let tail: [UInt8]? = target.utf8.contains { $0 >= 0x80 || $0 == UInt8(ascii: "K") } ? nil : Array(target.utf8)
        func names(_ entry: String) -> Bool {
            entry == target || ((tail.map { endsWith(entry, $0) } ?? true) && entry.hasSuffix(target)
                && inheritedName(entry) == target)
        }
        if inherits.contains(where: names) { return true }
        // The extensions by index, read in place: `contains` on them would copy each declaration (a large value).
        guard let extensions = index.extensions[name] else { return false }
        for position in extensions.indices where extensions[position].inherits.contains(where: names) { return true }
        return false
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
