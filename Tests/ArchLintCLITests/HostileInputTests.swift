import Foundation
import Testing

/// Files whose bytes are hostile, through the whole `archlint lint` run: each ends with a finding, an
/// `unreadable-file` error naming the file, or a clean run — never a crash or a hang.
@Suite(.enabled(if: BuiltBinary.path != nil, "the archlint executable was not found beside the tests; build it first"))
struct HostileInputTests {
    private let file = HostileProject.domain + "Hostile.swift"

    private func lint(_ bytes: [UInt8]) throws -> (run: BoundedRun.Outcome, report: LintJSON) {
        let project = try HostileProject()
        try project.write(file, bytes: bytes)
        return try project.lint()
    }

    @Test(arguments: [
        ("empty", [UInt8]()),
        ("byte order mark only", [0xEF, 0xBB, 0xBF]),
        ("spaces and line ends only", Array(" \t\r\n\r\n\u{0B}\u{0C}".utf8)),
    ])
    func fileWithoutCodeLintsClean(_ name: String, _ bytes: [UInt8]) throws {
        let (run, report) = try lint(bytes)
        #expect(run.status == 0, "\(name)")
        #expect(report.findings.isEmpty, "\(name): \(report.findings)")
        #expect(report.files == 1)
    }

    @Test func byteOrderMarkIsNotCountedInColumns() throws {
        let (run, report) = try lint([0xEF, 0xBB, 0xBF] + Array("\(HostileProject.violation)\n".utf8))
        #expect(run.status == 1)
        #expect(placed(report.findings) == ["\(file):1:1 domain-framework-import"])
    }

    @Test func nulBytesDoNotStopTheLint() throws {
        let text = "// \0\0\0\nlet marker = \"\0\"\n\0\n\(HostileProject.violation)\n"
        let (run, report) = try lint(Array(text.utf8))
        #expect(run.status == 1)
        #expect(placed(report.findings) == ["\(file):4:1 domain-framework-import"])
    }

