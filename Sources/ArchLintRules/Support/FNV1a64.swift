/// The 64-bit FNV-1a hash: tiny, the same on every platform and run, and not meant for security.
public enum FNV1a64 {
    @usableFromInline static let offsetBasis: UInt64 = 0xcbf2_9ce4_8422_2325
    @usableFromInline static let prime: UInt64 = 0x0000_0100_0000_01b3

    /// The hash of `bytes`.
    @inlinable
    public static func hash(_ bytes: some Sequence<UInt8>) -> UInt64 {
        var value = offsetBasis
        for byte in bytes {
            value ^= UInt64(byte)
            value &*= prime
        }
        return value
    }

    /// The hash of `bytes[start..<end]`, read in place: no slice is made (and retained) for it.
    @inlinable
    public static func hash(_ bytes: [UInt8], from start: Int, to end: Int) -> UInt64 {
        bytes.withUnsafeBufferPointer { hash($0, from: start, to: end) }
    }

    /// The hash of `bytes[start..<end]`, read through a buffer.
    @inlinable
    public static func hash(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> UInt64 {
        var value = offsetBasis
        var index = start
        while index < end {
            value ^= UInt64(bytes[index])
            value &*= prime
            index += 1
        }
        return value
    }

    /// The hash of the text's UTF-8 bytes as 16 lower-case hex digits.
    public static func hexDigest(_ text: String) -> String {
        let hex = String(hash(text.utf8), radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}
