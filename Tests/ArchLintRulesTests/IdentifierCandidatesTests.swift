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
    private func texts(_ indices: [Int32]) -> [String] {
        let bytes = Self.file.source.bytes
        return indices.map { index in
            let token = Self.file.tokens[Int(index)]
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

    @Test func nothingIsNotedUnasked() {
        let surveyed = TokenSurvey(Self.file).identifiers
        #expect(surveyed.named.isEmpty && surveyed.capitalised.isEmpty)
        // Nor in a file that is not app code, whatever the interest.
        let test = TokenSurvey(Self.file, isAppCode: false, identifiers: IdentifierInterest(capitalised: true))
        #expect(test.identifiers.capitalised.isEmpty)
    }
}
