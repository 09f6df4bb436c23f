import Foundation
import TestSupport
import Testing

/// `archlint report --format html` from the built binary on a project whose code, comments, suppression
/// comments and paths carry markup: none of it may reach the page unescaped.
@Suite(.enabled(if: BuiltBinary.path != nil, "the archlint executable was not found beside the tests; build it first"))
struct HTMLEscapingEndToEndTests {
    static let payload = "</script><script>alert(1)</script>"
    static let escapedPayload = "&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;"
    static let hostilePath = "Domain/<b>Loans</b>/Overdue.swift"

    /// Findings on the lines holding the payload in a comment and in a string; suppression comments whose
    /// unknown rule ids (one in backticks) are echoed into messages.
    static let source = """
        import SwiftUI // \(payload)

        struct Overdue {
            let note = "\(payload)"; let session = URLSession.shared
            // archlint:disable:next \(payload)
            let title = "x"
            let count = 1 // archlint:disable:this `<i>x</i>`
        }

        """

    private func report() throws -> String {
        let directory = try TemporaryDirectory()
        try directory.write(".archlint.json", "{}\n")
        try directory.write(Self.hostilePath, Self.source)
        let run = try BuiltBinary.run(["report", ".", "--format", "html", "--output", "report.html"],
                                      in: directory.path)
        #expect(run.status == 0, "stderr: \(run.errors)")
        return try directory.read("report.html")
    }

    @Test
    func markupFromSourcePathsAndSuppressionsNeverAppearsRaw() throws {
        let html = try report()
        // The page's own filter script is its only one.
        #expect(html.lowercased().components(separatedBy: "<script").count - 1 == 1)
        #expect(!html.contains("<script>alert"))
        for raw in ["alert(1)</script>", "<b>", "</b>", "<i>", "</i>"] {
            #expect(!html.contains(raw), "found raw \(raw)")
        }
    }

    @Test
    func markupShowsUpEscapedWhereItWasWritten() throws {
        let html = try report()
        // The two source lines with findings, each with its payload.
        #expect(html.contains("<pre><code>import SwiftUI // \(Self.escapedPayload)</code></pre>"))
        #expect(html.contains("let note = &quot;\(Self.escapedPayload)&quot;; let session = URLSession.shared"))
        // The path, once: every finding appears once. It may break after each `/`, even the one inside `</b>`.
        let path = "Domain/<wbr>&lt;b&gt;Loans&lt;/<wbr>b&gt;/<wbr>Overdue.swift"
        #expect(html.components(separatedBy: "\(path):1:1").count - 1 == 1)
        // Unknown rule ids are repeated in messages as code: escaped, never markup.
        #expect(html.contains("<code>\(Self.escapedPayload)</code> in <code>archlint:disable:next</code>"))
        #expect(html.contains("&lt;i&gt;x&lt;/i&gt;"))
    }
}
