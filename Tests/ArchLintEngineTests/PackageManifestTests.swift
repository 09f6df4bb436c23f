import ArchLintEngine
import ArchLintLexer
import ArchLintOutline
import Testing

@Suite struct PackageManifestTests {
    @Test func manifestTargetNamesAreRead() {
        let manifest = """
            let package = Package(name: "Trips", targets: [
                .target(name: "TripDomain"),
                .target(
                    name: "TripData", dependencies: ["TripDomain"]),
                .executableTarget(name: "TripApp", dependencies: ["TripData"]),
                .testTarget(name: "TripDomainTests"),
            ])
            """
        let file = OutlinedFile(path: "Package.swift", source: SourceText(manifest))
        #expect(PackageManifest(file: file).targets.map(\.name) == ["TripDomain", "TripData", "TripApp", "TripDomainTests"])
        #expect(PackageManifest(file: file).targets.map(\.isTest) == [false, false, false, true])
    }

    @Test func nestedNameLabelsAndPathsAreRead() {
        let manifest = """
            .target(name: "Core", dependencies: [.product(name: "Other", package: "other")], path: "Lib/Core")
            """
        let targets = PackageManifest(file: OutlinedFile(path: "Package.swift", source: SourceText(manifest))).targets
        #expect(targets.map(\.name) == ["Core"])
        #expect(targets.map(\.path) == ["Lib/Core"])
    }

    @Test func sourcesAndExcludeListsAreRead() {
        let manifest = """
            .target(name: "Core", path: "Lib", exclude: ["Legacy", "Notes.md"], sources: ["Rules", "Money.swift"]),
            .target(name: "Rest", path: "Lib")
            """
        let targets = PackageManifest(file: OutlinedFile(path: "Package.swift", source: SourceText(manifest))).targets
        #expect(targets.map(\.sources) == [["Rules", "Money.swift"], nil])
        #expect(targets.map(\.exclude) == [["Legacy", "Notes.md"], []])
    }

    @Test func dependencyListsBuiltFromListsDeclaredInTheManifestAreRead() {
        let manifest = """
            let log: PackageDescription.Target.Dependency = .product(name: "Log", package: "log")
            let baseDeps: [Target.Dependency] = ["Domain", log]
            var testing = baseDeps + [.target(name: "Fixtures")]
            func computed() -> [Target.Dependency] { [] }
            let package = Package(name: "App", targets: [
                .target(name: "Data", dependencies: baseDeps + ["Networking"]),
                .testTarget(name: "DataTests", dependencies: ["Data"] + testing),
                .target(name: "Sync", dependencies: computed()),
                .target(name: "Cache", dependencies: baseDeps.filter { _ in true }),
                .target(name: "Loop", dependencies: loop),
            ])
            let loop = loop + ["Domain"]
            """
        let targets = PackageManifest(file: OutlinedFile(path: "Package.swift", source: SourceText(manifest))).targets
        #expect(targets.map { $0.dependencies?.map(\.name) } == [
            ["Domain", "Log", "Networking"], ["Data", "Domain", "Log", "Fixtures"], nil, nil, nil,
        ])
        #expect(targets[1].dependencies?.map(\.sharedList) == [nil, "baseDeps", "log", "testing"])
        #expect(targets[0].dependencies?.map(\.line) == [2, 1, 6])
        #expect(targets[0].dependencies?.map(\.isProduct) == [false, true, false])
    }

    @Test func targetsDeclaredInAListAreStillTargets() {
        let manifest = """
            let shared: [Target.Dependency] = [.target(name: "Core")]
            let targets: [Target] = [
                .target(name: "Core"),
                .target(name: "Feature", dependencies: shared),
            ]
            let package = Package(name: "App", targets: targets)
            """
        let targets = PackageManifest(file: OutlinedFile(path: "Package.swift", source: SourceText(manifest))).targets
        #expect(targets.map(\.name) == ["Core", "Feature"])
        #expect(targets.map { $0.dependencies?.map(\.name) } == [[], ["Core"]])
    }

    @Test func aListJoinedWithItselfComesToItsEntriesOnce() {
        // Each list doubles the one before: read by re-expanding each name, 64 of them are 2⁶⁴ entries.
        var manifest = "let l0: [Target.Dependency] = [\"Core\", .product(name: \"Log\", package: \"log\")]\n"
        for level in 1...64 { manifest += "let l\(level) = l\(level - 1) + l\(level - 1)\n" }
        manifest += "let package = Package(name: \"X\", targets: [.target(name: \"App\", dependencies: l64 + [\"UI\"])])\n"
        let targets = PackageManifest(file: OutlinedFile(path: "Package.swift", source: SourceText(manifest))).targets
        #expect(targets.map { $0.dependencies?.map(\.name) } == [["Core", "Log", "UI"]])
        #expect(targets[0].dependencies?.map(\.sharedList) == ["l0", "l0", nil])
    }

    @Test func aLongChainOfListsIsReadWithoutRecursion() {
        // One level of recursion per name would overflow the stack long before the end of the chain.
        var manifest = "let l0: [Target.Dependency] = [\"Core\"]\n"
        for level in 1...50_000 { manifest += "let l\(level) = l\(level - 1)\n" }
        manifest += "let package = Package(name: \"X\", targets: [.target(name: \"App\", dependencies: l50000)])\n"
        let targets = PackageManifest(file: OutlinedFile(path: "Package.swift", source: SourceText(manifest))).targets
        #expect(targets.map { $0.dependencies?.map(\.name) } == [["Core"]])
    }

    @Test func aListThatReachesACycleCannotBeRead() {
        let manifest = """
            let a: [Target.Dependency] = b
            let b: [Target.Dependency] = ["B"] + a
            let c: [Target.Dependency] = ["C"] + a
            let d: [Target.Dependency] = ["D"]
            let package = Package(name: "X", targets: [
                .target(name: "One", dependencies: c),
                .target(name: "Two", dependencies: d + d),
                .target(name: "Three", dependencies: ["E", undeclared]),
            ])
            """
        let targets = PackageManifest(file: OutlinedFile(path: "Package.swift", source: SourceText(manifest))).targets
        #expect(targets.map { $0.dependencies?.map(\.name) } == [nil, ["D"], nil])
    }
}
