import ArchLintEngine
import ArchLintProject
import Foundation

extension LanguageServer {
    /// The command `Explain rule` runs: its one argument is a rule id.
    static let explainCommand = "archlint.explainRule"

    /// Answers `initialize`: reads the client's folder, options and capabilities, and starts the project.
    func initialize(_ params: JSON) -> JSON {
        options = ServerOptions(json: params["initializationOptions"])
        clientCapabilities = params["capabilities"] ?? .null
        let folderURI = params["workspaceFolders"]?.array?.first?["uri"]?.string ?? params["rootUri"]?.string
        let folder = folderURI.flatMap(DocumentURI.path(of:)) ?? params["rootPath"]?.string ?? workingDirectory
        scheduler.start(ProjectSession(folder: PathText.absolute(folder, from: workingDirectory),
                                       configPath: options.configPath, variables: variables))
        if let processID = params["processId"]?.int { watchParent(processID) }
        phase = .running
        return [
            "capabilities": [
                "textDocumentSync": [
                    "openClose": true,
                    "change": 2,  // incremental; a change without a range replaces the whole text
                    "save": ["includeText": false],
                ],
                "codeActionProvider": ["codeActionKinds": ["quickfix"]],
                "hoverProvider": true,
                "executeCommandProvider": ["commands": [.string(Self.explainCommand)]],
            ],
            "serverInfo": ["name": "archlint", "version": .string(ArchLintVersion.current)],
        ]
    }

    /// Asks the client to report changes to Swift files, configurations, baselines and manifests on disk, when
    /// it lets servers register for that.
    func registerFileWatching() {
        guard clientCapabilities["workspace"]?["didChangeWatchedFiles"]?["dynamicRegistration"]?.bool == true else {
            return
        }
        let watchers: [JSON] = ["**/*.swift", "**/*.json"].map { ["globPattern": .string($0)] }
        sendRequest("client/registerCapability", [
            "registrations": [[
                "id": "archlint-watched-files",
                "method": "workspace/didChangeWatchedFiles",
                "registerOptions": ["watchers": .array(watchers)],
            ]],
        ])
    }

    /// Ends the server when the editor that started it has gone without closing the connection.
    private func watchParent(_ processID: Int) {
        guard processID > 0, let pid = pid_t(exactly: processID) else { return }
        let timer = DispatchSource.makeTimerSource(queue: stateQueue)
        timer.schedule(deadline: .now() + 2, repeating: 2)
        timer.setEventHandler { [weak self] in
            if kill(pid, 0) != 0 && errno == ESRCH { self?.end(1) }
        }
        timer.resume()
        parentWatch = timer
    }
}
