import ArchLintEngine
import ArchLintRules

/// Tallies the human-readable reports share: findings per rule and per layer, and plural wording.
struct ReportCounts {
    /// One rule's findings.
    struct RuleTally {
        var ruleID: String
        var errors = 0
        var warnings = 0
        var total: Int { errors + warnings }
        /// `error`, `warning`, or `error, warning` when settings gave the rule both.
        var severities: String {
            [errors > 0 ? "error" : nil, warnings > 0 ? "warning" : nil].compactMap { $0 }.joined(separator: ", ")
        }
    }

    /// Findings per rule, sorted by rule id.
    var rules: [RuleTally]
    /// Findings per layer, in the layer graph's order, then other layers by name; `nil` is unlayered and last.
    var layers: [(layer: String?, count: Int)]
    /// Number of distinct files with at least one finding.
    var filesWithFindings: Int

    init(_ result: LintResult) {
        var rules: [String: RuleTally] = [:]
        var layerCounts: [String: Int] = [:]
        var unlayered = 0
        var files: Set<String> = []
        // In place: one look-up of the rule a finding, not a read and a write of a copy, and no finding copied.
        result.findings.withUnsafeBufferPointer { findings in
            for position in findings.indices {
                let id = findings[position].ruleID
                if findings[position].severity == .error {
                    rules[id, default: RuleTally(ruleID: id)].errors += 1
                } else {
                    rules[id, default: RuleTally(ruleID: id)].warnings += 1
                }
                if let layer = findings[position].layer { layerCounts[layer, default: 0] += 1 } else { unlayered += 1 }
                files.insert(findings[position].file)
            }
        }
        self.rules = rules.values.sorted { $0.ruleID < $1.ruleID }
        let ordered = ReportCounts.layerOrder(result.layerGraph.layers, extra: layerCounts.keys)
        var layers: [(layer: String?, count: Int)] = ordered.compactMap { name in
            layerCounts[name].map { (layer: name, count: $0) }
        }
        if unlayered > 0 { layers.append((layer: nil, count: unlayered)) }
        self.layers = layers
        filesWithFindings = files.count
    }

    /// The declared layers in order, then any other names sorted, without duplicates.
    static func layerOrder(_ declared: [String], extra: some Sequence<String>) -> [String] {
        var seen: Set<String> = []
        let first = declared.filter { seen.insert($0).inserted }
        return first + Set(extra).subtracting(seen).sorted()
    }

    /// `1 error`, `2 errors`.
    static func plural(_ count: Int, _ singular: String, _ pluralForm: String? = nil) -> String {
        "\(count) \(count == 1 ? singular : pluralForm ?? singular + "s")"
    }
}
