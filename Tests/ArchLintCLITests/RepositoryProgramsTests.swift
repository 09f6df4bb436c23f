import Foundation
import TestSupport
import Testing

/// A repository's own configuration can name programs for git to run: a file-system monitor, a signature
/// checker, a pager, an external diff, a transport that fetches a partial clone's missing objects. A downloaded
/// project with its `.git` must not get them run by a lint or a report.
@Suite(.enabled(if: GitFixture.gitPath != nil, "git is not installed"))
struct RepositoryProgramsTests {
    @Test func noCommandRunsAProgramTheRepositoryNames() throws {
        let repository = try #require(try GitFixture())
        let outside = try TemporaryDirectory()
        let log = outside.url("ran.log").path
        let spy = try outside.write("spy.sh", "#!/bin/sh\necho \"$0 $*\" >> '\(log)'\nexit 1\n").path
        #expect(chmod(spy, 0o755) == 0)

        try repository.directory.write("Domain/T.swift", "struct T {}\n")
        try repository.git("add", "-A")
        try repository.git("commit", "-q", "-m", "one")
        // A signed HEAD, so that `log.showSignature` has a signature to check.
        let signed = "tree \(try repository.line("rev-parse", "HEAD^{tree}"))\n"
            + "parent \(try repository.line("rev-parse", "HEAD"))\n"
            + "author A <a@b> 1700000000 +0000\ncommitter A <a@b> 1700000000 +0000\n"
            + "gpgsig -----BEGIN PGP SIGNATURE-----\n \n iQEzBAABCAAdFiEE\n -----END PGP SIGNATURE-----\n\nsigned\n"
        try repository.git("update-ref", "HEAD", try repository.line(["hash-object", "-t", "commit", "-w", "--stdin"],
                                                                     input: Data(signed.utf8)))
        try repository.directory.write("Domain/U.swift", "import SwiftUI\n")
        try repository.git("add", "Domain/U.swift")

        for (key, value) in [("core.fsmonitor", spy), ("log.showSignature", "true"), ("gpg.program", spy),
                             ("core.pager", spy), ("pager.diff", spy), ("diff.external", spy),
                             ("core.repositoryformatversion", "1"), ("extensions.partialClone", "origin"),
                             ("remote.origin.url", "ext::\(spy)"), ("remote.origin.promisor", "true"),
                             ("protocol.ext.allow", "always")] {
            try repository.git("config", key, value)
        }
        // Each trap is live: git run plainly falls into it.
        _ = try? repository.git("diff", "--cached", "--raw")
        #expect(FileManager.default.fileExists(atPath: log), "core.fsmonitor did not run")
        try? FileManager.default.removeItem(atPath: log)
        _ = try? repository.git("show", "-s", "HEAD")
        #expect(FileManager.default.fileExists(atPath: log), "gpg.program did not run")
        try? FileManager.default.removeItem(atPath: log)
        let missing = String(repeating: "12", count: 20)
        _ = try? repository.git(["cat-file", "--batch"], input: Data((missing + "\n").utf8))
        #expect(FileManager.default.fileExists(atPath: log), "the partial clone's transport did not run")
        try? FileManager.default.removeItem(atPath: log)

        let runs = [["lint", "--staged"], ["lint"], ["report", "--output", outside.url("r.html").path],
                    ["report", "--history", "2", "--format", "json"], ["report", "--compare", "HEAD~1"],
                    ["report", "--compare", missing], ["layers"], ["graph"], ["install-hook"]]
        for arguments in runs {
            let run = try BoundedRun.archlint(arguments, in: repository.path)
            #expect(!run.crashed, "\(arguments): \(run.errors)")
        }
        let ran = (try? String(contentsOfFile: log, encoding: .utf8)) ?? ""
        #expect(ran.isEmpty, "archlint let git run the repository's programs: \(ran)")
    }
}
