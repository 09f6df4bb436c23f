/// Where each module's files and each path are among the run's files, documentation catalogs' snippets left out,
/// found at the first question: the checks of `module-dependency` that read modules again ask by module and path.
final class ModuleFiles {
    private let files: [ScannedFile]
    private var isIndexed = false
    private var byModule: [String: [Int]] = [:]
    private var byPath: [String: Int] = [:]

    init(_ files: [ScannedFile]) {
        self.files = files
    }

    /// The positions of `module`'s files, in the run's order.
    func positions(of module: String) -> [Int] {
        index()
        return byModule[module] ?? []
    }

    /// The position of the file at `path`.
    func position(of path: String) -> Int? {
        index()
        return byPath[path]
    }

    private func index() {
        guard !isIndexed else { return }
        isIndexed = true
        byPath.reserveCapacity(files.count)
        for (position, file) in files.enumerated() {
            let path = file.source.path
            guard !ModuleDependencies.isDocumentationResource(path) else { continue }
            byPath[path] = position
            if let module = file.declarations?.module { byModule[module, default: []].append(position) }
        }
    }
}
