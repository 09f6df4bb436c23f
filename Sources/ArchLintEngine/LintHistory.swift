/// How a project's findings moved over a line of commits, oldest first: what `archlint report --history` shows.
public struct LintHistory: Sendable, Equatable {
    public var points: [HistoryPoint]
    /// How many files were read and outlined to lint all the points; a file unchanged since an earlier point is
    /// not read again.
    public var filesRead: Int
    /// Where a walk back to `--since` stopped at ``maximumCommits`` before reaching it, as a sentence.
    public var stopNote: String?

    /// The most commits one history lints: `--history` takes no more, and `--since` stops there.
    public static let maximumCommits = 10_000

    public init(points: [HistoryPoint], filesRead: Int = 0) {
        self.points = points
        self.filesRead = filesRead
    }

    /// Every rule with a finding at some commit, sorted.
    public var rules: [String] {
        Set(points.flatMap(\.byRule.keys)).sorted()
    }

    /// Every layer of some commit, with findings or not, sorted; `""` stands for files in no layer.
    public var layers: [String] {
        Set(points.flatMap(\.byLayer.keys)).sorted()
    }

    /// How the findings moved from the first commit linted to the last, with what commits that changed the
    /// configuration or the baseline moved them apart: those moves come from new rules or layers, or from debt
    /// recorded, not from the code, so headlines leave them out.
    public var change: (code: Int, settings: Int, settingsCommits: Int) {
        let linted = points.filter { $0.problem == nil }
        guard let first = linted.first, let last = linted.last else { return (0, 0, 0) }
        let marked = linted.dropFirst().filter(\.changesSettings)
        let settings = marked.reduce(0) { $0 + ($1.added ?? 0) - ($1.removed ?? 0) }
        return (last.findings - first.findings - settings, settings, marked.count)
    }

    /// The commits that changed the findings most (added plus removed), largest first; ties oldest first.
    public func largestChanges(limit: Int) -> [HistoryPoint] {
        points.filter { ($0.added ?? 0) + ($0.removed ?? 0) > 0 }
            .enumerated()
            .sorted { lhs, rhs in
                let left = (lhs.element.added ?? 0) + (lhs.element.removed ?? 0)
                let right = (rhs.element.added ?? 0) + (rhs.element.removed ?? 0)
                return left != right ? left > right : lhs.offset < rhs.offset
            }
            .prefix(limit).map(\.element)
    }
}

/// One commit of a ``LintHistory``.
public struct HistoryPoint: Sendable, Equatable {
    /// The full commit id.
    public var commit: String
    public var subject: String
    public var author: String
    /// ISO 8601, with the author's offset; empty when the commit's date is out of range (before year 0 or after 9999).
    public var authorDate: String
    /// Why the commit could not be linted (its configuration is not valid), if so; its counts are then empty.
    public var problem: String?
    /// Every finding, recorded debt included.
    public var findings: Int = 0
    public var errors: Int = 0
    public var warnings: Int = 0
    /// Of `findings`, those the commit's own baseline records as debt.
    public var baselined: Int = 0
    public var byRule: [String: Int] = [:]
    /// Findings per layer of their file; `""` for files in no layer.
    public var byLayer: [String: Int] = [:]
    public var files: Int = 0
    public var lines: Int = 0
    /// Dependencies between layers that the layer rules forbid, as `From → To`, sorted.
    public var forbiddenEdges: [String] = []
    /// Findings this commit added and removed against the previous point (a file renamed with its content
    /// unchanged keeps its findings); `nil` for the first point, or next to a commit that could not be linted.
    public var added: Int?
    public var removed: Int?
    /// Forbidden layer dependencies that appeared and went away against the previous point.
    public var edgesAppeared: [String] = []
    public var edgesGone: [String] = []
    /// Whether the configuration file, or the baseline file it names, changed against the previous point.
    public var configurationChanged = false
    public var baselineChanged = false

    public init(commit: String, subject: String, author: String, authorDate: String) {
        self.commit = commit
        self.subject = subject
        self.author = author
        self.authorDate = authorDate
    }

    /// Findings not recorded as debt.
    public var new: Int { findings - baselined }

    /// Whether the commit changed the configuration or the baseline.
    public var changesSettings: Bool { configurationChanged || baselineChanged }

    /// `configuration`, `baseline`, `configuration and baseline`, or `nil`: what of the settings the commit changed.
    public var settingsChanged: String? {
        switch (configurationChanged, baselineChanged) {
        case (true, true): return "configuration and baseline"
        case (true, false): return "configuration"
        case (false, true): return "baseline"
        case (false, false): return nil
        }
    }
}
