/// Checks that bytes are well-formed UTF-8 (no overlong forms, surrogates or truncated sequences) and hold
/// no NUL byte (Swift source never does; a file full of them is UTF-16 without a byte-order mark).
enum UTF8Validation {
    enum Problem: Equatable {
        /// The byte at this offset is not part of valid UTF-8.
        case invalid(offset: Int)
        case nulByte
    }

    /// The first problem of `bytes`, or `nil` when they are valid UTF-8 without NUL bytes.
    static func firstProblem(_ bytes: [UInt8]) -> Problem? {
        bytes.withUnsafeBufferPointer { buffer -> Problem? in
            let count = buffer.count
            var index = 0
            while index < count {
                // Eight ASCII bytes at a time: no high bit set and no zero byte.
                if index + 8 <= count {
                    let word = UnsafeRawPointer(buffer.baseAddress! + index).loadUnaligned(as: UInt64.self)
                    let highBits: UInt64 = 0x8080_8080_8080_8080
                    if word & highBits == 0 {
                        if (word &- 0x0101_0101_0101_0101) & ~word & highBits != 0 { return .nulByte }
                        index += 8
                        continue
                    }
                }
                let lead = buffer[index]
                if lead == 0 { return .nulByte }
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
                default: return .invalid(offset: index)
                }
                guard index + length <= count else { return .invalid(offset: index) }
                let second = buffer[index + 1]
                guard second >= minimumSecond && second <= maximumSecond else { return .invalid(offset: index) }
                for offset in 2..<max(2, length) where buffer[index + offset] & 0xC0 != 0x80 {
                    return .invalid(offset: index)
                }
                index += length
            }
            return nil
        }
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
