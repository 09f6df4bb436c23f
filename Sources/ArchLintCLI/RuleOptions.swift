/// The option names each rule accepts under `rules.<id>.options` in `.archlint.json`, by rule id.
///
/// Rules not listed take no options. Configuration parsing rejects any option not named here.
public enum RuleOptions {
    public static let known: [String: Set<String>] = [:]
}
