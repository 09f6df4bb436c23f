import ArchLintLexer
import ArchLintOutline
import ArchLintRules
import Testing

/// The identifiers the token survey notes for custom rules, and the same found by a pass of their own.
@Suite struct IdentifierCandidatesTests {
    private static let source = """
        import Foundation
        struct Report: Codable {
            let `print`: Bool
            func run(store: Store) {
                print(Date())
                `print`(store.Shared)
                let dump = "Print"
                debugPrint(dump, Self.self)
            }
        }

        """

    private static let file = OutlinedFile(path: "Report.swift", source: SourceText(source))

    /// The texts of the tokens at `indices`.
    private func texts(_ indices: [Int32], of file: OutlinedFile = Self.file) -> [String] {
        let bytes = file.source.bytes
        return indices.map { index in
            let token = file.tokens[Int(index)]
            return String(decoding: bytes[Int(token.start)..<Int(token.end)], as: UTF8.self)
        }
    }

    @Test func notesNamesThatMayMatchAndCapitalisedIdentifiers() {
        let interest = IdentifierInterest(names: NameFilter(["print", "dump"]), capitalised: true)
        let candidates = IdentifierCandidates(Self.file, interest: interest)
        // The filter passes names of the lengths and first bytes it was given (a cheap test, not a match): `print`
        // in backticks too, and `debugPrint` not. Neither a string's text nor a keyword (`Self`) is an identifier.
        #expect(texts(candidates.named) == ["`print`", "print", "`print`", "dump", "dump"])
        // Capitalised plain identifiers, members included (which one is a type is the rule's to say).
        #expect(texts(candidates.capitalised) == ["Foundation", "Report", "Codable", "Bool", "Store", "Date", "Shared"])
    }

    @Test func theSurveyNotesWhatThePassAloneNotes() {
        let interests = [
            IdentifierInterest(names: NameFilter(["print", "dump"]), capitalised: true),
            IdentifierInterest(names: NameFilter(["Date"])),
            IdentifierInterest(capitalised: true),
        ]
        for interest in interests {
            let alone = IdentifierCandidates(Self.file, interest: interest)
            let surveyed = TokenSurvey(Self.file, identifiers: interest).identifiers
            #expect(surveyed.named == alone.named)
            #expect(surveyed.capitalised == alone.capitalised)
        }
        #expect(!IdentifierCandidates(Self.file, interest: IdentifierInterest(capitalised: true)).capitalised.isEmpty)
    }

    /// A file of identifiers of every length up to past the filter's 63, plain and in backticks, and a stray
    /// backtick: what is noted without a branch is what the tests say, one identifier at a time.
    @Test func notesWhatTheFilterAndTheFirstLetterSay() {
        let names = (1...70).map { String(repeating: "a", count: $0) } + ["Print", "`Print`", "print", "`print`"]
        let source = names.map { "let x = \($0)\n" }.joined() + "let y = ` Stray\n"
        let file = OutlinedFile(path: "Long.swift", source: SourceText(source))
        let filter = NameFilter(["print", String(repeating: "a", count: 5), String(repeating: "a", count: 64)])
        let bytes = file.source.bytes
        var named: [Int32] = [], capitalised: [Int32] = []
        for (index, token) in file.tokens.enumerated()
        where token.kind == .identifier || token.kind == .backtickIdentifier {
            let quoted = token.kind == .backtickIdentifier ? 1 : 0
            if filter.mayMatch(bytes, Int(token.start) + quoted, Int(token.end) - quoted) { named.append(Int32(index)) }
            if quoted == 0, bytes[Int(token.start)] >= UInt8(ascii: "A"), bytes[Int(token.start)] <= UInt8(ascii: "Z") {
                capitalised.append(Int32(index))
            }
        }
        let candidates = IdentifierCandidates(file, interest: IdentifierInterest(names: filter, capitalised: true))
        #expect(candidates.named == named)
        #expect(candidates.capitalised == capitalised)
        // `aaaaa`, every name of 63 bytes or more (they share the filter's last bit), both `print`s.
        #expect(named.count == 1 + 8 + 2)
        #expect(texts(capitalised, of: file) == ["Print", "Stray"])
    }

    @Test func nothingIsNotedUnasked() {
        let surveyed = TokenSurvey(Self.file).identifiers
        #expect(surveyed.named.isEmpty && surveyed.capitalised.isEmpty)
        // Nor in a file that is not app code, whatever the interest.
        let test = TokenSurvey(Self.file, isAppCode: false, identifiers: IdentifierInterest(capitalised: true))
        #expect(test.identifiers.capitalised.isEmpty)
    }
}
