import ArchLintEngine

/// What a client may set in `initializationOptions`.
package struct ServerOptions: Equatable, Sendable {
    /// How long the server waits after an edit for the next one before it lints (`debounceMilliseconds`).
    package var debounceMilliseconds = 75
    /// Where rule documents are published (`rulesBaseURL`): `<base>/<id>.md` becomes each diagnostic's
    /// `codeDescription` and what `Explain rule` opens. Without it, `Explain rule` opens a local copy.
    package var rulesBaseURL: String?
    /// A configuration file to use instead of the nearest `.archlint.json` (`configPath`), as `lint --config`.
    package var configPath: String?

    package init(debounceMilliseconds: Int = 75, rulesBaseURL: String? = nil, configPath: String? = nil) {
        self.debounceMilliseconds = debounceMilliseconds
        self.rulesBaseURL = rulesBaseURL
        self.configPath = configPath
    }

    /// Reads `initializationOptions`; what is missing or of the wrong kind keeps its default.
    package init(json: JSON?) {
        self.init()
        if let milliseconds = json?["debounceMilliseconds"]?.int {
            debounceMilliseconds = min(max(milliseconds, 0), 10_000)
        }
        if let base = json?["rulesBaseURL"]?.string, !base.isEmpty { rulesBaseURL = base }
        if let path = json?["configPath"]?.string, !path.isEmpty { configPath = path }
    }

    /// The published document of rule `id`, when a base URL is set.
    package func ruleDocumentURL(_ id: String) -> String? {
        rulesBaseURL.map { ($0.hasSuffix("/") ? $0 : $0 + "/") + id + ".md" }
    }
}
