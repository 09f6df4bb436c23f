import ArchLintEngine
import ArchLintRules
import Foundation

extension LanguageServer {
    /// Answers `textDocument/codeAction`: for each finding in the range, a suppression comment and the rule's
    /// document.
    func codeActions(_ params: JSON) throws(ResponseError) -> JSON {
        guard let uri = params["textDocument"]?["uri"]?.string, let range = TextRange(json: params["range"]) else {
            throw .invalidParams("textDocument/codeAction needs a textDocument and a range")
        }
        guard let document = documents[uri] else { return [] }
        let only = params["context"]?["only"]?.array?.compactMap(\.string)
        let lines = LineTable(document.bytes)
        // A client that takes snippets in workspace edits (LSP 3.18) gets the reason as a placeholder to type over.
        let snippets = clientCapabilities["workspace"]?["workspaceEdit"]?["snippetEditSupport"]?.bool == true
        var actions: [JSON] = []
        for diagnostic in published[uri] ?? [] where diagnostic.range.overlaps(range) {
            let edit = SuppressionEdit(rule: diagnostic.ruleID, findingLine: diagnostic.findingLine, in: lines)
            let diagnosticJSON = diagnostic.json(documentURL: options.ruleDocumentURL(diagnostic.ruleID))
            if only.map({ $0.contains { "quickfix".hasPrefix($0) } }) ?? true {
                let workspaceEdit: JSON = snippets
                    ? ["documentChanges": [["textDocument": ["uri": .string(uri), "version": .int(document.version)],
                                            "edits": [edit.snippetJSON]]]]
                    : ["changes": .object([uri: [edit.json]])]
                actions.append([
                    "title": .string("Suppress \(diagnostic.ruleID) here (archlint:disable:next)"),
                    "kind": "quickfix",
                    "diagnostics": [diagnosticJSON],
                    "edit": workspaceEdit,
                ])
            }
            if only == nil {
                let title = "Explain rule \(diagnostic.ruleID)"
                actions.append([
                    "title": .string(title),
                    "diagnostics": [diagnosticJSON],
                    "command": ["title": .string(title), "command": .string(Self.explainCommand),
                                "arguments": [.string(diagnostic.ruleID)]],
                ])
            }
        }
        return .array(actions)
    }

    /// Runs `archlint.explainRule`: asks the client to show the rule's document (published, or a local copy of
    /// the one built in), or names it in a message when the client cannot show documents.
    func executeCommand(_ params: JSON) throws(ResponseError) -> JSON {
        guard params["command"]?.string == Self.explainCommand else {
            throw .invalidParams("unknown command \(params["command"]?.string ?? "(none)")")
        }
        guard let id = params["arguments"]?.array?.first?.string, let rule = rules[id] else {
            throw .invalidParams("\(Self.explainCommand) takes the id of a rule")
        }
        guard let url = options.ruleDocumentURL(id) ?? localDocument(of: rule) else {
            throw ResponseError(code: -32603, message: "the document of \(id) cannot be written to a temporary file")
        }
        if clientCapabilities["window"]?["showDocument"]?["support"]?.bool == true {
            sendRequest("window/showDocument", ["uri": .string(url), "external": .bool(!url.hasPrefix("file:"))])
        } else {
            send(Outgoing.notification("window/showMessage",
                                       ["type": 3, "message": .string("\(rule.name) (\(id)): \(url)")]))
        }
        return .null
    }

    /// A local copy of the rule's built-in document, in the server's own folder (made again if it has gone).
    private func localDocument(of rule: RuleDescriptor) -> String? {
        if ruleDocuments?.isIntact != true {
            ruleDocuments?.remove()
            ruleDocuments = RuleDocumentFolder(in: temporaryDirectory)
        }
        return ruleDocuments?.write(rule)
    }

    /// Answers `textDocument/hover`: over a finding, its rule's title and what the rule flags.
    func hover(_ params: JSON) throws(ResponseError) -> JSON {
        guard let uri = params["textDocument"]?["uri"]?.string, let position = Position(json: params["position"])
        else { throw .invalidParams("textDocument/hover needs a textDocument and a position") }
        let here = (published[uri] ?? []).filter { $0.range.contains(position) }
        guard let first = here.first else { return .null }
        var seen = Set<String>()
        let sections = here.compactMap { diagnostic -> String? in
            guard seen.insert(diagnostic.ruleID).inserted else { return nil }
            return rules[diagnostic.ruleID].map(RuleHelp.hover) ?? "`\(diagnostic.ruleID)`"
        }
        return [
            "contents": ["kind": "markdown", "value": .string(sections.joined(separator: "\n\n---\n\n"))],
            "range": first.range.json,
        ]
    }
}
