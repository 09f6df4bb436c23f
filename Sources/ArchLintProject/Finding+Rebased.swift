import Foundation
import ArchLintRules

extension Finding {
    /// This finding of a project in the folder `prefix` (relative to an outer root), with its paths relative to
    /// the outer root: its file, its trace's files, and the places of the trace its message cites
    /// (`` (`Data/Client.swift:3`) ``).
    func rebased(under prefix: String) -> Finding {
        var finding = self
        finding.file = PathText.join(prefix, file)
        for position in finding.places.indices {
            finding.places[position].file = finding.places[position].file.map { PathText.join(prefix, $0) }
        }
        for position in finding.trace.indices {
            let step = finding.trace[position]
            let rebased = PathText.join(prefix, step.file)
            finding.message = finding.message.replacingOccurrences(of: "(`\(step.file):\(step.line)`)",
                                                                   with: "(`\(rebased):\(step.line)`)")
            finding.trace[position].file = rebased
        }
        return finding
    }
}
