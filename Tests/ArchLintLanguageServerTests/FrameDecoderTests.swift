@testable import ArchLintLanguageServer
import Testing

/// The `Content-Length` framing: frames however the bytes arrive, and bad headers reported and skipped.
struct FrameDecoderTests {
    private func frame(_ body: String) -> [UInt8] {
        FrameEncoder.frame(Array(body.utf8))
    }

    private func frames(from chunks: [[UInt8]], limit: Int? = nil) -> [FrameDecoder.Frame] {
        var decoder = FrameDecoder()
        if let limit { decoder.maximumBodySize = limit }
        var found: [FrameDecoder.Frame] = []
        for chunk in chunks {
            decoder.append(chunk)
            while let frame = decoder.next() { found.append(frame) }
        }
        return found
    }

    @Test func framesArrivingOneByteAtATime() {
        let bytes = frame(#"{"a":1}"#) + frame(#"{"b":"é"}"#)
        #expect(frames(from: bytes.map { [$0] }) == [.body(Array(#"{"a":1}"#.utf8)), .body(Array(#"{"b":"é"}"#.utf8))])
    }

    @Test func severalFramesInOneChunk() {
        let bytes = frame("1") + frame("22") + frame("333")
        #expect(frames(from: [bytes]) == ["1", "22", "333"].map { .body(Array($0.utf8)) })
    }

    @Test func aFrameSplitInsideItsHeaderAndBody() {
        let bytes = frame(#"{"method":"x"}"#)
        #expect(frames(from: [Array(bytes[..<7]), Array(bytes[7..<20]), Array(bytes[20...])])
            == [.body(Array(#"{"method":"x"}"#.utf8))])
    }

    @Test func otherHeaderFieldsAndAnyCaseAreAccepted() {
        let bytes = Array("content-length:  2 \r\nContent-Type: application/vscode-jsonrpc; charset=utf-8\r\n\r\nok".utf8)
        #expect(frames(from: [bytes]) == [.body(Array("ok".utf8))])
    }

    @Test func aLaxClientsBareLineFeedsAreAccepted() {
        #expect(frames(from: [Array("Content-Length: 2\n\nok".utf8)]) == [.body(Array("ok".utf8))])
    }

    @Test func aHeaderWithoutALengthIsReportedAndTheNextFrameStillRead() {
        let bytes = Array("Content-Type: text\r\n\r\n".utf8) + frame("{}")
        let found = frames(from: [bytes])
        #expect(found.count == 2)
        guard case .malformed(let reason) = found.first else { Issue.record("expected a malformed frame"); return }
        #expect(reason.contains("without Content-Length"))
        #expect(found.last == .body(Array("{}".utf8)))
    }

    @Test(arguments: ["Content-Length: abc", "Content-Length: -4", "Content-Length: 1 2", "garbage without colon"])
    func aBadHeaderIsReportedAndReadingGoesOn(header: String) {
        let found = frames(from: [Array((header + "\r\n\r\n").utf8) + frame("[]")])
        #expect(found.count == 2)
        if case .body = found.first { Issue.record("a bad header gave a body") }
        #expect(found.last == .body(Array("[]".utf8)))
    }

    @Test func endlessGarbageWithoutABlankLineIsDroppedNotHeld() {
        var decoder = FrameDecoder()
        decoder.maximumHeaderSize = 1024
        decoder.append([UInt8](repeating: UInt8(ascii: "x"), count: 5000))
        guard case .malformed = decoder.next() else { Issue.record("expected a malformed frame"); return }
        decoder.append(frame("{}"))
        #expect(decoder.next() == .body(Array("{}".utf8)))
    }

    @Test func anOversizedBodyIsSkippedAsItArrives() {
        let big = [UInt8](repeating: UInt8(ascii: " "), count: 10_000)
        let bytes = Array("Content-Length: 10000\r\n\r\n".utf8) + big + frame("{}")
        let found = frames(from: stride(from: 0, to: bytes.count, by: 333).map { Array(bytes[$0..<min($0 + 333, bytes.count)]) },
                           limit: 1000)
        #expect(found.count == 2)
        guard case .malformed(let reason) = found.first else { Issue.record("expected a malformed frame"); return }
        #expect(reason.contains("10000"))
        #expect(found.last == .body(Array("{}".utf8)))
    }

    @Test func aBigBodyArrivesWhole() {
        let text = "\"" + String(repeating: "ü", count: 3_000_000) + "\""
        let bytes = frame(text)
        let chunks = stride(from: 0, to: bytes.count, by: 65_536).map { Array(bytes[$0..<min($0 + 65_536, bytes.count)]) }
        #expect(frames(from: chunks) == [.body(Array(text.utf8))])
    }

    @Test func nothingComesOfAnIncompleteFrame() {
        var decoder = FrameDecoder()
        decoder.append(Array("Content-Length: 10\r\n\r\n12345".utf8))
        #expect(decoder.next() == nil)
        decoder.append(Array("67890".utf8))
        #expect(decoder.next() == .body(Array("1234567890".utf8)))
    }
}
