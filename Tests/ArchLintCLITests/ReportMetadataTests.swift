@testable import ArchLintCLI
@testable import ArchLintProject
import ArchLintReporters
import Foundation
import TestSupport
import Testing

/// What `report` and `lint` tell the HTML and Markdown reporters: the project, commit and date, and the links.
@Suite struct ReportMetadataTests {
    /// Test linting with the real report renderers and reporters.
    private var services: CommandServices {
        var services = CommandServices.testing()
        services.reportRenderer = Renderers.report
        services.formats = ReporterRegistry.identifiers
        services.reporter = { ReporterRegistry.reporter(for: $0) }
        return services
    }

    @Test(arguments: ["lint", "report"])
    func aLinkTemplateNeedsAPlaceholder(command: String) {
        let directory = FileManager.default.temporaryDirectory.path
        let run = runArchLint([command, "--link-template", "https://example.com/file"], in: directory,
                              services: services)
        #expect(run.code == .usageError)
        #expect(run.errors.contains("'https://example.com/file' is not a valid value for --link-template; "
            + "expected a URL with {path}, {line} or {commit}"), "\(run.errors)")
        #expect(runArchLint([command, "--link-template", "javascript:x({path})"], in: directory,
                            services: services).code == .usageError)
    }

    @Test func theOptionIsParsedForLintAndReport() throws {
        let template = "https://example.com/{path}#{line}"
        var lint = LintOptions()
        lint.linkTemplate = template
        #expect(try Arguments.parse(["lint", "--link-template", template]) { _ in false } == .lint(lint))
        #expect(try Arguments.parse(["report", "--link-template=\(template)"]) { _ in false }
            == .report(ReportCommandOptions(linkTemplate: template)))
    }

    @Test func aGivenTemplateLinksPathsFromTheProjectRootOutsideGit() throws {
        let directory = try TemporaryDirectory()
        try directory.write("Sources/Bad File.swift", "let x = FORBIDDEN\n")
        let run = runArchLint(["report", "--format", "markdown", "--link-template", "https://code.example/{path}#{line}"],
                              in: directory.path, services: services)
        #expect(run.code == .clean)
        #expect(run.output.contains("[`Sources/Bad File.swift:1`](https://code.example/Sources/Bad%20File.swift#1)"))
        // The project is named after its folder; the date is the run's.
        let name = PathText.lastComponent(try #require(FileSystem.realPath(directory.path)))
        #expect(run.output.contains("**\(name)** · \(Date.now.ISO8601Format().prefix(10))"), "\(run.output)")
        #expect(!run.output.contains("commit "))
    }

    @Test(.enabled(if: GitFixture.gitPath != nil, "git is not installed"))
    func inAGitHubCheckoutLinksFollowTheRemoteFromTheRepositoryTop() throws {
        let repository = try #require(try GitFixture())
        try repository.directory.write("Apps/Trips/.archlint.json", "{}\n")
        try repository.directory.write("Apps/Trips/Sources/Bad.swift", "let x = FORBIDDEN\n")
        try repository.git("add", "-A")
        try repository.git("commit", "-q", "-m", "start")
        try repository.git("remote", "add", "origin", "git@github.com:acme/trips.git")
        let head = try repository.git("rev-parse", "HEAD").trimmingCharacters(in: .whitespacesAndNewlines)
        let date = try repository.git("show", "-s", "--format=%cI", "HEAD").trimmingCharacters(in: .whitespacesAndNewlines)
        let run = runArchLint(["report", "Apps/Trips", "--format", "html"], in: repository.path, services: services,
                              environment: repository.environment)
        #expect(run.code == .clean, "\(run.errors)")
        #expect(run.output.contains("<a href=\"https://github.com/acme/trips/blob/\(head)/Apps/Trips/Sources/Bad.swift#L1\">"))
        #expect(run.output.contains("<div><dt>Project</dt><dd>Trips</dd></div>"))
        #expect(run.output.contains("<code title=\"\(head)\">\(head.prefix(12))</code>"))
        #expect(run.output.contains("<div><dt>Date</dt><dd>\(date)</dd></div>"))
        // A given template wins over the remote, with paths still from the repository's top.
        let given = runArchLint(["report", "Apps/Trips", "--format", "markdown", "--link-template", "x://{commit}/{path}"],
                                in: repository.path, services: services, environment: repository.environment)
        #expect(given.output.contains("(x://\(head)/Apps/Trips/Sources/Bad.swift)"), "\(given.output)")
    }

    @Test func thePathPrefixIsTheRootFromTheTopLevel() {
        #expect(ReportMetadata.pathPrefix(root: "/r/Apps/Trips", topLevel: "/r") == "Apps/Trips")
        #expect(ReportMetadata.pathPrefix(root: "/r", topLevel: "/r") == "")
    }
}

