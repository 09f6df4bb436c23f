@testable import ArchLintLexer
import Testing

/// The lexer tells identifiers from the byte itself before it looks at the byte's class: the two must agree.
@Suite struct ByteClassTests {
    @Test func theByteTestForIdentifiersIsTheClass() {
        for byte in UInt8.min...UInt8.max {
            #expect(ByteClass.startsIdentifier(byte) == (ByteClass.table[Int(byte)] == .identifierStart),
                    "byte \(byte)")
        }
    }
}
