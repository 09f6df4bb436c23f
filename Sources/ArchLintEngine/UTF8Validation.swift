/// Checks that bytes are well-formed UTF-8 (no overlong forms, surrogates or truncated sequences).
enum UTF8Validation {
    /// The offset of the first byte that is not part of valid UTF-8, or `nil` when all are valid.
    static func firstInvalidOffset(_ bytes: [UInt8]) -> Int? {
        bytes.withUnsafeBufferPointer { buffer -> Int? in
            let count = buffer.count
            var index = 0
            guard let start = buffer.baseAddress else { return nil }
            let base = UnsafeRawPointer(start)
            while index < count {
                // Thirty-two, then eight ASCII bytes at a time.
                if index + 32 <= count {
                    let any = base.loadUnaligned(fromByteOffset: index, as: UInt64.self)
                        | base.loadUnaligned(fromByteOffset: index + 8, as: UInt64.self)
                        | base.loadUnaligned(fromByteOffset: index + 16, as: UInt64.self)
                        | base.loadUnaligned(fromByteOffset: index + 24, as: UInt64.self)
                    if any & 0x8080_8080_8080_8080 == 0 {
                        index += 32
                        continue
                    }
                }
                if index + 8 <= count,
                   base.loadUnaligned(fromByteOffset: index, as: UInt64.self) & 0x8080_8080_8080_8080 == 0 {
                    index += 8
                    continue
                }
                let lead = buffer[index]
                if lead < 0x80 { index += 1; continue }
                let length: Int
                var minimumSecond: UInt8 = 0x80, maximumSecond: UInt8 = 0xBF
                switch lead {
                case 0xC2...0xDF: length = 2
                case 0xE0: length = 3; minimumSecond = 0xA0
                case 0xE1...0xEC, 0xEE...0xEF: length = 3
                case 0xED: length = 3; maximumSecond = 0x9F
                case 0xF0: length = 4; minimumSecond = 0x90
                case 0xF1...0xF3: length = 4
                case 0xF4: length = 4; maximumSecond = 0x8F
                default: return index
                }
                guard index + length <= count else { return index }
                let second = buffer[index + 1]
                guard second >= minimumSecond && second <= maximumSecond else { return index }
                for offset in 2..<max(2, length) where buffer[index + offset] & 0xC0 != 0x80 {
                    return index
                }
                index += length
            }
            return nil
        }
    }

    /// Whether the bytes are UTF-16 text: a UTF-16 byte order mark, or (without one) two ASCII characters
    /// each paired with a zero byte, as no UTF-8 Swift file begins.
    static func looksLikeUTF16(_ bytes: [UInt8]) -> Bool {
        guard bytes.count >= 2 else { return false }
        if (bytes[0] == 0xFF && bytes[1] == 0xFE) || (bytes[0] == 0xFE && bytes[1] == 0xFF) { return true }
        guard bytes.count >= 4 else { return false }
        let littleEndian = bytes[1] == 0 && bytes[3] == 0 && bytes[0] != 0 && bytes[2] != 0
        let bigEndian = bytes[0] == 0 && bytes[2] == 0 && bytes[1] != 0 && bytes[3] != 0
        return (littleEndian || bigEndian) && bytes[0] < 0x80 && bytes[1] < 0x80 && bytes[2] < 0x80 && bytes[3] < 0x80
    }

    /// The 1-based line holding byte `offset`.
    static func line(of offset: Int, in bytes: [UInt8]) -> Int {
        var line = 1
        var index = 0
        while index < offset && index < bytes.count {
            if bytes[index] == 0x0A { line += 1 }
            else if bytes[index] == 0x0D, index + 1 >= bytes.count || bytes[index + 1] != 0x0A { line += 1 }
            index += 1
        }
        return line
    }
}
