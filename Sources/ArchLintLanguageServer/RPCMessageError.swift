import ArchLintEngine

/// Why a value is not a message, and the id to answer it under (`null` when it has none).
package struct RPCMessageError: Error, Equatable {
    package var id: JSON
    package var error: ResponseError
}
