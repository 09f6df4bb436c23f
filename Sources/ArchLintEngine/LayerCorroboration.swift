import ArchLintRules

/// Whether a folder called `Data` is the Data layer. The word is an ordinary folder name too: inside a shared
/// utility module it holds plain values (`Shared/Sources/Data/Currency.swift`). It names the layer only beside a
/// folder that names another layer (`App/Data` beside `App/Domain`) or inside one (`Features/Trips/Data`). Role
/// folders (`Repositories`, `Networking`, `CoreData`), names such as `TripsData`, and targets say what they hold
/// and need no sibling.
struct LayerCorroboration: Sendable {
    /// Folders with a child folder that names a layer other than Data.
    private let parentsOfOtherLayers: Set<Substring>

    init(folders: [String]) {
        var parents: Set<Substring> = []
        for folder in folders {
            var start = folder.startIndex
            while start < folder.endIndex {
                let end = folder[start...].firstIndex(of: "/") ?? folder.endIndex
                let name = folder[start..<end]
                if LayerConventions.mayNameLayer(name),
                   let layer = LayerConventions.match(String(name), asModule: true)?.layer, layer != Layer.data {
                    parents.insert(folder[..<(start == folder.startIndex ? start : folder.index(before: start))])
                }
                start = end == folder.endIndex ? end : folder.index(after: end)
            }
        }
        parentsOfOtherLayers = parents
    }

    /// `entry`, in no layer when its folder's layer is Data by a folder named for the layer itself with no sibling
    /// that names another layer.
    func checked(_ entry: FolderTable.Entry, folder: String) -> FolderTable.Entry {
        guard case .decided(let layer?) = entry.layer, layer == Layer.data, entry.module?.layer == nil,
              let origin = LayerConventions.layerAndOrigin(forFolder: folder), origin.layer == Layer.data
        else { return entry }
        // Only the bare word: `TripsData` or `DataLayer` names the layer on purpose.
        guard origin.origin.split(separator: "/").last == "Data" else { return entry }
        let parent = origin.origin.lastIndex(of: "/").map { origin.origin[..<$0] } ?? ""
        guard !parentsOfOtherLayers.contains(parent) else { return entry }
        // `Features/Trips/Data`: a feature's own Data folder, inside a folder that names a layer.
        let enclosing = parent.split(separator: "/").contains { component in
            LayerConventions.mayNameLayer(component)
                && LayerConventions.match(String(component), asModule: true).map { $0.layer != Layer.data } == true
        }
        guard !enclosing else { return entry }
        return FolderTable.Entry(module: entry.module, layer: .decided(nil), isAppFolder: entry.isAppFolder)
    }
}
