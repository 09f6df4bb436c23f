import ArchLintRules

/// Findings about dependencies between layers, grouped by edge: for `Presentation → Data`, how many files depend,
/// on how many types or modules, and the ones used most (`TripRecord 46 uses`).
struct DependencyEdges {
    struct Edge {
        var from: String
        var to: String
        var files: Int
        /// Every cause of the edge by name, with its uses summed over files; most used first.
        var causes: [(name: String, uses: Int)]
        var modules: Int
        var uses: Int { causes.reduce(0) { $0 + $1.uses } }
    }

    /// The edges, most used first.
    let edges: [Edge]

    init(_ findings: [Finding]) {
        struct Key: Hashable {
            var from: String
            var to: String
        }
        var files: [Key: Set<String>] = [:]
        var uses: [Key: [String: Int]] = [:]
        var modules: [Key: Set<String>] = [:]
        var order: [Key] = []
        for finding in findings {
            guard let from = finding.layer, let cause = finding.cause, let to = cause.layer else { continue }
            let key = Key(from: from, to: to)
            if files[key] == nil { order.append(key) }
            files[key, default: []].insert(finding.file)
            uses[key, default: [:]][cause.name, default: 0] += finding.uses
            if cause.isModule { modules[key, default: []].insert(cause.name) }
        }
        edges = order.map { key in
            Edge(from: key.from, to: key.to, files: files[key]?.count ?? 0,
                 causes: (uses[key] ?? [:]).map { ($0.key, $0.value) }.sorted { ($0.uses, $1.name) > ($1.uses, $0.name) },
                 modules: modules[key]?.count ?? 0)
        }.sorted { ($0.uses, $1.from, $1.to) > ($1.uses, $0.from, $0.to) }
    }

    /// Causes named on an edge's line before it stops.
    static let namedCauses = 3

    /// `Presentation → Data: 41 files, 12 types — TripRecord 46 uses, TripStore 12 uses, …` (a module's uses
    /// are its import and the uses of its types).
    static func line(_ edge: Edge) -> String {
        let named = edge.causes.prefix(namedCauses).map { "\($0.name) \(ReportCounts.plural($0.uses, "use"))" }
        let types = edge.causes.count - edge.modules
        let counted = [types > 0 ? ReportCounts.plural(types, "type") : nil,
                       edge.modules > 0 ? ReportCounts.plural(edge.modules, "module") : nil].compactMap { $0 }
        return "\(edge.from) → \(edge.to): \(ReportCounts.plural(edge.files, "file")), "
            + counted.joined(separator: ", ") + " — " + named.joined(separator: ", ")
            + (edge.causes.count > namedCauses ? ", …" : "")
    }
}
