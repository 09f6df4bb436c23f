import ArchLintOutline
import Testing

@Suite struct OutlineScannerImportTests {
    @Test func importsKeepModulePathAttributesKindAndCondition() {
        let result = outline("""
            @testable import App
            @preconcurrency import struct Foundation.Date
            @_exported import Shared
            @_implementationOnly import Internal
            public import Swift
            #if canImport(UIKit)
            import UIKit
            #endif
            """)
        #expect(result.imports.map(\.module) == ["App", "Foundation.Date", "Shared", "Internal", "Swift", "UIKit"])
        #expect(result.imports.map { $0.attributes.map(\.spelled) } == [
            ["@testable"], ["@preconcurrency"], ["@_exported"], ["@_implementationOnly"], [], [],
        ])
        #expect(result.imports.map(\.kind) == [nil, "struct", nil, nil, nil, nil])
        #expect(result.imports.map(\.isConditional) == [false, false, false, false, false, true])
        #expect(result.imports.map(\.line) == [1, 2, 3, 4, 5, 7])
        #expect(result.imports[1].column == 17)
        #expect(result.imports[1].topLevelModule == "Foundation")
    }

    @Test func theTopLevelModuleIsThePathsFirstComponent() {
        let result = outline("""
            import Foundation
            import struct Foundation.Date
            import enum Café.Größe.Stufe
            import Ünïcode
            """)
        #expect(result.imports.map(\.topLevelModule) == ["Foundation", "Foundation", "Café", "Ünïcode"])
    }

    @Test func commentsInsideAnImportDoNotHideIt() {
        let result = outline("""
            import /* for previews */ SwiftUI
            import // the charts
            Charts
            @testable import /* x */ struct Tools.Formatter // trailing
            struct After {}
            """)
        #expect(result.imports.map(\.module) == ["SwiftUI", "Charts", "Tools.Formatter"])
        #expect(result.imports.map(\.kind) == [nil, nil, "struct"])
        #expect(result.types.map(\.name) == ["After"])
    }

    @Test func importsInCommentsAndStringsAreNotImports() {
        let result = outline("""
            // import SwiftUI
            /* import UIKit */
            let s = "import SwiftData"
            let t = \"""
                import CoreData
                \"""
            """)
        #expect(result.imports.isEmpty)
    }

    @Test func conditionalRegionsRecordTheirConditions() {
        let result = outline("#if canImport(SwiftData)\nimport SwiftData\n#elseif os(Linux)\nimport Glibc\n#else\n#endif\n")
        #expect(result.conditionalRegions.map(\.condition) == ["canImport(SwiftData)", "os(Linux)", nil])
        #expect(result.conditionalRegions.map(\.line) == [1, 3, 5])
        #expect(result.conditionalRegions.map(\.endLine) == [3, 5, 6])
    }
}
