@testable import ArchLintEngine
import ArchLintRules
import Testing

/// What declared dependencies reach, asked one question at a time.
struct ModuleReachTests {
    /// Modules named by their dependencies; `nil` for a list this reading cannot see.
    private func reach(_ graph: [String: [String]?]) -> ModuleReach {
        ModuleReach(modules: Dictionary(uniqueKeysWithValues: graph.map { name, dependencies in
            (name, ModuleInfo(name: name, path: nil, layer: nil, isTest: false, dependencies: dependencies?.map {
                ModuleDependency(name: $0, modules: [$0], line: 1, column: 1)
            }))
        }))
    }

    @Test func aModuleReachesWhatItsDependenciesReachAndNothingAboveThem() {
        var graph = reach(["App": ["Feature", "Log"], "Feature": ["Domain"], "Domain": [], "Log": [],
                           "Tool": ["Domain"]])
        let answers = [graph.reaches("App", "Domain"), graph.reaches("App", "App"), graph.reaches("Feature", "Log"),
                       graph.reaches("Domain", "App"), graph.reaches("App", "Tool")]
        #expect(answers == [true, true, false, false, false])
        #expect(graph.declares("App", "Log") && !graph.declares("App", "Domain"))
    }

    @Test func theFirstDependencyThatReachesIsNamedInTheTargetsOrder() {
        var graph = reach(["App": ["Log", "Feature", "Store"], "Feature": ["Domain"], "Store": ["Domain"],
                           "Domain": [], "Log": []])
        let answers = [graph.firstReaching("Domain", from: ["Log", "Feature", "Store"]),
                       graph.firstReaching("Domain", from: ["Log", "Store", "Feature"]),
                       graph.firstReaching("Domain", from: ["Log", "Outside"]), graph.firstReaching("Log", from: ["Log"])]
        #expect(answers == [1, 1, nil, 0])
    }

    @Test func aListThatCannotBeReadMakesEveryModuleAboveItUnknowable() {
        var graph = reach(["App": ["Feature"], "Feature": ["Kit"], "Kit": nil, "Other": ["Domain"], "Domain": []])
        #expect(!graph.isKnowable("App") && !graph.isKnowable("Feature") && !graph.isKnowable("Kit"))
        #expect(graph.isKnowable("Other") && graph.isKnowable("Domain") && graph.isKnowable("Outside"))
        let throughFeature = graph.firstReaching("Kit", from: ["Feature"])
        #expect(throughFeature == nil)
    }

    @Test func modulesInACycleReachEachOtherAndWhatTheCycleReaches() {
        var graph = reach(["A": ["B"], "B": ["C"], "C": ["A", "D"], "D": [], "E": ["A"]])
        let answers = [graph.reaches("C", "B"), graph.reaches("B", "A"), graph.reaches("A", "D"),
                       graph.reaches("D", "A"), graph.reaches("A", "E")]
        #expect(answers == [true, true, true, false, false])
    }

    @Test func questionsAlongALongChainAreAnsweredWithoutKeepingAnyReach() {
        var chain: [String: [String]?] = [:]
        for index in 0..<20_000 { chain["T\(index)"] = index + 1 < 20_000 ? ["T\(index + 1)"] : [] }
        var graph = reach(chain)
        let answers = [graph.reaches("T0", "T19999"), graph.reaches("T19998", "T19999"),
                       graph.reaches("T19999", "T0"), graph.reaches("T5", "T4")]
        #expect(answers == [true, true, false, false])
    }
}
