import ArchLintEngine
import ArchLintRules

/// What to do next, after a lint or `archlint init`: adopt the findings as a baseline, take the SwiftData stance,
/// declare layers. Each step has one line for the summary of machine formats and a fuller text for a person at
/// a terminal, with a block to paste where there is one.
struct NextStep: Equatable {
    /// `next: …`, one line.
    var line: String
    /// A paragraph or two, to wrap at words.
    var detail: String
    /// Text to paste as it is (never wrapped), or `nil`.
    var block: String?
}

enum NextSteps {
    /// From how many findings, with no baseline, adopting them as one comes first.
    static let manyFindings = 20

    /// What a run knows that the steps depend on.
    struct Facts {
        /// Findings reported (after any baseline).
        var findings: Int
        /// Whether a baseline applied, or `--no-baseline` asked for every finding.
        var baselineInPlay: Bool
        /// The configuration file as the user reads it, or `nil` when there is none.
        var configurationFile: String?
        /// Whether the configuration was given with `--config`: a command the steps name is given it too.
        var configurationGiven = false
        /// The project folder as the user reads it; `.` for the working directory.
        var root = "."
        /// Whether the stance was chosen on the command line; one a configuration chose other than the default
        /// shows in `profile`.
        var profileChosen: Bool
        var profile: Profile
        var models: ModelUse
        /// Per rule, how many of today's findings the `swiftdata` profile would not report; `nil` when not asked.
        var swiftDataChange: [String: Int]?
        /// A layers block to paste, when the project shows no layers.
        var layers: LayersSuggestion?
    }

    static func steps(_ facts: Facts) -> [NextStep] {
        var steps: [NextStep] = []
        // Commands are given for the project, wherever the run was started.
        let path = facts.root == "." || facts.root.isEmpty ? "" : " " + Self.shellWord(facts.root)
        if !facts.baselineInPlay, facts.findings >= manyFindings {
            let here = facts.root == "." || facts.root.isEmpty ? "" : facts.root + "/"
            let recorded = facts.configurationFile.map { "named in \($0)" } ?? "beside a new \(here).archlint.json"
            // A configuration given with --config is the one init is to name the baseline in (its folder is the
            // project): without it, init would write a second configuration that this run never reads.
            let freeze = facts.configurationGiven && facts.configurationFile != nil
                ? "archlint init --freeze --config " + Self.shellWord(facts.configurationFile ?? "")
                : "archlint init\(path) --freeze"
            steps.append(NextStep(
                line: "next: \(facts.findings) findings and no baseline: `\(freeze)` records them "
                    + "as debt, and later runs report only new ones",
                detail: "\(facts.findings) findings and no baseline. `\(freeze)` records them as "
                    + "accepted debt in \(here).archlint-baseline.json, \(recorded); from then on lint, the hooks and CI "
                    + "report only new findings, and each fixed one leaves the baseline (`--no-baseline` still shows "
                    + "all)."))
        }
        if let step = swiftDataStep(facts) { steps.append(step) }
        if let layers = facts.layers {
            let target = facts.configurationFile ?? ".archlint.json"
            let how = facts.configurationFile == nil
                ? "`archlint init\(path)` writes it, commented out, in .archlint.json"
                : "`archlint lint\(path) --format terminal` prints it"
            steps.append(NextStep(
                line: "next: no Domain layer, so the layer rules are off; a layers block built from your folders "
                    + "turns them on (\(how))",
                detail: "No Domain layer, so the layer rules are off (the view, view-model, entity and n+1 rules "
                    + "still apply). To turn them on, paste this block into \(target) after its opening {, put "
                    + "the folders of your rules and value types under Domain, and check the result with "
                    + "`archlint layers\(path)`:",
                block: layers.block))
        }
        return steps
    }

    /// The step to the SwiftData stance: when views query the `@Model` types widely, no stance was chosen and
    /// the stance would take some of today's findings away; `nil` otherwise.
    static func swiftDataStep(_ facts: Facts) -> NextStep? {
        guard let change = facts.swiftDataChange, facts.profile == .default, !facts.profileChosen,
              facts.models.viewsQueryWidely else { return nil }
        let gone = change.filter { $0.value > 0 }.sorted { $0.key < $1.key }
        let total = gone.reduce(0) { $0 + $1.value }
        guard total > 0 else { return nil }
        let views = "\(facts.models.queryingViews.count) of \(facts.models.views) views"
        let counts = gone.map { "\($0.value) \($0.key)" }
        let setting = facts.configurationFile.map { "\"profile\": \"swiftdata\" in \($0)" }
            ?? "\"profile\": \"swiftdata\" in .archlint.json"
        return NextStep(
            line: "next: \(views) query @Model types: `--profile swiftdata` takes the SwiftData stance "
                + "(\(total) of these findings go)",
            detail: "\(views) query @Model types with @Query: this app follows the SwiftData stance. "
                + "`--profile swiftdata` (or \(setting)) allows validation in @Model types, "
                + "modelContext.save() in view actions and views' use of the @Model types the Data layer declares, "
                + "and keeps every other check; on this code " + Self.joined(counts)
                + " finding\(total == 1 ? "" : "s") would go.")
    }

    /// The steps for a person at a terminal: numbered paragraphs, and blocks indented under them.
    static func terminalText(_ steps: [NextStep]) -> (prose: [String], blocks: [String?]) {
        let prose = steps.enumerated().map { index, step in "  \(index + 1). " + step.detail }
        let blocks = steps.map { step in
            step.block.map { block in block.split(separator: "\n", omittingEmptySubsequences: false)
                .map { "       " + $0 }.joined(separator: "\n") }
        }
        return (prose, blocks)
    }

    /// `path` as one word for a shell: quoted when it holds anything but letters, digits and `/._-`.
    static func shellWord(_ path: String) -> String {
        let plain = path.unicodeScalars.allSatisfy { $0.properties.isAlphabetic || ("0"..."9").contains($0)
            || "/._-".unicodeScalars.contains($0) }
        return plain ? path : "'" + path.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }

    /// `a`, `a and b`, `a, b and c`.
    static func joined(_ parts: [String]) -> String {
        guard parts.count > 1 else { return parts.first ?? "" }
        return parts.dropLast().joined(separator: ", ") + " and " + parts[parts.count - 1]
    }
}
