#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Dispatch

/// Marks between the phases of a run, written to standard error for `Benchmarks/phases.sh` when the environment
/// variable `ARCHLINT_PHASE_TIMES` is set: `phase NAME at NANOSECONDS`, the monotonic clock when the phase ended.
public struct PhaseMarks: Sendable {
    /// The name of the environment variable that turns the marks on.
    public static let variable = "ARCHLINT_PHASE_TIMES"

    public let isOn: Bool

    public init(isOn: Bool) {
        self.isOn = isOn
    }

    /// On when `environment` sets ``variable`` to anything but the empty string.
    public init(environment: [String: String]) {
        isOn = !(environment[Self.variable] ?? "").isEmpty
    }

    /// Writes the mark for the phase `name`, which has just ended.
    public func mark(_ name: StaticString) {
        guard isOn else { return }
        let line = "phase \(name) at \(DispatchTime.now().uptimeNanoseconds)\n"
        var bytes = Array(line.utf8)
        _ = bytes.withUnsafeMutableBytes { write(2, $0.baseAddress, $0.count) }
    }
}
