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
        /// `target`, `executableTarget`, `testTarget`, `macro`, `plugin`…
        public var kind: String = "target"
        /// The `dependencies:` entries, or `nil` when one is not a plain name or a list declared in the manifest
        /// (a call, a list from elsewhere): such a list cannot be checked.
        public var dependencies: [Dependency]? = []
    }

    /// One entry of a target's `dependencies:`: `"Name"`, `.target(name:)`, `.product(name:package:)` or
    /// `.byName(name:)`.
    public struct Dependency: Sendable, Equatable {
        public var name: String
        public var isProduct: Bool
        /// 1-based line and column of the entry.
        public var line: Int
        public var column: Int
        /// The list declared in the manifest that the entry comes from (`baseDeps` in
        /// `dependencies: baseDeps + […]`), or `nil` for an entry written in the target's own list.
        public var sharedList: String? = nil
    }

    public var targets: [Target]
    /// Library and executable products: their names and the targets they build.
    public var products: [String: [String]] = [:]

    /// Reads `.target(name: "…", path: "…", exclude: […], sources: […])`, `.executableTarget`, `.testTarget`, `.macro` and friends.
    public init(file: OutlinedFile) {
        let tokens = file.tokens
        var lists = SharedDependencyLists(file: file)
        var targets: [Target] = []
        var index = 0
        while index + 2 < tokens.count {
            defer { index += 1 }
            guard tokens[index].kind == .period, tokens[index + 1].kind == .identifier,
                  tokens[index + 2].kind == .leftParen else { continue }
            let kind = file.source.text(of: tokens[index + 1])
            // `let shared = [.target(name: "Core")]` lists a dependency, not a target.
            guard Self.targetKinds.contains(kind), !lists.holdsEntry(index) else { continue }
            let close = Int(file.outline.partner[index + 2])
            guard close > index + 2 else { continue }
            var name: String?, path: String?, sources: [String]?, exclude: [String] = []
            var dependencies: [Dependency]? = []
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
                } else if tokens[cursor].kind == .identifier, tokens[cursor + 1].kind == .colon,
                          file.source.text(of: tokens[cursor]) == "dependencies" {
                    // `[…]`, `shared`, `shared + […]`; `nil` for a list this reading cannot see (a call).
                    let (entries, end) = lists.expression(at: cursor + 2)
                    dependencies = entries
                    cursor = max(end, cursor + 2)
                } else if tokens[cursor].kind.opensParenOrBracket {
                    // Skip nested argument lists (dependencies, settings) so their `name:` labels don't count.
                    let nested = Int(file.outline.partner[cursor])
                    cursor = nested > cursor ? nested + 1 : cursor + 1
                } else {
                    cursor += 1
                }
            }
            if let name {
                targets.append(Target(name: name, path: path, sources: sources, exclude: exclude,
                                      isTest: kind == "testTarget", kind: kind, dependencies: dependencies))
            }
            index = close
        }
        self.targets = targets
        products = Self.products(in: file)
    }

    /// The items of a `dependencies: [ … ]` list between its brackets: entries and the names of declared lists
    /// (`swiftAtomics` in `["Core", swiftAtomics]`), ending with `.unreadable` at the first item that is neither.
    static func dependencyItems(in range: Range<Int>, of file: OutlinedFile) -> [DependencyItem] {
        let tokens = file.tokens
        var items: [DependencyItem] = []
        var cursor = range.lowerBound
        while cursor < range.upperBound {
            let token = tokens[cursor]
            if token.isComment || token.kind == .comma {
                cursor += 1
                continue
            }
            if token.kind == .identifier {
                let next = file.nextCode(after: cursor) ?? range.upperBound
                guard next >= range.upperBound || tokens[next].kind == .comma else { return items + [.unreadable] }
                items.append(.list(file.source.text(of: token)))
                cursor += 1
                continue
            }
            if token.kind == .stringLiteral {
                items.append(.entry(Dependency(name: plainString(file.source.text(of: token)), isProduct: false,
                                               line: Int(token.line), column: Int(token.column)), token: cursor))
                cursor += 1
                continue
            }
            // `.target(name: "X")`, `.product(name: "X", package: "p")`, `.byName(name: "X", condition: …)`
            guard token.kind == .period, cursor + 2 < range.upperBound, tokens[cursor + 1].kind == .identifier,
                  tokens[cursor + 2].kind == .leftParen else { return items + [.unreadable] }
            let kind = file.source.text(of: tokens[cursor + 1])
            let close = Int(file.outline.partner[cursor + 2])
            guard ["target", "product", "byName"].contains(kind), close > cursor + 2,
                  cursor + 5 < close, file.source.text(of: tokens[cursor + 3]) == "name",
                  tokens[cursor + 4].kind == .colon, tokens[cursor + 5].kind == .stringLiteral else {
                return items + [.unreadable]
            }
            items.append(.entry(Dependency(name: plainString(file.source.text(of: tokens[cursor + 5])),
                                           isProduct: kind == "product", line: Int(token.line),
                                           column: Int(token.column)), token: cursor))
            cursor = close + 1
        }
        return items
    }

    /// `.library(name: "P", targets: ["A", "B"])` and `.executable(…)`: product names with their targets.
    private static func products(in file: OutlinedFile) -> [String: [String]] {
        let tokens = file.tokens
        var products: [String: [String]] = [:]
        var index = 0
        while index + 2 < tokens.count {
            defer { index += 1 }
            guard tokens[index].kind == .period, tokens[index + 1].kind == .identifier,
                  tokens[index + 2].kind == .leftParen,
                  ["library", "executable"].contains(file.source.text(of: tokens[index + 1])) else { continue }
            let close = Int(file.outline.partner[index + 2])
            guard close > index + 2 else { continue }
            var name: String?
            var targets: [String] = []
            var cursor = index + 3
            while cursor + 2 < close {
                if tokens[cursor].kind == .identifier, tokens[cursor + 1].kind == .colon {
                    let label = file.source.text(of: tokens[cursor])
                    if label == "name", tokens[cursor + 2].kind == .stringLiteral, name == nil {
                        name = plainString(file.source.text(of: tokens[cursor + 2]))
                    } else if label == "targets", tokens[cursor + 2].kind == .leftBracket {
                        let end = Int(file.outline.partner[cursor + 2])
                        if end > cursor + 2 {
                            targets = (cursor + 3..<end).filter { tokens[$0].kind == .stringLiteral }
                                .map { plainString(file.source.text(of: tokens[$0])) }
                        }
                    }
                }
                cursor += 1
            }
            if let name { products[name] = targets }
            index = close
        }
        return products
    }

    private static let targetKinds: Set<String> = [
        "target", "executableTarget", "testTarget", "macro", "plugin", "systemLibrary", "binaryTarget",
    ]

    /// `"Sources/X"` → `Sources/X`; a literal with interpolation or escapes is returned as written inside the quotes.
    static func plainString(_ literal: String) -> String {
        // An ASCII literal, as nearly all are, is trimmed on its bytes; the characters' answer is the same.
        var bytes = literal
        if let trimmed = bytes.withUTF8({ utf8 -> String? in
            guard !utf8.contains(where: { $0 >= 0x80 }) else { return nil }
            var first = 0, last = utf8.count
            while first < last, utf8[first] == UInt8(ascii: "#"), utf8[last - 1] == UInt8(ascii: "#") {
                first += 1
                last -= 1
            }
            last = max(last, first)
            if last - first >= 2, utf8[first] == UInt8(ascii: "\""), utf8[last - 1] == UInt8(ascii: "\"") {
                first += 1
                last -= 1
            }
            return String(decoding: UnsafeBufferPointer(rebasing: utf8[first..<last]), as: UTF8.self)
        }) {
            return trimmed
        }
        var text = Substring(literal)
        while text.first == "#" && text.last == "#" { text = text.dropFirst().dropLast() }
        if text.hasPrefix("\"") && text.hasSuffix("\"") && text.count >= 2 { text = text.dropFirst().dropLast() }
        return String(text)
    }
}
