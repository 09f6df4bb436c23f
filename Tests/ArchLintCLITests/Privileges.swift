import Foundation
import TestSupport
import Testing

/// Whether file permissions bite in this test run, and how to make them bite for root.
///
/// Root ignores `chmod 000` and read-only folders. When the tests run as root (as in CI containers), a run is
/// wrapped in `setpriv` dropping the two capabilities that bypass permission checks; where that is impossible,
/// tests that need unreadable or unwritable files are skipped.
enum Privileges {
    static let isRoot = geteuid() == 0

    /// The command to put in front of a run so that permissions apply: empty when not root, `nil` when they
    /// cannot be made to apply.
    static let dropCommand: [String]? = {
        guard isRoot else { return [] }
        let setpriv = "/usr/bin/setpriv"
        guard FileManager.default.isExecutableFile(atPath: setpriv) else { return nil }
        let command = [setpriv, "--inh-caps=-dac_override,-dac_read_search",
                       "--bounding-set=-dac_override,-dac_read_search"]
        return probe(command) ? command : nil
    }()

    /// Whether a file can be made unreadable (and a folder unwritable) for the linter.
    static var canDeny: Bool { dropCommand != nil }

    static let skipReason: Comment = "running as root without a way to drop the permission-bypass capabilities"

    /// Checks that `cat` run through `command` really cannot read a `chmod 000` file.
    private static func probe(_ command: [String]) -> Bool {
        guard let directory = try? TemporaryDirectory(), let file = try? directory.write("probe", "secret") else {
            return false
        }
        guard chmod(file.path, 0) == 0 else { return false }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: command[0])
        process.arguments = Array(command.dropFirst()) + ["/bin/cat", file.path]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { return false }
        process.waitUntilExit()
        return process.terminationStatus != 0
    }
}
