import ArchLintEngine

/// What a project is read with: the folder paths are typed in, the process environment (for git), the rules a
/// configuration may name, and the engine that lints. Tests put in an engine of their own.
package struct ProjectEnvironment {
    /// Absolute, normalised and resolved.
    package var workingDirectory: String
    package var variables: [String: String]
    /// Rule ids with their option names, as configuration parsing wants them.
    package var knownRules: [String: Set<String>]
    package var lint: (ProjectSources, Configuration) -> LintResult

    package init(workingDirectory: String, variables: [String: String], knownRules: [String: Set<String>],
                         lint: @escaping (ProjectSources, Configuration) -> LintResult) {
        self.workingDirectory = workingDirectory
        self.variables = variables
        self.knownRules = knownRules
        self.lint = lint
    }

    /// `path` as typed, made absolute against the working directory.
    package func absolute(_ path: String) -> String {
        PathText.absolute(path, from: workingDirectory)
    }

    /// An absolute path as the user should read it: relative below the working directory, absolute elsewhere.
    package func display(_ path: String) -> String {
        PathText.display(path, from: workingDirectory)
    }
}
