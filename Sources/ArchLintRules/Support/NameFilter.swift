/// A quick "surely not one of these names" test on an identifier's bytes: by its first byte and length together,
/// before any string is made or hashed. Most identifiers of a file fail it, and so do most of those that share a
/// first byte with one name and a length with another.
public struct NameFilter: Sendable {
    /// For each first byte, bit `n` set: some name that starts with it is `n` bytes long (names of 64 bytes or
    /// more set bit 63).
    @usableFromInline var lengthsByFirstByte = [UInt64](repeating: 0, count: 256)

    public init<Names: Sequence>(_ names: Names) where Names.Element: StringProtocol {
        for name in names {
            guard let first = name.utf8.first else { continue }
            lengthsByFirstByte[Int(first)] |= 1 << UInt64(min(name.utf8.count, 63))
        }
    }

    /// Whether `bytes[start..<end]` may be one of the names, read through a buffer.
    @inlinable
    public func mayMatch(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Bool {
        end > start && lengthsByFirstByte.withUnsafeBufferPointer { $0[Int(bytes[start])] }
            & (1 << UInt64(min(end - start, 63))) != 0
    }

    /// Whether `bytes[start..<end]` may be one of the names.
    @inlinable
    public func mayMatch(_ bytes: [UInt8], _ start: Int, _ end: Int) -> Bool {
        end > start && lengthsByFirstByte[Int(bytes[start])] & (1 << UInt64(min(end - start, 63))) != 0
    }
}
