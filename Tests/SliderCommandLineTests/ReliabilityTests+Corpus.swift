import Foundation
import SliderEngine
import SliderSpec
import SliderTestFixtures
import Testing

/// Corpus entries and expectations that name what the suite cannot replay or match (issue 24).
extension ReliabilityTests {
    /// An entry of `implementation` recording a failure of `rule`, written under `corpus`; its path.
    func writeEntry(rule: RuleID, implementation: String = "toolkit", versions: SuiteVersions? = .current, into corpus: String) throws -> String {
        let observation = ReferenceSlider().observation(readings: Profile.documented.readings)
        let entry = CorpusEntry(
            implementation: implementation, profile: Profile.documented.id, rule: rule, field: "value",
            statement: "", operations: [.setValue(0.5), .setMinimumValue(2)], expected: observation, observed: observation,
            versions: versions)
        return try CorpusStore.write(entry, into: corpus)
    }

    @Test func aCorpusEntryNamingAnUnknownRuleSaysSoAndFromWhichSpec() throws {
        try withTemporaryFolder { folder in
            let corpus = folder + "/Corpus"
            let newer = SuiteVersions(package: SemanticVersion(9, 0, 0), spec: SemanticVersion(9, 0, 0), protocol: SemanticVersion(9, 0, 0))
            let path = try writeEntry(rule: "value.from-the-future", versions: newer, into: corpus)
            let result = run(["replay", corpus])
            let text = result.output.standardOutput + result.output.standardError
            #expect(result.status == 2, "\(text)")
            #expect(text.contains("\(path): names an unknown rule \"value.from-the-future\""), "\(text)")
            #expect(text.contains("written against spec 9.0.0"), "\(text)")
            #expect(!text.contains("fails differently"), "\(text)")
        }
    }

    @Test func aProcessFailureEntryReplayedInProcessSaysOnlyExecCanShowIt() throws {
        try withTemporaryFolder { folder in
            let corpus = folder + "/Corpus"
            let path = try writeEntry(rule: .processCrash, into: corpus)
            for arguments in [["replay", corpus], ["fuzz", "--implementation", "toolkit", "--sequences", "1", "--no-save", "--corpus", corpus]] {
                let result = run(arguments)
                let text = result.output.standardOutput + result.output.standardError
                // fuzz exits 1 when the run itself finds violations, which outrank a bad corpus file.
                #expect(result.status != 0, "\(arguments): \(text)")
                #expect(text.contains("\(path): records a failure of the process (process.crash)"), "\(arguments): \(text)")
                #expect(!text.contains("fails differently"), "\(arguments): \(text)")
            }
        }
    }

    @Test func anExpectationOfAProcessFailureWithOutcomeFailSaysTheOutcomeIsWrong() throws {
        try withTemporaryFolder { folder in
            let file = #"{"format":1,"implementation":"x","expected":[{"rule":"process.crash","outcome":"FAIL"}]}"#
            try Data(file.utf8).write(to: URL(fileURLWithPath: folder + "/x.expectations.json"))
            #expect {
                try Expectations.load(corpus: folder, implementation: "x")
            } throws: { error in
                "\(error)".contains("at expected[0].outcome: \"process.crash\" is a failure of the process, expected with outcome CRASH, not FAIL")
                    && !"\(error)".contains("unknown rule")
            }
        }
    }
}
