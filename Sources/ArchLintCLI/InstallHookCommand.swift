import ArchLintProject
import Foundation

/// `archlint install-hook`: a git pre-commit hook that lints the staged Swift files.
struct InstallHookCommand {
    /// The hook: `archlint` from `PATH`, else the executable that installed it; with neither, the commit stops
    /// with a message, so that a missing tool never lets every commit through unlinted.
    static func script(fallback: String?) -> String {
        var text = """
            #!/bin/sh
            # Lints the staged Swift files against the architecture rules before each commit.
            # Written by `archlint install-hook`; delete this file to stop, or commit with --no-verify to skip once.
            if command -v archlint >/dev/null 2>&1; then
                exec archlint lint --staged
            fi

            """
        if let fallback {
            text += """
                fallback=\(shellQuoted(fallback))
                if [ -x "$fallback" ]; then
                    exec "$fallback" lint --staged
                fi

                """
        }
        text += """
            echo "archlint is not on PATH\(fallback == nil ? "" : " nor at $fallback"); install it, or commit with \
            --no-verify to skip the architecture lint" >&2
            exit 1

            """
        return text
    }

    /// `text` as one single-quoted shell word.
    static func shellQuoted(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }

    let force: Bool
    let context: CommandContext

    func run() throws -> ExitCode {
        let git = try Git(environment: context.environment)
        let hook = try git.preCommitHookPath(from: context.workingDirectory)
        if !force, FileSystem.kind(hook) != .missing { throw ProjectError.fileExists(context.display(hook)) }
        let folder = PathText.parent(hook)
        if FileSystem.resolvedKind(folder) == .missing {
            do {
                try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            } catch {
                throw ProjectError.cannotWrite(context.display(hook), reason: FileSystem.reason(error))
            }
        }
        let fallback = context.services.executablePath()
        try AtomicFile.write(Data(utf8Of: Self.script(fallback: fallback)), to: hook, permissions: 0o755)
        context.say("Installed a pre-commit hook at \(context.display(hook)) running `archlint lint --staged`.")
        if ProcessRunner.executable(named: "archlint", environment: context.environment) == nil {
            context.note("note: archlint is not on PATH; "
                + (fallback.map { "the hook runs \($0) until it is" } ?? "the hook stops every commit until it is"))
        }
        return .clean
    }
}
