@testable import ArchLintRules
import Testing

/// The catalogue's exemptions: logging, analytics and crash reporting types by the words of their names.
@Suite struct EffectAPIsTests {
    @Test func everyExemptWordStartsWithAStemTheQuickTestLooksFor() {
        for word in RoleNames.loggingWords {
            #expect(EffectAPIs.exemptStems.contains { word.utf8.starts(with: $0) }, "\(word)")
        }
    }

    @Test func namesAreExemptByAWholeWordOnly() {
        #expect(EffectAPIs.isExempt(name: "AppLog", inherits: []))
        #expect(EffectAPIs.isExempt(name: "EventTracker", inherits: []))
        #expect(EffectAPIs.isExempt(name: "CrashlyticsReporter", inherits: []))
        #expect(EffectAPIs.isExempt(name: "FeedView", inherits: ["View"]))
        // The stem inside another word, or no stem at all.
        #expect(!EffectAPIs.isExempt(name: "Logistics", inherits: []))
        #expect(!EffectAPIs.isExempt(name: "Catalog", inherits: []))
        #expect(!EffectAPIs.isExempt(name: "FeedClient", inherits: ["FeedAPI"]))
    }
}
