@testable import ArchLintEngine
import Foundation
import Testing

@Suite struct JSONSyntaxTests {
    private func problem(_ text: String, comments: Bool = true) -> JSONParser.SyntaxError? {
        if case .failure(let error) = JSONParser.check(Array(text.utf8), allowingComments: comments) { return error }
        return nil
    }

    private func blanked(_ text: String) -> String? {
        guard case .success(let bytes) = JSONParser.check(Array(text.utf8), allowingComments: true) else { return nil }
        return String(decoding: bytes, as: UTF8.self)
    }

    @Test func commentsAreBlankedWithTheirLineBreaksKept() {
        let text = "{ // why\n  \"a\": 1, /* two\nlines */ \"b\": [\"// not a comment\"]\n}"
        #expect(blanked(text) == "{       \n  \"a\": 1,       \n         \"b\": [\"// not a comment\"]\n}")
        #expect(blanked("{\"a\": \"/* kept */\"}") == "{\"a\": \"/* kept */\"}")
    }

    @Test(arguments: [
        // text, line, column, token, a phrase of the reason
        ("{\n  \"include\": [\"a\",],\n}", 2, 18, ",", "no comma before \"]\""),
        ("{\"a\": 1,\n}", 1, 8, ",", "no comma before \"}\""),
        ("{\n  layers: {}\n}", 2, 3, "layers", "a key in double quotes"),
        ("{\"a\": 1 \"b\": 2}", 1, 9, "\"b\"", "a missing comma"),
        ("{\"a\" 1}", 1, 6, "1", "a \":\" should follow the key \"a\""),
        ("{\"a\": True}", 1, 7, "True", "a value should be here"),
        ("{\"a\": [1, 2}", 1, 12, "}", "a \",\" or \"]\" should follow"),
        ("{\"a\": \"b\n\"}", 1, 9, "line break", "a line break inside a string"),
        ("{\"a\": \"\\x\"}", 1, 8, "\\x", "an escape JSON does not have"),
        ("{\"a\": 01}", 1, 7, "01", "a number JSON cannot read"),
        ("{\"a\": 1} x", 1, 10, "x", "more text after the end"),
        ("{\"a\": {\"b\": 1}", 1, 15, "end of file", "ends inside an object"),
        ("{\"a\": 1 /* open", 1, 9, "/*", "never closed"),
        ("{\"Domain\": 1, \"Domain\": 2}", 1, 15, "\"Domain\"", "the key \"Domain\" appears twice"),
        ("{\"a\": \"é\", b}", 1, 12, "b", "a key in double quotes"),
    ])
    func aMistakeIsPlacedAndNamed(_ text: String, _ line: Int, _ column: Int, _ token: String, _ phrase: String) {
        let error = problem(text)
        #expect(error?.line == line && error?.column == column, "\(String(describing: error))")
        #expect(error?.token == token, "\(String(describing: error))")
        #expect(error?.reason.contains(phrase) == true, "\(String(describing: error))")
    }

    @Test func duplicateKeysCompareDecodedNames() {
        #expect(problem(#"{"a": 1, "\u0061": 2}"#)?.reason == "the key \"a\" appears twice in one object")
        #expect(problem(#"{"a": {"b": 1}, "c": {"b": 2}}"#) == nil)
    }

    @Test func commentsAreRefusedWhereTheFileTakesNone() {
        let error = problem("{\"version\": 1 // why\n}", comments: false)
        #expect(error?.token == "//" && error?.line == 1 && error?.column == 15)
        #expect(problem("/* a */ {}", comments: false)?.token == "/*")
    }

    @Test func deepNestingIsRefusedWithoutRecursingThatFar() {
        let depth = 100_000
        let error = problem(String(repeating: "[", count: depth) + String(repeating: "]", count: depth))
        #expect(error?.reason.contains("nested more than \(JSONParser.maximumDepth) deep") == true)
        #expect(error?.column == JSONParser.maximumDepth + 1)
    }

    @Test func acceptsWhatStrictJSONAllows() {
        for text in ["{}", "[]", "\u{FEFF}{\"a\": -1.5e+3, \"b\": [true, false, null], \"c\": \"\\u00e9\\n\"}", "0"] {
            #expect(problem(text) == nil, "\(text)")
        }
    }

    @Test func blankTextIsOnlyWhitespaceAndComments() {
        #expect(JSONParser.isBlank(Array(" \n// nothing\n/* at all */\t".utf8)))
        #expect(!JSONParser.isBlank(Array("// x\n{}".utf8)))
        #expect(!JSONParser.isBlank(Array("/* open".utf8)))
    }

    @Test func carriageReturnsCountAsLineBreaks() {
        #expect(problem("{\r\n\"a\": 1,\r\n}")?.line == 2)
        #expect(problem("{\r\"a\": x}")?.line == 2)
    }
}