    @Test(arguments: [
        ("lone continuation byte", [0x80], 0),
        ("overlong slash", [0xC0, 0xAF], 0),
        ("overlong three-byte form", [0xE0, 0x80, 0xAF], 0),
        ("overlong four-byte form", [0xF0, 0x80, 0x80, 0xAF], 0),
        ("truncated sequence before ASCII", [0xE2, 0x82, 0x41], 0),
        ("UTF-16 surrogate", [0xED, 0xA0, 0x80], 0),
        ("beyond U+10FFFF", [0xF4, 0x90, 0x80, 0x80], 0),
        ("byte that never appears in UTF-8", [0xFE], 0),
        ("valid character then a stray byte", [0xC3, 0xA9, 0xFF], 2),
    ] as [(String, [UInt8], Int)])
    func invalidUTF8IsAnUnreadableFileAtItsLine(_ name: String, _ bad: [UInt8], _ offsetInBad: Int) throws {
        let head = Array("\(HostileProject.violation)\n// fine\nlet s = \"".utf8)
        let (run, report) = try lint(head + bad + Array("\"\n".utf8))
        #expect(run.status == 1, "\(name)")
        #expect(placed(report.findings) == ["\(file):3:1 unreadable-file"], "\(name)")
        let message = try #require(report.findings.first?.message)
        #expect(message.contains("`\(file)`") && message.contains("byte \(head.count + offsetInBad), line 3"),
                "\(name): \(message)")
    }

    @Test func sequenceTruncatedByTheEndOfTheFileIsUnreadable() throws {
        let (run, report) = try lint(Array("let euro = \"".utf8) + [0xE2, 0x82])
        #expect(run.status == 1)
        #expect(placed(report.findings) == ["\(file):1:1 unreadable-file"])
    }

    @Test(arguments: [
        ("little-endian with byte order mark", [0xFF, 0xFE] as [UInt8], true),
        ("big-endian with byte order mark", [0xFE, 0xFF], false),
        ("little-endian without byte order mark", [], true),
        ("big-endian without byte order mark", [], false),
    ])
    func utf16FileIsUnreadableWithAHint(_ name: String, _ mark: [UInt8], _ littleEndian: Bool) throws {
        let units = Array("\(HostileProject.violation)\nstruct Trip {}\n".utf16)
        let bytes = mark + units.flatMap { unit -> [UInt8] in
            let low = UInt8(unit & 0xFF), high = UInt8(unit >> 8)
            return littleEndian ? [low, high] : [high, low]
        }
        let (run, report) = try lint(bytes)
        #expect(run.status == 1, "\(name)")
        #expect(placed(report.findings) == ["\(file):1:1 unreadable-file"], "\(name)")
        #expect(report.findings.first?.message.contains("UTF-16") == true, "\(name)")
    }

    @Test(arguments: ["\r\n", "\r", "\n"])
    func lineEndsOfEveryKindCountLinesAlike(_ end: String) throws {
        let domain = ["// header", "/* block", "   comment */", "let text = \"\"\"", "    two", "    lines",
                      "    \"\"\"", HostileProject.violation, ""]
        let presentation = ["import SwiftUI", "", "final class TripListModel {",
                            "    let repository: any TripRepository", "", "    func load(_ ids: [Int]) async {",
                            "        for id in ids {", "            _ = await repository.trip(id)", "        }",
                            "    }", "}", ""]
        let project = try HostileProject()
        try project.write(file, domain.joined(separator: end))
        try project.write("Sources/TripPresentation/TripListModel.swift", presentation.joined(separator: end))
        let (run, report) = try project.lint()
        #expect(run.status == 1)
        #expect(placed(report.findings) == [
            "\(file):8:1 domain-framework-import",
            "Sources/TripPresentation/TripListModel.swift:8:17 n-plus-one-await",
        ])
    }

    @Test func twentyMegabyteLineIsLintedToItsEnd() throws {
        let prefix = "let blob = \""
        let payload = String(repeating: "QUJDRA0K", count: 20 * 1024 * 1024 / 8)
        let text = prefix + payload + "\"; " + HostileProject.violation + "; let after = 1\n"
        let (run, report) = try lint(Array(text.utf8))
        #expect(run.status == 1)
        let column = prefix.utf8.count + payload.utf8.count + 4
        #expect(placed(report.findings) == ["\(file):1:\(column) domain-framework-import"])
    }

    @Test func megabytesOfTokensOnOneLineAreLinted() throws {
        let numbers = String(repeating: "1, ", count: 2 * 1024 * 1024 / 3)
        let text = "let numbers = [" + numbers + "0]; " + HostileProject.violation + "\n"
        let (run, report) = try lint(Array(text.utf8))
        #expect(run.status == 1)
        #expect(placed(report.findings) == ["\(file):1:\(text.utf8.count - 14) domain-framework-import"])
    }

    @Test(arguments: ["#", "/", "\"", "\\", "`", "@", "$", "+", ".", "?", "#if ", "<#", "/*", "*/", "(/", "\\(", "é",
                      "\u{2192}", "\u{0301}", "\u{00A0}", "\r", "\u{0B}"])
    func megabyteRunOfOneSequenceIsLinted(_ unit: String) throws {
        let run = String(repeating: unit, count: 1024 * 1024 / unit.utf8.count)
        let (outcome, report) = try lint(Array("\(HostileProject.violation)\n\(run)".utf8))
        #expect(outcome.status == 1, "run of \(unit.debugDescription)")
        #expect(report.of("domain-framework-import").map(\.line) == [1], "run of \(unit.debugDescription)")
    }

    /// An unterminated literal on one line ends at the line end; a multi-line one swallows the rest of the file.
    @Test(arguments: [
        ("string", "let s = \"abc", 3),
        ("string with an open interpolation", "let s = \"a\\(b", 3),
        ("raw string", "let s = ##\"abc\"#", 3),
        ("bare regex", "let r = /abc", 3),
        ("extended regex on one line", "let r = #/abc", 3),
        ("multi-line string", "let s = \"\"\"\nabc", nil),
        ("multi-line string with an open interpolation", "let s = \"\"\"\n\\(a", nil),
        ("multi-line raw string", "let s = #\"\"\"\nabc\"\"\"", nil),
        ("block comment", "/* abc", nil),
        ("nested block comment", "/* /* */", nil),
        ("multi-line regex", "let r = #/\nabc", nil),
    ] as [(String, String, Int?)])
    func unterminatedLiteralEndsTheLintCleanly(_ name: String, _ opening: String, _ laterLine: Int?) throws {
        let text = "\(HostileProject.violation)\n\(opening)\nimport UIKit\n"
        let (run, report) = try lint(Array(text.utf8))
        #expect(run.status == 1, "\(name)")
        var expected = ["\(file):1:1 domain-framework-import"]
        if let line = laterLine.map({ $0 + opening.filter { $0 == "\n" }.count }) {
            expected.append("\(file):\(line):1 domain-framework-import")
        }
        #expect(placed(report.findings) == expected, "\(name)")
    }

    @Test(arguments: ["\"", "\"\"\"", "#\"", "#", "/*", "#/", "/", "\"\\(", "\"\\", "\\", "`", "@", "$", "0x", "1e"])
    func fileEndingInsideAnOpeningLintsTheRest(_ ending: String) throws {
        let (run, report) = try lint(Array("\(HostileProject.violation)\n\(ending)".utf8))
        #expect(run.status == 1, "ending \(ending)")
        #expect(placed(report.findings) == ["\(file):1:1 domain-framework-import"], "ending \(ending)")
    }

    @Test(arguments: ["#endif", "#else", "#elseif DEBUG", "#if DEBUG", "#if", "#endif\n#endif\n#else"])
    func strayConditionalDirectiveDoesNotHideWhatFollows(_ directive: String) throws {
        let (run, report) = try lint(Array("\(directive)\n\(HostileProject.violation)\n".utf8))
        #expect(run.status == 1, "\(directive)")
        let line = directive.filter { $0 == "\n" }.count + 2
        #expect(placed(report.findings) == ["\(file):\(line):1 domain-framework-import"], "\(directive)")
    }
}
