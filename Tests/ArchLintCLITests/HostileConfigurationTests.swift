import Foundation
import Testing

/// Configuration and baseline files that are not what they should be: each is a usage error (exit 2) that
/// names the file, with nothing on standard output.
@Suite(.enabled(if: BuiltBinary.path != nil, "the archlint executable was not found beside the tests; build it first"))
struct HostileConfigurationTests {
    private func lint(configuration write: (HostileProject) throws -> Void,
                      extra: [String] = []) throws -> BoundedRun.Outcome {
        let project = try HostileProject()
        try project.write(HostileProject.domain + "Trip.swift", HostileProject.violation + "\n")
        try write(project)
        let run = try BoundedRun.archlint(["lint"] + extra, in: project.path)
        #expect(!run.crashed)
        #expect(run.output.isEmpty)
        return run
    }

    @Test(arguments: [
        ("not JSON", "layers: [Domain]\n", "is not valid JSON"),
        ("empty", "", "is empty"),
        ("only whitespace", " \n\t\n", "is empty"),
        ("a JSON array", "[]", "expected an object"),
        ("truncated", "{\"layers\": {\"Domain\": {\"paths\": [", "is not valid JSON"),
        ("a trailing comma", "{\"include\": [\"**\"],}", "1:19: is not valid JSON: found \",\" — JSON takes no comma before \"}\""),
        ("a key twice", "{\"layers\": {\"Domain\": {\"paths\": [\"Domain/**\"]}, \"Domain\": {\"paths\": []}}}",
         "the key \"Domain\" appears twice in one object"),
        ("deeply nested", String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000),
         "is not valid JSON"),
    ])
    func malformedConfigurationIsAUsageError(_ name: String, _ text: String, _ reason: String) throws {
        let run = try lint(configuration: { try $0.write(".archlint.json", text) })
        #expect(run.status == 2, "\(name): \(run.errors)")
        #expect(run.errors.contains(".archlint.json") && run.errors.contains(reason), "\(name): \(run.errors)")
    }

    @Test func fiftyMegabyteConfigurationIsRefusedUnread() throws {
        let run = try lint(configuration: { project in
            try project.directory.writeSparse(".archlint.json", prefix: "{\"exclude\": [", size: 50 * 1024 * 1024)
        })
        #expect(run.status == 2)
        #expect(run.errors.contains(".archlint.json") && run.errors.contains("52428800 bytes"), "\(run.errors)")
    }

    @Test func configurationThatIsAFolderOrAPipeIsAUsageError() throws {
        let folder = try lint(configuration: { try $0.directory.makeFolder("Settings") },
                              extra: ["--config", "Settings"])
        #expect(folder.status == 2)
        #expect(folder.errors.contains("Settings") && folder.errors.contains("not a regular file"), "\(folder.errors)")
        let pipe = try lint(configuration: { #expect(mkfifo($0.directory.url("Pipe.json").path, 0o644) == 0) },
                            extra: ["--config", "Pipe.json"])
        #expect(pipe.status == 2)
        #expect(pipe.errors.contains("Pipe.json"), "\(pipe.errors)")
    }

    @Test(arguments: [
        ("a folder", "not a regular file"), ("a pipe", "not a regular file"),
        ("a dangling link", "a symbolic link that cannot be followed (No such file or directory)"),
        ("a link loop", "a symbolic link that cannot be followed (Too many levels of symbolic links)"),
    ])
    func anUnusableConfigurationFoundWalkingUpIsAnErrorNotSkipped(_ kind: String, _ reason: String) throws {
        let run = try lint(configuration: { project in
            let path = project.directory.url(".archlint.json").path
            try FileManager.default.removeItem(atPath: path)
            switch kind {
            case "a folder": try project.directory.makeFolder(".archlint.json")
            case "a pipe": #expect(mkfifo(path, 0o644) == 0)
            case "a dangling link": try project.directory.link(".archlint.json", to: "nowhere.json")
            default: try project.directory.link(".archlint.json", to: ".archlint.json")
            }
        })
        #expect(run.status == 2)
        #expect(run.errors == "error: .archlint.json: cannot be read: \(reason)", "\(run.errors)")
    }

    @Test(arguments: [
        ("not JSON", "nope", "not a baseline file"),
        ("deeply nested", "{\"version\": 1, \"entries\": " + String(repeating: "[", count: 100_000)
            + String(repeating: "]", count: 100_000) + "}", "not a baseline file"),
        ("a pipe", "", "not a regular file"),
        ("a folder", "", "not a regular file"),
    ])
    func malformedBaselineIsAUsageError(_ name: String, _ text: String, _ reason: String) throws {
        let run = try lint(configuration: { project in
            switch name {
            case "a pipe": #expect(mkfifo(project.directory.url("base.json").path, 0o644) == 0)
            case "a folder": try project.directory.makeFolder("base.json")
            default: try project.write("base.json", text)
            }
        }, extra: ["--baseline", "base.json"])
        #expect(run.status == 2, "\(name): \(run.errors)")
        #expect(run.errors.contains("base.json") && run.errors.contains(reason), "\(name): \(run.errors)")
    }
}
