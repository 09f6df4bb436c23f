import ArchLintEngine
import ArchLintRules
import Foundation

extension Project {
    /// `result` reduced to what changed against revision `revision`: its findings are those the project has
    /// now and the revision did not, and `fixed` holds those the revision had and the project no longer has.
    /// The revision is linted from git's objects with the configuration it had; `ownFindings` are the project's
    /// findings before any baseline. A file moved with its content unchanged keeps its findings. Nested
    /// projects are left out on both sides.
    package func compared(_ result: LintResult, ownFindings: [Finding],
                          with revision: String) throws -> LintResult {
        let git = try Git(environment: environment.variables)
        let topLevel = try git.topLevel(of: root)
        let store = try GitObjectStore(git: git, topLevel: topLevel)
        defer { store.close() }
        guard let object = try store.object(revision + "^{commit}"),
              let commit = GitCommit(id: object.id, data: object.data) else {
            throw ProjectError.gitFailed(command: "git cat-file --batch", message: "\(revision): no such revision")
        }
        let walker = HistoryWalker(project: self, store: store, topLevel: topLevel)
        let then = try walker.lint(commit)
        if let problem = then.point.problem {
            throw ProjectError.gitFailed(command: "archlint report --compare \(revision)", message: problem)
        }
        // Files the revision has under another path, unchanged: their findings keep their place.
        let current = Set(result.files.map(\.path))
        let gone = then.blobs.filter { !current.contains($0.key) }
        var arrived: [(path: String, bytes: [UInt8])] = []
        if !gone.isEmpty {
            arrived = result.files.map(\.path).filter { then.blobs[$0] == nil }.compactMap { path in
                (try? FileSystem.readBytes(PathText.join(root, path))).map { (path, $0) }
            }
        }
        var movedTo: [String: String] = [:]
        for (path, blob) in gone.sorted(by: { $0.key < $1.key }) where !arrived.isEmpty {
            guard let old = try store.object(blob, of: "blob")?.data,
                  let match = arrived.firstIndex(where: { $0.bytes == old }) else { continue }
            movedTo[path] = arrived.remove(at: match).path
        }
        let changes = FindingChanges(from: then.findings, to: ownFindings, movedTo: movedTo)
        var compared = result
        compared.findings = changes.added
        compared.fixed = changes.removed
        compared.baselined = []
        compared.comparedTo = revision == commit.id ? String(commit.id.prefix(7))
            : "\(revision) (\(commit.id.prefix(7)))"
        return compared
    }
}
