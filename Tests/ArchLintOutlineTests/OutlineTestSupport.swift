import ArchLintLexer
import ArchLintOutline

/// Outlines `source` as one file.
func outline(_ source: String) -> Outline {
    OutlinedFile(path: "Test.swift", source: SourceText(source)).outline
}

/// Compact views of outline entries, for equality checks that read like the source.
struct TypeSummary: Equatable, CustomStringConvertible {
    var kind: String, name: String, line: Int, endLine: Int, parent: String?, inherits: [String]
    var description: String { "\(kind) \(name) \(line)-\(endLine) in \(parent ?? "-") : \(inherits)" }
}

struct FunctionSummary: Equatable, CustomStringConvertible {
    var name: String, line: Int, endLine: Int, parent: String?, throwing: Bool, async: Bool, isStatic: Bool
    var description: String {
        "\(name) \(line)-\(endLine) in \(parent ?? "-")\(throwing ? " throws" : "")\(async ? " async" : "")"
            + (isStatic ? " static" : "")
    }
}

extension Outline {
    var typeSummaries: [TypeSummary] {
        types.map { TypeSummary(kind: $0.kind.rawValue, name: $0.name, line: $0.line, endLine: $0.endLine,
                                parent: $0.parentName, inherits: $0.inherits) }
    }

    var functionSummaries: [FunctionSummary] {
        functions.map { FunctionSummary(name: $0.name, line: $0.line, endLine: $0.endLine, parent: $0.parentName,
                                        throwing: $0.isThrowing, async: $0.isAsync, isStatic: $0.isStatic) }
    }
}
