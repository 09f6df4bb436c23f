/// The words of a file's bytes, read without lexing it: runs of letters, digits, `_` and non-ASCII bytes, in
/// comments and strings too. For checks that decide whether a file is worth lexing, or that may err on one side.
enum SourceWords {
    static func isWordByte(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
            || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_") || byte >= 0x80
    }

    /// The end of the word starting at `start` (`start` itself when no word starts there).
    static func wordEnd(from start: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var end = start
        while end < bytes.count, isWordByte(bytes[end]) { end += 1 }
        return end
    }

    /// The first position from `start` that is not a space or a tab.
    static func blanksEnd(from start: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var end = start
        while end < bytes.count, bytes[end] == 0x20 || bytes[end] == 0x09 { end += 1 }
        return end
    }

    /// The names that follow `keyword` and blanks in `bytes`: `typealias Palette = AppPalette` → `Palette`.
    static func names(after keyword: String, in bytes: [UInt8]) -> [String] {
        let keyword = Array(keyword.utf8)
        var names: [String] = []
        bytes.withUnsafeBufferPointer { bytes in
            forEachWord(in: bytes) { start, end in
                guard bytes[start..<end].elementsEqual(keyword) else { return end }
                let nameStart = blanksEnd(from: end, in: bytes)
                let nameEnd = wordEnd(from: nameStart, in: bytes)
                if nameEnd > nameStart, nameStart > end {
                    names.append(String(decoding: bytes[nameStart..<nameEnd], as: UTF8.self))
                }
                return max(nameEnd, end)
            }
        }
        return names
    }

    /// Calls `body` with the bounds of each word of `bytes` in order. `body` says where to go on from (the word's
    /// end, or further when it read past it), or `nil` to stop.
    static func forEachWord(in bytes: UnsafeBufferPointer<UInt8>, _ body: (_ start: Int, _ end: Int) -> Int?) {
        var index = 0
        while index < bytes.count {
            guard isWordByte(bytes[index]) else {
                index += 1
                continue
            }
            guard let next = body(index, wordEnd(from: index, in: bytes)) else { return }
            index = next
        }
    }
}
