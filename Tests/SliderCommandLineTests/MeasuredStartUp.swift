import Foundation
import SliderTestFixtures

/// How long this machine takes, right now, to start the built command line and have it answer:
/// the margins of timing tests are derived from it, so they hold under heavy load.
enum MeasuredStartUp {
    /// The seconds `slider-conformance --version` took, measured once (1 s when it cannot run).
    static let seconds: Double = {
        guard let executable = try? LaunchedCommand.builtExecutable() else { return 1 }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = ["--version"]
        process.standardOutput = FileHandle.nullDevice
        let started = Date()
        guard (try? process.run()) != nil else { return 1 }
        Waiting.blockUntilExit(of: process)
        return Date().timeIntervalSince(started)
    }()

    /// A margin of at least `floor` seconds, and `factor` start-ups on a loaded machine.
    static func margin(atLeast floor: Double, startUps factor: Double = 100) -> Double {
        max(floor, factor * seconds)
    }
}
