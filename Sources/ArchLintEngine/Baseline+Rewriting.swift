import ArchLintRules

extension Baseline {
    /// The baseline a lint of part of the project writes over this one: an entry for each of `findings`, and this
    /// baseline's entries of the files `linted` does not accept, which that lint did not look at; with how many
    /// entries were kept so.
    public func rewritten(with findings: [Finding], linted: (String) -> Bool) -> (baseline: Baseline, kept: Int) {
        let kept = entries.filter { !linted($0.file) }
        return (Baseline(entries: Baseline(findings: findings).entries + kept), kept.count)
    }
}
