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
}
