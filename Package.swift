// swift-tools-version:6.0
// ArchLint: a clean-architecture linter for Swift. Toolchain only: no package dependencies.
import PackageDescription

let package = Package(
    name: "ArchLint",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "archlint", targets: ["archlint"]),
        .library(name: "ArchLintEngine", targets: ["ArchLintEngine"]),
        .plugin(name: "ArchLintPlugin", targets: ["ArchLintPlugin"]),
        .plugin(name: "ArchLintBuildPlugin", targets: ["ArchLintBuildPlugin"]),
    ],
    dependencies: [],
    targets: [
        // Core Library — dependencies point one way: Lexer ← Outline ← Rules ← Engine ← Project ← LanguageServer,
        // Reporters ← CLI ← archlint
        .target(name: "ArchLintLexer"),
        // The C allocator's settings for a run that lints once (glibc's `mallopt`, which Swift does not import).
        .target(name: "ArchLintAllocator"),
        .target(name: "ArchLintOutline", dependencies: ["ArchLintLexer"]),
        .target(name: "ArchLintRules", dependencies: ["ArchLintLexer", "ArchLintOutline"]),
        .target(name: "ArchLintEngine", dependencies: ["ArchLintLexer", "ArchLintOutline", "ArchLintRules"]),
        .target(name: "ArchLintReporters", dependencies: ["ArchLintRules", "ArchLintEngine"]),
        // The project on disk: root, configuration, baseline, files, git; what every entry point lints.
        .target(name: "ArchLintProject",
                dependencies: ["ArchLintLexer", "ArchLintOutline", "ArchLintRules", "ArchLintEngine"]),
        // `archlint lsp`: the Language Server Protocol over stdio, linting unsaved buffers against the project.
        .target(name: "ArchLintLanguageServer",
                dependencies: ["ArchLintRules", "ArchLintEngine", "ArchLintProject"]),
        .target(
            name: "ArchLintCLI",
            dependencies: ["ArchLintLexer", "ArchLintOutline", "ArchLintRules", "ArchLintEngine", "ArchLintProject",
                           "ArchLintReporters", "ArchLintLanguageServer", "ArchLintAllocator"]
        ),
        .executableTarget(name: "archlint", dependencies: ["ArchLintCLI"]),
        .plugin(
            name: "ArchLintPlugin",
            capability: .command(intent: .custom(verb: "archlint",
                                                 description: "Lint the package against clean-architecture rules")),
            dependencies: ["archlint"]
        ),
        // Lints each target's files before it compiles: findings as build warnings and errors.
        .plugin(name: "ArchLintBuildPlugin", capability: .buildTool(), dependencies: ["archlint"]),

        // Benchmarks
        .executableTarget(name: "LexerBenchmark", dependencies: ["ArchLintLexer"], path: "Benchmarks/LexerBenchmark"),

        // Tests
        .target(name: "TestSupport", dependencies: ["ArchLintEngine", "ArchLintRules"], path: "Tests/TestSupport"),
        .testTarget(name: "ArchLintLexerTests", dependencies: ["ArchLintLexer", "TestSupport"]),
        .testTarget(name: "ArchLintOutlineTests", dependencies: ["ArchLintOutline", "TestSupport"]),
        .testTarget(name: "ArchLintRulesTests", dependencies: ["ArchLintRules", "ArchLintEngine", "TestSupport"]),
        .testTarget(name: "ArchLintEngineTests", dependencies: ["ArchLintEngine", "TestSupport"]),
        .testTarget(name: "ArchLintReportersTests", dependencies: ["ArchLintReporters", "TestSupport"], exclude: ["Snapshots"]),
        .testTarget(name: "ArchLintProjectTests",
                    dependencies: ["ArchLintProject", "ArchLintEngine", "ArchLintRules", "TestSupport"]),
        .testTarget(name: "ArchLintLanguageServerTests",
                    dependencies: ["ArchLintLanguageServer", "ArchLintEngine", "ArchLintProject", "ArchLintRules",
                                   "TestSupport"]),
        .testTarget(name: "ArchLintCLITests", dependencies: ["ArchLintCLI", "ArchLintProject", "TestSupport"]),
    ]
)
