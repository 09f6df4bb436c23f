import ArchLintEngine
import ArchLintRules
import Foundation

/// A local copy of a rule's document, for `Explain rule` when no published copy is configured: the document
/// built into this binary, written to `Rules/<id>.md` in a folder of the temporary directory (a check's document
/// to `Rules/<rule>/<check>.md`).
enum RuleDocumentFile {
    /// The `file:` URL of the copy, written unless it is there already; `nil` when it cannot be written.
    static func write(_ rule: RuleDescriptor) -> String? {
        // A check's id names a folder of its rule: `layer-dependency/presentation-data`.
        let parts = rule.id.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count <= 2, parts.allSatisfy({ !$0.isEmpty && !$0.hasPrefix(".") }) else { return nil }
        let folder = URL(fileURLWithPath: NSTemporaryDirectory())
            .appendingPathComponent("archlint-\(ArchLintVersion.current)-\(getuid())")
            .appendingPathComponent("Rules")
        let file = folder.appendingPathComponent(rule.id + ".md")
        let content = Data(rule.documentation.utf8)
        do {
            if (try? Data(contentsOf: file)) != content {
                try FileManager.default.createDirectory(at: file.deletingLastPathComponent(),
                                                        withIntermediateDirectories: true)
                try content.write(to: file, options: .atomic)
            }
        } catch {
            return nil
        }
        return file.absoluteString
    }
}
