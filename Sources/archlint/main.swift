import ArchLintCLI
import Foundation

let environment = ProcessInfo.processInfo.environment
let code = ArchLintCommand.run(
    arguments: Array(CommandLine.arguments.dropFirst()),
    environment: environment,
    workingDirectory: FileManager.default.currentDirectoryPath,
    output: StandardOutput(colorAllowed: StandardOutput.colorAllowed(environment: environment))
)
exit(code.rawValue)
