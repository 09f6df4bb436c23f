/// One item of a `dependencies:` value as a manifest writes it: an entry, a list declared in the manifest that it
/// names, or a term this reading cannot see (a call, a member).
enum DependencyItem {
    /// An entry, with the index of its first token: the same token reached through two lists is one entry.
    case entry(PackageManifest.Dependency, token: Int)
    case list(String)
    case unreadable
}
