import Foundation

/// The process's limit on open file descriptors.
public enum DescriptorLimit {
    /// Below this many descriptors the threads and pipes of a run cannot even start.
    public static let minimum: rlim_t = 12
    /// The soft limit is raised to at most this, which a run never needs more of.
    static let wanted: rlim_t = 4096

    /// Raises the soft limit towards the hard one; fails when even the hard limit is under ``minimum``.
    public static func raise() -> Result<Void, DescriptorLimitError> {
        var limit = rlimit()
        guard getrlimit(resourceKind, &limit) == 0 else { return .success(()) }
        let target = min(limit.rlim_max, wanted)
        if limit.rlim_cur < target {
            var raised = limit
            raised.rlim_cur = target
            if setrlimit(resourceKind, &raised) == 0 { limit = raised }
        }
        guard limit.rlim_cur >= minimum else { return .failure(DescriptorLimitError(limit: limit.rlim_cur)) }
        return .success(())
    }

    #if os(Linux)
    private static let resourceKind = __rlimit_resource_t(UInt32(RLIMIT_NOFILE.rawValue))
    #else
    private static let resourceKind = RLIMIT_NOFILE
    #endif
}

/// A descriptor limit too low to run at all.
public struct DescriptorLimitError: Error, CustomStringConvertible {
    public var limit: rlim_t
    public var description: String {
        "only \(limit) open files are allowed (ulimit -n); archlint needs at least \(DescriptorLimit.minimum)"
    }
}
