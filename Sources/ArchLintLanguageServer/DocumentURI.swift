import Foundation

/// Conversions between `file:` URIs, as clients send them, and absolute paths.
package enum DocumentURI {
    /// The absolute path of a `file:` URI (percent escapes decoded); `nil` for any other scheme.
    package static func path(of uri: String) -> String? {
        guard let url = URL(string: uri), url.isFileURL else { return nil }
        let path = url.path
        return path.isEmpty ? nil : path
    }

    /// The `file:` URI of an absolute path.
    package static func uri(ofPath path: String) -> String {
        URL(fileURLWithPath: path).absoluteString
    }
}
