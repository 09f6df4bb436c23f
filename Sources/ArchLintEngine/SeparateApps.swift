import ArchLintRules

/// Apps of a project that hold no layers of their own, beside one that does: a watch app or a widget next to the
/// layered iOS app. Like a target without a layer, such an app outranks the layer-named folders inside it, so its
/// `Views/` folder is no Presentation layer.
///
/// An app is found by its entry point (`@main`, `@UIApplicationMain`, `@NSApplicationMain`); its root is that
/// file's folder, or the nearest folder above it that names neither a layer nor a role (`MyApp/App/MyApp.swift` is
/// the app at `MyApp`). An app holds layers when a file of the Domain layer lies under its root. Only when some app holds layers is any other app separate: an app whose
/// Domain lives in a package beside it, and no other app has one, is just the layered app.
struct SeparateApps {
    /// The roots of the separate apps, without a trailing slash.
    let roots: [String]

    init(_ files: [ScannedFile]) {
        var appRoots: Set<String> = []
        var domainFiles: [String] = []
        for file in files where file.isAppCode {
            guard let path = file.declarations?.path else { continue }
            if file.declarations?.types.contains(where: Self.isEntryPoint) == true {
                appRoots.insert(Self.appRoot(ofFile: path))
            }
            if file.declarations?.layer == Layer.domain { domainFiles.append(path) }
        }
        let layered = appRoots.filter { root in domainFiles.contains { Self.isInside($0, root) } }
        guard !layered.isEmpty else {
            roots = []
            return
        }
        // An app that holds a layered one (or is held by it) is that app, not one beside it.
        roots = appRoots.subtracting(layered).filter { root in
            !layered.contains { Self.isInside(root, $0) || Self.isInside($0, root) }
        }.sorted()
    }

    /// `files` with those of separate apps in no layer, unless their target has a layer of its own, and the
    /// separate apps' roots.
    static func leavingOutOfLayers(_ files: [ScannedFile], folders: FolderTable,
                                   customRules: CustomRulesInPassOne?) -> (files: [ScannedFile], roots: [String]) {
        let apps = SeparateApps(files)
        guard !apps.roots.isEmpty else { return (files, []) }
        return (files.map { file in
            guard let root = apps.root(holding: file.source.path),
                  folders.entry(forFile: file.source.path).module?.layer == nil else { return file }
            return file.outsideItsLayer(reason: "app \(root) is in no layer, and its folders' names do not count",
                                        customRules: customRules)
        }, apps.roots)
    }

    /// The root of the separate app holding the file at `path`, or `nil`.
    func root(holding path: String) -> String? {
        roots.first { Self.isInside(path, $0) }
    }

    /// Whether `type` is an app's entry point.
    private static func isEntryPoint(_ type: DeclaredType) -> Bool {
        CompositionRoot.entryAttributes.contains(where: type.attributes.contains)
    }

    /// The folder of an entry point's file, less the trailing folders that name a layer, a role or a module's place.
    static func appRoot(ofFile path: String) -> String {
        var components = path.split(separator: "/").dropLast()
        while let last = components.last,
              LayerConventions.match(String(last), asModule: false) != nil || LayerConventions.isModuleParent(last) {
            components.removeLast()
        }
        return components.joined(separator: "/")
    }

    /// Whether `path` is `folder` or lies inside it (`""` is the root, which holds everything).
    private static func isInside(_ path: String, _ folder: String) -> Bool {
        folder.isEmpty || path == folder || path.hasPrefix(folder + "/")
    }
}
