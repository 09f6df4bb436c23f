@testable import ArchLintCLI
@testable import ArchLintProject
import Foundation
import TestSupport

/// The `archlint` executable built next to this test bundle, and a way to run it.
enum BuiltBinary {
    /// Looked for in `ARCHLINT_BINARY`, beside the test bundle or runner, then in the package's `.build`.
    static let path: String? = candidates.first { FileManager.default.isExecutableFile(atPath: $0) }

    private final class BundleMarker {}

    private static var candidates: [String] {
        var folders: [URL] = []
        let bundle = Bundle(for: BundleMarker.self).bundleURL
        folders.append(bundle.pathExtension == "xctest" ? bundle.deletingLastPathComponent() : bundle)
        folders.append(Bundle.main.bundleURL)
        if let runner = CommandLine.arguments.first {
            folders.append(URL(fileURLWithPath: runner).deletingLastPathComponent())
        }
        let build = RepositoryPaths.root.appendingPathComponent(".build")
        folders.append(build.appendingPathComponent("debug"))
        let platforms = (try? FileManager.default.contentsOfDirectory(atPath: build.path)) ?? []
        folders += platforms.sorted().map { build.appendingPathComponent($0).appendingPathComponent("debug") }
        let explicit = ProcessInfo.processInfo.environment["ARCHLINT_BINARY"].map { [$0] } ?? []
        return explicit + folders.map { $0.appendingPathComponent("archlint").path }
    }

    struct Outcome {
        var status: Int32
        var output: String
        var errors: String
    }

    static func run(_ arguments: [String], in directory: String,
                    environment: [String: String] = ProcessInfo.processInfo.environment) throws -> Outcome {
        guard let path else { throw ProjectError.pathNotFound("archlint executable") }
        let outcome = try ProcessRunner.run(path, arguments, in: directory, environment: environment)
        return Outcome(status: outcome.status, output: String(decoding: outcome.output, as: UTF8.self),
                       errors: outcome.errorText)
    }
}
