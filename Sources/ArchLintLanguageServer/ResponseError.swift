import ArchLintEngine

/// A JSON-RPC error object: what a request that failed is answered with.
package struct ResponseError: Error, Equatable, Sendable {
    package var code: Int
    package var message: String

    package init(code: Int, message: String) {
        self.code = code
        self.message = message
    }

    /// The bytes of a frame are not JSON.
    package static func parseError(_ detail: String) -> ResponseError { ResponseError(code: -32700, message: detail) }
    /// JSON, but not a JSON-RPC 2.0 request, notification or response.
    package static func invalidRequest(_ detail: String) -> ResponseError {
        ResponseError(code: -32600, message: detail)
    }
    package static func methodNotFound(_ method: String) -> ResponseError {
        ResponseError(code: -32601, message: "no method '\(method)'")
    }
    package static func invalidParams(_ detail: String) -> ResponseError { ResponseError(code: -32602, message: detail) }
    /// A request other than `initialize` before `initialize`.
    package static let serverNotInitialized = ResponseError(code: -32002,
                                                            message: "the server is not initialized yet")

    var json: JSON { ["code": .int(code), "message": .string(message)] }
}
