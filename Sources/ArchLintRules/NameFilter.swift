/// A quick "surely not one of these names" test on an identifier's bytes: by first byte and length, before any
/// string is made or hashed. Most identifiers of a file fail it.
public struct NameFilter: Sendable {
    @usableFromInline var firstBytes = [Bool](repeating: false, count: 256)
    /// Bit `n` set: some name is `n` bytes long (names of 64 bytes or more set bit 63).
    @usableFromInline var lengths: UInt64 = 0

    public init<Names: Sequence>(_ names: Names) where Names.Element: StringProtocol {
        for name in names {
            guard let first = name.utf8.first else { continue }
            firstBytes[Int(first)] = true
            lengths |= 1 << UInt64(min(name.utf8.count, 63))
        }
    }

    /// Whether `bytes[start..<end]` may be one of the names, read through a buffer.
    @inlinable
    public func mayMatch(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Bool {
        end > start && lengths & (1 << UInt64(min(end - start, 63))) != 0
            && firstBytes.withUnsafeBufferPointer { $0[Int(bytes[start])] }
    }

    /// Whether `bytes[start..<end]` may be one of the names.
    @inlinable
    public func mayMatch(_ bytes: [UInt8], _ start: Int, _ end: Int) -> Bool {
        end > start && firstBytes[Int(bytes[start])] && lengths & (1 << UInt64(min(end - start, 63))) != 0
    }
}
