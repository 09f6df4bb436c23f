@testable import ArchLintCLI
@testable import ArchLintProject
import ArchLintEngine
import Foundation
import TestSupport
import Testing

@Suite struct FileDiscoveryTests {
    private func discover(_ directory: TemporaryDirectory, include: [String] = [], exclude: [String] = [],
                          under paths: [String] = [""]) throws -> [String] {
        let discovery = FileDiscovery(root: directory.path, include: include, exclude: exclude)
        return try discovery.swiftFiles(under: paths.map { PathText.join(directory.path, $0) }).map(\.path)
    }

    @Test func findsSwiftFilesSortedWithPackageManifests() throws {
        let directory = try TemporaryDirectory()
        try directory.write("Sources/B/b.swift", "")
        try directory.write("Sources/A/a.swift", "")
        try directory.write("Package.swift", "")
        try directory.write("README.md", "")
        try directory.write("Sources/A/notes.swift.txt", "")
        #expect(try discover(directory) == ["Package.swift", "Sources/A/a.swift", "Sources/B/b.swift"])
    }

    @Test func namesThatDifferOnlyByNormalisationAreDifferentFiles() throws {
        let directory = try TemporaryDirectory()
        let composed = "\u{E9}", decomposed = "e\u{301}"
        // Folders side by side (walked in parallel), and files side by side one level deeper.
        try directory.write("Domain/\(composed)/A.swift", "")
        try directory.write("Domain/\(decomposed)/B.swift", "")
        try directory.write("Domain/Names/\(composed).swift", "")
        try directory.write("Domain/Names/\(decomposed).swift", "")
        let found = try discover(directory)
        #expect(found.map { Array($0.utf8) } == [
            "Domain/Names/e\u{301}.swift", "Domain/Names/\u{E9}.swift",
            "Domain/e\u{301}/B.swift", "Domain/\u{E9}/A.swift",
        ].map { Array($0.utf8) })
    }

    @Test func namedFilesHonourExclusionsOnlyWithForceExclude() throws {
        let directory = try TemporaryDirectory()
        try directory.write("Sources/Generated/g.swift", "")
        try directory.write("Sources/a.swift", "")
        let discovery = FileDiscovery(root: directory.path, exclude: ["Sources/Generated/**"])
        let named = ["Sources/Generated/g.swift", "Sources/a.swift"].map { PathText.join(directory.path, $0) }
        #expect(try discovery.swiftFiles(under: named).map(\.path) == ["Sources/Generated/g.swift", "Sources/a.swift"])
        #expect(try discovery.swiftFiles(under: named, forceExclude: true).map(\.path) == ["Sources/a.swift"])
    }

    @Test func aNamedFolderInsideASkippedFolderIsLinted() throws {
        let directory = try TemporaryDirectory()
        try directory.write(".build/checkouts/Lib/Sources/a.swift", "")
        try directory.write(".build/checkouts/Lib/.build/b.swift", "")
        try directory.write("Sources/c.swift", "")
        #expect(try discover(directory, under: ["", ".build/checkouts/Lib"])
            == [".build/checkouts/Lib/Sources/a.swift", "Sources/c.swift"])
        #expect(try discover(directory) == ["Sources/c.swift"])
    }

    @Test func skipsBuildProductsAndCheckouts() throws {
        let directory = try TemporaryDirectory()
        try directory.write("Sources/a.swift", "")
        for folder in [".build", ".git", "DerivedData", "Pods", "Carthage", "checkouts", ".swiftpm", ".build-linux",
                       "Sources/Nested/.build", "Sources/Pods"] {
            try directory.write("\(folder)/skipped.swift", "")
        }
        try directory.write(".buildish/kept.swift", "")
        #expect(try discover(directory) == [".buildish/kept.swift", "Sources/a.swift"])
    }

    @Test func appliesExcludeAndIncludeGlobs() throws {
        let directory = try TemporaryDirectory()
        try directory.write("Sources/App/a.swift", "")
        try directory.write("Sources/App/Generated/g.swift", "")
        try directory.write("Sources/Legacy/old.swift", "")
        try directory.write("Sources/App/a.generated.swift", "")
        try directory.write("Tests/t.swift", "")
        try directory.write("Package.swift", "")
        let excluded = try discover(directory, exclude: ["**/Generated", "Sources/Legacy", "**/*.generated.swift"])
        #expect(excluded == ["Package.swift", "Sources/App/a.swift", "Tests/t.swift"])
        let included = try discover(directory, include: ["Sources"], exclude: ["Sources/Legacy/**"])
        #expect(included == ["Sources/App/Generated/g.swift", "Sources/App/a.generated.swift", "Sources/App/a.swift"])
        #expect(try discover(directory, include: ["**/*.generated.swift"]) == ["Sources/App/a.generated.swift"])
    }

    @Test func onlyTheGivenPathsAreWalked() throws {
        let directory = try TemporaryDirectory()
        try directory.write("Sources/a.swift", "")
        try directory.write("Tests/t.swift", "")
        try directory.write("Other/o.swift", "")
        #expect(try discover(directory, under: ["Tests", "Sources/a.swift", "Sources"])
            == ["Sources/a.swift", "Tests/t.swift"])
    }

    @Test func aNamedFileIsLintedEvenWhenExcluded() throws {
        let directory = try TemporaryDirectory()
        try directory.write("Generated/g.swift", "")
        #expect(try discover(directory, exclude: ["Generated"], under: ["Generated/g.swift"]) == ["Generated/g.swift"])
    }

    @Test func aFolderNamedLikeASwiftFileIsAFolder() throws {
        let directory = try TemporaryDirectory()
        try directory.makeFolder("Weird.swift")
        try directory.write("Weird.swift/inner.swift", "")
        #expect(try discover(directory) == ["Weird.swift/inner.swift"])
    }

    @Test func subfoldersWalkedInParallelGiveEveryFileOnceInPathOrder() throws {
        let directory = try TemporaryDirectory()
        var expected: [String] = []
        for folder in 0..<12 {
            for file in 0..<3 {
                let path = "F\(folder)/Deep\(file)/f\(file).swift"
                try directory.write(path, "")
                expected.append(path)
            }
        }
        try directory.write("top.swift", "")
        try directory.link("F1/alias", to: "../F2")
        expected.append("top.swift")
        #expect(try discover(directory) == expected.sorted())
    }

    @Test func symbolicLinkLoopsAreWalkedOnce() throws {
        let directory = try TemporaryDirectory()
        try directory.write("Sources/a.swift", "")
        try directory.link("Sources/loop", to: "..")
        try directory.link("Sources/self", to: "self")
        try directory.link("Sources/dangling.swift", to: "missing.swift")
        #expect(try discover(directory) == ["Sources/a.swift"])
    }

    @Test func symbolicLinksOutOfTheRootAreNotFollowed() throws {
        let outside = try TemporaryDirectory()
        try outside.write("secret.swift", "")
        try outside.write("Folder/deep.swift", "")
        let directory = try TemporaryDirectory()
        try directory.write("Sources/a.swift", "")
        try directory.link("Sources/outside", to: outside.url("Folder").path)
        try directory.link("Sources/secret.swift", to: outside.url("secret.swift").path)
        #expect(try discover(directory) == ["Sources/a.swift"])
    }

    @Test func linksInsideTheRootAreFollowedButFilesCountOnce() throws {
        let directory = try TemporaryDirectory()
        try directory.write("Shared/s.swift", "")
        try directory.write("Vendor/v.swift", "")
        try directory.makeFolder("Sources")
        try directory.link("Sources/AShared", to: "../Shared")
        try directory.link("Sources/alias.swift", to: "../Vendor/v.swift")
        #expect(try discover(directory) == ["Shared/s.swift", "Vendor/v.swift"])
        // Walking only the linking folder reaches the linked files under the link's name.
        #expect(try discover(directory, under: ["Sources"]) == ["Sources/AShared/s.swift", "Sources/alias.swift"])
    }

    @Test func awkwardNamesSurvive() throws {
        let directory = try TemporaryDirectory()
        let names = ["With Space/a b.swift", "Quotes/\"q\" 'x'.swift", "Ünïcödé/Ärger.swift", "Emoji/🚀.swift"]
        for name in names { try directory.write(name, "") }
        #expect(try discover(directory) == names.sorted())
    }

    @Test func missingNonSwiftAndOutsidePathsAreErrors() throws {
        let directory = try TemporaryDirectory()
        try directory.write("notes.txt", "")
        let discovery = FileDiscovery(root: directory.url("Sub").path)
        #expect(throws: ProjectError.pathNotFound(directory.url("missing").path)) {
            try FileDiscovery(root: directory.path).swiftFiles(under: [directory.url("missing").path])
        }
        #expect(throws: ProjectError.notASwiftFile(directory.url("notes.txt").path)) {
            try FileDiscovery(root: directory.path).swiftFiles(under: [directory.url("notes.txt").path])
        }
        #expect(throws: ProjectError.pathOutsideProject(directory.path, root: directory.url("Sub").path)) {
            try discovery.swiftFiles(under: [directory.path])
        }
    }

    @Test func acceptsJudgesPathsAlone() {
        let discovery = FileDiscovery(root: "/p", include: ["Sources/**"], exclude: ["Sources/Gen"])
        #expect(discovery.accepts("Sources/a.swift"))
        #expect(!discovery.accepts("Sources/Gen/a.swift"))
        #expect(!discovery.accepts("Tests/a.swift"))
        #expect(!discovery.accepts("Sources/.build/a.swift"))
        #expect(!discovery.accepts("Sources/readme.md"))
    }
}

