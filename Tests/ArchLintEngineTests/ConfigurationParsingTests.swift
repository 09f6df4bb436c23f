import ArchLintEngine
import ArchLintRules
import Foundation
import Testing

@Suite struct ConfigurationParsingTests {
    static let knownRules: [String: Set<String>] = [
        "view-body-logic": ["allowedCalls"],
        "domain-imports-framework": ["allowedImports", "extraAPIs"],
    ]

    private func parse(_ text: String, knownRules: [String: Set<String>] = Self.knownRules)
        throws(ConfigurationError) -> Configuration {
        try Configuration.parse(Data(text.utf8), file: "Project/.archlint.json", knownRules: knownRules)
    }

    private func error(_ text: String, knownRules: [String: Set<String>] = Self.knownRules) -> ConfigurationError? {
        do {
            _ = try parse(text, knownRules: knownRules)
            return nil
        } catch {
            return error
        }
    }

    @Test func emptyObjectGivesDefaults() throws {
        #expect(try parse("{}") == Configuration())
    }

    @Test func readsEveryKey() throws {
        let configuration = try parse("""
            {
              "include": ["Sources/**"],
              "exclude": ["**/Generated/**", "Sources/Legacy"],
              "profile": "swiftdata",
              "layers": {
                "Presentation": {"paths": ["Sources/TripUI/**"], "mayDependOn": ["Domain"]},
                "Domain": {"paths": ["Sources/TripDomain/**"], "modules": ["TripDomain"]},
                "Data": {"modules": ["TripData"], "mayDependOn": ["Domain"]}
              },
              "rules": {
                "view-body-logic": {"enabled": false, "severity": "warning", "options": {"allowedCalls": ["format"]}},
                "domain-imports-framework": {"severity": "error"}
              }
            }
            """)
        #expect(configuration.include == ["Sources/**"])
        #expect(configuration.exclude == ["**/Generated/**", "Sources/Legacy"])
        #expect(configuration.profile == .swiftdata)
        #expect(configuration.layers == [
            LayerDefinition(name: "Presentation", paths: ["Sources/TripUI/**"], mayDependOn: ["Domain"]),
            LayerDefinition(name: "Domain", paths: ["Sources/TripDomain/**"], modules: ["TripDomain"]),
            LayerDefinition(name: "Data", modules: ["TripData"], mayDependOn: ["Domain"]),
        ])
        #expect(configuration.rules["view-body-logic"]
            == RuleSettings(enabled: false, severity: .warning, options: ["allowedCalls": ["format"]]))
        #expect(configuration.rules["domain-imports-framework"] == RuleSettings(severity: .error))
    }

    @Test func layersKeepDeclarationOrderWithAwkwardNames() throws {
        let configuration = try parse(#"""
            {"rules": {}, "layers": {"Älpha": {"mayDependOn": ["layers"]}, "layers": {"paths": ["a/{b,c}/**"]},
                                     "Zeta \"q\"": {}}}
            """#)
        #expect(configuration.layers?.map(\.name) == ["Älpha", "layers", "Zeta \"q\""])
        #expect(configuration.layers?[1].paths == ["a/{b,c}/**"])
    }

    @Test func aPatternBeyondTheBoundsIsAnErrorNamingIt() {
        let wide = "{" + (0..<2000).map { "X\($0)" }.joined(separator: ",") + "}/**"
        #expect(error(#"{"exclude": ["ok/**", "\#(wide)"]}"#) == .invalidPattern(
            file: "Project/.archlint.json", keyPath: "exclude[1]",
            reason: "the braces expand to more than 1024 alternatives; split the pattern"))
        let deep = String(repeating: "{", count: 33) + String(repeating: "}", count: 33)
        #expect(error(#"{"layers": {"Domain": {"paths": ["\#(deep)"]}}}"#) == .invalidPattern(
            file: "Project/.archlint.json", keyPath: "layers.Domain.paths[0]",
            reason: "braces are nested more than 32 deep"))
    }

    @Test func emptyLayersObjectDeclaresNoLayers() throws {
        #expect(try parse(#"{"layers": {}}"#).layers == [])
    }

    @Test func unknownTopLevelKeySuggestsTheNearOne() {
        let error = error(#"{"layer": {}}"#)
        #expect(error == .unknownKey(file: "Project/.archlint.json", keyPath: "layer",
                                     expected: ["$schema", "include", "exclude", "layers", "profile", "rules", "baseline",
                                                "customRules"],
                                     suggestion: "layers"))
        #expect(error?.description.contains("Project/.archlint.json: layer: unknown key") == true)
        #expect(error?.description.contains("did you mean \"layers\"?") == true)
    }

    @Test func unknownLayerKeyNamesItsPath() {
        let error = error(#"{"layers": {"Domain": {"path": ["x"]}}}"#)
        #expect(error == .unknownKey(file: "Project/.archlint.json", keyPath: "layers.Domain.path",
                                     expected: ["paths", "modules", "mayDependOn"], suggestion: "paths"))
    }

    @Test func unknownRuleKeyNamesItsPath() {
        let error = error(#"{"rules": {"view-body-logic": {"severty": "error"}}}"#)
        #expect(error == .unknownKey(file: "Project/.archlint.json", keyPath: "rules.view-body-logic.severty",
                                     expected: ["enabled", "severity", "options"], suggestion: "severity"))
    }

    @Test(arguments: [
        (#"[]"#, "(top level)", "an object"),
        (#"{"include": "Sources"}"#, "include", "an array of strings"),
        (#"{"exclude": ["a", 3]}"#, "exclude[1]", "a string"),
        (#"{"layers": []}"#, "layers", "an object"),
        (#"{"layers": {"Domain": ["Sources"]}}"#, "layers.Domain", "an object"),
        (#"{"layers": {"Domain": {"modules": [null]}}}"#, "layers.Domain.modules[0]", "a string"),
        (#"{"profile": 1}"#, "profile", "a string"),
        (#"{"rules": {"view-body-logic": {"enabled": 1}}}"#, "rules.view-body-logic.enabled", "true or false"),
        (#"{"rules": {"view-body-logic": {"enabled": "yes"}}}"#, "rules.view-body-logic.enabled", "true or false"),
        (#"{"rules": {"view-body-logic": {"severity": true}}}"#, "rules.view-body-logic.severity", "a string"),
        (#"{"rules": {"view-body-logic": {"options": {"allowedCalls": "x"}}}}"#,
         "rules.view-body-logic.options.allowedCalls", "an array of strings"),
    ])
    func wrongTypeNamesKeyPathAndExpectation(text: String, keyPath: String, expected: String) {
        let error = error(text)
        #expect(error == .wrongType(file: "Project/.archlint.json", keyPath: keyPath, expected: expected))
        #expect(error?.description == "Project/.archlint.json: \(keyPath): expected \(expected)")
    }

    @Test func invalidSeverityListsTheChoices() {
        let error = error(#"{"rules": {"view-body-logic": {"severity": "eror"}}}"#)
        #expect(error == .invalidValue(file: "Project/.archlint.json", keyPath: "rules.view-body-logic.severity",
                                       value: "eror", expected: ["error", "warning"], suggestion: "error"))
        #expect(error?.description.contains("rules.view-body-logic.severity") == true)
    }

    @Test func invalidProfileListsTheChoices() {
        let error = error(#"{"profile": "swift-data"}"#)
        #expect(error == .invalidValue(file: "Project/.archlint.json", keyPath: "profile", value: "swift-data",
                                       expected: ["default", "swiftdata"], suggestion: "swiftdata"))
    }

    @Test func unknownRuleIdSuggestsTheNearOne() {
        let error = error(#"{"rules": {"view-body-logc": {}}}"#)
        #expect(error == .unknownRule(file: "Project/.archlint.json", keyPath: "rules.view-body-logc",
                                      suggestion: "view-body-logic"))
        #expect(error?.description.contains("did you mean \"view-body-logic\"?") == true)
    }

    @Test func farOffRuleIdHasNoSuggestion() {
        #expect(error(#"{"rules": {"no-such-thing-at-all": {}}}"#)
            == .unknownRule(file: "Project/.archlint.json", keyPath: "rules.no-such-thing-at-all", suggestion: nil))
    }

    @Test func unknownOptionNamesRuleAndAllowedOptions() {
        let error = error(#"{"rules": {"domain-imports-framework": {"options": {"allowedImport": []}}}}"#)
        #expect(error == .unknownOption(file: "Project/.archlint.json",
                                        keyPath: "rules.domain-imports-framework.options.allowedImport",
                                        rule: "domain-imports-framework", expected: ["allowedImports", "extraAPIs"],
                                        suggestion: "allowedImports"))
    }

    /// A check name that is none of the rule's would leave the check on without a word: it is an error that
    /// names the key path and the nearest check.
    @Test func disabledChecksMustNameChecksOfTheRule() throws {
        let known: [String: Set<String>] = ["view-body-logic": ["disabledChecks"]]
        let error = error(#"{"rules": {"view-body-logic": {"options": {"disabledChecks": ["validation", "persistenc"]}}}}"#,
                          knownRules: known)
        let checks = RuleRegistry.optionalChecks["view-body-logic"] ?? []
        #expect(checks.contains("persistence"))
        #expect(error == .invalidValue(file: "Project/.archlint.json",
                                       keyPath: "rules.view-body-logic.options.disabledChecks[1]", value: "persistenc",
                                       expected: checks, suggestion: "persistence"))
        let parsed = try parse(#"{"rules": {"view-body-logic": {"options": {"disabledChecks": ["service-call"]}}}}"#,
                               knownRules: known)
        #expect(parsed.rules["view-body-logic"]?.options["disabledChecks"] == ["service-call"])
    }

    /// An unclosed or stray brace is an error, not a literal character that quietly matches nothing.
    @Test func unbalancedBracesInAPatternAreErrors() {
        #expect(error(#"{"exclude": ["Presentation/{A,B/**"]}"#)
            == .invalidPattern(file: "Project/.archlint.json", keyPath: "exclude[0]",
                               reason: "the `{` at character 14 is never closed (write `\\{` for a literal brace)"))
        #expect(error(#"{"exclude": ["Presentation/A}/**"]}"#)
            == .invalidPattern(file: "Project/.archlint.json", keyPath: "exclude[0]",
                               reason: "the `}` at character 15 closes no `{` (write `\\}` for a literal brace)"))
        #expect(error(#"{"exclude": ["Presentation/\\{A\\}/**", "Presentation/{A,B}/**"]}"#) == nil)
    }

    @Test func optionOfRuleWithoutOptionsSaysSo() {
        let error = error(#"{"rules": {"view-body-logic": {"options": {"x": []}}}}"#,
                          knownRules: ["view-body-logic": []])
        #expect(error == .unknownOption(file: "Project/.archlint.json", keyPath: "rules.view-body-logic.options.x",
                                        rule: "view-body-logic", expected: [], suggestion: nil))
        #expect(error?.description.contains("rule view-body-logic takes no options") == true)
    }

    @Test func unknownLayerInMayDependOnNamesIt() {
        let error = error(#"{"layers": {"Domain": {}, "Data": {"mayDependOn": ["Domain", "Domian"]}}}"#)
        #expect(error == .unknownLayer(file: "Project/.archlint.json", keyPath: "layers.Data.mayDependOn[1]",
                                       name: "Domian", expected: ["Domain", "Data"], suggestion: "Domain"))
        #expect(error?.description.contains("no layer is named \"Domian\"") == true)
    }

    /// A 60,000-character layer name with its last letter mistyped took half a minute to suggest; it is found at
    /// once, as the suggestion only looks within three edits of the name.
    @Test func aLongMistypedLayerIsSuggestedQuickly() {
        let name = String(repeating: "D", count: 60_000), typo = String(repeating: "D", count: 59_999) + "X"
        let clock = ContinuousClock()
        var found: ConfigurationError?
        let elapsed = clock.measure {
            found = error(#"{"layers": {"\#(name)": {}, "Data": {"mayDependOn": ["\#(typo)"]}}}"#)
        }
        #expect(found == .unknownLayer(file: "Project/.archlint.json", keyPath: "layers.Data.mayDependOn[0]",
                                       name: typo, expected: [name, "Data"], suggestion: name))
        #expect(elapsed < .seconds(5), "took \(elapsed)")
    }

    @Test func aSyntaxErrorNamesTheFileLineColumnAndToken() {
        let error = error("{\"include\": [\"a\",]")
        #expect(error == .syntax(file: "Project/.archlint.json", line: 1, column: 17, token: ",",
                                 reason: "JSON takes no comma before \"]\" (a trailing comma)"))
        #expect(error?.description == "Project/.archlint.json:1:17: is not valid JSON: found \",\" — JSON takes no "
            + "comma before \"]\" (a trailing comma)")
        let missingComma = self.error("{\n  \"profile\": \"default\"\n  \"rules\": {}\n}")
        #expect(missingComma?.description == "Project/.archlint.json:3:3: is not valid JSON: found \"\"rules\"\" — "
            + "a \",\" or \"}\" should follow the value of \"profile\" (a missing comma?)")
    }

    @Test func deeplyNestedJSONIsAnErrorNotACrash() {
        let depth = 100_000
        let text = #"{"layers": "# + String(repeating: "[", count: depth) + String(repeating: "]", count: depth) + "}"
        guard case .syntax(_, 1, _, "[", let reason)? = error(text) else {
            Issue.record("expected a syntax error")
            return
        }
        #expect(reason.contains("nested more than"))
    }

    @Test func commentsCarryReasonsAndChangeNothing() throws {
        let configuration = try parse("""
            // The layers of the app, outermost first.
            {
              "layers": {
                /* Presentation before Domain: the declared order is kept. */
                "Presentation": {"paths": ["UI/**"], "mayDependOn": ["Domain"]}, // views
                "Domain": {"paths": ["Domain/**"]}
              },
              "exclude": ["Generated/**"] // generated by the API client; not ours to fix
            }
            """)
        #expect(configuration.layers?.map(\.name) == ["Presentation", "Domain"])
        #expect(configuration.exclude == ["Generated/**"])
        #expect(try parse("{\"exclude\": [\"a//b/*c*/\"]}").exclude == ["a//b/*c*/"])
    }

    @Test func aFileOfCommentsAloneIsEmpty() {
        #expect(error("// nothing here yet\n") == .empty(file: "Project/.archlint.json"))
    }

    @Test(arguments: ["", "   \n\t "])
    func emptyFileIsAnError(text: String) {
        #expect(error(text) == .empty(file: "Project/.archlint.json"))
    }

    @Test func fileOverOneMegabyteIsRefusedBeforeParsing() {
        let padding = String(repeating: " ", count: Configuration.maximumFileSize)
        #expect(error("{}" + padding) == .tooLarge(file: "Project/.archlint.json",
                                                   size: Configuration.maximumFileSize + 2,
                                                   limit: Configuration.maximumFileSize))
    }

    @Test func fileOfExactlyOneMegabyteIsAccepted() throws {
        let padding = String(repeating: " ", count: Configuration.maximumFileSize - 2)
        #expect(try parse("{}" + padding) == Configuration())
    }

    @Test(arguments: ["/home/me/.bash_aliases", "../x.json", "Baselines/../../x.json", "./../x.json"])
    func aBaselineOutsideTheProjectIsRefused(path: String) {
        #expect(error("{\"baseline\": \"\(path)\"}")
            == .outsideProject(file: "Project/.archlint.json", keyPath: "baseline", path: path))
    }

    @Test(arguments: ["b.json", "Baselines/b.json", "Baselines/../b.json", "./b.json"])
    func aBaselineInsideTheProjectIsKept(path: String) throws {
        #expect(try parse("{\"baseline\": \"\(path)\"}").baseline == path)
    }

    @Test func theBaselineKeyIsAddedFirstWithTheCommentsKept() {
        #expect(Configuration.adding(baseline: "b.json", to: "// Our rules.\n/* and why */ {\n  \"rules\": {}\n}\n")
            == "// Our rules.\n/* and why */ {\n  \"baseline\": \"b.json\",\n  \"rules\": {}\n}\n")
        #expect(Configuration.adding(baseline: "b.json", to: "{ // nothing yet\n}")
            == "{\n  \"baseline\": \"b.json\"\n // nothing yet\n}")
        // A `//` comment ends at a lone carriage return, as lint reads it.
        let mac = Configuration.adding(baseline: "b.json", to: "{ // nothing yet\r}")
        #expect(mac == "{\n  \"baseline\": \"b.json\"\n // nothing yet\r}")
        #expect((try? parse(mac ?? ""))?.baseline == "b.json")
        #expect(Configuration.adding(baseline: "b.json", to: "// only a comment") == nil)
    }
}
