/// A staged file's path (relative to the project root) and its staged content.
package struct StagedFile: Equatable {
    package var path: String
    package var bytes: [UInt8]
    /// Why it is not linted (a name that is not UTF-8), reported as `lint .` reports it.
    package var problem: String? = nil
}

extension Project {
    /// The staged Swift files under the paths asked for that discovery would lint, with the content in the
    /// index rather than on disk.
    package func stagedFiles() throws(ProjectError) -> [StagedFile] {
        let project = self
        let git = try Git(environment: environment.variables)
        let topLevel = try git.topLevel(of: project.root)
        let inputs = project.inputs.compactMap { PathText.relative($0, to: project.root) }
        var wanted: [Git.StagedEntry] = []
        var paths: [String] = []
        for staged in try git.stagedSwiftFiles(in: topLevel) {
            guard let path = PathText.relative(PathText.join(topLevel, staged.path), to: project.root) else { continue }
            let named = inputs.contains(path)
            let underInput = inputs.contains { $0.isEmpty || path.hasPrefix($0 + "/") }
            guard named || (underInput && project.discovery.accepts(path)) else { continue }
            wanted.append(staged)
            paths.append(path)
        }
        // Every staged blob through one git process, by object id: a path is never read as a revision.
        let store = try GitObjectStore(git: git, topLevel: topLevel)
        defer { store.close() }
        var files: [StagedFile] = []
        for index in wanted.indices where wanted[index].pathIsUTF8 {
            guard let blob = try store.object(wanted[index].object, of: "blob") else {
                throw .gitFailed(command: "git cat-file --batch", message: "no blob \(wanted[index].object)")
            }
            files.append(StagedFile(path: paths[index], bytes: blob.data))
        }
        for index in wanted.indices where !wanted[index].pathIsUTF8 {
            files.append(StagedFile(path: paths[index], bytes: [],
                                    problem: "has a name that is not valid UTF-8 (rename it)"))
        }
        return files.sorted { $0.path.bytewisePrecedes($1.path) }
    }
}
