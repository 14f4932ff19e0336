import Foundation

/// A fresh, empty folder for one test, removed when the test's body ends: the suites each name
/// theirs with a prefix of their own, so a folder left by a crash says whose it was.
package enum TemporaryFolder {
    /// Runs `body` with a new folder `<prefix>-<UUID>` in the temporary directory, removed afterwards.
    package static func with(_ prefix: String, _ body: (String) throws -> Void) throws {
        let folder = try create(prefix)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try body(folder)
    }

    /// Runs `body`, which awaits, with a new folder `<prefix>-<UUID>`, removed afterwards; on the
    /// caller's actor.
    package static func with(
        _ prefix: String, isolation: isolated (any Actor)? = #isolation, _ body: (String) async throws -> Void
    ) async throws {
        let folder = try create(prefix)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try await body(folder)
    }

    private static func create(_ prefix: String) throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        return folder
    }
}
