import Foundation

extension SliderConformanceCLI {
    /// The hidden command that makes the executable serve as one of `fuzz`'s worker processes.
    static let workerCommand = "__fuzz-worker"

    /// This process's executable: `/proc/self/exe` on Linux, `Bundle.main.executablePath` or
    /// the program's path elsewhere; nil when none can be found.
    public static var currentExecutable: String? {
        if FileManager.default.isExecutableFile(atPath: "/proc/self/exe") { return "/proc/self/exe" }
        if let path = Bundle.main.executablePath { return path }
        guard let first = CommandLine.arguments.first, first.contains("/") else { return nil }
        return first
    }
}
