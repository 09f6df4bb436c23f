@testable import ArchLintEngine
import ArchLintRules
import Foundation
import Testing
import TestSupport

/// A cache changes how often files are read and lexed, never what a lint finds.
@Suite struct OutlineCacheTests {
    /// Counts the loads of keyed files.
    final class LoadCounter: @unchecked Sendable {
        private let lock = NSLock()
        private var loads: [String: Int] = [:]
        func count(_ path: String) { lock.withLock { loads[path, default: 0] += 1 } }
        var total: Int { lock.withLock { loads.values.reduce(0, +) } }
    }

    /// Every Swift file of the violations gallery (and its manifests), read from disk.
    static func gallery() throws -> [(path: String, bytes: [UInt8])] {
        let root = RepositoryPaths.sampleProjects.appendingPathComponent("Violations")
        let enumerator = try #require(FileManager.default.enumerator(atPath: root.path))
        var files: [(path: String, bytes: [UInt8])] = []
        while let path = enumerator.nextObject() as? String {
            guard path.hasSuffix(".swift") else { continue }
            files.append((path, Array(try Data(contentsOf: root.appendingPathComponent(path)))))
        }
        return files.sorted { $0.path < $1.path }
    }

    static func lint(_ files: [SourceFile], cache: OutlineCache?) -> LintResult {
        var sources = ProjectSources(root: ".", files: files)
        sources.outlineCache = cache
        return LintEngine().lint(sources)
    }

    static func summary(_ result: LintResult) -> [String] {
        result.findings.map { "\($0.file):\($0.line):\($0.column) \($0.ruleID) \($0.message)" }
            + result.files.map { "\($0.path) \($0.layer ?? "-") \($0.lines)" }
            + result.layerGraph.edges.map { "\($0.from)->\($0.to) \($0.count) \($0.isAllowed)" }
    }

    @Test func findingsAreTheSameColdWarmAndWithout() throws {
        let files = try Self.gallery().map { SourceFile(path: $0.path, bytes: $0.bytes) }
        #expect(files.count > 20)
        let plain = Self.summary(Self.lint(files, cache: nil))
        #expect(plain.contains { $0.contains("domain-framework-import") })
        let cache = OutlineCache()
        let cold = Self.summary(Self.lint(files, cache: cache))
        #expect(cache.count > 0 && cache.count <= files.count)
        cache.sweep()
        let warm = Self.summary(Self.lint(files, cache: cache))
        #expect(cold == plain)
        #expect(warm == plain)
    }

    @Test func aKeyedFileIsLoadedOnceAcrossLints() throws {
        let gallery = try Self.gallery()
        let counter = LoadCounter()
        let files = gallery.map { file in
            SourceFile(path: file.path, contentKey: "blob-\(file.path)") {
                counter.count(file.path)
                return .bytes(file.bytes)
            }
        }
        let cache = OutlineCache()
        let first = Self.summary(Self.lint(files, cache: cache))
        let loadsAfterFirst = counter.total
        #expect(loadsAfterFirst == gallery.count)
        let second = Self.summary(Self.lint(files, cache: cache))
        #expect(counter.total == loadsAfterFirst)
        #expect(second == first)
    }

    @Test func effectsFactsAreKeptWithTheOutlinesOfKeyedFiles() throws {
        let gallery = try Self.gallery()
        let files = gallery.map { file in
            SourceFile(path: file.path, contentKey: "blob-\(file.path)") { .bytes(file.bytes) }
        }
        let plain = Self.summary(Self.lint(files, cache: nil))
        // The gallery's effects findings come from the project's effects, which read every app file's facts.
        #expect(plain.contains { $0.contains(" n-plus-one-await ") })
        #expect(plain.contains { $0.contains(" view-body-logic ") && $0.contains("networking") })
        let cache = OutlineCache()
        #expect(Self.summary(Self.lint(files, cache: cache)) == plain)
        let kept = gallery.filter { cache.effects(key: "blob-\($0.path)") != nil }
        #expect(kept.count > gallery.count / 2)
        #expect(kept.allSatisfy { cache.effects(key: "blob-\($0.path)")?.tokenCount != nil })
        #expect(Self.summary(Self.lint(files, cache: cache)) == plain)
    }

    @Test func anEditIsOutlinedAgainAndTheSameBytesElsewhereAreNot() {
        let cache = OutlineCache()
        let domain = "import Foundation\nstruct Trip {}\n"
        var files = [
            SourceFile(path: "Domain/Trip.swift", bytes: Array(domain.utf8)),
            SourceFile(path: "Domain/Copy.swift", bytes: Array(domain.utf8)),
        ]
        #expect(Self.lint(files, cache: cache).findings.isEmpty)
        #expect(cache.count == 1)
        files[0] = SourceFile(path: "Domain/Trip.swift", bytes: Array("import SwiftUI\nstruct Trip {}\n".utf8))
        let edited = Self.lint(files, cache: cache).findings
        #expect(edited.map(\.file) == ["Domain/Trip.swift"])
        #expect(edited.map(\.ruleID) == ["domain-framework-import"])
        #expect(cache.count == 2)
        // Both outlines were used since the last sweep; after a lint of the edit alone, the old one goes.
        cache.sweep()
        _ = Self.lint([files[0]], cache: cache)
        cache.sweep()
        #expect(cache.count == 1)
    }

    @Test func unreadableFilesAreReportedEveryTime() {
        let cache = OutlineCache()
        let files = [SourceFile(path: "Domain/Broken.swift", bytes: [0x73, 0xFF, 0x0A])]
        for _ in 0..<2 {
            #expect(Self.lint(files, cache: cache).findings.map(\.ruleID) == ["unreadable-file"])
        }
        #expect(cache.count == 0)
    }

    /// The corpus linted with a warm cache finds what it finds without one (set `ARCHLINT_CORPUS`; `.ci/run` does).
    @Test(.enabled(if: ProcessInfo.processInfo.environment["ARCHLINT_CORPUS"] != nil))
    func theCorpusFindsTheSameWithAWarmCache() throws {
        let folder = try #require(ProcessInfo.processInfo.environment["ARCHLINT_CORPUS"])
        let enumerator = try #require(FileManager.default.enumerator(atPath: folder))
        var files: [SourceFile] = []
        while let path = enumerator.nextObject() as? String {
            guard path.hasSuffix(".swift") else { continue }
            let url = URL(fileURLWithPath: folder).appendingPathComponent(path)
            files.append(SourceFile(path: path) {
                (try? Data(contentsOf: url)).map { .bytes(Array($0)) } ?? .problem("unreadable")
            })
        }
        let plain = Self.summary(Self.lint(files, cache: nil))
        let cache = OutlineCache()
        _ = Self.lint(files, cache: cache)
        let warm = Self.summary(Self.lint(files, cache: cache))
        #expect(warm == plain)
    }
}
