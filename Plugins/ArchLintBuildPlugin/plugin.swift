import Foundation
import PackagePlugin

/// Lints a target's Swift files before it compiles: `archlint lint --format xcode` on them, so findings appear as
/// warnings and errors in the build log and inline in Xcode. The project is the one `archlint lint` finds for those
/// files — the nearest `.archlint.json` (with its baseline) or `Package.swift` — and is indexed whole, so the
/// findings are those of a full run. An error finding fails the build. Nothing is written but a stamp in the
/// plugin's own work folder, which lets the build skip the lint until a source or the configuration changes. The
/// stamp is a Swift file holding one comment: any other kind of output would be bundled with the target as a
/// resource.
@main
struct ArchLintBuildPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let files = target.sourceFiles(withSuffix: "swift").map(\.url)
        return try LintCommand.commands(tool: context.tool(named: "archlint").url, files: files,
                                        name: target.name, workDirectory: context.pluginWorkDirectoryURL)
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension ArchLintBuildPlugin: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        let files = target.inputFiles.filter { $0.type == .source && $0.url.pathExtension == "swift" }.map(\.url)
        return try LintCommand.commands(tool: context.tool(named: "archlint").url, files: files,
                                        name: target.displayName, workDirectory: context.pluginWorkDirectoryURL)
    }
}
#endif

/// The one build command, through `/bin/sh` so that the stamp is written only when the lint passes: a build that
/// failed on a finding lints again next time.
enum LintCommand {
    static func commands(tool: URL, files: [URL], name: String, workDirectory: URL) throws -> [Command] {
        guard let first = files.first else { return [] }
        let stamp = workDirectory.appendingPathComponent("ArchLintStamp.swift")
        // Run from the work folder, which holds no source: every path printed is absolute, as Xcode wants.
        let script = #"cd "$ARCHLINT_WORK" && "$0" "$@" && echo "// Linted by ArchLint." > "$ARCHLINT_STAMP""#
        return [.buildCommand(
            displayName: "ArchLint \(name)",
            executable: URL(fileURLWithPath: "/bin/sh"),
            arguments: ["-c", script, tool.path, "lint", "--format", "xcode", "--quiet", "--"] + files.map(\.path),
            environment: ["ARCHLINT_WORK": workDirectory.path, "ARCHLINT_STAMP": stamp.path],
            inputFiles: [tool] + files + configurationFiles(from: first.deletingLastPathComponent()),
            outputFiles: [stamp]
        )]
    }

    /// The nearest `.archlint.json` at or above `folder` (as `archlint` finds it for the files), and the baseline it names: a change to either lints again.
    static func configurationFiles(from folder: URL) -> [URL] {
        var folder = folder.standardizedFileURL
        while true {
            let configuration = folder.appendingPathComponent(".archlint.json")
            if FileManager.default.fileExists(atPath: configuration.path) {
                var files = [configuration]
                if let data = try? Data(contentsOf: configuration),
                   let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
                   let baseline = object["baseline"] as? String {
                    let file = URL(fileURLWithPath: baseline, relativeTo: folder).standardizedFileURL
                    if FileManager.default.fileExists(atPath: file.path) { files.append(file) }
                }
                return files
            }
            let parent = folder.deletingLastPathComponent()
            if parent.path == folder.path { return [] }
            folder = parent
        }
    }
}
