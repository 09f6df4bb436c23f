/// What `archlint init` reads from a `Package.swift`: the names of its non-test targets. A text scan, not a
/// Swift evaluation, so it sees only literal `.target(name: "…"` calls.
enum PackageManifest {
    static func targetNames(in manifest: String) -> [String] {
        var names: [String] = []
        for call in [".target(", ".executableTarget("] {
            var rest = Substring(manifest)
            while let range = rest.range(of: call) {
                rest = rest[range.upperBound...]
                let arguments = rest.drop { $0 == " " || $0 == "\n" || $0 == "\t" || $0 == "\r" }
                guard arguments.hasPrefix("name:") else { continue }
                let afterLabel = arguments.dropFirst(5).drop { $0 == " " }
                guard afterLabel.first == "\"", let close = afterLabel.dropFirst().firstIndex(of: "\"") else {
                    continue
                }
                let name = String(afterLabel[afterLabel.index(after: afterLabel.startIndex)..<close])
                if !names.contains(name) { names.append(name) }
            }
        }
        return names
    }
}
