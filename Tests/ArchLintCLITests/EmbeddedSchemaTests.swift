@testable import ArchLintCLI
import Foundation
import Testing
import TestSupport

/// Keeps `ConfigurationSchema+Generated.swift` equal to `docs/archlint.schema.json`.
///
/// After editing the schema, regenerate the Swift file with
/// `RECORD_SCHEMA=1 swift test --filter EmbeddedSchemaTests`, then build again.
@Suite struct EmbeddedSchemaTests {
    static let schemaFile = RepositoryPaths.root.appendingPathComponent("docs/archlint.schema.json")
    static let generatedFile = RepositoryPaths.root
        .appendingPathComponent("Sources/ArchLintCLI/ConfigurationSchema+Generated.swift")

    /// The generated file's text for `schema`.
    static func rendered(_ schema: String) -> String {
        """
        /// The JSON Schema of `.archlint.json`, as `docs/archlint.schema.json` has it: what `archlint init` writes beside
        /// the configuration for editors to check it against. Generated from that file (`RECORD_SCHEMA=1 swift test
        /// --filter EmbeddedSchemaTests`); a test keeps the two equal.
        enum ConfigurationSchema {
            /// The name of the copy `init` writes beside the configuration.
            static let fileName = ".archlint.schema.json"

            static let text = #\"\"\"
        \(schema)
        \"\"\"#
        }

        """
    }

    @Test func theEmbeddedSchemaIsTheDocumentedOne() throws {
        let schema = try String(contentsOf: Self.schemaFile, encoding: .utf8)
        if ProcessInfo.processInfo.environment["RECORD_SCHEMA"] != nil {
            try Self.rendered(schema).write(to: Self.generatedFile, atomically: true, encoding: .utf8)
            return
        }
        #expect(ConfigurationSchema.text == schema,
                "run RECORD_SCHEMA=1 swift test --filter EmbeddedSchemaTests to regenerate")
        #expect(try String(contentsOf: Self.generatedFile, encoding: .utf8) == Self.rendered(schema))
    }
}
