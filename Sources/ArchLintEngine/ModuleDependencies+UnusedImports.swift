import ArchLintRules

/// Whether an import names nothing of the module it imports, for the advice on an import its target does not
/// declare: such an import is deleted, not declared.
struct UnusedImports {
    /// The hashes of the names each module's files declare, by module, read once; `nil` for a module whose code may
    /// be used without any of its names written (see ``silentWords``), or that is too large to read.
    private var declared: [String: Set<UInt64>?] = [:]
    private let moduleFiles: ModuleFiles

    init(_ moduleFiles: ModuleFiles) {
        self.moduleFiles = moduleFiles
    }

    /// Whether none of the files at `paths` names anything `module` declares: no type, function, property, case,
    /// type alias or macro of its files, whatever the scope. Read in the bytes, comments and strings included, so
    /// the answer errs on the side of "named"; `false` when the run holds no file of `module`, when what it
    /// declares may be used unnamed, or when it or its importers are more than is read (``largestModuleRead``).
    mutating func nothingNamed(of module: String, inFiles paths: Set<String>, in rule: ModuleDependencies) -> Bool {
        guard paths.count <= Self.mostImportingFilesRead, let names = declaredNames(of: module, in: rule),
              !names.isEmpty else { return false }
        for path in paths {
            guard let position = moduleFiles.position(of: path) else { continue }
            let file = rule.files[position]
            if Self.namesAny(of: names, in: file.kept?.source.bytes ?? file.source.text(cache: rule.cache).bytes) {
                return false
            }
        }
        return true
    }



    /// What `module`'s files declare, or `nil` when some of it may be used with none of its names written: a
    /// conformance added to a type of another module, an initialiser in an extension of one, an operator, a
    /// subscript or `callAsFunction`.
    private mutating func declaredNames(of module: String, in rule: ModuleDependencies) -> Set<UInt64>? {
        if let known = declared[module] { return known }
        let files = moduleFiles.positions(of: module).map { rule.files[$0] }
        var result: Set<UInt64>?
        // A large module is not read: it surely declares something its importers name.
        if files.reduce(0, { $0 + $1.lines }) <= Self.largestModuleRead {
            var names: Set<UInt64> = []
            var silent = false, declaresInitializer = false
            for file in files {
                let scan = Self.scan(file.kept?.source.bytes ?? file.source.text(cache: rule.cache).bytes,
                                     into: &names)
                silent = silent || scan.silent
                declaresInitializer = declaresInitializer || scan.declaresInitializer
            }
            let foreign = files.flatMap { $0.declarations?.types ?? [] }.filter {
                $0.kind == .extension && !names.contains(FNV1a64.hash($0.name.utf8))
            }
            silent = silent || foreign.contains { !$0.inherits.isEmpty } || (!foreign.isEmpty && declaresInitializer)
            result = silent ? nil : names
        }
        declared[module] = .some(result)
        return result
    }

    /// The most lines of a module whose declarations are read, and the most files that import it read for them:
    /// a larger module, or one more files import, surely has something named.
    static let largestModuleRead = 1_000
    static let mostImportingFilesRead = 8

    /// Words of declarations a caller uses without writing their names, and `@_exported`, which hands on another
    /// module's names.
    static let silentWords: Set<UInt64> = hashes(["callAsFunction", "subscript", "operator", "_exported"])

    /// The words that declare a name: the name follows them, after spaces.
    static let declaringWords: Set<UInt64> = hashes(["func", "var", "let", "case", "struct", "class", "enum",
                                                     "protocol", "actor", "typealias", "macro", "associatedtype"])

    static let caseWord = FNV1a64.hash("case".utf8)
    static let funcWord = FNV1a64.hash("func".utf8)
    static let initWord = FNV1a64.hash("init".utf8)
    static let importWord = FNV1a64.hash("import".utf8)

    private static func hashes(_ words: [String]) -> Set<UInt64> { Set(words.map { FNV1a64.hash($0.utf8) }) }

    /// Adds the hash of every name a declaring word introduces in `bytes` (after `case`, each name of the list:
    /// `case small, large(Int)`); says whether the bytes hold a word of ``silentWords`` or an operator function
    /// (`static func - (…)`, no name to write), and `init` written as a declaration (not `.init(…)`).
    static func scan(_ bytes: [UInt8], into names: inout Set<UInt64>) -> (silent: Bool, declaresInitializer: Bool) {
        var silent = false, declaresInitializer = false
        bytes.withUnsafeBufferPointer { bytes in
            SourceWords.forEachWord(in: bytes) { start, end in
                let word = FNV1a64.hash(bytes, from: start, to: end)
                if silentWords.contains(word) { silent = true }
                if word == initWord, !declaresInitializer {
                    var before = start - 1
                    while before >= 0, bytes[before] == 0x20 || bytes[before] == 0x09 { before -= 1 }
                    declaresInitializer = before < 0 || bytes[before] != UInt8(ascii: ".")
                }
                guard declaringWords.contains(word) else { return end }
                let isCase = word == caseWord
                var index = end
                repeat {
                    let nameStart = SourceWords.blanksEnd(from: index, in: bytes)
                    index = SourceWords.wordEnd(from: nameStart, in: bytes)
                    guard index > nameStart else {
                        if word == funcWord { silent = true }
                        break
                    }
                    let name = FNV1a64.hash(bytes, from: nameStart, to: index)
                    if silentWords.contains(name) { silent = true }
                    names.insert(name)
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
                return index
            }
        }
        return (silent, declaresInitializer)
    }

    /// Whether a word of `bytes` is one of `names`, the module name an `import` line gives (which may also be a
    /// type's name, `import EnvVars` of `struct EnvVars`) aside.
    static func namesAny(of names: Set<UInt64>, in bytes: [UInt8]) -> Bool {
        var found = false
        bytes.withUnsafeBufferPointer { bytes in
            var afterImport = false
            SourceWords.forEachWord(in: bytes) { start, end in
                let word = FNV1a64.hash(bytes, from: start, to: end)
                found = !afterImport && names.contains(word)
                afterImport = word == importWord && SourceWords.blanksEnd(from: end, in: bytes) > end
                return found ? nil : end
            }
        }
        return found
    }
}
