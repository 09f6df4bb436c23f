@testable import ArchLintEngine
import ArchLintRules
import Testing
import TestSupport

/// `module-dependency` on a repository with two local packages: undeclared imports, unused dependencies, cycles,
/// and the manifests it must leave alone.
struct ModuleDependencyTests {
    private func found(_ files: [(path: String, source: String)], reportOnly: Set<String>? = nil) -> [String] {
        LintHarness.lint(files, reportOnly: reportOnly).findings.filter { $0.ruleID == "module-dependency" }
            .map { "\($0.file):\($0.line) \($0.severity)" }
    }

    /// An app package depending on a local `Shared` package through its product.
    private let app: [(path: String, source: String)] = [
        ("Package.swift", """
            // swift-tools-version:6.0
            import PackageDescription

            let package = Package(
                name: "App",
                dependencies: [.package(path: "Shared")],
                targets: [
                    .target(name: "Catalog", dependencies: [.product(name: "SharedKit", package: "Shared")]),
                    .target(name: "Orders", dependencies: ["Catalog", .target(name: "Pricing")]),
                    .target(name: "Pricing"),
                    .target(name: "Checkout", dependencies: ["Orders"]),
                    .target(name: "Reports"),
                    .testTarget(name: "OrdersTests", dependencies: ["Orders"]),
                ]
            )

            """),
        ("Shared/Package.swift", """
            // swift-tools-version:6.0
            import PackageDescription

            let package = Package(
                name: "Shared",
                products: [.library(name: "SharedKit", targets: ["Money", "Formatting"])],
                targets: [.target(name: "Money"), .target(name: "Formatting", dependencies: ["Money"])]
            )

            """),
        ("Shared/Sources/Money/Money.swift", "public struct Money {}\n"),
        ("Shared/Sources/Formatting/Format.swift", "import Money\npublic func format(_ m: Money) -> String { \"\" }\n"),
        ("Sources/Catalog/Item.swift", "import Money\npublic struct Item { let price: Money }\n"),
        ("Sources/Orders/Order.swift", "import Catalog\nimport Pricing\nimport Foundation\npublic struct Order {}\n"),
        ("Sources/Pricing/Rate.swift", "public struct Rate {}\n"),
        ("Sources/Reports/Report.swift", "public struct Report {}\n"),
        ("Sources/Checkout/Pay.swift", "import Orders\n"),
        ("Tests/OrdersTests/OrderTests.swift", "@testable import Orders\nimport Testing\n"),
    ]

    @Test func swiftFilesInADocumentationCatalogAreResources() {
        for path in ["Sources/Kit/Kit.docc/Tutorial.swift", "Kit.docc/A/B.swift", ".docc/x.swift", "a/.docc/x.swift"] {
            #expect(ModuleDependencies.isDocumentationResource(path), "\(path)")
        }
        for path in ["Sources/Kit/Kit.swift", "Sources/Kit/Guide.docc", "Sources/Kit.doccs/x.swift", "docc/x.swift",
                     "Sources/Kit/a.docc.swift", ""] {
            #expect(!ModuleDependencies.isDocumentationResource(path), "\(path)")
        }
    }

    @Test func aConsistentGraphIsQuietProductsCountForTheirTargets() {
        #expect(found(app).isEmpty)
    }

    @Test func anImportTheTargetDoesNotDeclareIsAnError() {
        // Checkout imports Reports, which nothing it depends on reaches: it builds only if Reports happens to be
        // built first. Pricing, reached through Orders, is a warning of its own (below).
        var files = app
        files.removeAll { $0.path == "Sources/Checkout/Pay.swift" }
        files.append(("Sources/Checkout/Pay.swift", "import Orders\nimport Pricing\nimport Reports\n"))
        #expect(found(files) == ["Sources/Checkout/Pay.swift:2 warning", "Sources/Checkout/Pay.swift:3 error"])
    }

