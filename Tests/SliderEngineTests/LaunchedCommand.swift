import Foundation
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

    /// Waits for `launched` to end and returns its status and standard error.
    static func finish(_ launched: (process: Process, errors: Pipe)) -> (status: Int32, errors: String) {
        let text = String(decoding: launched.errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        launched.process.waitUntilExit()
        return (launched.process.terminationStatus, text)
    }
}
