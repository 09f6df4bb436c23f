import ArchLintOutline
import ArchLintRules

/// One file after pass 1: its declarations for the index, and its outline when a rule will surely read it.
struct ScannedFile: Sendable {
    let source: SourceFile
    /// The `unreadable-file` finding when the file could not be read or decoded.
    let unreadable: Finding?
    let declarations: FileDeclarations?
    /// The outline, kept for pass 2 when the file is in a layer, is app code that awaits, has a view body or
    /// `archlint:` comments.
    let kept: OutlinedFile?
    /// Whether `kept` is an outline without members, kept only for custom rules (which read tokens, imports and
    /// types): a built-in rule that needs members must outline the file again.
    let keptIsPartial: Bool
    let lines: Int
    /// Why the file has its layer or none, for `archlint layers`.
    let layerReason: String?

    /// `isReported` is false for a file that serves only the index (outside a staged run's files): its outline
    /// is never kept.
    /// `customRulesApply` says whether some custom rule looks at a file of that path, layer and kind: such a
    /// file is kept even when no built-in rule reads it.
    init(_ source: SourceFile, prepared: LintEngine.PreparedFile, folder: FolderTable.Entry, layering: FileLayering,
         isReported: Bool = true, explainsLayer: Bool = false,
         customRulesApply: (_ path: String, _ layer: String?, _ isAppCode: Bool) -> Bool = { _, _, _ in false }) {
        self.source = source
        keptIsPartial = {
            if case .indexOnly = prepared { return true }
            return false
        }()
        switch prepared {
        case .unreadable(let finding):
            unreadable = finding
            declarations = nil
            kept = nil
            lines = 0
            layerReason = nil
        case .outlined(let file, let lines), .indexOnly(let file, let lines):
            let layer = layering.layer(of: file, module: folder.module, folderLayer: folder.layer)
            layerReason = explainsLayer
                ? layering.reason(for: file.path, layer: layer, module: folder.module, folderLayer: folder.layer) : nil
            let isAppCode = FileLayering.isAppCode(file.path, folder: folder)
            let declarations = FileDeclarations(file: file, layer: layer, module: folder.module?.name,
                                                isAppCode: isAppCode)
            unreadable = nil
            self.declarations = declarations
            self.lines = lines
            let forCustomRules = isReported && customRulesApply(file.path, layer, isAppCode)
            // An index-only outline was made because no built-in rule reads the file: it has no members to keep.
            guard case .outlined = prepared else {
                kept = forCustomRules ? file : nil
                return
            }
            let surelyChecked = isReported && (declarations.layer != nil || !file.outline.viewBodies.isEmpty
                || (isAppCode && FileDeclarations.awaitsInALoop(file))
                || Suppressions.mayHaveDirectives(file))
            kept = surelyChecked || forCustomRules ? file : nil
        }
    }
}
