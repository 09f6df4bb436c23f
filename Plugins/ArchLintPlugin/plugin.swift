import Foundation
import PackagePlugin

/// `swift package archlint [arguments…]`: runs `archlint` in the package's folder with the arguments given
/// (none means `archlint lint` on the whole package).
@main
struct ArchLintPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let tool = try context.tool(named: "archlint")
        let process = Process()
        process.executableURL = tool.url
        process.arguments = arguments
        process.currentDirectoryURL = context.package.directoryURL
        try process.run()
        process.waitUntilExit()
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            throw ArchLintPluginError(status: process.terminationStatus)
        }
    }
}

/// `archlint` ended with findings (status 1) or a usage or configuration error (status 2).
struct ArchLintPluginError: Error, CustomStringConvertible {
    var status: Int32

    var description: String {
        status == 1 ? "archlint found problems (exit status 1)" : "archlint failed (exit status \(status))"
    }
}
