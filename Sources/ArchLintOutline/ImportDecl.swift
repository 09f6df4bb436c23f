/// One `import` declaration.
public struct ImportDecl: Sendable, Equatable {
    /// The import path joined with `.`: `Foundation`, `Foundation.Date`.
    public var module: String
    /// `@testable`, `@_exported`, `@preconcurrency`, `@_implementationOnly`, …
    public var attributes: [Attribute]
    /// `struct`, `class`, `func`, … for `import struct Foo.Bar`; `nil` for a whole-module import.
    public var kind: String?
    /// Whether the import sits inside any `#if` / `#elseif` / `#else` clause.
    public var isConditional: Bool
    /// Index of the `import` keyword token.
    public var keywordToken: Int
    /// 1-based line and byte column of the `import` keyword.
    public var line: Int
    public var column: Int

    public init(module: String, attributes: [Attribute], kind: String?, isConditional: Bool, keywordToken: Int,
                line: Int, column: Int) {
        self.module = module
        self.attributes = attributes
        self.kind = kind
        self.isConditional = isConditional
        self.keywordToken = keywordToken
        self.line = line
        self.column = column
    }

    /// The first component of the path: the module itself (`Foundation` for `Foundation.Date`).
    public var topLevelModule: String {
        // The period looked for in the bytes in place: a step through the string's view costs far more a byte.
        let found = module.utf8.withContiguousStorageIfAvailable { $0.firstIndex(of: UInt8(ascii: ".")) }
        let offset = found ?? module.utf8.firstIndex(of: UInt8(ascii: ".")).map {
            module.utf8.distance(from: module.startIndex, to: $0)
        }
        guard let offset else { return module }
        // A period is a character of its own: the index after the bytes before it is one of the string's.
        return String(module[..<module.utf8.index(module.startIndex, offsetBy: offset)])
    }
}
