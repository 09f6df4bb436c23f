import ArchLintProject
import ArchLintRules

/// `archlint lint` options.
struct LintOptions: Equatable {
    var project = ProjectOptions()
    /// `nil`: `terminal` when standard output is a terminal, else `xcode`.
    var format: String?
    var outputPath: String?
    var strict = false
    var baselinePath: String?
    var noBaseline = false
    var writeBaselinePath: String?
    var staged = false
    var quiet = false
    var noColor = false
    /// `--link-template`, checked: it holds a placeholder.
    var linkTemplate: String?
}

/// `archlint report` options.
struct ReportCommandOptions: Equatable {
    var project = ProjectOptions()
    var format = ReportFormat.html
    var outputPath: String?
    var baselinePath: String?
    var noBaseline = false
    /// `--history N`: the trend over the branch's last N commits.
    var history: Int?
    /// `--since REV`: the trend over the commits after REV (REV included).
    var since: String?
    /// `--compare REV`: only what the project added and fixed against REV.
    var compare: String?
    /// `--link-template`, checked: it holds a placeholder.
    var linkTemplate: String?
}

/// `archlint graph` options.
struct GraphOptions: Equatable {
    var project = ProjectOptions()
    var format = GraphFormat.mermaid
}

/// `archlint rules` options: the project whose rules to show.
struct RulesOptions: Equatable {
    var project = ProjectOptions()
    var format = RulesFormat.text
}

/// `archlint layers` options.
struct LayersOptions: Equatable {
    var project = ProjectOptions()
    /// List every folder in no layer instead of the first ones.
    var all = false
}

/// `archlint init` options.
struct InitOptions: Equatable {
    var path: String?
    var force = false
    var freeze = false
    /// `--config FILE`: the configuration file, in place of `.archlint.json` in the project folder.
    var configPath: String?
}

enum RulesFormat: String, CaseIterable, Sendable {
    case text, json
}

enum ReportFormat: String, CaseIterable, Sendable {
    case html, markdown, json
}

enum GraphFormat: String, CaseIterable, Sendable {
    case mermaid, dot
}
