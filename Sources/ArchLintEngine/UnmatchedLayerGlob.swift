/// A configured layer glob that matches no file of the project: most often a typo or a folder since renamed.
public struct UnmatchedLayerGlob: Equatable, Sendable {
    public var layer: String
    public var pattern: String

    public init(layer: String, pattern: String) {
        self.layer = layer
        self.pattern = pattern
    }
}

extension Configuration {
    /// The configured layer globs that match none of `paths` (relative to the project root), in declaration order.
    public func unmatchedLayerGlobs(paths: [String]) -> [UnmatchedLayerGlob] {
        var unmatched: [UnmatchedLayerGlob] = []
        for layer in layers ?? [] {
            for pattern in layer.paths {
                let glob = Glob(pattern)
                if !paths.contains(where: glob.matches) {
                    unmatched.append(UnmatchedLayerGlob(layer: layer.name, pattern: pattern))
                }
            }
        }
        return unmatched
    }
}
