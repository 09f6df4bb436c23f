/// The folder part of a `/`-separated path: `""` for a file at the root.
enum FolderPath {
    static func of(_ path: String) -> String {
        path.lastIndex(of: "/").map { String(path[..<$0]) } ?? ""
    }
}
