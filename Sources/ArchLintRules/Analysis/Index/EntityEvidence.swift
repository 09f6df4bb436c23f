import ArchLintLexer
import ArchLintOutline

/// Names a file shows to be Core Data entities even when no class of theirs is in source (code generation):
/// a `Name+CoreDataProperties.swift` or `Name+CoreDataClass.swift` file, an extension with `@NSManaged` members,
/// `NSFetchRequest<Name>` (or `FetchedResults<Name>`, `@FetchRequest`…), and `Name(context:)`. The index keeps a name only when the project declares no type of
/// that name, so a view model built with `(context:)` stays what it is.
public struct EntityEvidence: Sendable {
    public var names: [String] = []

    /// Generic types whose argument is a Core Data entity: `NSFetchRequest<Item>`, `FetchedResults<Item>`.
    static let requestTypes = ["NSFetchRequest", "NSFetchedResultsController", "FetchRequest", "FetchedResults",
                               "SectionedFetchRequest", "SectionedFetchResults"]

    public init() {}

    /// `candidates` are the tokens ``FileFacts`` picked: request types, `context` labels, `@NSManaged`.
    init(file: OutlinedFile, candidates: [Int]) {
        var found: Set<String> = []
        let path = file.path
        let fileName = path.utf8.lastIndex(of: UInt8(ascii: "/")).map { path[path.utf8.index(after: $0)...] } ?? path[...]
        // The bytes first: a name that does not end in them cannot have the suffix, and few do.
        for suffix in ["+CoreDataProperties.swift", "+CoreDataClass.swift"]
        where fileName.utf8.reversed().starts(with: suffix.utf8.reversed()) && fileName.hasSuffix(suffix) {
            let name = String(fileName.dropLast(suffix.count))
            if !name.isEmpty { found.insert(name) }
        }
        let tokens = file.tokens
        // A generated entity is made with `Name(context:)` only where Core Data is imported.
        let importsCoreData = file.outline.imports.contains { $0.topLevelModule == "CoreData" }
        for index in candidates {
            switch tokens[index].kind {
            case .attribute:
                let owner = file.outline.types.last { decl in
                    decl.kind == .extension && (decl.bodyTokens?.contains(index) ?? false)
                }
                if let owner { found.insert(ProjectIndex.simpleName(owner.name)) }
            case .identifier where file.token(index, is: "context"):
                guard importsCoreData else { continue }
                // `Name(context: …)`, not `x.make(context:)` or a parameter named `context`.
                guard let colon = file.nextCode(after: index), tokens[colon].kind == .colon,
                      let open = file.previousCode(before: index), tokens[open].kind == .leftParen,
                      let name = file.previousCode(before: open), tokens[name].kind == .identifier,
                      file.source.bytes[Int(tokens[name].start)] >= UInt8(ascii: "A"),
                      file.source.bytes[Int(tokens[name].start)] <= UInt8(ascii: "Z"),
                      file.previousCode(before: name).map({ tokens[$0].kind != .period && tokens[$0].keyword != .func })
                        ?? true else { continue }
                found.insert(file.text(name))
            default:
                // `NSFetchRequest<Name>`
                if let open = file.nextCode(after: index), file.token(open, is: "<"),
                   let name = file.nextCode(after: open), tokens[name].kind == .identifier {
                    found.insert(file.text(name))
                }
            }
        }
        names = found.filter { !$0.hasPrefix("NS") }.sorted()
    }

}
