/// A path as a dictionary or set key, compared by its bytes.
///
/// Swift compares strings by canonical equivalence, so `"é"` (NFC) and `"e\u{301}"` (NFD) are one `String` key;
/// on Linux, and on file systems that keep names as given, they are two different files.
package struct PathKey: Hashable {
    private let bytes: [UInt8]

    package init(_ path: String) {
        bytes = Array(path.utf8)
    }
}

extension String {
    /// Orders paths by their bytes: stable and distinct for names that differ only by normalisation.
    package func bytewisePrecedes(_ other: String) -> Bool {
        utf8.lexicographicallyPrecedes(other.utf8)
    }
}
