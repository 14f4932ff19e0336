import Foundation

/// The built command line started as its own process, standard error read back when it ends:
/// shared by the tests that run `slider-conformance` as a user's shell would.
enum LaunchedCommand {
    /// Starts `executable` with `arguments`, standard output going to `standardOutput` and
    /// standard error to a pipe whose text `finish` returns with the exit status.
    static func launch(_ executable: String, _ arguments: [String], standardOutput: Any) throws -> (process: Process, errors: Pipe) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.standardOutput = standardOutput
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        return (process, errors)
    }

    /// Waits for `launched` to end and returns its status and standard error.
    static func finish(_ launched: (process: Process, errors: Pipe)) -> (status: Int32, errors: String) {
        let text = String(decoding: launched.errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        launched.process.waitUntilExit()
        return (launched.process.terminationStatus, text)
    }
}
