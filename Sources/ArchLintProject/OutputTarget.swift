import Foundation

/// What an output path leads to once its symbolic links are followed one by one: an open descriptor of this
/// process (`/dev/stdout`, `/dev/fd/N`), a special file (a device, a named pipe), or a regular file that may not
/// exist yet. The links themselves are never replaced.
package enum OutputTarget: Equatable {
    /// Descriptor `N` of this process, written through as it was opened (a pipe, or a log opened for appending).
    case descriptor(Int32)
    /// A device, named pipe or socket, written in place.
    case special(String)
    /// A regular file, existing or not, to be replaced whole.
    case file(String)

    /// More links than this in a row is a loop, as the system counts it.
    package static let maximumLinks = 40

    /// Follows `path` (absolute) to what it names; throws with `path` named when the chain cannot be followed.
    package static func resolve(_ path: String) throws(ProjectError) -> OutputTarget {
        var current = PathText.normalized(path)
        for _ in 0...maximumLinks {
            if let descriptor = descriptorNamed(current) { return .descriptor(descriptor) }
            switch FileSystem.kind(current) {
            case .symbolicLink:
                guard let destination = linkDestination(current) else {
                    throw .cannotWrite(path, reason: FileSystem.errorText())
                }
                current = PathText.normalized(destination.hasPrefix("/")
                    ? destination : PathText.join(PathText.parent(current), destination))
            case .other:
                return .special(current)
            case .directory:
                throw .cannotWrite(path, reason: "it is a folder")
            case .regularFile, .missing:
                return .file(current)
            }
        }
        throw .cannotWrite(path, reason: "too many levels of symbolic links")
    }

    /// The descriptor a path names by itself, when that descriptor is open in this process.
    package static func descriptorNamed(_ path: String) -> Int32? {
        let number: Substring
        switch path {
        case "/dev/stdout": number = "1"
        case "/dev/stderr": number = "2"
        default:
            guard let prefix = ["/dev/fd/", "/proc/self/fd/"].first(where: path.hasPrefix) else { return nil }
            number = path.dropFirst(prefix.count)
        }
        guard number.allSatisfy(\.isASCII), let descriptor = Int32(number), descriptor >= 0,
              fcntl(descriptor, F_GETFD) != -1 else { return nil }
        return descriptor
    }

    private static func linkDestination(_ path: String) -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink(path, &buffer, buffer.count - 1)
        guard count >= 0 else { return nil }
        return String(decoding: buffer.prefix(count).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
