import Foundation
import TestSupport
import Testing

/// A throw-away project for hostile-input runs: a temporary folder with its own `.archlint.json`, so that no
/// configuration above the temporary directory can be picked up.
final class HostileProject {
    let directory: TemporaryDirectory
    var path: String { directory.path }

    /// A Domain file path: `import SwiftUI` there is an error of `domain-framework-import`.
    static let domain = "Sources/TripDomain/"
    /// A violation that every test can look for.
    static let violation = "import SwiftUI"

    init(configuration: String = "{}") throws {
        directory = try TemporaryDirectory()
        try directory.write(".archlint.json", configuration)
    }

    @discardableResult
    func write(_ relative: String, _ text: String) throws -> URL {
        try directory.write(relative, text)
    }

    @discardableResult
    func write(_ relative: String, bytes: [UInt8]) throws -> URL {
        try directory.write(relative, bytes: bytes)
    }

    /// `archlint lint --format json` on the whole project (or `paths`), checked to have ended on its own with
    /// a documented status and a report that parses.
    func lint(_ paths: [String] = ["."], extra: [String] = [], unprivileged: Bool = false,
              sourceLocation: SourceLocation = #_sourceLocation) throws -> (run: BoundedRun.Outcome, report: LintJSON) {
        let run = try BoundedRun.archlint(["lint", "--format", "json"] + extra + paths, in: path,
                                          unprivileged: unprivileged)
        #expect(!run.crashed, "archlint died of signal \(run.status): \(run.errors)", sourceLocation: sourceLocation)
        #expect([0, 1].contains(run.status), "exit \(run.status): \(run.errors)", sourceLocation: sourceLocation)
        return (run, try run.report())
    }
}

/// The one finding a hostile file is expected to give, as `file:line:column rule`.
func placed(_ findings: [LintJSON.Finding]) -> [String] {
    findings.map { "\($0.file):\($0.line):\($0.column) \($0.rule)" }
}
