import Foundation
import SliderCLI

var output = CommandOutput()
output.onWrite = { FileHandle.standardOutput.write(Data($0.utf8)) }
output.onError = { FileHandle.standardError.write(Data($0.utf8)) }
output.colorsStandardOutput = isatty(STDOUT_FILENO) != 0 && ProcessInfo.processInfo.environment["NO_COLOR"] == nil
output.showsProgress = isatty(STDERR_FILENO) != 0
let status = MainActor.assumeIsolated {
    SliderConformanceCommand.run(Array(CommandLine.arguments.dropFirst()), output: &output)
}
exit(status)
