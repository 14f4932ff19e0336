import Foundation
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

    /// The DOM chromium renders for `url`, after scripts ran; a fresh profile each time.
    static func renderedDOM(_ url: String) async throws -> String {
        let profile = NSTemporaryDirectory() + "chromium-profile-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: profile) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try #require(path))
        process.arguments = [
            "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--user-data-dir=" + profile,
            "--virtual-time-budget=5000", "--dump-dom", url,
        ]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = await Waiting.offThread { output.fileHandleForReading.readDataToEndOfFile() }
        await Waiting.exit(of: process)
        #expect(process.terminationStatus == 0, "chromium exited with \(process.terminationStatus)")
        return String(decoding: data, as: UTF8.self)
    }
}
