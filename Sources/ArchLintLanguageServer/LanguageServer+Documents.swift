import ArchLintEngine
import ArchLintProject

extension LanguageServer {
    func didOpen(_ params: JSON) {
        guard let item = params["textDocument"], let uri = item["uri"]?.string, let text = item["text"]?.string
        else { return }
        documents[uri] = TextDocument(uri: uri, version: item["version"]?.int ?? 0, text: text)
        lintSoon()
    }

    func didChange(_ params: JSON) {
        guard let uri = params["textDocument"]?["uri"]?.string, documents[uri] != nil,
              let json = params["contentChanges"]?.array else { return }
        guard json.count <= maximumChangesPerNotification else {
            forget(uri, because: "a change of \(json.count) ranges is over the limit of "
                + "\(maximumChangesPerNotification) in one notification; reopen the file to lint it again")
            return
        }
        var changes: [TextDocument.Change] = []
        for change in json {
            guard let change = TextDocument.Change(json: change) else { return }
            changes.append(change)
        }
        // Taken out while it is edited: a second reference would make every edit copy its list of chunks.
        guard var document = documents.removeValue(forKey: uri) else { return }
        for change in changes { document.apply(change) }
        document.version = params["textDocument"]?["version"]?.int ?? document.version + 1
        documents[uri] = document
        lintSoon()
    }

    func didSave(_ params: JSON) {
        guard let uri = params["textDocument"]?["uri"]?.string else { return }
        if let path = DocumentURI.path(of: uri), ProjectSession.isProjectFile(path) { scheduler.requestReload() }
        if let text = params["text"]?.string, let document = documents[uri] {
            documents[uri] = TextDocument(uri: uri, version: document.version, text: text)
        }
        lintSoon()
    }

    func didClose(_ params: JSON) {
        guard let uri = params["textDocument"]?["uri"]?.string, documents.removeValue(forKey: uri) != nil else {
            return
        }
        // The editor forgets what it showed; the file's content on disk counts again for the others.
        published[uri] = nil
        publish(uri, version: nil, [])
        lintSoon()
    }

    /// Stops following a document whose text the server can no longer know, as if it had been closed, and tells
    /// the user why.
    private func forget(_ uri: String, because reason: String) {
        documents[uri] = nil
        published[uri] = nil
        publish(uri, version: nil, [])
        let name = DocumentURI.path(of: uri).map(PathText.lastComponent) ?? uri
        send(Outgoing.notification("window/showMessage", ["type": 1, "message": .string("archlint: \(name): \(reason)")]))
        lintSoon()
    }

    /// Files changed on disk: a changed configuration, baseline or manifest is read again, and every change
    /// may change the open documents' findings.
    func didChangeWatchedFiles(_ params: JSON) {
        let paths = (params["changes"]?.array ?? []).compactMap { $0["uri"]?.string.flatMap(DocumentURI.path(of:)) }
        if paths.contains(where: ProjectSession.isProjectFile) { scheduler.requestReload() }
        if !paths.isEmpty { lintSoon() }
    }

    /// Lints the open documents after the quiet period, and publishes the diagnostics that changed, unless a
    /// newer edit comes first.
    func lintSoon() {
        let request = LintRequest(documents: documents.values.map { document in
            LintRequest.Document(document: document, path: DocumentURI.path(of: document.uri))
        })
        scheduler.schedule(request, after: options.debounceMilliseconds) { [weak self] outcome, generation in
            guard let self else { return }
            self.stateQueue.async {
                guard self.phase == .running || self.phase == .shutDown, self.scheduler.isCurrent(generation) else {
                    return
                }
                self.apply(outcome)
            }
        }
    }

    /// Publishes what a lint found for each document still open whose diagnostics changed.
    private func apply(_ outcome: LintOutcome) {
        switch outcome {
        case .failed(let reason):
            guard reason != lastFailure else { return }
            lastFailure = reason
            send(Outgoing.notification("window/showMessage", ["type": 1, "message": .string("archlint: \(reason)")]))
        case let .linted(diagnostics, rules):
            lastFailure = nil
            for rule in rules { self.rules[rule.id] = rule }
            for (uri, found) in diagnostics.sorted(by: { $0.key < $1.key }) {
                guard documents[uri]?.version == found.version, published[uri] != found.diagnostics else { continue }
                published[uri] = found.diagnostics
                publish(uri, version: found.version, found.diagnostics)
            }
        }
    }

    private func publish(_ uri: String, version: Int?, _ diagnostics: [Diagnostic]) {
        var params: [String: JSON] = [
            "uri": .string(uri),
            "diagnostics": .array(diagnostics.map { $0.json(documentURL: options.ruleDocumentURL($0.ruleID)) }),
        ]
        if let version { params["version"] = .int(version) }
        send(Outgoing.notification("textDocument/publishDiagnostics", .object(params)))
    }
}
