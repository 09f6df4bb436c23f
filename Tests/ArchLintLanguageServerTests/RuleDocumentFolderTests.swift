@testable import ArchLintLanguageServer
import ArchLintProject
import ArchLintRules
import Foundation
import TestSupport
import Testing

/// The folder `Explain rule` writes rule documents to: fresh, private, and never written through a link.
struct RuleDocumentFolderTests {
    private static func rule(_ id: String, documentation: String = "# Doc\n") -> RuleDescriptor {
        RuleDescriptor(id: id, name: "A Rule", impact: .high, impactDescription: "why", defaultSeverity: .error,
                       enabledByDefault: true, tags: [], documentation: documentation)
    }

    private static func mode(_ path: String) -> mode_t? {
        var status = stat()
        return lstat(path, &status) == 0 ? status.st_mode & 0o7777 : nil
    }

    @Test func eachFolderIsFreshAndOnlyItsUserCanOpenIt() throws {
        let temporary = try TemporaryDirectory()
        let first = try #require(RuleDocumentFolder(in: temporary.path))
        let second = try #require(RuleDocumentFolder(in: temporary.path))
        #expect(first.path != second.path)
        for folder in [first, second] {
            #expect(folder.path.hasPrefix(temporary.path + "/archlint-") && folder.path.hasSuffix("/Rules"))
            #expect(Self.mode(folder.path) == 0o700)
            #expect(Self.mode(PathText.parent(folder.path)) == 0o700)
        }
        let url = try #require(first.write(Self.rule("some-rule", documentation: "# Some rule\n")))
        let file = try #require(DocumentURI.path(of: url))
        #expect(file == first.path + "/some-rule.md")
        #expect(try String(contentsOfFile: file, encoding: .utf8) == "# Some rule\n")
        #expect(Self.mode(file) == 0o600)
    }

    @Test func aChangedDocumentIsWrittenAgain() throws {
        let temporary = try TemporaryDirectory()
        let folder = try #require(RuleDocumentFolder(in: temporary.path))
        let url = try #require(folder.write(Self.rule("custom", documentation: "old\n")))
        #expect(folder.write(Self.rule("custom", documentation: "new\n")) == url)
        #expect(try String(contentsOfFile: #require(DocumentURI.path(of: url)), encoding: .utf8) == "new\n")
    }

    @Test func aFolderReplacedByALinkIsNotWrittenThrough() throws {
        let temporary = try TemporaryDirectory()
        let victim = try TemporaryDirectory()
        let folder = try #require(RuleDocumentFolder(in: temporary.path))
        // A cleaner of the temporary directory removes the folder and someone plants a link under its name.
        #expect(rmdir(folder.path) == 0)
        #expect(symlink(victim.path, folder.path) == 0)
        #expect(!folder.isIntact)
        #expect(folder.write(Self.rule("layer-dependency")) == nil)
        #expect(try FileManager.default.contentsOfDirectory(atPath: victim.path).isEmpty)
        folder.remove()
        #expect(FileManager.default.fileExists(atPath: victim.path))
    }

    @Test func idsThatWouldLeaveTheFolderAreRefused() throws {
        let temporary = try TemporaryDirectory()
        let folder = try #require(RuleDocumentFolder(in: temporary.path))
        for id in ["", "../escape", "a/b/c", "a/", "/b", "a/..", ".hidden", "nul\0byte"] {
            #expect(folder.write(Self.rule(id)) == nil, "\(id)")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }

    @Test func aChecksDocumentStaysInTheFolder() throws {
        let temporary = try TemporaryDirectory()
        let folder = try #require(RuleDocumentFolder(in: temporary.path))
        let uri = try #require(folder.write(Self.rule("layer-dependency/presentation-data")))
        #expect(uri.hasSuffix("/Rules/layer-dependency.presentation-data.md"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path)
            == ["layer-dependency.presentation-data.md"])
    }

    @Test func removingTakesTheDocumentsAndTheFolderAway() throws {
        let temporary = try TemporaryDirectory()
        let folder = try #require(RuleDocumentFolder(in: temporary.path))
        _ = try #require(folder.write(Self.rule("one")))
        _ = try #require(folder.write(Self.rule("two")))
        folder.remove()
        #expect(try FileManager.default.contentsOfDirectory(atPath: temporary.path).isEmpty)
    }
}
