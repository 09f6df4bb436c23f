import ArchLintLexer
import ArchLintOutline
import Testing

/// The line comments an outline notes as possible suppression directives: those that begin with `archlint:`.
@Suite struct OutlineDirectiveCommentTests {
    private func directiveTexts(_ text: String) -> [String] {
        let source = SourceText(text)
        let tokens = Lexer.tokenize(source)
        return OutlineScanner.scan(tokens, in: source).directiveComments.map { source.text(of: tokens[Int($0)]) }
    }

    @Test func lineCommentsThatBeginWithTheMarkerAreNotedWhereverTheyAre() {
        let text = """
            // archlint:disable view-body-logic
            struct A {
                func f() {
                    //\tarchlint:this n-plus-one-await
                    let s = "// archlint:next not a comment"
                    /* archlint:disable in a block comment */
                    /// archlint:next documentation, not a directive
                    // see archlint: later in the line
                    //archlint:enable view-body-logic
                }
            }
            """
        #expect(directiveTexts(text) == ["// archlint:disable view-body-logic", "//\tarchlint:this n-plus-one-await",
                                         "//archlint:enable view-body-logic"])
    }

    @Test func aFileWithoutTheMarkerNotesNone() {
        #expect(directiveTexts("// archlint\n// arch lint: x\nlet archlint = 1 // archlint\n").isEmpty)
        #expect(directiveTexts("").isEmpty)
    }
}
