import ArchLintProject
import ArchLintReporters

/// What every command runs with: where it is, where its text goes, and the services it uses.
struct CommandContext {
    let environment: [String: String]
    /// Absolute and normalised.
    let workingDirectory: String
    let output: any OutputSink
    let services: CommandServices

    /// `path` as typed, made absolute against the working directory.
    func absolute(_ path: String) -> String {
        PathText.absolute(path, from: workingDirectory)
    }

    /// An absolute path as the user should read it.
    func display(_ path: String) -> String {
        PathText.display(path, from: workingDirectory)
    }

    /// What projects are read with, from here.
    var project: ProjectEnvironment {
        ProjectEnvironment(workingDirectory: workingDirectory, variables: environment,
                           knownRules: services.knownRules, lint: services.lint)
    }

    // MARK: - Text for a person
    // Names from the file system, a manifest or a configuration reach these lines: control characters in them are
    // shown as U+FFFD (`terminalSafe`), never sent to the terminal.

    /// A line on standard output.
    func say(_ line: String) {
        output.writeOutput(line.terminalSafe + "\n")
    }

    /// A line on standard error.
    func note(_ line: String) {
        output.writeError(line.terminalSafe + "\n")
    }

    /// Lines of a summary on standard error, wrapped at words to the terminal there.
    func summary(_ text: String) {
        output.writeError(WordWrap.paragraph(text.terminalSafe, width: output.errorWidth) + "\n")
    }

    /// Lines on standard output, wrapped at words to the terminal there.
    func sayWrapped(_ text: String) {
        output.writeOutput(WordWrap.paragraph(text.terminalSafe, width: output.terminalWidth) + "\n")
    }
}
