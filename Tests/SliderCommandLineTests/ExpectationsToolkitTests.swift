import Foundation
import SliderCLI
import SliderEngine
import SliderTestFixtures
import Testing

/// An expectations file tied to the toolkit its adapter named (`"toolkit"`): `fuzz` applies it
/// only to that toolkit and says in one line when it does not; the bundled toolkit's own file,
/// which names causes, keeps its run clean.
@MainActor
@Suite("Expectations tied to a toolkit")
struct ExpectationsToolkitTests {
    /// The bundled toolkit's expectations file.
    private static let toolkitFile = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Corpus/toolkit.expectations.json")

    /// `fuzz --implementation toolkit` on a corpus `folder`/Corpus holding the toolkit's file,
    /// its JSON object changed by `edit`.
    private func fuzzToolkit(in folder: String, edit: (inout [String: Any]) -> Void) throws -> (status: Int32, output: CommandOutput) {
        let corpus = folder + "/Corpus"
        try FileManager.default.createDirectory(atPath: corpus, withIntermediateDirectories: true)
        var object = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: Self.toolkitFile)) as? [String: Any])
        edit(&object)
        try JSONSerialization.data(withJSONObject: object).write(
            to: URL(fileURLWithPath: Expectations.path(corpus: corpus, implementation: "toolkit")))
        return InProcessCommand.run([
            "fuzz", "--implementation", "toolkit", "--sequences", "300", "--jobs", "1", "--no-save", "--corpus", corpus,
        ])
    }

    @Test func theToolkitsOwnFileNamesCausesAndKeepsItsRunClean() throws {
        let entries = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: Self.toolkitFile)) as? [String: Any])["expected"]
        let fields = try #require(entries as? [[String: Any]]).map { $0["field"] as? String }
        #expect(!fields.isEmpty && fields.allSatisfy { $0 != nil }, "every entry names the field of its cause")
        try TemporaryFolder.with("expectations-toolkit") { folder in
            let (status, output) = try fuzzToolkit(in: folder) { _ in }
            let text = output.standardOutput
            #expect(status == 0, "\(text)")
            #expect(text.contains("result: conforms to the documented profile apart from"), "\(text)")
            #expect(!text.contains("expectations: "), "no note about the toolkit")
        }
    }

    @Test func aFileWrittenForAnotherToolkitIsNotAppliedAndTheReportSaysSoInOneLine() throws {
        try TemporaryFolder.with("expectations-toolkit") { folder in
            let (status, output) = try fuzzToolkit(in: folder) { $0["toolkit"] = "Tk 8.6.13" }
            let text = output.standardOutput
            #expect(status == 1, "\(text)")
            #expect(text.contains(
                "\nexpectations: Corpus/toolkit.expectations.json not applied: written for Tk 8.6.13, but the adapter runs no named toolkit"
                    + " (every failure is reported as unexpected)\n"), "\(text)")
            #expect(!text.contains("expected deviations"), "\(text)")
        }
    }
}
