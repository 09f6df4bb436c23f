import ArchLintLexer
import ArchLintOutline

/// The targets a `Package.swift` declares, read with our own lexer (the manifest is never run).
public struct PackageManifest: Sendable, Equatable {
    public struct Target: Sendable, Equatable {
        public var name: String
        /// The `path:` argument, or `nil` for the default `Sources/<name>` / `Tests/<name>`.
        public var path: String?
        /// The `sources:` argument: files or folders under the path that the target owns, or `nil` for all of it.
        public var sources: [String]?
        /// The `exclude:` argument: files or folders under the path that the target does not own.
        public var exclude: [String] = []
        public var isTest: Bool
    }

    public var targets: [Target]

    /// Reads `.target(name: "…", path: "…", exclude: […], sources: […])`, `.executableTarget`, `.testTarget`, `.macro` and friends.
    public init(file: OutlinedFile) {
        let tokens = file.tokens
        var targets: [Target] = []
        var index = 0
        while index + 2 < tokens.count {
            defer { index += 1 }
            guard tokens[index].kind == .period, tokens[index + 1].kind == .identifier,
                  tokens[index + 2].kind == .leftParen else { continue }
            let kind = file.source.text(of: tokens[index + 1])
            guard Self.targetKinds.contains(kind) else { continue }
            let close = Int(file.outline.partner[index + 2])
            guard close > index + 2 else { continue }
            var name: String?, path: String?, sources: [String]?, exclude: [String] = []
            var cursor = index + 3
            while cursor + 2 < close {
                if tokens[cursor].kind == .identifier, tokens[cursor + 1].kind == .colon,
                   tokens[cursor + 2].kind == .stringLiteral {
                    let label = file.source.text(of: tokens[cursor])
                    let value = Self.plainString(file.source.text(of: tokens[cursor + 2]))
                    if label == "name" && name == nil { name = value }
                    if label == "path" && path == nil { path = value }
                    cursor += 3
                } else if tokens[cursor].kind == .identifier, tokens[cursor + 1].kind == .colon,
                          tokens[cursor + 2].kind == .leftBracket,
                          case let label = file.source.text(of: tokens[cursor]), label == "sources" || label == "exclude" {
                    let end = Int(file.outline.partner[cursor + 2])
                    guard end > cursor + 2 else { break }
                    let values = (cursor + 3..<end).filter { tokens[$0].kind == .stringLiteral }
                        .map { Self.plainString(file.source.text(of: tokens[$0])) }
                    if label == "sources" { sources = values } else { exclude = values }
                    cursor = end + 1
                } else if tokens[cursor].kind == .leftParen || tokens[cursor].kind == .leftBracket {
                    // Skip nested argument lists (dependencies, settings) so their `name:` labels don't count.
                    let nested = Int(file.outline.partner[cursor])
                    cursor = nested > cursor ? nested + 1 : cursor + 1
                } else {
                    cursor += 1
                }
            }
            if let name {
                targets.append(Target(name: name, path: path, sources: sources, exclude: exclude,
                                      isTest: kind == "testTarget"))
            }
            index = close
        }
        self.targets = targets
    }

    private static let targetKinds: Set<String> = [
        "target", "executableTarget", "testTarget", "macro", "plugin", "systemLibrary", "binaryTarget",
    ]

    /// `"Sources/X"` → `Sources/X`; a literal with interpolation or escapes is returned as written inside the quotes.
    private static func plainString(_ literal: String) -> String {
        var text = Substring(literal)
        while text.first == "#" && text.last == "#" { text = text.dropFirst().dropLast() }
        if text.hasPrefix("\"") && text.hasSuffix("\"") && text.count >= 2 { text = text.dropFirst().dropLast() }
        return String(text)
    }
}
