import ArchLintLexer
import ArchLintOutline

/// Names a file shows to be Core Data entities even when no class of theirs is in source (code generation):
/// a `Name+CoreDataProperties.swift` or `Name+CoreDataClass.swift` file, an extension with `@NSManaged` members,
/// `NSFetchRequest<Name>` (or `FetchedResults<Name>`, `@FetchRequest`…), and `Name(context:)`. The index keeps a name only when the project declares no type of
/// that name, so a view model built with `(context:)` stays what it is.
public struct EntityEvidence: Sendable {
    public var names: [String] = []

    /// Generic types whose argument is a Core Data entity: `NSFetchRequest<Item>`, `FetchedResults<Item>`.
    static let requestTypes: Set<String> = ["NSFetchRequest", "NSFetchedResultsController", "FetchRequest",
                                            "FetchedResults", "SectionedFetchRequest", "SectionedFetchResults"]

    public init() {}

    public init(file: OutlinedFile) {
        var found: Set<String> = []
        let fileName = file.path.split(separator: "/").last.map(String.init) ?? file.path
        for suffix in ["+CoreDataProperties.swift", "+CoreDataClass.swift"] where fileName.hasSuffix(suffix) {
            let name = String(fileName.dropLast(suffix.count))
            if !name.isEmpty { found.insert(name) }
        }
        let tokens = file.tokens
        let types = file.outline.types
        let letterN = UInt8(ascii: "N"), letterF = UInt8(ascii: "F"), letterC = UInt8(ascii: "c")
        var extensionBodies: [(range: Range<Int>, name: String)] = []
        for decl in types where decl.kind == .extension {
            if let body = decl.bodyTokens { extensionBodies.append((body, ProjectIndex.simpleName(decl.name))) }
        }
        for (index, token) in tokens.enumerated() {
            switch token.kind {
            case .attribute:
                guard !extensionBodies.isEmpty, file.token(index, is: "@NSManaged") else { continue }
                if let owner = extensionBodies.last(where: { $0.range.contains(index) }) { found.insert(owner.name) }
            case .identifier:
                let first = file.source.bytes[Int(token.start)]
                if first == letterN || first == letterF, Self.requestTypes.contains(file.text(index)),
                   let open = file.nextCode(after: index), file.token(open, is: "<"),
                   let name = file.nextCode(after: open), tokens[name].kind == .identifier {
                    found.insert(file.text(name))
                } else if first == letterC, file.token(index, is: "context"),
                          let colon = file.nextCode(after: index), tokens[colon].kind == .colon,
                          let open = file.previousCode(before: index), tokens[open].kind == .leftParen,
                          let name = file.previousCode(before: open), tokens[name].kind == .identifier,
                          file.source.bytes[Int(tokens[name].start)] >= UInt8(ascii: "A"),
                          file.source.bytes[Int(tokens[name].start)] <= UInt8(ascii: "Z"),
                          file.previousCode(before: name).map({ tokens[$0].kind != .period }) ?? true {
                    found.insert(file.text(name))
                }
            default:
                continue
            }
        }
        names = found.filter { !$0.hasPrefix("NS") }.sorted()
    }
}
