/// Frames a message body for the wire: a `Content-Length` header, a blank line, the body.
package enum FrameEncoder {
    package static func frame(_ body: [UInt8]) -> [UInt8] {
        Array("Content-Length: \(body.count)\r\n\r\n".utf8) + body
    }
}
