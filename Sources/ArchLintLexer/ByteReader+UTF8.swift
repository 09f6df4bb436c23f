extension ByteReader {
    /// Decodes the UTF-8 scalar at `index`, or returns `nil` for an invalid sequence
    /// (a lone continuation byte, an overlong form, a surrogate, a value past U+10FFFF, a truncated sequence).
    @inline(__always)
    func scalar(at index: Int) -> (value: UInt32, length: Int)? {
        let b0 = bytes[index]
        if b0 < 0x80 { return (UInt32(b0), 1) }
        if b0 < 0xC2 { return nil }
        if b0 < 0xE0 {
            guard index + 1 < end, let b1 = continuation(index + 1, 0x80, 0xBF) else { return nil }
            return ((UInt32(b0 & 0x1F) << 6) | b1, 2)
        }
        if b0 < 0xF0 {
            let low: UInt8 = b0 == 0xE0 ? 0xA0 : 0x80
            let high: UInt8 = b0 == 0xED ? 0x9F : 0xBF
            guard index + 2 < end, let b1 = continuation(index + 1, low, high),
                  let b2 = continuation(index + 2, 0x80, 0xBF) else { return nil }
            return ((UInt32(b0 & 0x0F) << 12) | (b1 << 6) | b2, 3)
        }
        if b0 < 0xF5 {
            let low: UInt8 = b0 == 0xF0 ? 0x90 : 0x80
            let high: UInt8 = b0 == 0xF4 ? 0x8F : 0xBF
            guard index + 3 < end, let b1 = continuation(index + 1, low, high),
                  let b2 = continuation(index + 2, 0x80, 0xBF),
                  let b3 = continuation(index + 3, 0x80, 0xBF) else { return nil }
            return ((UInt32(b0 & 0x07) << 18) | (b1 << 12) | (b2 << 6) | b3, 4)
        }
        return nil
    }

    @inline(__always)
    private func continuation(_ index: Int, _ low: UInt8, _ high: UInt8) -> UInt32? {
        let byte = bytes[index]
        return byte >= low && byte <= high ? UInt32(byte & 0x3F) : nil
    }
}
