@testable import ArchLintRules
import Testing

/// The catalogue's exemptions: logging, analytics and crash reporting types by the words of their names.
@Suite struct IOExemptionsTests {
    @Test func everyExemptWordStartsWithAStemTheQuickTestLooksFor() {
        for word in RoleNames.loggingWords {
            #expect(IOExemptions.exemptStems.contains { word.utf8.starts(with: $0) }, "\(word)")
        }
    }

    @Test func namesAreExemptByAWholeWordOnly() {
        #expect(IOExemptions.isExempt(name: "AppLog", inherits: []))
        #expect(IOExemptions.isExempt(name: "EventTracker", inherits: []))
        #expect(IOExemptions.isExempt(name: "CrashlyticsReporter", inherits: []))
        #expect(IOExemptions.isExempt(name: "FeedView", inherits: ["View"]))
        // The stem inside another word, or no stem at all.
        #expect(!IOExemptions.isExempt(name: "Logistics", inherits: []))
        #expect(!IOExemptions.isExempt(name: "Catalog", inherits: []))
        #expect(!IOExemptions.isExempt(name: "FeedClient", inherits: ["FeedAPI"]))
    }
}
