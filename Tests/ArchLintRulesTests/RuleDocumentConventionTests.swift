import Testing
import ArchLintRules

/// Keeps every `Rules/<id>.md` usable both as documentation and as a test fixture.
@Suite struct RuleDocumentConventionTests {
    /// One document on disk, named by its id in test output.
    struct RuleFile: Sendable, CustomTestStringConvertible {
        let id: String
        let markdown: String
        var testDescription: String { id }

        func parsed() throws -> RuleDocument {
            try RuleDocument(markdown: markdown, path: "Rules/\(id).md")
        }
    }

    /// A rule id with the defaults the project promises for it.
    struct ShippedRule: Sendable, CustomTestStringConvertible {
        let id: String
        let severity: Severity
        let enabled: Bool
        var testDescription: String { id }
    }

    static let files: [RuleFile] = ((try? RuleDocumentFiles.load()) ?? []).map {
        RuleFile(id: $0.id, markdown: $0.markdown)
    }

    /// The rules the project ships, with the default severity and switch each must keep.
    static let shippedDefaults: [(id: String, severity: Severity, enabled: Bool)] = [
        ("domain-framework-import", .error, true),
        ("domain-io-api", .error, true),
        ("domain-service-actor", .warning, false),
        ("layer-dependency", .error, true),
        ("layer-dependency/presentation-data", .warning, true),
        ("module-dependency", .error, true),
        ("n-plus-one-await", .warning, true),
        ("persisted-entity-logic", .error, true),
        ("unreadable-file", .error, true),
        ("unused-suppression", .warning, true),
        ("view-body-logic", .error, true),
        ("viewmodel-persistence", .error, true),
    ]

    @Test func rulesFolderHoldsExactlyTheShippedRules() {
        #expect(Self.files.map(\.id) == Self.shippedDefaults.map(\.id))
    }

    @Test(arguments: files)
    func documentParsesIntoADescriptorFiledUnderItsId(file: RuleFile) throws {
        let document = try file.parsed()
        #expect(document.id == file.id, "frontmatter id must equal the file name")
        let descriptor = try document.descriptor(id: file.id)
        #expect(descriptor.id == file.id)
        #expect(descriptor.documentation == file.markdown)
        #expect(Set(document.frontmatter.map(\.key)) == Set(RuleDocument.frontmatterKeys))
    }

    @Test(arguments: files)
    func documentShowsBothKindsOfExampleUnlessDiagnostic(file: RuleFile) throws {
        let document = try file.parsed()
        if document.tags.contains("diagnostic") {
            #expect(document.examples.isEmpty, "a diagnostic document has no Swift examples to run")
            return
        }
        #expect(!document.examples(.incorrect).isEmpty, "Rules/\(file.id).md needs an Incorrect example")
        #expect(!document.examples(.correct).isEmpty, "Rules/\(file.id).md needs a Correct example")
        for example in document.examples {
            #expect(!example.caption.isEmpty, "Rules/\(file.id).md:\(example.line): give the example a caption")
            for exampleFile in example.files {
                #expect(exampleFile.path.hasSuffix(".swift"), "Rules/\(file.id).md:\(exampleFile.line)")
                #expect(!exampleFile.source.isEmpty, "Rules/\(file.id).md:\(exampleFile.line): empty code block")
            }
        }
    }

    @Test(arguments: files)
    func documentStatesWhatItFlagsAndWhatItDoesNot(file: RuleFile) throws {
        let document = try file.parsed()
        #expect(document.prose.contains("### What it flags\n"), "Rules/\(file.id).md")
        #expect(document.prose.contains("### What it does not flag\n"), "Rules/\(file.id).md")
        #expect(document.terminalText.hasPrefix("## \(document.title ?? "")\n"), "Rules/\(file.id).md")
    }

    @Test(arguments: shippedDefaults.map { ShippedRule(id: $0.id, severity: $0.severity, enabled: $0.enabled) })
    func shippedRulesKeepTheirDefaults(rule: ShippedRule) throws {
        let file = try #require(Self.files.first { $0.id == rule.id })
        let fromDisk = try file.parsed().descriptor(id: rule.id)
        let embedded = try #require(RuleCatalog.descriptor(for: rule.id))
        for descriptor in [fromDisk, embedded] {
            #expect(descriptor.defaultSeverity == rule.severity)
            #expect(descriptor.enabledByDefault == rule.enabled)
        }
    }

    @Test func catalogListsExactlyTheDocumentsSortedAndUnique() throws {
        let ids = RuleCatalog.all.map(\.id)
        #expect(ids == Self.files.map(\.id), "RuleCatalog.all must list every Rules/*.md document")
        #expect(ids == ids.sorted())
        #expect(Set(ids).count == ids.count)
        for file in Self.files {
            let expected = try file.parsed().descriptor(id: file.id)
            let embedded = try #require(RuleCatalog.descriptor(for: file.id))
            // Compared without the documentation so a failure prints a few fields, not whole documents.
            #expect(embedded.name == expected.name)
            #expect(embedded.impact == expected.impact)
            #expect(embedded.impactDescription == expected.impactDescription)
            #expect(embedded.defaultSeverity == expected.defaultSeverity)
            #expect(embedded.enabledByDefault == expected.enabledByDefault)
            #expect(embedded.tags == expected.tags)
            let sameText = embedded.documentation == expected.documentation
            #expect(sameText, "Rules/\(file.id).md: embedded text is stale")
        }
        #expect(RuleCatalog.descriptor(for: "no-such-rule") == nil)
    }

    @Test func embeddedDocumentsParseLikeTheFilesOnDisk() throws {
        let embedded = RuleDocument.embedded
        #expect(embedded.map(\.id) == Self.files.map(\.id))
        for (document, file) in zip(embedded, Self.files) {
            let onDisk = try file.parsed()
            #expect(document.examples == onDisk.examples, "Rules/\(file.id).md")
            let sameText = document.markdown == onDisk.markdown
            #expect(sameText, "Rules/\(file.id).md: embedded text is stale")
        }
    }
}
