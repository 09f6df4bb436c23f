import ArchLintEngine

/// The messages the server sends.
package enum Outgoing {
    package static func result(_ result: JSON, id: JSON) -> JSON {
        ["jsonrpc": "2.0", "id": id, "result": result]
    }

    package static func error(_ error: ResponseError, id: JSON) -> JSON {
        ["jsonrpc": "2.0", "id": id, "error": error.json]
    }

    package static func notification(_ method: String, _ params: JSON) -> JSON {
        ["jsonrpc": "2.0", "method": .string(method), "params": params]
    }

    package static func request(_ method: String, _ params: JSON, id: Int) -> JSON {
        ["jsonrpc": "2.0", "id": .int(id), "method": .string(method), "params": params]
    }
}
