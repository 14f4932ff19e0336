import Foundation
import SliderCLI
import SliderSpec
import Testing

/// `check` and `fuzz` judge applicability alike: a rule `fuzz` reports not applicable (an
/// operation or field the implementation lacks, a rule the sources leave open, another
/// profile's rule) is not applicable to `check` either, so `check` never fails a rule `fuzz`
/// could never fail.
@MainActor
@Suite("check and fuzz agree on which rules apply")
struct CheckFuzzAgreementTests {
    /// The rules `check --verbose` prints as `n/a`.
    static func inapplicableToCheck(_ implementation: String) -> Set<String> {
        let (_, output) = InProcessCommand.run(["check", "--implementation", implementation, "--verbose"])
        return Set(output.standardOutput.split(separator: "\n").compactMap { line -> String? in
            guard line.hasPrefix("n/a ") else { return nil }
            return line.dropFirst(3).trimmingCharacters(in: .whitespaces).split(separator: " ").first.map(String.init)
        })
    }

    /// The rules a short `fuzz` run reports `not applicable`, but for those `check` never runs:
    /// rules whose example belongs to another profile than the implementation's.
    static func inapplicableToFuzz(_ implementation: String) throws -> Set<String> {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("agreement-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let (_, output) = InProcessCommand.run(
            ["fuzz", "--implementation", implementation, "--sequences", "20", "--jobs", "1", "--no-save", "--corpus", folder, "--format", "json"])
        let document = try #require(try JSONSerialization.jsonObject(with: Data(output.standardOutput.utf8)) as? [String: Any])
        let verdicts = try #require((document["reports"] as? [[String: Any]])?.first?["verdicts"] as? [[String: Any]])
        let profile = try #require((document["reports"] as? [[String: Any]])?.first?["profile"] as? String)
        return Set(verdicts.filter { $0["outcome"] as? String == "not applicable" }.compactMap { $0["rule"] as? String }.filter { id in
            RuleCatalogue.rule(RuleID(id))?.example.profile.map { $0.id == profile } ?? true
        })
    }

    @Test(arguments: ["sample", "toolkit", "uikit-model"])
    func checkSkipsExactlyTheRulesFuzzReportsNotApplicable(_ implementation: String) throws {
        let check = Self.inapplicableToCheck(implementation)
        #expect(!check.isEmpty)
        #expect(check == (try Self.inapplicableToFuzz(implementation)))
    }

    @Test func checkNeverRunsTheExampleOfARuleTheSourcesLeaveOpen() {
        // `accessibility.value-degenerate-range` is never checked by fuzz; its example would
        // hold a conforming slider to one of the answers the sources allow.
        #expect(Self.inapplicableToCheck("sample").contains("accessibility.value-degenerate-range"))
    }
}
