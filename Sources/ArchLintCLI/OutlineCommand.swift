import ArchLintLexer
import ArchLintProject

/// `archlint outline PATH …`: one JSON line per Swift file.
struct OutlineCommand {
    let paths: [String]
    let context: CommandContext

    func run() throws -> ExitCode {
        var unreadable = false
        for given in paths {
            let absolute = context.absolute(given)
            guard let real = FileSystem.realPath(absolute) else { throw ProjectError.pathNotFound(given) }
            let isFolder = FileSystem.resolvedKind(real) == .directory
            let discovery = FileDiscovery(root: isFolder ? real : PathText.parent(real))
            for file in try discovery.swiftFiles(under: [real]) {
                let shown = isFolder ? PathText.join(given == "." ? "" : given, file.path) : given
                switch SourceReader.load(file) {
                case .bytes(let bytes):
                    // JSON, escaped as JSON: written as it is.
                    context.output.writeOutput(context.services.outline(shown, SourceText(bytes: bytes)) + "\n")
                case .problem(let problem):
                    context.note("error: \(shown): \(problem)")
                    unreadable = true
                }
            }
        }
        return unreadable ? .usageError : .clean
    }
}
