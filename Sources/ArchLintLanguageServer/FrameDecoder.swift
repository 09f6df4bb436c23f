/// Splits a byte stream into `Content-Length` framed message bodies, however the bytes arrive.
///
/// Tolerant: a header block without a usable `Content-Length` is reported and dropped, and reading goes on with
/// the bytes after it; an oversized body is reported and skipped as it arrives, never held.
package struct FrameDecoder {
    /// What the stream holds next.
    package enum Frame: Equatable {
        case body([UInt8])
        /// Bytes that are not a frame, and why; they have been dropped.
        case malformed(String)
    }

    /// The largest body accepted: a 32 MB source file, escaped as JSON, fits.
    package var maximumBodySize = 96 << 20
    /// How many header bytes are looked through for the blank line before they are given up as garbage.
    package var maximumHeaderSize = 64 << 10

    private var buffer: [UInt8] = []
    /// Where unread bytes start in `buffer`; consumed bytes are removed only now and then.
    private var start = 0
    /// The length of the body being waited for, once its header is read.
    private var expected: Int?
    /// Bytes of an oversized body still to throw away.
    private var skipping = 0

    package init() {}

    package mutating func append<Bytes: Collection<UInt8>>(_ bytes: Bytes) {
        var bytes = bytes[...]
        if skipping > 0 {
            let dropped = min(skipping, bytes.count)
            skipping -= dropped
            bytes = bytes.dropFirst(dropped)
        }
        buffer.append(contentsOf: bytes)
    }

    /// The next complete frame, or `nil` when more bytes are needed.
    package mutating func next() -> Frame? {
        if skipping > 0 { return nil }
        if let length = expected {
            guard buffer.count - start >= length else { return nil }
            let body = Array(buffer[start..<start + length])
            consume(length)
            expected = nil
            return .body(body)
        }
        guard let (headerEnd, separatorLength) = headerTerminator() else {
            guard buffer.count - start > maximumHeaderSize else { return nil }
            consume(buffer.count - start)
            return .malformed("no blank line after \(maximumHeaderSize) bytes of header")
        }
        let header = buffer[start..<headerEnd]
        consume(headerEnd - start + separatorLength)
        switch Self.contentLength(in: header) {
        case .success(let length) where length > maximumBodySize:
            let available = min(length, buffer.count - start)
            consume(available)
            skipping = length - available
            return .malformed("a body of \(length) bytes is over the limit of \(maximumBodySize)")
        case .success(let length):
            expected = length
            return next()
        case .failure(let problem):
            return .malformed(problem.reason)
        }
    }

    /// Where the header block ends (`\r\n\r\n`, or `\n\n` from a lax client) and how long the separator is.
    private func headerTerminator() -> (Int, Int)? {
        var index = start
        while index < buffer.count {
            if buffer[index] == 0x0A {
                if index + 1 < buffer.count && buffer[index + 1] == 0x0A { return (index, 2) }
                if index + 2 < buffer.count && buffer[index + 1] == 0x0D && buffer[index + 2] == 0x0A,
                   index > start && buffer[index - 1] == 0x0D {
                    return (index - 1, 4)
                }
            }
            index += 1
        }
        return nil
    }

    private struct HeaderProblem: Error {
        var reason: String
    }

    /// The `Content-Length` of a header block: fields are `Name: value` lines, names in any case.
    private static func contentLength(in header: ArraySlice<UInt8>) -> Result<Int, HeaderProblem> {
        let text = String(decoding: header, as: UTF8.self)
        var length: Int?
        for line in text.split(whereSeparator: { $0 == "\r\n" || $0 == "\n" || $0 == "\r" }) {
            guard let colon = line.firstIndex(of: ":") else {
                return .failure(HeaderProblem(reason: "a header line without ':': \(line.prefix(80))"))
            }
            guard line[..<colon].trimmingSpaces.lowercased() == "content-length" else { continue }
            let value = line[line.index(after: colon)...].trimmingSpaces
            guard let number = Int(value), number >= 0, value.allSatisfy(\.isASCII) else {
                return .failure(HeaderProblem(reason: "Content-Length is not a length: \(value.prefix(40))"))
            }
            length = number
        }
        guard let length else { return .failure(HeaderProblem(reason: "a header without Content-Length")) }
        return .success(length)
    }

    private mutating func consume(_ count: Int) {
        start += count
        if start == buffer.count {
            buffer.removeAll(keepingCapacity: true)
            start = 0
        } else if start > 1 << 16 && start > buffer.count / 2 {
            buffer.removeFirst(start)
            start = 0
        }
    }
}

extension Substring {
    fileprivate var trimmingSpaces: Substring {
        var text = self
        while let first = text.first, first == " " || first == "\t" { text = text.dropFirst() }
        while let last = text.last, last == " " || last == "\t" { text = text.dropLast() }
        return text
    }
}