/// `lint --format github` also appends the Markdown report to GitHub's job summary.
@Suite struct StepSummaryTests {
    private var services: CommandServices {
        var services = CommandServices.testing()
        services.formats = ReporterRegistry.identifiers
        services.reporter = { ReporterRegistry.reporter(for: $0) }
        return services
    }

    private func project() throws -> TemporaryDirectory {
        let directory = try TemporaryDirectory()
        try directory.write("Sources/Bad.swift", "let x = FORBIDDEN\n")
        try directory.write("summary.md", "## An earlier step\n")
        return directory
    }

    private func environment(summary: String?) -> [String: String] {
        var environment = ProcessInfo.processInfo.environment
        environment["GITHUB_STEP_SUMMARY"] = summary
        return environment
    }

    @Test func theGitHubFormatAppendsTheMarkdownReport() throws {
        let directory = try project()
        let summary = directory.url("summary.md").path
        let run = runArchLint(["lint", "--format", "github"], in: directory.path, services: services,
                              environment: environment(summary: summary))
        #expect(run.code == .findings)
        #expect(run.output.hasPrefix("::error file=Sources/Bad.swift,line=1,col=1,title=marker-found::FORBIDDEN found"))
        let text = try directory.read("summary.md")
        #expect(text.hasPrefix("## An earlier step\n\n## ArchLint: 1 error, 0 warnings\n"), "\(text)")
        #expect(text.contains("- **error** FORBIDDEN found: `Sources/Bad.swift:1`"))
        // Each run appends; nothing before it is lost.
        _ = runArchLint(["lint", "--format", "github"], in: directory.path, services: services,
                        environment: environment(summary: summary))
        let twice = try directory.read("summary.md")
        #expect(twice.hasPrefix(text))
        #expect(twice.components(separatedBy: "## ArchLint: 1 error").count - 1 == 2)
    }

    @Test func otherFormatsOrNoSummaryFileLeaveItAlone() throws {
        let directory = try project()
        let summary = directory.url("summary.md").path
        _ = runArchLint(["lint", "--format", "xcode"], in: directory.path, services: services,
                        environment: environment(summary: summary))
        _ = runArchLint(["lint", "--format", "markdown"], in: directory.path, services: services,
                        environment: environment(summary: summary))
        let run = runArchLint(["lint", "--format", "github"], in: directory.path, services: services,
                              environment: environment(summary: nil))
        #expect(run.code == .findings)
        #expect(try directory.read("summary.md") == "## An earlier step\n")
    }

    @Test func aSummaryThatCannotBeWrittenIsOnlyAWarning() throws {
        let directory = try project()
        let run = runArchLint(["lint", "--format", "github"], in: directory.path, services: services,
                              environment: environment(summary: directory.url("Sources").path))
        #expect(run.code == .findings)
        #expect(run.output.hasPrefix("::error file=Sources/Bad.swift"))
        #expect(run.errors.contains("warning: the job summary could not be written:"), "\(run.errors)")
    }
}
