import ArchLintLexer
import Testing
@testable import ArchLintOutline

@Suite struct SmallEnumSetTests {
    @Test func membershipMatchesASetForEveryKeyword() {
        let chosen: [Keyword] = [.none, .public, .static, .func, .precedencegroup]
            + Keyword.allCases.filter { $0.rawValue % 7 == 3 } + [Keyword.allCases.last!]
        var mask = SmallEnumSet<Keyword>()
        for keyword in chosen { mask.insert(keyword) }
        let reference = Set(chosen)
        for keyword in Keyword.allCases {
            #expect(mask.contains(keyword) == reference.contains(keyword), "\(keyword)")
        }
    }

    @Test func scannerSetsHoldWhatTheyList() {
        #expect(ScannerState.modifierKeywords.contains(.private))
        #expect(!ScannerState.modifierKeywords.contains(.func))
        #expect(ScannerState.declarationKeywords.contains(.precedencegroup))
        #expect(ScannerState.functionNameKinds.contains(.operator))
        #expect(!ScannerState.functionNameKinds.contains(.stringLiteral))
    }
}
