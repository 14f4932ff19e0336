import Foundation
import SliderTestFixtures
import Testing

/// Debian's `chromium`, run headless to render a page and dump its DOM after the page's scripts ran.
enum HeadlessChromium {
    /// The browser, or nil where it is not installed.
    static let path: String? = ["/usr/bin/chromium", "/usr/bin/chromium-browser"].first {
        FileManager.default.isExecutableFile(atPath: $0)
    }

    /// Why the browser tests are skipped where it is missing.
    static let absence: Comment =
        "chromium is not installed (apt-get install -y chromium; .ci/run installs it as root): the browser tests are skipped"

    /// The DOM chromium renders for `url`, after scripts ran; a fresh profile each time. The page
    /// must write nothing to the console: an error its script throws is a failure of the test.
    static func renderedDOM(_ url: String) async throws -> String {
        let profile = NSTemporaryDirectory() + "chromium-profile-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: profile) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try #require(path))
        process.arguments = [
            "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--user-data-dir=" + profile,
            "--virtual-time-budget=5000", "--enable-logging=stderr", "--v=0", "--dump-dom", url,
        ]
        let output = Pipe(), log = Pipe()
        process.standardOutput = output
        process.standardError = log
        try process.run()
        async let logged = Waiting.offThread { log.fileHandleForReading.readDataToEndOfFile() }
        let data = await Waiting.offThread { output.fileHandleForReading.readDataToEndOfFile() }
        // Chromium logs each console message, an uncaught exception included, as `INFO:CONSOLE`.
        let console = String(decoding: await logged, as: UTF8.self).split(separator: "\n").filter { $0.contains(":CONSOLE") }
        await Waiting.exit(of: process)
        #expect(process.terminationStatus == 0, "chromium exited with \(process.terminationStatus)")
        #expect(console.isEmpty, "the page wrote to the console: \(console)")
        return String(decoding: data, as: UTF8.self)
    }
}
