import Foundation

/// `archlint install-hook`: a git pre-commit hook that lints the staged Swift files.
struct InstallHookCommand {
    static let script = """
        #!/bin/sh
        # Lints the staged Swift files against the architecture rules before each commit.
        # Written by `archlint install-hook`; delete this file to stop.
        if ! command -v archlint >/dev/null 2>&1; then
            echo "archlint is not on PATH; skipping the architecture lint" >&2
            exit 0
        fi
        exec archlint lint --staged

        """

    let force: Bool
    let context: CommandContext

    func run() throws -> ExitCode {
        let git = try Git(environment: context.environment)
        let hook = try git.preCommitHookPath(from: context.workingDirectory)
        if !force, FileSystem.kind(hook) != .missing { throw ArgumentError.fileExists(context.display(hook)) }
        let folder = PathText.parent(hook)
        if FileSystem.resolvedKind(folder) == .missing {
            do {
                try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            } catch {
                throw ArgumentError.cannotWrite(context.display(hook), reason: FileSystem.reason(error))
            }
        }
        try AtomicFile.write(Data(Self.script.utf8), to: hook, permissions: 0o755)
        context.say("Installed a pre-commit hook at \(context.display(hook)) running `archlint lint --staged`.")
        return .clean
    }
}
