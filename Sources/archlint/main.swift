import ArchLintCLI
import Foundation

// A file-size limit makes a write fail with an error the command reports, instead of killing it mid-write.
signal(SIGXFSZ, SIG_IGN)
// A reader that goes away (`archlint rules | head -1`) ends the writes quietly, instead of the process.
signal(SIGPIPE, SIG_IGN)

// Descriptors: the soft limit is raised as far as the hard one allows (macOS starts at 256); under a floor that
// the runtime itself needs, the run stops with an error instead of crashing in a library.
switch DescriptorLimit.raise() {
case .success: break
case .failure(let error):
    FileHandle.standardError.write(Data("error: \(error)\n".utf8))
    exit(2)
}

let environment = ProcessEnvironment.variables()
let output = StandardOutput(colorAllowed: StandardOutput.colorAllowed(environment: environment))
switch WorkingDirectory.current() {
case .success(let workingDirectory):
    let code = ArchLintCommand.run(arguments: Array(CommandLine.arguments.dropFirst()), environment: environment,
                                   workingDirectory: workingDirectory, output: output)
    exit(code.rawValue)
case .failure(let error):
    output.writeError("error: \(error)\n")
    exit(2)
}
