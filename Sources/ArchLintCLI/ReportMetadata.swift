import ArchLintProject
import ArchLintReporters
import Foundation

/// What the HTML and Markdown reports say about the run — project, commit, date — and how they link to code.
///
/// The project is named after its root folder. In a git working tree the commit is `HEAD` and the date its
/// committer date, and without `--link-template` links follow a GitHub or GitLab `origin`; `{path}` is then
/// relative to the repository's top level. Without git (not installed, not a working tree, no commit yet) there
/// is no commit, the date is the time of the run and only a given template links, with paths from the project root.
enum ReportMetadata {
    /// `options` with the project, commit, date and link template filled in for the project at `root` (absolute).
    static func filling(_ options: ReportOptions, root: String, linkTemplate: String?,
                        context: CommandContext) -> ReportOptions {
        var options = options
        options.project = PathText.lastComponent(root)
        let repository = GitRepository(root: root, environment: context.environment)
        options.commit = repository?.commit
        options.date = repository?.date ?? Date.now.ISO8601Format()
        let prefix = repository?.pathPrefix ?? ""
        if let linkTemplate {
            options.linkTemplate = LinkTemplate(linkTemplate, pathPrefix: prefix)
        } else if let remote = repository?.origin {
            options.linkTemplate = LinkTemplate.forRemote(remote, pathPrefix: prefix)
        }
        return options
    }

    /// The folder of `root` from the repository's `topLevel`: `""` when they are the same.
    static func pathPrefix(root: String, topLevel: String) -> String {
        PathText.relative(root, to: topLevel) ?? ""
    }
}

/// The git facts a report header needs, looked up once; `nil` when git or a commit is missing.
private struct GitRepository {
    var commit: String
    var date: String?
    var origin: String?
    var pathPrefix: String

    init?(root: String, environment: [String: String]) {
        guard let git = try? Git(environment: environment),
              let topLevel = try? git.topLevel(of: root),
              let commit = try? git.headCommit(in: root), !commit.isEmpty else { return nil }
        self.commit = commit
        date = (try? git.commitDate(of: commit, in: root)) ?? nil
        origin = try? git.originURL(in: root)
        pathPrefix = ReportMetadata.pathPrefix(root: root, topLevel: topLevel)
    }
}
