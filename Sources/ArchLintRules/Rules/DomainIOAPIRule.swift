import ArchLintLexer
import ArchLintOutline

/// Flags networking, file, preferences, keychain and persistence APIs used in Domain code, one finding per API and
/// file with its other uses as places. Docs: Rules/domain-io-api.md
public struct DomainIOAPIRule: Rule {
    public static let id = "domain-io-api"
    public static let optionNames: Set<String> = ["extraAPIs"]


    public init() {}

    public func check(_ file: OutlinedFile, in context: RuleContext) -> [Violation] {
        guard context.layer == Layer.domain else { return [] }
        let extra = Set(context.option("extraAPIs"))
        var uses = APIUses()
        var reported = OncePerLine()
        /// Names declared with an API's type (`private let defaults: UserDefaults`), with that API.
        var held: [String: (name: String, category: String)] = [:]
        let uppercase = UInt8(ascii: "A")...UInt8(ascii: "Z")
        for (index, token) in file.tokens.enumerated()
        where token.kind == .identifier || token.kind == .backtickIdentifier {
            if token.kind == .backtickIdentifier {
                // `` `URLSession` `` names the same type as `URLSession`.
                let name = String(file.text(index).dropFirst().dropLast())
                if let category = IOVocabulary.apiWords[name] ?? (extra.contains(name) ? "I/O" : nil),
                   reported.isFirst(name, line: token.line) {
                    uses.add(name, category, token)
                }
                continue
            }
            if let reading = Self.fileReading(at: index, in: file) {
                if reported.isFirst(reading, line: token.line) {
                    uses.add(reading, "file access", token)
                }
                continue
            }
            guard uppercase.contains(file.source.bytes[Int(token.start)]) else {
                // A configured name in lower case: a free function (`sqlite3_exec`) or a global (`keychain`), not
                // an argument label or parameter (`keychain: true`) nor a declaration's own name (`func keychain`).
                if !extra.isEmpty, !Self.followsAPeriod(index, in: file),
                   file.nextCode(after: index).map({ file.tokens[$0].kind != .colon }) ?? true,
                   file.previousCode(before: index).map({ ![.func, .let, .var].contains(file.tokens[$0].keyword) })
                    ?? true {
                    let name = file.text(index)
                    if extra.contains(name), reported.isFirst(name, line: token.line) {
                        uses.add(name, "I/O", token)
                        continue
                    }
                }
                // `defaults.set(…)` on a name declared as `defaults: UserDefaults`: a use of the API, where the
                // fix goes.
                if !held.isEmpty, let api = held[file.text(index)], let next = file.nextCode(after: index),
                   file.tokens[next].kind == .period, let member = file.nextCode(after: next),
                   let open = file.nextCode(after: member), file.tokens[open].kind == .leftParen,
                   !Self.followsAPeriod(index, in: file),
                   reported.isFirst(api.name, line: token.line) {
                    uses.add(api.name, api.category, token)
                }
                continue
            }
            let name = file.source.text(of: token)
            guard let category = IOVocabulary.apiWords[name] ?? (extra.contains(name) ? "I/O" : nil) else { continue }
            if let period = file.previousCode(before: index), file.tokens[period].kind == .period {
                guard let qualifier = file.previousCode(before: period),
                      IOVocabulary.apiModules.contains(file.text(qualifier)) else { continue }
            }
            // `defaults: UserDefaults`, `let defaults = UserDefaults.standard`.
            if let mark = file.previousCode(before: index),
               file.tokens[mark].kind == .colon || file.tokens[mark].kind == .equal,
               let declared = file.previousCode(before: mark), file.tokens[declared].kind == .identifier,
               file.tokens[mark].kind == .colon
                   || file.previousCode(before: declared).map({ [.let, .var].contains(file.tokens[$0].keyword) }) == true {
                held[file.text(declared)] = (name, category)
            }
            guard reported.isFirst(name, line: token.line) else { continue }
            uses.add(name, category, token)
        }
        return uses.causes.map { use in
            Violation(at: use.tokens[0], .ioAPI(use.name, use.category), places: Array(use.tokens.dropFirst()),
                      cause: FindingCause(name: use.name))
        }
    }
}

/// A Domain file's uses of each API, in order of first use: one cause per API (a `UserDefaults` stored property
/// and the initialiser parameter that injects it are one dependency on preferences).
private struct APIUses {
    struct Use {
        var name: String
        var category: String
        var tokens: [Token]
    }

    private(set) var causes: [Use] = []
    private var position: [String: Int] = [:]

    mutating func add(_ name: String, _ category: String, _ token: Token) {
        if let existing = position[name] {
            causes[existing].tokens.append(token)
        } else {
            position[name] = causes.count
            causes.append(Use(name: name, category: category, tokens: [token]))
        }
    }
}

extension DomainIOAPIRule {
    /// Whether the token before `index` is a `.` not preceded by `self` (`x.defaults`, not `self.defaults`).
    static func followsAPeriod(_ index: Int, in file: OutlinedFile) -> Bool {
        guard let period = file.previousCode(before: index), file.tokens[period].kind == .period else { return false }
        guard let base = file.previousCode(before: period) else { return true }
        return file.tokens[base].keyword != .self
    }

    static let readerNames = WatchedWords(Array(IOVocabulary.contentReaders.union(IOVocabulary.resourceLookups)))

    /// `Data(contentsOf:)` and its kin, or `url(forResource:…)` on a bundle, at the identifier `index`: the
    /// text to report, else nil.
    static func fileReading(at index: Int, in file: OutlinedFile) -> String? {
        // The bytes first: a name that is none of these makes no string.
        guard file.source.bytes.withUnsafeBufferPointer({ readerNames.spells(file.tokens[index], in: $0) }) else {
            return nil
        }
        let name = file.text(index)
        guard IOVocabulary.contentReaders.contains(name) || IOVocabulary.resourceLookups.contains(name),
              let paren = file.nextCode(after: index), file.tokens[paren].kind == .leftParen,
              let label = file.nextCode(after: paren), file.tokens[label].kind == .identifier,
              let colon = file.nextCode(after: label), file.tokens[colon].kind == .colon else { return nil }
        let labelText = file.text(label)
        if IOVocabulary.contentReaders.contains(name), IOVocabulary.contentLabels.contains(labelText) {
            if let period = file.previousCode(before: index), file.tokens[period].kind == .period { return nil }
            return "\(name)(\(labelText):)"
        }
        if IOVocabulary.resourceLookups.contains(name), labelText == "forResource",
           let period = file.previousCode(before: index), file.tokens[period].kind == .period {
            return "\(name)(forResource:)"
        }
        return nil
    }
}

extension String {
    fileprivate static func ioAPI(_ name: String, _ category: String) -> String {
        "`\(name)` in the Domain layer — \(category) belongs in the Data layer, behind a protocol the Domain declares"
    }
}
