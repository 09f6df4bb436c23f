import ArchLintLexer
import Testing

@Suite struct SourceTextTests {
    /// Short and long texts, valid and invalid UTF-8, cut anywhere: the same strings as decoding with repair.
    @Test func textOfAnyRangeIsTheRepairedDecoding() {
        let samples: [[UInt8]] = [
            Array("store.items(for: id)".utf8),
            Array("Ünïcødé names — “quoted” 🦄 ✓".utf8),
            [0x61, 0xFF, 0x62, 0xC3, 0x28, 0xE2, 0x82, 0x41, 0xF0, 0x9F, 0xA6, 0x84, 0xED, 0xA0, 0x80, 0x7A],
            Array("a\u{0}b\tc\r\nd".utf8),
        ]
        for bytes in samples {
            let source = SourceText(bytes: bytes)
            for start in 0...bytes.count {
                for end in start...bytes.count {
                    let expected = String(decoding: bytes[start..<end], as: UTF8.self)
                    #expect(source.text(in: start..<end) == expected, "\(bytes[start..<end])")
                }
            }
        }
    }

    @Test func rangesOutsideTheBytesAreClamped() {
        let source = SourceText("let")
        #expect(source.text(in: 1..<10) == "et")
        #expect(source.text(in: 5..<9) == "")
    }
}
