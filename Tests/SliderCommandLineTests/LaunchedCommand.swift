import Foundation
import SliderCLI
import SliderTestFixtures
import Testing

/// The built command line started as its own process, standard error read back when it ends:
/// shared by the tests that run `slider-conformance` as a user's shell would.
enum LaunchedCommand {
    /// The `slider-conformance` built with these tests, in the same build folder as the test
    /// bundle (so `swift test` and `swift test -c release` each find their own); `#require`
    /// fails, saying what to build, when it is missing.
    static func builtExecutable() throws -> String {
        let path = buildFolder().appendingPathComponent("slider-conformance").path
        try #require(FileManager.default.isExecutableFile(atPath: path), "build the package first (swift build --build-tests): \(path)")
        return path
    }

    /// The folder holding the test bundle: on Linux the test executable's own folder, on Apple
    /// platforms the one around the loaded `.xctest` bundle.
    private static func buildFolder() -> URL {
        if let bundle = Bundle.allBundles.first(where: { $0.bundlePath.hasSuffix(".xctest") }) {
            return bundle.bundleURL.deletingLastPathComponent()
        }
        return URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent()
    }

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

    /// Runs the built command line with `arguments` as its own process and awaits its end: its
    /// exit status and output, as `SliderConformanceCommand.run` gives them in-process. For runs
    /// that wait on child processes (`--exec`, `--jobs`): in-process they would hold the main
    /// actor, and every test queued on it, for as long as the children take. `environment`
    /// adds variables to this process's own.
    static func run(_ arguments: [String], environment: [String: String] = [:]) async throws -> (status: Int32, output: CommandOutput) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("launched-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let paths = (output: folder + "/out.txt", errors: folder + "/err.txt")
        for path in [paths.output, paths.errors] { _ = FileManager.default.createFile(atPath: path, contents: nil) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try builtExecutable())
        process.arguments = arguments
        if !environment.isEmpty { process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 } }
        process.standardOutput = try FileHandle(forWritingTo: URL(fileURLWithPath: paths.output))
        process.standardError = try FileHandle(forWritingTo: URL(fileURLWithPath: paths.errors))
        try process.run()
        await Waiting.exit(of: process)
        var output = CommandOutput()
        output.write(try String(contentsOfFile: paths.output, encoding: .utf8))
        output.writeError(try String(contentsOfFile: paths.errors, encoding: .utf8))
        return (process.terminationStatus, output)
    }

    /// Waits for `launched` to end and returns its status, standard error and the moment it
    /// ended; the reading and waiting happen on a thread of their own (`Waiting`), so other tests
    /// run meanwhile, and a time limit is checked against `ended`, not against when the test resumed.
    static func finish(_ launched: (process: Process, errors: Pipe)) async -> (status: Int32, errors: String, ended: Date) {
        let (process, errors) = launched
        return await Waiting.offThread {
            let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            Waiting.blockUntilExit(of: process)
            return (process.terminationStatus, text, Date())
        }
    }
}
