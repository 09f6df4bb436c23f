/// Rule ids and their checks: `layer-dependency/presentation-data` is the `presentation-data` check of
/// `layer-dependency`, with its own document, severity and switch. Whatever names the rule covers its checks too:
/// a suppression comment, a baseline entry, the rule's `enabled: false`.
public enum RuleID {
    /// The rule a check's id belongs to (`layer-dependency` for `layer-dependency/presentation-data`); a rule's
    /// own id for a rule.
    public static func family(of id: String) -> String {
        guard let slash = id.firstIndex(of: "/") else { return id }
        return String(id[..<slash])
    }

    /// The id of `check` of rule `rule`: `layer-dependency/presentation-data`.
    public static func check(_ check: String, of rule: String) -> String {
        "\(rule)/\(check)"
    }

    /// Whether `name`, as written in a suppression comment, covers a finding of `id`: the same id, or the rule
    /// `id` is a check of.
    public static func covers(_ name: String, _ id: String) -> Bool {
        name == id || name == family(of: id)
    }
}
