import ArchLintRules

extension ModuleDependencies {
    /// One finding for the imports of `module` by the files of `target`, which reaches it only through another
    /// dependency: at the first import, with the dependency it comes through and the entry to add — or, when the
    /// files that import it name nothing it declares, the advice to delete the imports.
    func transitiveImport(of module: String, by target: ModuleInfo, at imports: [Found], starts: Starts,
                          reach: inout ModuleReach, products: inout [String: [String: [String]]],
                          unused: inout UnusedImports) -> Found {
        let ordered = imports.sorted { ($0.file, $0.line) < ($1.file, $1.line) }
        var first = ordered[0]
        var seenFiles: Set<String> = [first.file]
        first.elsewhere = ordered.compactMap { other in
            seenFiles.insert(other.file).inserted ? FindingPlace(line: other.line, column: other.column, file: other.file)
                : nil
        }
        // Every declared dependency the module is reached through, in the order the manifest lists them.
        var routes: [ModuleDependency] = []
        var from = 0
        while from < starts.modules.count,
              let found = reach.firstReaching(module, from: Array(starts.modules[from...])).map({ $0 + from }) {
            let entry = (target.dependencies ?? [])[starts.entries[found]]
            if !routes.contains(where: { $0.name == entry.name }) { routes.append(entry) }
            from = found + 1
        }
        let through = routes.first
        let manifest = target.manifest ?? "Package.swift"
        var names = routes.prefix(3).map { "`\($0.name)`" }
        if routes.count > 3 { names.append("\(routes.count - 3) more") }
        let route = routes.isEmpty ? "only through another dependency"
            : "only through " + (names.count == 1 ? names[0] : names.dropLast().joined(separator: ", ") + " and "
                + names[names.count - 1])
        var fix: String
        if let entry = entry(declaring: module, for: target, products: &products) {
            fix = "add `\(entry)` to the dependencies of `\(target.name)` in \(manifest)"
        } else {
            // No product of the other package exports the module: one has to be added there first.
            let declaring = modules[module]?.manifest ?? "its package's manifest"
            fix = "no product of the package in \(declaring) exports it: add a library product for `\(module)` there "
                + "and declare it in the dependencies of `\(target.name)` in \(manifest)"
        }
        if unused.nothingNamed(of: module, inFiles: seenFiles, in: self) {
            fix = "the files that import it name nothing `\(module)` declares: delete the imports (or, if something "
                + "of it is used after all, \(fix))"
        }
        first.message = "`import \(module)` in target `\(target.name)` reaches `\(module)` \(route) — \(fix); "
            + "it builds now only because "
            + (routes.count > 1 ? "they depend" : "`\(through?.name ?? "that dependency")` depends") + " on it"
        first.severity = transitiveSeverity
        return first
    }

    /// The dependency entry that declares `module` for `target`: its name when one manifest declares both,
    /// otherwise `.product(name:package:)` of a product of its package that exports it; `nil` when none does.
    /// `products` keeps each manifest's products once read.
    private func entry(declaring module: String, for target: ModuleInfo,
                       products known: inout [String: [String: [String]]]) -> String? {
        guard let declaring = modules[module]?.manifest, declaring != target.manifest else { return "\"\(module)\"" }
        if known[declaring] == nil {
            guard let file = manifests.first(where: { $0.path == declaring }) else { return nil }
            known[declaring] = PackageManifest(file: file).products
        }
        let products = (known[declaring] ?? [:]).filter { $0.value.contains(module) }
        guard let product = products.keys.contains(module) ? module : products.keys.sorted().first else { return nil }
        let folder = declaring.split(separator: "/").dropLast().last.map(String.init) ?? product
        return ".product(name: \"\(product)\", package: \"\(folder)\")"
    }

    /// The modules a target's dependencies give, in the order it lists them, each with the index of its entry.
    struct Starts {
        var modules: [String] = []
        var entries: [Int] = []

        /// The modules of `target`'s dependencies that `keep` accepts (all of them by default).
        init(_ target: ModuleInfo, keeping keep: (ModuleDependency) -> Bool = { _ in true }) {
            for (index, dependency) in (target.dependencies ?? []).enumerated() where keep(dependency) {
                modules += dependency.modules
                entries += repeatElement(index, count: dependency.modules.count)
            }
        }
    }
}
