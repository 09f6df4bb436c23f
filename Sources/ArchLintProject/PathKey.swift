import Foundation

/// A path as a dictionary or set key, compared by its bytes.
///
/// Swift compares strings by canonical equivalence, so `"é"` (NFC) and `"e\u{301}"` (NFD) are one `String` key;
/// on Linux, and on file systems that keep names as given, they are two different files. The bytes are hashed in
/// one block: a walk keys every folder and file it meets.
package struct PathKey: Hashable {
    private let path: String

    package init(_ path: String) {
        self.path = path
    }

    package static func == (lhs: PathKey, rhs: PathKey) -> Bool {
        lhs.path.bytewiseCompare(rhs.path) == 0
    }

    package func hash(into hasher: inout Hasher) {
        var path = path
        path.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
    }
}

extension String {
    /// Orders paths by their bytes: stable and distinct for names that differ only by normalisation.
    package func bytewisePrecedes(_ other: String) -> Bool {
        bytewiseCompare(other) < 0
    }

    /// Negative, zero or positive as `self`'s bytes sort before, equal or after `other`'s.
    package func bytewiseCompare(_ other: String) -> Int {
        var lhs = self, rhs = other
        return lhs.withUTF8 { left in
            rhs.withUTF8 { right in
                let common = Swift.min(left.count, right.count)
                if common > 0, let a = left.baseAddress, let b = right.baseAddress {
                    let order = memcmp(a, b, common)
                    if order != 0 { return Int(order) }
                }
                return left.count - right.count
            }
        }
    }
}
