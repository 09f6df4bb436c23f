import ArchLintOutline
import ArchLintRules

/// One file after pass 1: its declarations for the index, and its outline when a rule will surely read it. A class:
/// every phase after pass 1 walks the run's files, and a walk hands each one on by reference, not field by field.
final class ScannedFile: Sendable {
    let source: SourceFile
    /// The `unreadable-file` finding when the file could not be read or decoded.
    let unreadable: Finding?
    let declarations: FileDeclarations?
    /// Whether the file was read and has ``declarations``.
    var isRead: Bool { declarations != nil }
    /// Whether its declarations are app code (false for a file not read).
    var isAppCode: Bool { declarations?.isAppCode == true }
    /// The outline, kept for pass 2 when the file is in a layer, has `archlint:` comments or holds what a rule
    /// reads outside the layers (a view body, an `await` in a loop).
    let kept: OutlinedFile?
    /// For a file no built-in rule reads, the findings of the custom rules that need no project index, found in
    /// pass 1, and what the others need once the index exists: the file itself is not kept for them.
    let customFindings: [Finding]
    let customFacts: CustomFileFacts?
    /// Positions in the run's custom rules of those that look at this file (its path, layer and kind).
    let customRules: [Int]
    let lines: Int
    /// Why the file has its layer or none, for `archlint layers`.
    let layerReason: String?
    /// What makes the file the composition root (`@main`, `UIApplicationDelegate`…), for app code that has it.
    let compositionRoot: String?

    /// `isReported` is false for a file that serves only the index (outside a staged run's files): its outline
    /// is never kept. `customRules` says what the custom rules need of a file (path, layer, app code or not), and
    /// runs the ones that need no index.
    /// `survey` is the prepared file's ``TokenSurvey`` and `effects` its ``EffectFacts``, when they have been made
    /// already. `readsUnlayered` says whether a rule that runs reads the file though it is in no layer.
    init(_ source: SourceFile, prepared: LintEngine.PreparedFile, survey: TokenSurvey? = nil,
         effects: EffectFacts? = nil, folder: FolderTable.Entry,
         layering: FileLayering, isReported: Bool = true, explainsLayer: Bool = false,
         customRules: CustomRulesInPassOne? = nil,
         readsUnlayered: (OutlinedFile, TokenSurvey, Bool) -> Bool) {
        self.source = source
        switch prepared {
        case .unreadable(let finding):
            customFindings = []
            customFacts = nil
            self.customRules = []
            unreadable = finding
            declarations = nil
            kept = nil
            lines = 0
            layerReason = nil
            compositionRoot = nil
        case .outlined(let file, let lines), .indexOnly(let file, let lines):
            let layer = layering.layer(of: file, module: folder.module, folderLayer: folder.layer)
            let isAppCode = FileLayering.isAppCode(file.path, folder: folder)
            compositionRoot = isAppCode ? FileLayering.compositionRootMark(of: file) : nil
            layerReason = explainsLayer
                ? layering.reason(for: file.path, layer: layer, module: folder.module, folderLayer: folder.layer,
                                  compositionRoot: compositionRoot) : nil
            // Which custom rules look at the file, before its survey: the survey notes the identifiers they read.
            let applicable = customRules?.applicable(file.path, layer, isAppCode) ?? []
            let survey = survey ?? TokenSurvey(file, isAppCode: isAppCode,
                                               identifiers: customRules?.interest(applicable) ?? .none)
            declarations = FileDeclarations(file: file, layer: layer, module: folder.module?.name,
                                            isAppCode: isAppCode, survey: survey, effects: effects)
            unreadable = nil
            self.lines = lines
            var surelyChecked = false
            if case .outlined = prepared {
                surelyChecked = isReported && (layer != nil || !file.outline.directiveComments.isEmpty
                    || readsUnlayered(file, survey, isAppCode))
            }
            self.customRules = applicable
            // A checked file meets every custom rule in pass 2. Any other one meets them now: those that need no
            // index at once (it has no suppression comment to honour), the others through the facts kept.
            if isReported, !surelyChecked, !applicable.isEmpty, let customRules {
                (customFindings, customFacts) = customRules.early(file, layer, applicable, survey.identifiers)
            } else {
                customFindings = []
                customFacts = nil
            }
            kept = surelyChecked ? file : nil
        }
    }

    private init(source: SourceFile, unreadable: Finding?, declarations: FileDeclarations?, kept: OutlinedFile?,
                 customFindings: [Finding], customFacts: CustomFileFacts?, customRules: [Int], lines: Int,
                 layerReason: String?, compositionRoot: String?) {
        self.source = source
        self.unreadable = unreadable
        self.declarations = declarations
        self.kept = kept
        self.customFindings = customFindings
        self.customFacts = customFacts
        self.customRules = customRules
        self.lines = lines
        self.layerReason = layerReason
        self.compositionRoot = compositionRoot
    }
}

extension ScannedFile {
    /// The file put in no layer, for `reason`: the custom rules that look at it are chosen again.
    func outsideItsLayer(reason: String, customRules: CustomRulesInPassOne?) -> ScannedFile {
        guard var declarations, declarations.layer != nil else { return self }
        declarations.layer = nil
        declarations.mentions = []
        for position in declarations.types.indices { declarations.types[position].layer = nil }
        return ScannedFile(self, declarations: declarations, layerReason: layerReason.map { _ in reason },
                           customRules: customRules?.applicable(declarations.path, nil, declarations.isAppCode) ?? [])
    }

    /// `file` with other declarations, layer reason and custom rules.
    private convenience init(_ file: ScannedFile, declarations: FileDeclarations, layerReason: String?,
                             customRules: [Int]) {
        self.init(source: file.source, unreadable: file.unreadable, declarations: declarations, kept: file.kept,
                  customFindings: file.customFindings, customFacts: file.customFacts, customRules: customRules,
                  lines: file.lines, layerReason: layerReason, compositionRoot: file.compositionRoot)
    }
}

/// What pass 1 asks of the custom rules for a file.
struct CustomRulesInPassOne: Sendable {
    /// Which custom rules look at a file of this path, layer and kind (positions in the run's rules).
    let applicable: @Sendable (_ path: String, _ layer: String?, _ isAppCode: Bool) -> [Int]
    /// What the token survey of a file notes for these rules (positions in the run's rules).
    let interest: @Sendable (_ rules: [Int]) -> IdentifierInterest
    /// For a file no built-in rule reads: the findings of those of the rules that need no index, and the facts
    /// the others need. `identifiers` are the ones its survey noted for ``interest``.
    let early: @Sendable (_ file: OutlinedFile, _ layer: String?, _ rules: [Int], _ identifiers: IdentifierCandidates)
        -> (findings: [Finding], facts: CustomFileFacts?)
}