@Suite struct SourceReaderTests {
    @Test func readsBytes() throws {
        let directory = try TemporaryDirectory()
        let url = try directory.write("a.swift", "let x = 1\n")
        let file = SourceReader.onDemand(DiscoveredFile(path: "a.swift", location: url.path))
        #expect(file.path == "a.swift")
        guard case .bytes(let bytes) = file.load() else {
            Issue.record("a.swift was not read")
            return
        }
        #expect(bytes == Array("let x = 1\n".utf8))
    }

    @Test func fileOver32MegabytesIsAProblemNotRead() throws {
        let directory = try TemporaryDirectory()
        let url = try directory.write("Huge.swift", "")
        let handle = try FileHandle(forWritingTo: url)
        try handle.truncate(atOffset: UInt64(SourceReader.maximumSize + 1))
        try handle.close()
        let content = SourceReader.load(DiscoveredFile(path: "Huge.swift", location: url.path))
        #expect(problem(of: content)?.contains("32 MB") == true)
    }

    @Test func fileThatVanishedIsAProblem() throws {
        let directory = try TemporaryDirectory()
        let content = SourceReader.load(DiscoveredFile(path: "Gone.swift", location: directory.url("Gone.swift").path))
        #expect(problem(of: content)?.contains("cannot be read") == true)
    }

