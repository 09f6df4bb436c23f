import ArchLintProject
import Foundation

/// Sends a report to `--output FILE` (atomically) or to standard output.
enum ReportOutput {
    static func emit(_ text: String, to outputPath: String?, context: CommandContext) throws(ProjectError) {
        if let outputPath {
            try AtomicFile.write(Data(utf8Of: text), to: context.absolute(outputPath))
        } else if !text.isEmpty {
            context.output.writeOutput(text.hasSuffix("\n") ? text : text + "\n")
        }
    }
}