    @Test func anImportReachedOnlyThroughAnotherTargetIsOneWarningWithTheEntryToAdd() throws {
        // OrdersTests declares Orders and imports Catalog and Pricing, which Orders depends on; Money comes
        // through Catalog's product dependency on another package of the project.
        var files = app
        files.append(("Tests/OrdersTests/CatalogTests.swift",
                      "import Catalog\n@testable import Orders\nimport Pricing\nlet item: Item? = nil\n"))
        files.append(("Tests/OrdersTests/PricingTests.swift", "import Pricing\nimport Money\n"))
        files.append(("Tests/OrdersTests/MoreTests.swift", "import Pricing\n"))
        let findings = LintHarness.lint(files).findings.filter { $0.ruleID == "module-dependency" }
        #expect(findings.map { "\($0.file):\($0.line) \($0.severity)" } == [
            "Tests/OrdersTests/CatalogTests.swift:1 warning",
            "Tests/OrdersTests/CatalogTests.swift:3 warning",
            "Tests/OrdersTests/PricingTests.swift:2 warning",
        ])
        let messages = findings.map(\.message)
        #expect(messages[0] == "`import Catalog` in target `OrdersTests` reaches `Catalog` only through `Orders` — "
            + "add `\"Catalog\"` to the dependencies of `OrdersTests` in Package.swift; it builds now only because "
            + "`Orders` depends on it")
        #expect(messages[1].hasPrefix("`import Pricing` in target `OrdersTests` reaches "))
        // The same import in the target's other files is the finding's places there, each with its file.
        #expect(findings[1].places == [
            FindingPlace(line: 1, column: 1, sourceLine: "import Pricing", file: "Tests/OrdersTests/MoreTests.swift"),
            FindingPlace(line: 1, column: 1, sourceLine: "import Pricing", file: "Tests/OrdersTests/PricingTests.swift"),
        ])
        #expect(findings[1].placesNote == "and in 2 more files: Tests/OrdersTests/MoreTests.swift:1, "
            + "Tests/OrdersTests/PricingTests.swift:1")
        #expect(messages[2].contains("add `.product(name: \"SharedKit\", package: \"Shared\")` to the dependencies of "
            + "`OrdersTests` in Package.swift"))
    }

    @Test func anImportThatNamesNothingOfItsModuleIsToldToGo() throws {
        // OrdersTests imports Catalog (reached through Orders) and Checkout imports Reports (reached through
        // nothing), and neither file names anything the module declares: the import is deleted, not declared.
        var files = app
        files.removeAll { $0.path == "Sources/Checkout/Pay.swift" }
        files.append(("Sources/Checkout/Pay.swift", "import Orders\nimport Reports\nlet order: Order? = nil\n"))
        files.append(("Tests/OrdersTests/CatalogTests.swift", "import Catalog\n@testable import Orders\n"))
        let findings = LintHarness.lint(files).findings.filter { $0.ruleID == "module-dependency" }
        let catalog = try #require(findings.first { $0.message.hasPrefix("`import Catalog`") })
        #expect(catalog.message == "`import Catalog` in target `OrdersTests` reaches `Catalog` only through `Orders` "
            + "— the files that import it name nothing `Catalog` declares: delete the imports (or, if something of it "
            + "is used after all, add `\"Catalog\"` to the dependencies of `OrdersTests` in Package.swift); it builds "
            + "now only because `Orders` depends on it")
        let reports = try #require(findings.first { $0.message.hasPrefix("`import Reports`") })
        #expect(reports.message == "`import Reports` in target `Checkout`, whose dependencies in Package.swift do not "
            + "name it — this file names nothing `Reports` declares: delete the import (declare it only if something "
            + "of it is used after all)")
        // A module with a type of its own name: the `import` line names the module, not the type.
        files.removeAll { $0.path == "Sources/Reports/Report.swift" }
        files.append(("Sources/Reports/Report.swift", "public struct Reports {}\n"))
        let sameName = LintHarness.lint(files).findings.filter { $0.message.hasPrefix("`import Reports`") }
        #expect(sameName.first?.message.contains("delete the import") == true, "\(sameName.map(\.message))")
        files.removeAll { $0.path == "Sources/Reports/Report.swift" }
        files.append(("Sources/Reports/Report.swift", "public struct Report {}\n"))
        // A file that names one of its types is told to declare it.
        files.removeAll { $0.path == "Sources/Checkout/Pay.swift" }
        files.append(("Sources/Checkout/Pay.swift", "import Orders\nimport Reports\nlet report: Report? = nil\n"))
        let named = LintHarness.lint(files).findings.filter { $0.message.hasPrefix("`import Reports`") }
        #expect(named.map(\.message) == ["`import Reports` in target `Checkout`, whose dependencies in Package.swift "
            + "do not name it — declare it, or the target builds by accident or not at all"])
    }

    @Test(arguments: [
        // A conformance added to another module's type, used wherever the type is compared or hashed.
        "public struct Report {}\nextension Int: @retroactive Identifiable { public var id: Int { self } }\n",
        // Called as `value(…)`, `value[…]`, or written as an operator: no name of them shows at the call.
        "public struct Report {}\npublic struct Scale { public func callAsFunction(_ x: Int) -> Int { x } }\n",
        "public struct Report {}\nextension Array { public subscript(safe i: Int) -> Element? { nil } }\n",
        "public struct Report {}\ninfix operator <~>\npublic func <~> (a: Int, b: Int) -> Int { a }\n",
        // An initialiser added to another module's type: `String(reportTitle:)` names only the type.
        "public struct Report {}\nextension String { public init(reportTitle: Int) { self = \"\" } }\n",
        // The second case of a list, used as `.weekly`.
        "public enum Period { case daily, weekly(Int) }\n",
        // An operator function overloading an existing operator: no name to write at the use.
        "public struct Report {}\nextension String { public static func - (a: String, b: String) -> String { a } }\n",
        // A module that hands on another's names.
        "@_exported import Foundation\npublic struct Report {}\n",
    ])
    func whatAModuleMayLendUnnamedKeepsTheAdviceToDeclareIt(reports source: String) throws {
        func message(reports source: String) -> [String] {
            var files = app
            files.removeAll { $0.path == "Sources/Checkout/Pay.swift" || $0.path == "Sources/Reports/Report.swift" }
            files.append(("Sources/Reports/Report.swift", source))
            files.append(("Sources/Checkout/Pay.swift", "import Orders\nimport Reports\n"
                + "let p = [1].count + 1 == 2 ? 0 : 1\nfunc pick() -> Any { Optional<Int>.none as Any }\nlet weekly = 7\n"))
            return LintHarness.lint(files).findings.filter { $0.message.hasPrefix("`import Reports`") }.map(\.message)
        }
        // The same file, when the module declares only a type it does not name, is told to delete the import.
        #expect(message(reports: "public struct Report {}\n").first?.contains("delete the import") == true)
        #expect(message(reports: source) == ["`import Reports` in target `Checkout`, whose dependencies in "
            + "Package.swift do not name it — declare it, or the target builds by accident or not at all"])
    }

    @Test func aDependencyByNameAloneIsAProductOfAnotherPackageWhenNoTargetHasIt() {
        // Reports names `SharedKit`, which is no target of its package but a product of Shared that vends Money
        // and Formatting: both are its direct dependencies.
        var files = app
        files.removeAll { $0.path == "Package.swift" || $0.path == "Sources/Reports/Report.swift" }
        files.append(("Package.swift", app[0].source.replacingOccurrences(
            of: #".target(name: "Reports"),"#, with: #".target(name: "Reports", dependencies: ["SharedKit"]),"#)))
        files.append(("Sources/Reports/Report.swift",
                      "import Formatting\nimport Money\npublic let total = format(Money())\n"))
        #expect(found(files).isEmpty)
    }

    @Test func aDependencyWithNoSwiftFileMayBeImportedByAnotherName() throws {
        // CZlib has no Swift file: a C target whose module map may call it `zlibShim`. Reports imports a module
        // that is neither the project's nor the platform's, so whether it uses CZlib cannot be told.
        var files = app
        files.removeAll { $0.path == "Package.swift" || $0.path == "Sources/Reports/Report.swift" }
        files.append(("Package.swift", app[0].source.replacingOccurrences(
            of: #".target(name: "Reports"),"#,
            with: #".target(name: "CZlib"), .target(name: "Reports", dependencies: ["CZlib"]),"#)))
        files.append(("Sources/Reports/Report.swift", "import Foundation\nimport zlibShim\npublic struct Report {}\n"))
        #expect(found(files).isEmpty)
        // Importing only the platform's modules, it surely does not use CZlib.
        files.removeAll { $0.path == "Sources/Reports/Report.swift" }
        files.append(("Sources/Reports/Report.swift", "import Foundation\npublic struct Report {}\n"))
        let findings = LintHarness.lint(files).findings.filter { $0.ruleID == "module-dependency" }
        #expect(findings.map(\.message) == [
            "`CZlib` is a dependency of target `Reports` that none of its files imports — remove it, or import what "
                + "it is for",
        ])
    }

    @Test func anImportReachedThroughSeveralDependenciesNamesThemAll() throws {
        let files: [(path: String, source: String)] = [
            ("Package.swift", """
                // swift-tools-version:6.0
                import PackageDescription

                let package = Package(
                    name: "Kit",
                    targets: [
                        .target(name: "Base"),
                        .target(name: "Left", dependencies: ["Base"]),
                        .target(name: "Right", dependencies: ["Base"]),
                        .target(name: "Top", dependencies: ["Left", "Right"]),
                    ]
                )

                """),
            ("Sources/Base/Base.swift", "public struct Base {}\n"),
            ("Sources/Left/Left.swift", "import Base\npublic struct Left { let base: Base }\n"),
            ("Sources/Right/Right.swift", "import Base\npublic struct Right { let base: Base }\n"),
            ("Sources/Top/Top.swift", "import Base\nimport Left\nimport Right\nstruct Top { let base: Base }\n"),
        ]
        let findings = LintHarness.lint(files).findings.filter { $0.ruleID == "module-dependency" }
        #expect(findings.map(\.message) == [
            "`import Base` in target `Top` reaches `Base` only through `Left` and `Right` — add `\"Base\"` to the "
                + "dependencies of `Top` in Package.swift; it builds now only because they depend on it",
        ])
    }

    @Test func anImportNoProductExportsIsToldToAddOneFirst() throws {
        // Catalog imports Ledger, which only Formatting (in the SharedKit product) depends on; no product has it.
        var files = app.filter { !["Shared/Package.swift", "Sources/Catalog/Item.swift"].contains($0.path) }
        files.append(("Shared/Package.swift", """
            // swift-tools-version:6.0
            import PackageDescription

            let package = Package(
                name: "Shared",
                products: [.library(name: "SharedKit", targets: ["Money", "Formatting"])],
                targets: [
                    .target(name: "Ledger"),
                    .target(name: "Money"),
                    .target(name: "Formatting", dependencies: ["Money", "Ledger"]),
                ]
            )

            """))
        files.append(("Shared/Sources/Ledger/Ledger.swift", "public struct Ledger {}\n"))
        files.append(("Sources/Catalog/Item.swift",
                      "import Money\nimport Ledger\npublic struct Item { let price: Money; let ledger: Ledger? }\n"))
        let findings = LintHarness.lint(files).findings.filter { $0.ruleID == "module-dependency" }
        let ledger = try #require(findings.first { $0.message.hasPrefix("`import Ledger`") })
        #expect(ledger.message == "`import Ledger` in target `Catalog` reaches `Ledger` only through `SharedKit` — no "
            + "product of the package in Shared/Package.swift exports it: add a library product for `Ledger` there and "
            + "declare it in the dependencies of `Catalog` in Package.swift; it builds now only because `SharedKit` "
            + "depends on it")
    }

    @Test func anUnusedDependencyThatCarriesAnotherImportNamesThePairedChange() throws {
        // Checkout declares Orders and imports none of it, but imports Pricing, which only Orders reaches.
        var files = app
        files.removeAll { $0.path == "Sources/Checkout/Pay.swift" }
        files.append(("Sources/Checkout/Pay.swift", "import Pricing\n"))
        let findings = LintHarness.lint(files).findings.filter { $0.ruleID == "module-dependency" }
        let unused = try #require(findings.first { $0.file == "Package.swift" })
        #expect(unused.message == "`Orders` is a dependency of target `Checkout` that none of its files imports, but "
            + "imports reach their module only through it (`Pricing` in `Checkout`) — declare those modules in the "
            + "targets that import them; removing `Orders` alone breaks the build")
        // Reports, which Pay.swift does not import and nothing else needs, is removed plainly.
        files.removeAll { $0.path == "Package.swift" }
        files.append(("Package.swift", app[0].source.replacingOccurrences(
            of: #".target(name: "Checkout", dependencies: ["Orders"]),"#,
            with: #".target(name: "Checkout", dependencies: ["Orders", "Reports"]),"#)))
        let plain = LintHarness.lint(files).findings.filter { $0.ruleID == "module-dependency" && $0.message.hasPrefix("`Reports`") }
        #expect(plain.map(\.message) == ["`Reports` is a dependency of target `Checkout` that none of its files "
            + "imports — remove it, or import what it is for"])
    }

    @Test func anUnusedDependencyThatATargetDependingOnItReachesThroughNamesThatTargetToo() throws {
        let files: [(path: String, source: String)] = [
            ("Package.swift", """
                // swift-tools-version:6.0
                import PackageDescription

                let package = Package(
                    name: "Tool",
                    targets: [
                        .target(name: "Kit"),
                        .target(name: "Engine", dependencies: ["Kit"]),
                        .executableTarget(name: "tool", dependencies: ["Engine"]),
                    ]
                )

                """),
            ("Sources/Kit/Kit.swift", "public struct Kit {}\n"),
            ("Sources/Engine/Engine.swift", "public struct Engine {}\n"),
            ("Sources/tool/main.swift", "import Engine\nimport Kit\n"),
        ]
        let findings = LintHarness.lint(files).findings.filter { $0.ruleID == "module-dependency" }
        let unused = try #require(findings.first { $0.file == "Package.swift" })
        #expect(unused.message == "`Kit` is a dependency of target `Engine` that none of its files imports, but "
            + "imports reach their module only through it (`Kit` in `tool`) — declare those modules in the targets "
            + "that import them; removing `Kit` alone breaks the build")
    }

    /// A package whose `Screens` target declares `Theme` and `Fixtures` and imports neither.
    private func extensionMemberPackage(screens: String) -> [(path: String, source: String)] {
        [
            ("Package.swift", """
                // swift-tools-version:6.0
                import PackageDescription

                let package = Package(
                    name: "Shop",
                    targets: [
                        .target(name: "Theme"),
                        .target(name: "Fixtures"),
                        .target(name: "Screens", dependencies: ["Theme", "Fixtures"]),
                    ]
                )

                """),
            ("Sources/Theme/Theme.swift", """
                import SwiftUI
                public struct Palette { public var accent = 0 }
                extension EnvironmentValues {
                    public var palette: Palette { get { Palette() } set {} }
                }
                extension Palette {
                    public static let plain = Palette()
                }

                """),
            ("Sources/Fixtures/Fixtures.swift", """
                import Foundation
                extension UUID {
                    public static let first = UUID()
                }
                extension Date {
                    public static let fixed = Date()
                    private static let hidden = Date()
                }

                """),
            ("Sources/Screens/Screen.swift", screens),
        ]
    }

    @Test func anUnusedDependencyWhoseExtensionMembersAreUsedIsToldToBeImported() throws {
        let findings = LintHarness.lint(extensionMemberPackage(screens: """
            import SwiftUI
            struct Screen: View {
                @Environment(\\.palette) var palette
                let id = UUID.first
                var body: some View { Text("") }
            }

            """)).findings.filter { $0.ruleID == "module-dependency" }
        let theme = try #require(findings.first { $0.message.hasPrefix("`Theme`") })
        #expect(theme.message == "`Theme` is a dependency of target `Screens` that none of its files imports, yet "
            + "Sources/Screens/Screen.swift uses `EnvironmentValues.palette`, a member `Theme` adds in an extension "
            + "— import `Theme` in the files that use it; without the import it resolves only while another import "
            + "happens to load `Theme`")
        #expect(theme.places.map { "\($0.file ?? ""):\($0.line)" } == ["Sources/Screens/Screen.swift:3"])
        let fixtures = try #require(findings.first { $0.message.hasPrefix("`Fixtures`") })
        #expect(fixtures.message.contains("uses `UUID.first`"))
    }

    @Test func anExtensionOfATypeAliasInAnotherFileIsOfTheModulesOwnType() throws {
        // `Palette` is the module's own type under another name, declared in a file with no extension: a use of
        // `Palette.plain` needs the import to name `Palette` at all, so the dependency is plainly unused.
        var files = extensionMemberPackage(screens: "import Foundation\nlet plain = Palette.plain\n")
        files.removeAll { $0.path == "Sources/Theme/Theme.swift" }
        files.append(("Sources/Theme/AppPalette.swift", "public struct AppPalette {}\npublic typealias Palette = AppPalette\n"))
        files.append(("Sources/Theme/Palette+Plain.swift",
                      "extension Palette {\n    public static let plain = AppPalette()\n}\n"))
        let findings = LintHarness.lint(files).findings.filter { $0.ruleID == "module-dependency" }
        let theme = try #require(findings.first { $0.message.hasPrefix("`Theme`") })
        #expect(theme.message == "`Theme` is a dependency of target `Screens` that none of its files imports — "
            + "remove it, or import what it is for")
    }

    @Test func aSnippetInADocumentationCatalogUsesNoMember() throws {
        // The catalog's Swift files are resources: `UUID.first` there does not make Fixtures used.
        var files = extensionMemberPackage(screens: "import Foundation\n")
        files.append(("Sources/Screens/Screens.docc/Snippet.swift", "import Foundation\nlet id = UUID.first\n"))
        let findings = LintHarness.lint(files).findings.filter { $0.ruleID == "module-dependency" }
        let fixtures = try #require(findings.first { $0.message.hasPrefix("`Fixtures`") })
        #expect(fixtures.message == "`Fixtures` is a dependency of target `Screens` that none of its files imports — "
            + "remove it, or import what it is for")
    }

    @Test func aMemberUsedThroughSelfInTheTargetsOwnExtensionCounts() throws {
        let findings = LintHarness.lint(extensionMemberPackage(screens: """
            import SwiftUI
            extension EnvironmentValues {
                var accent: Int { self.palette.accent }
            }

            """)).findings.filter { $0.ruleID == "module-dependency" }
        let theme = try #require(findings.first { $0.message.hasPrefix("`Theme`") })
        #expect(theme.message.contains("uses `EnvironmentValues.palette`"), "\(theme.message)")
        #expect(theme.places.map(\.line) == [3])
    }

    @Test func membersWhoseTypeTheTextDoesNotTellLeaveTheRemovalAdvice() {
        // An implicit member, a value's member, a private member and a key path to a member of the target's own
        // type may be anybody's: the dependencies stay unused.
        let findings = LintHarness.lint(extensionMemberPackage(screens: """
            import Foundation
            struct Row { var palette = 0 }
            func pick(_ day: Date = .fixed, rows: [Row], stamps: [Date]) -> [Int] {
                _ = Date.hidden
                _ = stamps.first
                return rows.map(\\.palette)
            }

            """)).findings.filter { $0.ruleID == "module-dependency" }
        #expect(findings.map(\.message) == [
            "`Theme` is a dependency of target `Screens` that none of its files imports — remove it, or import what "
                + "it is for",
            "`Fixtures` is a dependency of target `Screens` that none of its files imports — remove it, or import "
                + "what it is for",
        ])
    }

    /// Each import is judged once per target and reported at every file that makes it, with the file's layer.
    @Test func everyFileOfATargetThatMakesAnUndeclaredImportIsReportedWithItsLayer() {
        var files = app
        files.removeAll { $0.path == "Sources/Checkout/Pay.swift" }
        files += [
            ("Sources/Checkout/Cart.swift", "import Orders\nimport Reports\n"),
            ("Sources/Checkout/Pay.swift", "import Reports\nimport Orders\nimport Reports\n"),
            ("Sources/Checkout/Receipt.swift", "import Foundation\nimport Reports\n"),
        ]
        let configuration = Configuration(layers: [
            LayerDefinition(name: "Checkout", paths: ["Sources/Checkout/**"], mayDependOn: ["Orders"]),
            LayerDefinition(name: "Orders", paths: ["Sources/Orders/**"]),
        ])
        let findings = LintHarness.lint(files, configuration: configuration).findings
            .filter { $0.ruleID == "module-dependency" }
        #expect(findings.map { "\($0.file):\($0.line) \($0.severity)" } == [
            "Sources/Checkout/Cart.swift:2 error", "Sources/Checkout/Pay.swift:1 error",
            "Sources/Checkout/Pay.swift:3 error", "Sources/Checkout/Receipt.swift:2 error",
        ])
        #expect(findings.allSatisfy { $0.layer == "Checkout" })
    }

    @Test func theConfiguredSeverityAppliesToImportsReachedThroughAnotherTarget() {
        var files = app
        files.append(("Tests/OrdersTests/PricingTests.swift", "import Pricing\n"))
        let configuration = Configuration(rules: ["module-dependency": RuleSettings(severity: .error)])
        let findings = LintHarness.lint(files, configuration: configuration).findings
            .filter { $0.ruleID == "module-dependency" }
        #expect(findings.map { "\($0.file):\($0.line) \($0.severity)" } == ["Tests/OrdersTests/PricingTests.swift:1 error"])
    }

    @Test func listsDeclaredInTheManifestAreReadAndTheirEntriesAreNotCalledUnused() {
        let files: [(path: String, source: String)] = [
            ("Package.swift", """
                // swift-tools-version:6.0
                import PackageDescription

                let baseDeps: [Target.Dependency] = ["Core", .target(name: "Logging")]
                let testDeps = baseDeps + ["Fixtures"]

                let package = Package(
                    name: "Tools",
                    targets: [
                        .target(name: "Core"),
                        .target(name: "Logging"),
                        .target(name: "Fixtures", dependencies: ["Core"]),
                        .target(name: "Storage", dependencies: baseDeps + ["Fixtures"]),
                        .target(name: "Sync", dependencies: baseDeps),
                        .testTarget(name: "StorageTests", dependencies: testDeps + ["Storage"]),
                    ]
                )

                """),
            ("Sources/Core/Core.swift", "public struct Core {}\n"),
            ("Sources/Logging/Log.swift", "public enum Log {}\n"),
            ("Sources/Fixtures/Fixture.swift", "import Core\n"),
            ("Sources/Storage/Store.swift", "import Core\nimport Logging\n"),
            ("Sources/Sync/Sync.swift", "import Core\nimport Storage\n"),
            ("Tests/StorageTests/StoreTests.swift", "import Core\nimport Fixtures\n@testable import Storage\n"),
        ]
        // Storage declares Fixtures and imports none of it; Sync imports Storage it never declared. Sync leaves
        // Logging of the shared list unused: the list is not Sync's to change.
        #expect(found(files) == ["Package.swift:13 warning", "Sources/Sync/Sync.swift:2 error"])
    }

    @Test func aDeclaredDependencyNoFileImportsIsAWarningOnItsEntry() {
        var files = app
        files.removeAll { $0.path == "Sources/Orders/Order.swift" }
        files.append(("Sources/Orders/Order.swift", "import Catalog\npublic struct Order {}\n"))
        #expect(found(files) == ["Package.swift:9 warning"])
    }

    @Test func targetsThatImportEachOtherAreOneCycleFinding() {
        var files = app
        files.removeAll { $0.path == "Sources/Pricing/Rate.swift" }
        files.append(("Sources/Pricing/Rate.swift", "import Orders\npublic struct Rate {}\n"))
        let findings = LintHarness.lint(files).findings.filter { $0.ruleID == "module-dependency" }
        #expect(findings.map { "\($0.file):\($0.line)" } == ["Sources/Orders/Order.swift:2", "Sources/Pricing/Rate.swift:1"])
        #expect(findings.first?.message.contains("Orders → Pricing → Orders") == true)
        #expect(findings.last?.message.contains("whose dependencies in Package.swift do not name it") == true)
    }

    @Test func manifestsItCannotReadAndTargetsUsedWithoutImportAreLeftAlone() {
        let files: [(path: String, source: String)] = [
            ("Package.swift", """
                // swift-tools-version:6.0
                import PackageDescription

                func shared() -> [Target.Dependency] { ["Core"] }
                let package = Package(
                    name: "Tools",
                    dependencies: [.package(url: "https://example.com/parsing", from: "1.0.0")],
                    targets: [
                        .target(name: "Core"),
                        .macro(name: "CoreMacros"),
                        .target(name: "Feature", dependencies: shared()),
                        .target(name: "Other", dependencies: ["CoreMacros", .product(name: "Parsing", package: "parsing")]),
                    ]
                )

                """),
            ("Sources/Core/Core.swift", "public struct Core {}\n"),
            ("Sources/CoreMacros/Macro.swift", "struct Macro {}\n"),
            ("Sources/Feature/Feature.swift", "import Core\nimport Other\n"),
            ("Sources/Other/Other.swift", "import Foundation\n"),
            ("Sources/Other/Guide.docc/Resources/step1.swift", "import Core\n"),
        ]
        #expect(found(files).isEmpty)
    }

    @Test func suppressionsAndStagedRunsApply() {
        var files = app
        files.removeAll { $0.path == "Sources/Checkout/Pay.swift" }
        files.append(("Sources/Checkout/Pay.swift",
                      "import Orders\n// archlint:disable:next module-dependency -- moving soon\nimport Reports\n"))
        #expect(found(files).isEmpty)
        files.removeAll { $0.path == "Sources/Checkout/Pay.swift" }
        files.append(("Sources/Checkout/Pay.swift", "import Orders\nimport Reports\n"))
        #expect(found(files, reportOnly: ["Sources/Orders/Order.swift"]).isEmpty)
        #expect(found(files, reportOnly: ["Sources/Checkout/Pay.swift"]) == ["Sources/Checkout/Pay.swift:2 error"])
    }
}
