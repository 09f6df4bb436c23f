import ArchLintLexer
import ArchLintOutline
@testable import ArchLintRules
import Testing

/// Statement ends remembered for the tokens a walk passed: the same answers as walking from each token.
struct StatementEndsTests {
    private let file = OutlinedFile(path: "Data/Sync.swift", source: SourceText("""
        func sync(ids: [Int]) async throws {
            for id in ids {
                let all = [try await client.fetch(id), try await client.fetch(f(id, g(1))), // note
                           try await client
                               .fetch(id)]
                total += all.count; print(total)
                if let first = all.first { await log(first) }
            }
        }
        """))

    @Test func everyTokenGetsTheEndAWalkFromItFinds() {
        let limit = file.tokens.count
        var inOrder = StatementEnds(), backwards = StatementEnds()
        let forward = file.tokens.indices.map { inOrder.end(from: $0, limit: limit, in: file) }
        let reverse = file.tokens.indices.reversed().map { backwards.end(from: $0, limit: limit, in: file) }
        let walked = file.tokens.indices.map { file.statementEnd(from: $0, limit: limit) }
        #expect(forward == walked)
        #expect(Array(reverse.reversed()) == walked)
    }

    @Test func anEndFoundWithinOneLimitIsNotGivenForAnother() {
        var ends = StatementEnds()
        let whole = file.tokens.count
        #expect(ends.end(from: 0, limit: whole, in: file) == file.statementEnd(from: 0, limit: whole))
        #expect(ends.end(from: 0, limit: 3, in: file) == file.statementEnd(from: 0, limit: 3))
    }
}
