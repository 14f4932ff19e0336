import Foundation
import SliderTestFixtures
import Testing

/// `check` reads expectations files as `fuzz` does, and both find `Corpus/` in the package that
/// holds the executable, whatever the current folder.
@Suite("check from another folder")
struct CheckFromElsewhereTests {
    @Test func checkAllFromAnotherFolderExitsZeroWithTheToolkitsDeviationsExpected() async throws {
        let executable = try LaunchedCommand.builtExecutable()
        let elsewhere = FileManager.default.temporaryDirectory.appendingPathComponent("check-elsewhere-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: elsewhere) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = ["check", "--implementation", "all"]
        process.currentDirectoryURL = elsewhere
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let text = await Waiting.offThread { String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self) }
        await Waiting.exit(of: process)
        #expect(process.terminationStatus == 0, "\(text)")
        #expect(text.contains("expected  defaults.limits: defaults.limits (FAIL; field maximumValue): "), "\(text)")
        let totals = text.split(separator: "\n").filter { $0.contains(" passed, ") }
        #expect(totals.count == 6 && totals.allSatisfy { $0.contains(" passed, 0 failed") }, "\(totals)")
        let toolkit = try #require(totals.last)
        #expect(toolkit.contains(" expected") && toolkit.contains("(toolkit, documented profile)"), "\(toolkit)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: elsewhere.path).isEmpty, "nothing written where it ran")
    }
}
