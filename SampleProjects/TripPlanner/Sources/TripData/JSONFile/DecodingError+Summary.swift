import Foundation

extension DecodingError {
    /// A one-line account of what was wrong and where, for error messages.
    var summary: String {
        switch self {
        case let .dataCorrupted(context):
            describe(context, "malformed data")
        case let .keyNotFound(key, context):
            describe(context, "missing key “\(key.stringValue)”")
        case let .typeMismatch(type, context):
            describe(context, "expected \(type)")
        case let .valueNotFound(type, context):
            describe(context, "missing \(type) value")
        @unknown default:
            String(describing: self)
        }
    }

    private func describe(_ context: Context, _ problem: String) -> String {
        let path = context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
        return path.isEmpty ? problem : "\(problem) at \(path)"
    }
}
