import ArchLintRules

/// Whether an import names nothing of the module it imports, for the advice on an import its target does not
/// declare: such an import is deleted, not declared.
struct UnusedImports {
    /// The hashes of the names each module's files declare, by module, read once; `nil` for a module whose code may
    /// be used without any of its names written (see ``silentWords``).
    private var declared: [String: Set<UInt64>?] = [:]
    /// The hashes of the words of each file, by path, read once.
    private var words: [String: Set<UInt64>] = [:]

    /// Whether none of the files at `paths` names anything `module` declares: no type, function, property, case,
    /// type alias or macro of its files, whatever the scope. Read in the bytes, comments and strings included, so
    /// the answer errs on the side of "named"; `false` when the run holds no file of `module`, or when what it
    /// declares may be used unnamed.
    mutating func nothingNamed(of module: String, inFiles paths: Set<String>, in rule: ModuleDependencies) -> Bool {
        guard let names = declaredNames(of: module, in: rule), !names.isEmpty else { return false }
        for file in rule.files where paths.contains(file.source.path) {
            let path = file.source.path
            if words[path] == nil {
                words[path] = Self.words(in: file.kept?.source.bytes ?? file.source.text(cache: rule.cache).bytes)
            }
            if words[path]?.isDisjoint(with: names) == false { return false }
        }
        return true
    }

    /// What `module`'s files declare, or `nil` when some of it may be used with none of its names written: a
    /// conformance added to a type of another module, an initialiser in an extension of one, an operator, a
    /// subscript or `callAsFunction`.
    private mutating func declaredNames(of module: String, in rule: ModuleDependencies) -> Set<UInt64>? {
        if let known = declared[module] { return known }
        var names: Set<UInt64> = [], moduleWords: Set<UInt64> = []
        var extended: [DeclaredType] = []
        for file in rule.files where file.declarations?.module == module {
            let bytes = file.kept?.source.bytes ?? file.source.text(cache: rule.cache).bytes
            Self.noteDeclaredNames(in: bytes, into: &names)
            moduleWords.formUnion(Self.words(in: bytes))
            extended += file.declarations?.types.filter { $0.kind == .extension } ?? []
        }
        let foreign = extended.filter { !names.contains(FNV1a64.hash(Array($0.name.utf8))) }
        let silent = foreign.contains { !$0.inherits.isEmpty }
            || !moduleWords.isDisjoint(with: Self.silentWords)
            || (!foreign.isEmpty && rule.files.contains { file in
                file.declarations?.module == module && Self.declaresInitializer(
                    file.kept?.source.bytes ?? file.source.text(cache: rule.cache).bytes)
            })
        let result: Set<UInt64>? = silent ? nil : names
        declared[module] = result
        return result
    }

    /// Words of declarations a caller uses without writing their names.
    static let silentWords: Set<UInt64> = Set(["callAsFunction", "subscript", "operator"].map {
        FNV1a64.hash(Array($0.utf8))
    })

    /// The words that declare a name: the name follows them, after spaces.
    static let declaringWords: [[UInt8]] = ["func", "var", "let", "case", "struct", "class", "enum", "protocol",
                                            "actor", "typealias", "macro", "associatedtype"].map { Array($0.utf8) }

    /// Adds the hash of every name a declaring word introduces in `bytes`; after `case`, each name of the list
    /// (`case small, large(Int)`).
    static func noteDeclaredNames(in bytes: [UInt8], into names: inout Set<UInt64>) {
        var index = 0
        while index < bytes.count {
            guard isIdentifierByte(bytes[index]) else {
                index += 1
                continue
            }
            let start = index
            while index < bytes.count, isIdentifierByte(bytes[index]) { index += 1 }
            let word = bytes[start..<index]
            guard declaringWords.contains(where: { word.elementsEqual($0) }) else { continue }
            let isCase = word.elementsEqual("case".utf8)
            repeat {
                while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x09 { index += 1 }
                let nameStart = index
                while index < bytes.count, isIdentifierByte(bytes[index]) { index += 1 }
                guard index > nameStart else { break }
                names.insert(FNV1a64.hash(bytes, from: nameStart, to: index))
                guard isCase else { break }
                // The next name of a case list: past an associated value's parentheses, after a comma.
                var depth = 0
                while index < bytes.count, bytes[index] != 0x0A, depth > 0 || bytes[index] != UInt8(ascii: ",") {
                    if bytes[index] == UInt8(ascii: "(") { depth += 1 }
                    if bytes[index] == UInt8(ascii: ")") { depth = max(0, depth - 1) }
                    index += 1
                }
                guard index < bytes.count, bytes[index] == UInt8(ascii: ",") else { break }
                index += 1
            } while true
        }
    }

    /// Whether `bytes` hold `init` written as a declaration, not called (`.init(…)`, `Type.init`).
    static func declaresInitializer(_ bytes: [UInt8]) -> Bool {
        let word = Array("init".utf8)
        var index = 0
        while index + word.count <= bytes.count {
            guard bytes[index] == word[0], bytes[index..<(index + word.count)].elementsEqual(word),
                  index == 0 || !isIdentifierByte(bytes[index - 1]),
                  index + word.count == bytes.count || !isIdentifierByte(bytes[index + word.count]) else {
                index += 1
                continue
            }
            var before = index - 1
            while before >= 0, bytes[before] == 0x20 || bytes[before] == 0x09 { before -= 1 }
            if before < 0 || bytes[before] != UInt8(ascii: ".") { return true }
            index += word.count
        }
        return false
    }

    /// The hashes of every word of `bytes`.
    static func words(in bytes: [UInt8]) -> Set<UInt64> {
        var words: Set<UInt64> = []
        var index = 0
        while index < bytes.count {
            guard isIdentifierByte(bytes[index]) else {
                index += 1
                continue
            }
            let start = index
            while index < bytes.count, isIdentifierByte(bytes[index]) { index += 1 }
            words.insert(FNV1a64.hash(bytes, from: start, to: index))
        }
        return words
    }

    private static func isIdentifierByte(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
            || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_") || byte >= 0x80
    }
}
