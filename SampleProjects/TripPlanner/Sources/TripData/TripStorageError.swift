import Foundation

/// Why trip storage could not be read or written; every message names the file.
public enum TripStorageError: LocalizedError, Equatable, Sendable {
    /// The file exists but could not be read.
    case unreadableFile(path: String, reason: String)
    /// The file's contents are not a trip archive.
    case corruptFile(path: String, reason: String)
    /// The file was written by a newer format than this build understands.
    case unsupportedFormat(path: String, version: Int)
    /// The file or its folder could not be written.
    case unwritableFile(path: String, reason: String)

    public var errorDescription: String? {
        switch self {
        case let .unreadableFile(path, reason):
            "Could not read the trips file at \(path): \(reason)"
        case let .corruptFile(path, reason):
            "The trips file at \(path) is damaged and was left untouched: \(reason)"
        case let .unsupportedFormat(path, version):
            "The trips file at \(path) uses format \(version), which this version of the app cannot read."
        case let .unwritableFile(path, reason):
            "Could not save the trips file at \(path): \(reason)"
        }
    }
}
