/// How `archlint` ends: the process exit status.
public enum ExitCode: Int32, Sendable {
    /// Nothing at error severity was found (and, with `--strict`, nothing at all).
    case clean = 0
    /// Findings at error severity; with `--strict`, any finding or stale baseline entry.
    case findings = 1
    /// A usage or configuration error: the command could not do what was asked.
    case usageError = 2
}
