/// `/`-separated path arithmetic on strings. Pure: nothing here looks at the disk.
package enum PathText {
    /// `path` made absolute against `base` when relative, with `.`, `..` and repeated `/` resolved lexically.
    package static func absolute(_ path: String, from base: String) -> String {
        normalized(path.hasPrefix("/") ? path : base + "/" + path)
    }

    /// An absolute path with `.`, `..` and repeated or trailing `/` resolved lexically.
    package static func normalized(_ path: String) -> String {
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            switch part {
            case ".": continue
            case "..": _ = parts.popLast()
            default: parts.append(part)
            }
        }
        return "/" + parts.joined(separator: "/")
    }

    /// `path` relative to `root` (both absolute and normalised): `""` for the root itself, `nil` outside it.
    package static func relative(_ path: String, to root: String) -> String? {
        if path == root { return "" }
        let prefix = root == "/" ? "/" : root + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : nil
    }

    /// `name` inside `directory`; either may be empty (a relative root).
    package static func join(_ directory: String, _ name: String) -> String {
        if directory.isEmpty { return name }
        if name.isEmpty { return directory }
        // The bytes copied into one new string: a walk joins a path for every entry it keeps.
        var directory = directory, name = name
        return directory.withUTF8 { folder in
            name.withUTF8 { last in
                let slash = folder.last == UInt8(ascii: "/") ? 0 : 1
                let total = folder.count + slash + last.count
                return String(unsafeUninitializedCapacity: total) { buffer in
                    _ = UnsafeMutableBufferPointer(rebasing: buffer[..<folder.count]).initialize(from: folder)
                    if slash == 1 { buffer[folder.count] = UInt8(ascii: "/") }
                    _ = UnsafeMutableBufferPointer(rebasing: buffer[(folder.count + slash)..<total]).initialize(from: last)
                    return total
                }
            }
        }
    }

    /// The folder holding `path`.
    package static func parent(_ path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// The last component of `path`.
    package static func lastComponent(_ path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }

    /// How to show an absolute path to someone in `workingDirectory`: relative below it, absolute elsewhere.
    package static func display(_ path: String, from workingDirectory: String) -> String {
        guard let relative = relative(path, to: normalized(workingDirectory)) else { return path }
        return relative.isEmpty ? "." : relative
    }

    /// The deepest folder containing every one of `paths` (absolute, normalised).
    package static func commonAncestor(_ paths: [String]) -> String {
        guard var common = paths.first?.split(separator: "/") else { return "/" }
        for path in paths.dropFirst() {
            let parts = path.split(separator: "/")
            common = Array(zip(common, parts).prefix { $0 == $1 }.map(\.0))
        }
        return "/" + common.joined(separator: "/")
    }
}
