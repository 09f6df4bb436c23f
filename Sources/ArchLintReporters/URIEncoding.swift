/// Percent-encoding of paths for URIs (SARIF artifact locations).
enum URIEncoding {
    /// The path with every byte outside the unreserved set and `/` percent-encoded: spaces become `%20`,
    /// `Ü` becomes `%C3%9C`.
    static func encodedPath(_ path: String) -> String {
        var result = ""
        for byte in path.utf8 {
            if isUnreserved(byte) || byte == UInt8(ascii: "/") {
                result.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                let hex = String(byte, radix: 16, uppercase: true)
                result += "%" + (hex.count == 1 ? "0" + hex : hex)
            }
        }
        return result
    }

    /// A `file://` URI for an absolute directory path, ending in `/` so relative URIs resolve inside it.
    static func fileURI(forDirectory path: String) -> String {
        let encoded = encodedPath(path)
        return "file://" + encoded + (encoded.hasSuffix("/") ? "" : "/")
    }

    private static func isUnreserved(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
             UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
             UInt8(ascii: "~"):
            return true
        default:
            return false
        }
    }
}
