import ArchLintEngine
import Foundation

/// Writes framed messages to a file descriptor (the server's standard output), one whole frame at a time.
final class FileDescriptorOutput: MessageOutput, @unchecked Sendable {
    private let descriptor: Int32
    private let lock = NSLock()

    init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    func send(_ message: JSON) -> Bool {
        let frame = FrameEncoder.frame(message.encoded())
        return lock.withLock {
            frame.withUnsafeBytes { buffer in
                var offset = 0
                while offset < buffer.count {
                    let written = write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                    if written > 0 {
                        offset += written
                    } else if written < 0 && errno == EINTR {
                        continue
                    } else {
                        return false
                    }
                }
                return true
            }
        }
    }
}
