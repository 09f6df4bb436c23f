import ArchLintProject
import Foundation

/// GitHub's job summary (`GITHUB_STEP_SUMMARY`): a Markdown file each step appends to.
enum StepSummary {
    /// Appends `markdown` to the summary at `path`, after a blank line; a failure is a warning, never a failed lint.
    static func append(_ markdown: String, to path: String, context: CommandContext) {
        let absolute = context.absolute(path)
        do {
            try AppendedFile.append(Data(("\n" + markdown + (markdown.hasSuffix("\n") ? "" : "\n")).utf8), to: absolute)
        } catch {
            context.note("warning: the job summary could not be written: \(error)")
        }
    }
}
