@testable import ArchLintEngine
import ArchLintRules
import Foundation
import Testing

/// A glob that several custom rules' scopes name is matched once for a file, and each rule still looks at exactly
/// the files its own globs match.
@Suite struct SharedScopeGlobsTests {
    private static let knownRules = Dictionary(RuleCatalog.all.map { ($0.id, RuleRegistry.optionNames[$0.id] ?? []) },
                                               uniquingKeysWith: { first, _ in first })

    private static func plan() throws -> RulePlan {
        let json = #"""
            {"customRules": [
              {"id": "a", "message": "m", "apis": {"paths": ["**/Sources/**"], "forbidden": ["print"]}},
              {"id": "b", "message": "m", "imports": {"paths": ["**/Sources/**", "Tools/**"], "forbidden": ["UIKit"]}},
              {"id": "c", "message": "m", "apis": {"forbidden": ["dump"]}},
              {"id": "d", "message": "m", "imports": {"layers": ["Domain"], "paths": ["Tools/**"], "forbidden": ["X"]}},
              {"id": "e", "message": "m", "declarations": {"paths": ["**/Sources/**"], "kind": "class", "mustHaveModifier": "final"}}
            ]}
            """#
        let configuration = try Configuration.parse(Data(json.utf8), file: ".archlint.json", knownRules: knownRules)
        return RulePlan(configuration: configuration)
    }

    @Test func eachDistinctGlobIsKeptOnce() throws {
        let shared = try Self.plan().scopeGlobs
        #expect(shared.globs.map(\.pattern) == ["**/Sources/**", "Tools/**"])
        #expect(shared.ofRule == [[0], [0, 1], [], [1], [0]])
    }

    @Test func eachRuleLooksAtTheFilesItsOwnGlobsMatch() throws {
        let plan = try Self.plan()
        let paths = ["Kit/Sources/Kit/A.swift", "Tools/gen.swift", "Tests/KitTests/T.swift", "Sources/B.swift", "C.swift"]
        for path in paths {
            for layer in [nil, "Domain"] as [String?] {
                // What each rule decides alone, matching its globs one by one.
                let alone = plan.custom.indices.filter { position in
                    let rule = plan.custom[position]
                    return rule.applies(inLayer: layer) ?? rule.scopeGlobs.contains { $0.matches(SplitPath(path)) }
                }
                #expect(plan.applicableCustomRules(path: path, layer: layer, isAppCode: true) == alone, "\(path)")
            }
        }
        #expect(plan.applicableCustomRules(path: "Kit/Sources/Kit/A.swift", layer: nil, isAppCode: true) == [0, 1, 2, 4])
        #expect(plan.applicableCustomRules(path: "Tools/gen.swift", layer: "Domain", isAppCode: true) == [1, 2, 3])
    }
}
