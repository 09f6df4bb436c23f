/// How a report links a finding to its line in a code browser: a URL with `{path}`, `{line}` and `{commit}`
/// placeholders, such as `https://github.com/O/R/blob/{commit}/{path}#L{line}`.
///
/// `{path}` is the finding's path from the repository's top level (``pathPrefix`` in front of the path from the
/// project root), each byte outside the unreserved set and `/` percent-encoded; `{commit}` is percent-encoded
/// the same way.
public struct LinkTemplate: Sendable, Hashable {
    /// The template as given.
    public let template: String
    /// The project root's folder from the repository's top level (`Apps/Trips`), or `""` when they are the same.
    public var pathPrefix: String

    /// The placeholders a template may hold; it must hold at least one.
    public static let placeholders = ["{path}", "{line}", "{commit}"]

    /// A template, or `nil` when it holds none of the placeholders or names a scheme that runs code in a page
    /// (`javascript:`, `data:`, `vbscript:`).
    public init?(_ template: String, pathPrefix: String = "") {
        guard Self.placeholders.contains(where: template.contains) else { return nil }
        let scheme = template.prefix { $0 != ":" && $0 != "/" }.lowercased().filter { !$0.isWhitespace }
        guard !["javascript", "data", "vbscript"].contains(scheme) else { return nil }
        self.template = template
        var prefix = Substring(pathPrefix)
        while prefix.hasPrefix("./") { prefix = prefix.dropFirst(2) }
        while prefix.hasPrefix("/") || prefix.hasSuffix("/") {
            prefix = prefix.hasPrefix("/") ? prefix.dropFirst() : prefix.dropLast()
        }
        self.pathPrefix = prefix == "." ? "" : String(prefix)
    }

    /// The link to `line` of `path` (relative to the project root) at `commit`; `nil` when the template needs a
    /// commit and none is known.
    public func url(path: String, line: Int, commit: String?) -> String? {
        if template.contains("{commit}"), commit?.isEmpty ?? true { return nil }
        let fullPath = pathPrefix.isEmpty ? path : pathPrefix + "/" + path
        // Encoded values hold no braces, so a value can never be taken for a later placeholder.
        return template
            .replacing("{path}", with: URIEncoding.encodedPath(fullPath))
            .replacing("{line}", with: String(line))
            .replacing("{commit}", with: URIEncoding.encodedPath(commit ?? ""))
    }
}
