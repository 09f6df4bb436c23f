import ArchLintEngine
import ArchLintRules
import Foundation
import Testing
import TestSupport

/// Custom rules as a team writes them in `.archlint.json`: each selector and constraint on code that regex rules
/// get wrong (imports and names in comments and strings, odd import forms, `#if` branches).
struct CustomRuleTests {
    private static let knownRules = Dictionary(RuleCatalog.all.map { ($0.id, RuleRegistry.optionNames[$0.id] ?? []) },
                                               uniquingKeysWith: { first, _ in first })

    private func configuration(_ json: String) throws -> Configuration {
        try Configuration.parse(Data(json.utf8), file: ".archlint.json", knownRules: Self.knownRules)
    }

    private func failure(_ json: String) -> String? {
        do {
            _ = try configuration(json)
            return nil
        } catch {
            return "\(error)"
        }
    }

    /// `(file:line rule)` of every finding of the custom rules. Every fixture is linted twice, and must give the
    /// same findings both ways: as it is, where a file no built-in rule reads meets the custom rules in pass 1 (and
    /// those that need the index through the facts kept), and with an `archlint:` comment added to every file,
    /// which keeps each file whole for pass 2, where it meets every custom rule at once.
    private func found(_ files: [(path: String, source: String)], _ json: String) throws -> [String] {
        let configuration = try configuration(json)
        let ids = Set(configuration.customRules.map(\.id))
        func findings(_ files: [(path: String, source: String)]) -> [String] {
            LintHarness.lint(files, configuration: configuration).findings
                .filter { ids.contains($0.ruleID) }.map { "\($0.file):\($0.line) \($0.ruleID) \($0.message)" }
        }
        let early = findings(files)
        let checked = findings(files.map { ($0.path, $0.source + "\n// archlint:enable all\n") })
        #expect(early == checked, "the two routes of the custom rules disagree")
        return early.map { String($0.split(separator: " ").prefix(2).joined(separator: " ")) }
    }

    /// A layered app around the files under test, so that folder names give layers.
    private func app(_ files: (path: String, source: String)...) -> [(path: String, source: String)] {
        [("Domain/Trip.swift", "struct Trip {}\n"), ("Data/TripRecord.swift", "struct TripRecord {}\n"),
         ("Presentation/TripView.swift", "struct TripView {}\n")] + files
    }

