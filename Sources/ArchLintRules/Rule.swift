import ArchLintOutline

/// A check on one outlined file against the project index. Pure: no I/O, no global state.
///
/// Rules report ``Violation``s; the engine turns them into ``Finding``s with the rule id, the configured
/// severity, the file's path and layer, and applies suppression comments.
public protocol Rule: Sendable {
    /// The kebab-case id; the rule's document is `Rules/<id>.md`.
    static var id: String { get }
    /// Names of the options this rule reads from configuration (`rules.<id>.options`).
    static var optionNames: Set<String> { get }
    /// The names of the rule's checks, each with its own id (`<id>/<check>`), document, severity and switch; a
    /// violation names its check in ``Violation/check``.
    static var checks: [String] { get }
    /// Kinds of finding the rule reports that a configuration can turn off one by one (`disabledChecks`), all
    /// under the rule's own id; empty when the rule's findings are one kind.
    static var optionalChecks: [String] { get }
    init()
    func check(_ file: OutlinedFile, in context: RuleContext) -> [Violation]
    /// Whether the rule may report on `file` though it is in no layer: then the engine keeps the file's whole
    /// outline for the second pass rather than only its declarations. `survey` notes its `await`s and loops;
    /// `isAppCode` is false for tests and manifests. A rule that looks only at layered files, or at files the
    /// project index points it to, keeps the default: no.
    static func reads(unlayered file: OutlinedFile, survey: TokenSurvey, isAppCode: Bool) -> Bool
}

extension Rule {
    public static func reads(unlayered file: OutlinedFile, survey: TokenSurvey, isAppCode: Bool) -> Bool { false }
    public static var optionNames: Set<String> { [] }
    public static var checks: [String] { [] }
    public static var optionalChecks: [String] { [] }
}
