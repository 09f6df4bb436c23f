@testable import ArchLintProject
import Foundation
import TestSupport
import Testing

/// Keys of file content from metadata: stable while the file is unchanged, new when it changes, none while fresh.
struct SettledFileKeyTests {
    @Test func aSettledFileIsKeyedByItsMetadataAndAFreshOneIsNot() throws {
        let directory = try TemporaryDirectory()
        let path = try directory.write("A.swift", "struct A {}\n").path
        #expect(SettledFileKey.contentKey(of: path) == nil)
        let later = Date(timeIntervalSinceNow: 10)
        let key = try #require(SettledFileKey.contentKey(of: path, now: later))
        #expect(key.hasPrefix("stat:"))
        #expect(SettledFileKey.contentKey(of: path, now: later) == key)
        try directory.write("A.swift", "struct A { let b = 1 }\n")
        #expect(SettledFileKey.contentKey(of: path, now: later) != key)
        #expect(SettledFileKey.contentKey(of: directory.url("missing.swift").path, now: later) == nil)
    }
}