    @Test func theIssuesConfigurationFindsOneOfEachAtThoseLines() throws {
        let json = #"""
            {"customRules": [
              {"id": "no-userdefaults-in-presentation", "severity": "error", "message": "use a settings repository",
               "apis": {"forbidden": ["UserDefaults.standard"], "layers": ["Presentation"]}},
              {"id": "repositories-are-protocols", "severity": "error", "message": "Domain repositories are protocols",
               "declarations": {"layers": ["Domain"], "namePattern": "*Repository", "mustBeKind": "protocol"}}
            ]}
            """#
        let files = app(
            ("Presentation/V.swift", """
                import Foundation
                // UserDefaults.standard is not for views
                let key = "UserDefaults.standard"
                let flag = UserDefaults.standard.bool(forKey: key)

                """),
            ("Domain/TripRepository.swift", "import Foundation\nfinal class TripRepository {}\n"))
        let configuration = try configuration(json)
        let findings = LintHarness.lint(files, configuration: configuration).findings
        #expect(findings.map { "\($0.file):\($0.line) \($0.ruleID) \($0.severity)" } == [
            "Domain/TripRepository.swift:2 repositories-are-protocols error",
            "Presentation/V.swift:4 no-userdefaults-in-presentation error",
        ])
        #expect(findings.map(\.message) == [
            "`TripRepository` is a class, not a protocol: Domain repositories are protocols",
            "`UserDefaults.standard`: use a settings repository",
        ])
    }

    @Test func importsCountEveryFormAndNothingInCommentsOrStrings() throws {
        let json = #"""
            {"customRules": [{"id": "no-alamofire", "message": "go through the API client",
                              "imports": {"forbidden": ["Alamofire"]}}]}
            """#
        let source = """
            @preconcurrency import Alamofire
            import struct Alamofire.Session
            import Foundation; import Alamofire
            // import Alamofire
            let text = "import Alamofire"
            #if canImport(Alamofire)
            import Alamofire
            #endif
            /* import Alamofire */

            """
        #expect(try found(app(("Data/Client.swift", source)), json)
            == ["Data/Client.swift:1 no-alamofire", "Data/Client.swift:2 no-alamofire", "Data/Client.swift:3 no-alamofire",
                "Data/Client.swift:7 no-alamofire"])
    }

    @Test func anAllowListForbidsEveryOtherModuleInItsScopeOnly() throws {
        let json = #"""
            {"customRules": [{"id": "domain-imports", "message": "Domain imports Foundation only",
                              "imports": {"layers": ["Domain"], "allowed": ["Foundation"]}}]}
            """#
        let files = app(("Domain/Fare.swift", "import Foundation\nimport Combine\nstruct Fare {}\n"),
                        ("Data/Store.swift", "import Combine\nstruct Store {}\n"))
        #expect(try found(files, json) == ["Domain/Fare.swift:2 domain-imports"])
    }

    @Test func apisAreCodeTokensNotMembersDeclarationsLabelsCommentsOrStrings() throws {
        let json = #"""
            {"customRules": [{"id": "no-print", "severity": "warning", "message": "use the logger",
                              "apis": {"forbidden": ["print", "FileManager.default"]}}]}
            """#
        let source = """
            func print(_ value: Int) {}
            func run(logger: Logger) {
                print("x")
                logger.print("x")
                `print`("y")
                configure(print: true)
                // print("comment")
                let text = "print(\\"no\\")"
                #if DEBUG
                print("debug")
                #else
                let manager = FileManager.default
                #endif
                let other = FileManager.init()
                let spaced = FileManager
                    .default
            }

            """
        #expect(try found(app(("Data/Run.swift", source)), json)
            == ["Data/Run.swift:3 no-print", "Data/Run.swift:5 no-print", "Data/Run.swift:10 no-print",
                "Data/Run.swift:12 no-print", "Data/Run.swift:15 no-print"])
    }

    @Test func declarationsAreSelectedByKindNameAttributeAndConformance() throws {
        let json = #"""
            {"customRules": [
              {"id": "view-models-on-main-actor", "message": "view models run on the main actor",
               "declarations": {"kind": "class", "namePattern": "*ViewModel", "mustHaveAttribute": "@MainActor"}},
              {"id": "models-in-data", "message": "persisted models live in Data",
               "declarations": {"attribute": "Model", "mustBeInLayers": ["Data"]}},
              {"id": "final-domain-classes", "message": "Domain classes are final",
               "declarations": {"layers": ["Domain"], "kind": ["class"], "mustHaveModifier": "final"}},
              {"id": "views-not-observable", "message": "views hold no observable state",
               "declarations": {"conformsTo": "View", "mustNotConformTo": "ObservableObject"}}
            ]}
            """#
        let files = app(
            ("Presentation/TripsViewModel.swift", """
                @MainActor final class TripsViewModel {}
                final class FaresViewModel {}
                struct PlainViewModel {}

                """),
            ("Domain/Booking.swift", """
                @Model final class Booking {}
                class Ledger {}
                final class Clock {}

                """),
            ("Data/Entry.swift", "@Model final class Entry {}\n"),
            ("Presentation/Badge.swift", """
                struct Badge: SwiftUI.View {}
                extension Badge: ObservableObject {}
                struct Card: View {}

                """))
        #expect(try found(files, json) == [
            "Domain/Booking.swift:1 models-in-data", "Domain/Booking.swift:2 final-domain-classes",
            "Presentation/Badge.swift:1 views-not-observable", "Presentation/TripsViewModel.swift:2 view-models-on-main-actor",
        ])
    }

    /// A `dependencies` rule: the Presentation layer uses no type declared only under `Data/`.
    static let viewsSkipData = #"""
        {"customRules": [{"id": "views-skip-data", "message": "go through a Domain use case",
                          "dependencies": {"layers": ["Presentation"], "forbidden": {"paths": ["Data/**"]}}}]}
        """#

    @Test func dependenciesForbidTypesDeclaredInAnotherLayerOrPath() throws {
        let json = Self.viewsSkipData
        let files = app(
            ("Data/SQLiteStore.swift", "final class SQLiteStore {}\n"),
            ("Presentation/List.swift", """
                struct List {
                    let store: SQLiteStore
                    let again: SQLiteStore
                    let record = x.TripRecord
                    let trip: Trip
                    // SQLiteStore
                }

                """))
        #expect(try found(files, json) == ["Presentation/List.swift:2 views-skip-data"])
    }

    /// A type is forbidden only when every visible top-level declaration of it is in a forbidden file: one
    /// declared in another layer too is not, one declared elsewhere only `fileprivate` (or nested) still is.
    @Test func dependenciesForbidATypeOnlyWhereAllItsVisibleDeclarationsAre() throws {
        let json = Self.viewsSkipData
        let files = app(
            ("Data/Store.swift", "final class SQLiteStore {}\nstruct Shared {}\nstruct Hidden {}\nstruct Row {}\n"),
            ("Domain/Shared.swift", "struct Shared {}\nstruct Trip {\n    struct Row {}\n}\n"),
            ("Presentation/Other.swift", "fileprivate struct Hidden {}\n"),
            ("Presentation/List.swift", """
                struct List {
                    let store: SQLiteStore
                    let shared: Shared
                    let hidden: Hidden
                    let row: Row
                }

                """))
        #expect(try found(files, json) == [
            "Presentation/List.swift:2 views-skip-data", "Presentation/List.swift:4 views-skip-data",
            "Presentation/List.swift:5 views-skip-data",
        ])
    }

    @Test func conformancesAddedByExtensionsInOtherFilesCount() throws {
        // Three rules, four protocols, one pass over the project's extensions: an extension anywhere adds a
        // conformance, spelled plainly, qualified or `@unchecked`; an extension naming another protocol adds none.
        let json = #"""
            {"customRules": [
              {"id": "errors-are-enums", "message": "m", "declarations": {"conformsTo": "Error", "mustBeKind": "enum"}},
              {"id": "handlers-sendable", "message": "m",
               "declarations": {"namePattern": "*Handler", "mustConformTo": ["Sendable", "Hashable"]}},
              {"id": "no-observable", "message": "m", "declarations": {"kind": "class", "mustNotConformTo": "ObservableObject"}}
            ]}
            """#
        let files = app(
            ("Domain/Failure.swift", "struct Failure {}\nenum Refusal {}\nclass Store {}\nclass Cache {}\n"),
            ("Domain/Handlers.swift", "struct OrderHandler {}\nstruct PaymentHandler: Sendable {}\n"),
            ("Data/Conformances.swift", """
                extension Failure: Swift.Error {}
                extension Refusal: Error {}
                extension OrderHandler: @unchecked Sendable, Hashable {}
                extension PaymentHandler: Equatable {}
                extension Store: Combine.ObservableObject {}
                extension Cache: ObservableObjectLike {}

                """))
        #expect(try found(files, json) == [
            "Domain/Failure.swift:1 errors-are-enums", "Domain/Failure.swift:3 no-observable",
            "Domain/Handlers.swift:2 handlers-sendable",
        ])
    }

    @Test func aFileInNoLayerIsCheckedByARuleThatLooksAtIt() throws {
        // No Domain folder: no layers at all, and files no built-in rule reads are outlined without members.
        let json = #"""
            {"customRules": [
              {"id": "no-print", "message": "m", "apis": {"forbidden": ["print"]}},
              {"id": "tools-no-foundation", "message": "m", "imports": {"paths": ["Tools/**"], "forbidden": ["Foundation"]}},
              {"id": "sendable-models", "message": "m",
               "declarations": {"paths": ["Sources/**"], "kind": "struct", "mustConformTo": "Sendable"}}
            ]}
            """#
        let files: [(path: String, source: String)] = [
            ("Sources/Kit/Model.swift", "struct Model {}\nstruct Safe: Sendable {}\nfunc f() { print(1) }\n"),
            ("Tools/gen.swift", "import Foundation\n"),
            ("Tests/KitTests/ModelTests.swift", "func test() { print(2) }\n"),
        ]
        #expect(try found(files, json) == ["Sources/Kit/Model.swift:1 sendable-models",
                                           "Sources/Kit/Model.swift:3 no-print", "Tools/gen.swift:1 tools-no-foundation"])
    }

    @Test func aFileInNoLayerConformsThroughAnExtensionInAnother() throws {
        // No layers: pass 1 meets these files' rules and keeps what the rules that wait for the index read of each
        // declaration; an extension in another file adds the conformance a selector asks for, or a constraint.
        let json = #"""
            {"customRules": [
              {"id": "errors-are-enums", "message": "m", "declarations": {"conformsTo": "Error", "mustBeKind": "enum"}},
              {"id": "no-observable", "message": "m", "declarations": {"conformsTo": "ObservableObject", "mustNotConformTo": "ObservableObject"}},
              {"id": "final-handlers", "message": "m", "declarations": {"namePattern": "*Handler", "mustHaveModifier": "final"}}
            ]}
            """#
        let files: [(path: String, source: String)] = [
            ("Sources/Kit/Failures.swift", """
                struct Refusal {}
                enum Fault {}
                class Store {
                    struct Timeout {}
                }
                struct Direct: Error {}
                class Cache {}
                class PaymentHandler {}

                """),
            ("Sources/Kit/Conformances.swift", """
                extension Refusal: Swift.Error {}
                extension Fault: Error {}
                extension Store: ObservableObject {}
                extension Store.Timeout: Error {}
                extension Cache: Hashable {}
                extension PaymentHandler: Error {}

                """),
        ]
        #expect(try found(files, json) == [
            "Sources/Kit/Failures.swift:1 errors-are-enums", "Sources/Kit/Failures.swift:3 no-observable",
            "Sources/Kit/Failures.swift:4 errors-are-enums", "Sources/Kit/Failures.swift:6 errors-are-enums",
            "Sources/Kit/Failures.swift:8 errors-are-enums", "Sources/Kit/Failures.swift:8 final-handlers",
        ])
    }

    @Test func aRuleThatMatchesNothingIsNamed() throws {
        let json = #"""
            {"customRules": [
              {"id": "no-print-in-paths", "message": "m", "apis": {"paths": ["Feature/**"], "forbidden": ["print"]}},
              {"id": "no-services", "message": "m",
               "declarations": {"namePattern": "*Service", "mustBeKind": "actor"}},
              {"id": "fine", "message": "m", "apis": {"layers": ["Domain"], "forbidden": ["print"]}}
            ]}
            """#
        let result = LintHarness.lint(app(), configuration: try configuration(json))
        #expect(result.unmatchedCustomRules == [
            UnmatchedCustomRule(id: "no-print-in-paths", reason: "no file is in its scope"),
            UnmatchedCustomRule(id: "no-services", reason: "no declaration in its scope matches its selector"),
        ])
        #expect(result.findings.isEmpty)
    }

    @Test func customRulesTakeSuppressionsSettingsAndMetadataLikeBuiltInOnes() throws {
        let json = #"""
            {"customRules": [{"id": "no-print", "message": "use the logger", "description": "Logs go to the logger.",
                              "apis": {"forbidden": ["print"]}}],
             "rules": {"no-print": {"severity": "warning"}}}
            """#
        let source = """
            func run() {
                // archlint:disable:next no-print -- a demo
                print("a")
                print("b") // archlint:disable:this no-print
                print("c")
                // archlint:disable:next no-print
                let x = 1
            }

            """
        let result = LintHarness.lint(app(("Data/Run.swift", source)), configuration: try configuration(json))
        #expect(result.findings.map { "\($0.line) \($0.ruleID) \($0.severity)" }
            == ["5 no-print warning", "6 unused-suppression warning"])
        let descriptor = try #require(result.rules.first { $0.id == "no-print" })
        #expect(descriptor.name == "use the logger" && descriptor.documentation.contains("Logs go to the logger."))
        #expect(descriptor.defaultSeverity == .warning)

        let off = #"""
            {"customRules": [{"id": "no-print", "message": "m", "apis": {"forbidden": ["print"]}}],
             "rules": {"no-print": {"enabled": false}}}
            """#
        #expect(try found(app(("Data/Run.swift", "func f() { print(1) }\n")), off).isEmpty)
    }

    @Test func aRuleThatCannotWorkIsAConfigurationErrorNamingIt() {
        func rule(_ body: String) -> String { #"{"customRules": [{"id": "r", "message": "m", "# + body + "}]}" }
        #expect(failure(rule(#""apis": {"forbiden": ["print"]}"#))?.contains(
            #"customRules[0].apis.forbiden: unknown key"#) == true)
        #expect(failure(rule(#""apis": {"forbiden": ["print"]}"#))?.contains(#"did you mean "forbidden"?"#) == true)
        #expect(failure(#"{"customRules": [{"id": "domain-io-api", "message": "m", "apis": {"forbidden": ["a"]}}]}"#)
            == #".archlint.json: customRules[0].id: "domain-io-api" is a built-in rule's id"#)
        // `all` stands for every rule in a suppression comment: a rule of that name would hide every other one.
        #expect(failure(#"{"customRules": [{"id": "all", "message": "m", "apis": {"forbidden": ["print"]}}]}"#)
            == #".archlint.json: customRules[0].id: "all" is reserved: suppression comments use it for every rule; "#
            + "choose another id")
        #expect(failure(#"{"customRules": [{"id": "No Print", "message": "m", "apis": {"forbidden": ["a"]}}]}"#)?
            .contains("not a kebab-case id") == true)
        #expect(failure(rule(#""apis": {"forbidden": ["User Defaults"]}"#))?.contains(
            "customRules[0].apis.forbidden[0]: unusable pattern") == true)
        #expect(failure(rule(#""apis": {"forbidden": ["a"]}, "imports": {"forbidden": ["b"]}"#))?.contains(
            "a custom rule checks one thing") == true)
        #expect(failure(rule(#""declarations": {"namePattern": "*Service"}"#))?.contains(
            "say what a selected declaration must be") == true)
        #expect(failure(rule(#""apis": {"layers": ["Domian"], "forbidden": ["a"]}"#))?.contains(
            #"no layer is named "Domian""#) == true)
        #expect(failure(rule(#""apis": {"layers": ["Domian"], "forbidden": ["a"]}"#))?.contains(
            #"did you mean "Domain"?"#) == true)
        #expect(failure(rule(#""declarations": {"kind": "klass", "mustBeKind": "protocol"}"#))?.contains(
            #"did you mean "class"?"#) == true)
        #expect(failure(#"{"customRules": [{"id": "r", "apis": {"forbidden": ["a"]}}]}"#)?.contains(
            #"needs a "message""#) == true)
        #expect(failure(#"{"rules": {"no-such-rule": {"enabled": false}}}"#)?.contains("no rule has this id") == true)
    }
}
