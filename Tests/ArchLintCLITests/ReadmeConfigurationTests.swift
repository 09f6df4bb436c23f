@testable import ArchLintCLI
import ArchLintEngine
import ArchLintRules
import Foundation
import TestSupport
import Testing

/// Every configuration shown in README.md and docs/*.md is valid: the JSON blocks that are `.archlint.json` files
/// parse with the real rule registry, and so does this repository's own `.archlint.json`.
@Suite struct ReadmeConfigurationTests {
    /// The configuration blocks of one Markdown file of the repository, by its path from the root.
    static func configurationBlocks(in path: String) throws -> [String] {
        let text = try String(contentsOf: RepositoryPaths.root.appendingPathComponent(path), encoding: .utf8)
        var blocks: [String] = []
        var current: [Substring]?
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if current == nil, line.trimmingCharacters(in: .whitespaces) == "```json" {
                current = []
            } else if current != nil, line.trimmingCharacters(in: .whitespaces) == "```" {
                blocks.append(current!.joined(separator: "\n"))
                current = nil
            } else {
                current?.append(line)
            }
        }
        // The JSON output shape is documented in a json block too; configurations are the ones without "findings".
        return blocks.filter { !$0.contains("\"findings\"") }
    }

    @Test func readmeConfigurationsParse() throws {
        let blocks = try Self.configurationBlocks(in: "README.md")
        #expect(!blocks.isEmpty, "README.md shows no configuration")
        for block in blocks {
            #expect(throws: Never.self) {
                try Configuration.parse(Data(block.utf8), file: "README.md", knownRules: RuleRegistry.optionNames)
            }
        }
    }

    @Test func docsConfigurationsParse() throws {
        let pages = try FileManager.default.contentsOfDirectory(
            atPath: RepositoryPaths.root.appendingPathComponent("docs").path).filter { $0.hasSuffix(".md") }.sorted()
        var shown: Set<String> = []
        for page in pages.map({ "docs/\($0)" }) {
            for block in try Self.configurationBlocks(in: page) {
                shown.insert(page)
                #expect(throws: Never.self) {
                    try Configuration.parse(Data(block.utf8), file: page, knownRules: RuleRegistry.optionNames)
                }
            }
        }
        #expect(shown.isSuperset(of: ["docs/configuration.md", "docs/custom-rules.md"]), "\(shown.sorted())")
    }

    /// The configuration reference names every key the parser accepts and every option of every rule.
    @Test func theConfigurationPageNamesEveryKeyAndOption() throws {
        let page = try String(contentsOf: RepositoryPaths.root.appendingPathComponent("docs/configuration.md"),
                              encoding: .utf8)
        let keys = Configuration.topLevelKeys + Configuration.ruleKeys.map { "rules.<id>.\($0)" }
            + Configuration.layerKeys
        let options = RuleRegistry.optionNames.flatMap { id, options in options.map { "\(id).\($0)" } }
        let missing = (keys + options).filter { !page.contains("`\($0)`") }
        #expect(missing.isEmpty, "docs/configuration.md does not describe \(missing)")
    }

    @Test func repositoryConfigurationParses() throws {
        let data = try Data(contentsOf: RepositoryPaths.root.appendingPathComponent(".archlint.json"))
        let configuration = try Configuration.parse(data, file: ".archlint.json", knownRules: RuleRegistry.optionNames)
        #expect(configuration.layers?.map(\.name) == ["Lexer", "Outline", "Analysis", "Rules", "Engine", "Reporters",
                                                        "Project", "LanguageServer", "Command"])
    }
}

/// The `archlint layers` outputs docs/layers.md shows are what the command prints today.
@Suite struct DocsLayersTests {
    @Test(arguments: ["TripPlanner", "WeddingBudget", "Violations"])
    func docsShowTheCurrentLayersOutput(project: String) throws {
        let page = try String(contentsOf: RepositoryPaths.root.appendingPathComponent("docs/layers.md"),
                              encoding: .utf8)
        let run = runArchLint(["layers", "SampleProjects/\(project)"], in: RepositoryPaths.root.path, services: .live)
        #expect(run.code == .clean)
        #expect(run.output.hasPrefix("Layers of SampleProjects/\(project): "))
        #expect(page.contains("```\n" + run.output + "```"),
                "docs/layers.md's `archlint layers` output for \(project) is stale")
    }
}

/// `docs/archlint.schema.json` describes exactly the configuration the parser accepts.
@Suite struct ConfigurationSchemaTests {
    private func schema() throws -> [String: Any] {
        let url = RepositoryPaths.root.appendingPathComponent("docs/archlint.schema.json")
        return try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
    }

    @Test func theSchemaHasTheParsersKeysRulesAndOptions() throws {
        let schema = try schema()
        let properties = try #require(schema["properties"] as? [String: Any])
        #expect(Set(properties.keys) == Set(Configuration.topLevelKeys))
        #expect(schema["additionalProperties"] as? Bool == false)
        let layers = try #require(properties["layers"] as? [String: Any])
        let layer = try #require(layers["additionalProperties"] as? [String: Any])
        #expect(Set((layer["properties"] as? [String: Any] ?? [:]).keys) == Set(Configuration.layerKeys))
        let rules = try #require((properties["rules"] as? [String: Any])?["properties"] as? [String: Any])
        #expect(Set(rules.keys) == Set(RuleRegistry.allIDs))
        for (id, value) in rules {
            let rule = try #require(value as? [String: Any])
            let settings = try #require(rule["properties"] as? [String: Any])
            #expect(Set(settings.keys) == Set(Configuration.ruleKeys), "\(id)")
            let options = (settings["options"] as? [String: Any])?["properties"] as? [String: Any] ?? [:]
            #expect(Set(options.keys) == RuleRegistry.optionNames[id] ?? [], "\(id)")
            // The checks `disabledChecks` accepts are the rule's own, so an editor offers exactly those.
            if let disabled = options["disabledChecks"] as? [String: Any] {
                let names = (disabled["items"] as? [String: Any])?["enum"] as? [String] ?? []
                #expect(Set(names) == Set(RuleRegistry.optionalChecks[id] ?? []), "\(id)")
            }
        }
        let profiles = try #require((properties["profile"] as? [String: Any])?["enum"] as? [String])
        #expect(Set(profiles) == Set(Profile.allCases.map(\.rawValue)))
    }

    @Test func aConfigurationMayNameTheSchema() throws {
        let text = #"{"$schema": "docs/archlint.schema.json", "profile": "default"}"#
        #expect(try Configuration.parse(Data(text.utf8), file: "x", knownRules: [:]).profile == .default)
    }
}