    /// The problem a load reports, or `nil` when it gave bytes.
    private func problem(of content: SourceFile.Content) -> String? {
        if case .problem(let problem) = content { return problem }
        return nil
    }
}

@Suite struct ProjectLocatorTests {
    @Test func nearestConfigurationDecidesTheRoot() throws {
        let directory = try TemporaryDirectory()
        try directory.makeFolder(".git")
        try directory.write("App/.archlint.json", "{}")
        try directory.write("App/Sources/a.swift", "")
        let location = ProjectLocator.locate([directory.url("App/Sources").path])
        #expect(location == ProjectLocation(root: directory.url("App").path,
                                            configurationFile: directory.url("App/.archlint.json").path))
    }

    @Test func gitTopLevelIsTheRootWithoutConfiguration() throws {
        let directory = try TemporaryDirectory()
        try directory.write(".git", "gitdir: /elsewhere\n")
        try directory.write("Sources/A/a.swift", "")
        let location = ProjectLocator.locate([directory.url("Sources/A/a.swift").path])
        #expect(location == ProjectLocation(root: directory.path, configurationFile: nil))
    }

    @Test func configurationAboveTheGitTopIsIgnored() throws {
        let directory = try TemporaryDirectory()
        try directory.write(".archlint.json", "{}")
        try directory.makeFolder("Repo/.git")
        try directory.write("Repo/a.swift", "")
        #expect(ProjectLocator.locate([directory.url("Repo").path]).root == directory.url("Repo").path)
    }
}
