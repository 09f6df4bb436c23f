import Testing
@testable import ArchLintEngine

@Suite struct UTF8ValidationTests {
    @Test func validTextHasNoInvalidOffset() {
        #expect(UTF8Validation.firstInvalidOffset([]) == nil)
        #expect(UTF8Validation.firstInvalidOffset(Array(String(repeating: "let a = 1\n", count: 20).utf8)) == nil)
        #expect(UTF8Validation.firstInvalidOffset(Array("Grüße, 東京, 🧳 — done".utf8)) == nil)
    }

    /// A bad byte is found at its exact offset wherever it falls among the 32- and 8-byte ASCII steps.
    @Test(arguments: [0x80, 0xC0, 0xFF] as [UInt8])
    func aBadByteIsReportedAtItsOffset(bad: UInt8) {
        for length in [1, 7, 8, 9, 31, 32, 33, 70] {
            for offset in 0..<length {
                var bytes = [UInt8](repeating: UInt8(ascii: "x"), count: length)
                bytes[offset] = bad
                #expect(UTF8Validation.firstInvalidOffset(bytes) == offset, "length \(length), offset \(offset)")
            }
        }
    }

    @Test func malformedSequencesAreReportedAtTheirLeadByte() {
        let prefix = Array(String(repeating: "a", count: 40).utf8)
        for sequence: [UInt8] in [[0xC0, 0xAF], [0xE0, 0x80, 0xAF], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80],
                                  [0xE2, 0x82], [0xF0, 0x9F, 0x98]] {
            #expect(UTF8Validation.firstInvalidOffset(prefix + sequence) == prefix.count, "\(sequence)")
        }
    }
}
