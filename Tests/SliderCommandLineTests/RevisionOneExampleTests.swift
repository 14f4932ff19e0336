import Foundation
import SliderEngine
import SliderSpec
import SliderTestFixtures
import SliderWire
import Testing

/// The example adapter (`Examples/python/slider_adapter.py`, revision 3) served with a handshake
/// that names an earlier revision, or none: the fields that revision lacks are never read or
/// compared, so it conforms as it does at revision 3 (issue 37: at revision 1 it failed
/// `layout.intrinsic-height`, "is 28.0 … it was 28.0").
@MainActor
@Suite("The example adapter at an earlier revision", .serialized)
struct RevisionOneExampleTests {
    /// Runs the example behind a wrapper whose handshake names `revision` (nil: no revision at
    /// all), 200 sequences of seed 21, as the compatibility tests run the frozen child.
    private func report(revision: Int?) throws -> FuzzReport {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("revision-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let wrapper = folder + "/earlier.py"
        let change = revision.map { "reply[\"revision\"] = \($0)" } ?? "reply.pop(\"revision\", None)"
        try """
            import sys
            sys.path.insert(0, \(String(reflecting: PythonChild.root + "/Examples/python")))
            import slider_adapter as a
            served = a.answer
            def answer(request, slider, slider_class, name):
                reply, slider = served(request, slider, slider_class, name)
                if request.get("type") == "hello":
                    \(change)
                return reply, slider
            a.answer = answer
            a.main()
            """.write(toFile: wrapper, atomically: true, encoding: .utf8)
        let connection = try ProcessConnection(command: "\(PythonChild.python) \(wrapper)", timeout: 5, profile: "documented")
        defer { connection.close() }
        var configuration = FuzzConfiguration(seed: 21, sequences: 200, profile: .documented)
        configuration.unsupportedKinds = Set(connection.handshake.unsupported)
        return Fuzzer(connection.implementation(), configuration: configuration).run()
    }

    @Test(arguments: [1, nil] as [Int?])
    func theExampleAtRevisionOneConformsAndIsNeverChargedForTheIntrinsicHeight(revision: Int?) throws {
        let report = try report(revision: revision)
        #expect(report.protocolRevision == 1)
        let failures = report.verdicts.filter { $0.outcome == .fail }.map(\.rule.rawValue)
        #expect(failures.isEmpty, "\(failures)")
        let height = report.verdicts.first { $0.rule == .layoutIntrinsicHeight }
        #expect(height?.outcome == .notApplicable)
        #expect(height?.reason?.hasPrefix("protocol revision 1") == true, "\(height?.reason ?? "no reason")")
    }

    @Test func theExampleAtRevisionTwoStillHasItsIntrinsicHeightChecked() throws {
        let report = try report(revision: 2)
        #expect(report.count(.fail) == 0)
        #expect(report.verdicts.first { $0.rule == .layoutIntrinsicHeight }?.outcome == .pass)
    }
}
