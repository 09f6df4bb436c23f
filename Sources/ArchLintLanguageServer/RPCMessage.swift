import ArchLintEngine

/// One JSON-RPC 2.0 message from the client.
package enum RPCMessage: Equatable, Sendable {
    /// Wants an answer with the same `id` (a number or a string).
    case request(id: JSON, method: String, params: JSON)
    case notification(method: String, params: JSON)
    /// The client's answer to a request of ours; `result` is `nil` when it answered with an error.
    case response(id: JSON, result: JSON?)

    /// Reads a parsed message. A value that is not a message throws an error to answer with; `id` is the
    /// message's id when it had a usable one.
    package static func decode(_ json: JSON) throws(RPCMessageError) -> RPCMessage {
        guard case .object = json else {
            throw RPCMessageError(id: .null, error: .invalidRequest("a message is a JSON object (batches are not used)"))
        }
        let id = json["id"].flatMap { value -> JSON? in
            switch value {
            case .int, .string: return value
            case .double where value.int != nil: return .int(value.int ?? 0)
            default: return nil
            }
        }
        guard json["jsonrpc"]?.string == "2.0" else {
            throw RPCMessageError(id: id ?? .null, error: .invalidRequest("'jsonrpc' must be \"2.0\""))
        }
        let params = json["params"] ?? .null
        switch (json["method"], id) {
        case (.string(let method)?, let id?):
            return .request(id: id, method: method, params: params)
        case (.string(let method)?, nil):
            guard json["id"] == nil else {
                throw RPCMessageError(id: .null, error: .invalidRequest("'id' must be a number or a string"))
            }
            return .notification(method: method, params: params)
        case (nil, let id?) where json["result"] != nil || json["error"] != nil:
            return .response(id: id, result: json["result"])
        default:
            throw RPCMessageError(id: id ?? .null, error: .invalidRequest("a message needs a string 'method'"))
        }
    }
}
