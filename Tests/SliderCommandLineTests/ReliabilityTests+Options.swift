import Foundation
import Testing

/// Option mistakes are usage errors that say what went wrong.
extension ReliabilityTests {
    @Test func anOptionGivenTwiceIsSaidToBeGivenTwiceNotSuggestedAgain() {
        for arguments in [["fuzz", "--seed", "1", "--seed", "2"], ["fuzz", "--seed=1", "--seed=2"], ["fuzz", "--no-save", "--no-save"]] {
            let (status, output) = run(arguments)
            #expect(status == 64, "\(arguments)")
            #expect(output.standardError.contains("was given twice; give it once."), "\(output.standardError)")
            #expect(!output.standardError.contains("Did you mean"), "\(output.standardError)")
        }
    }

    @Test func aSeedWithASignIsRejected() {
        for seed in ["0x+1", "+1", "0x-1", "-1", "0x", ""] {
            let (status, output) = run(["fuzz", "--seed=" + seed, "--implementation", "sample", "--sequences", "1", "--no-save"])
            #expect(status == 64, "--seed \(seed)")
            #expect(output.standardError.contains("--seed takes a whole number"), "\(output.standardError)")
        }
        for seed in ["0x2a", "42", "0xFFFFFFFFFFFFFFFF"] {
            #expect(run(["fuzz", "--seed", seed, "--implementation", "sample", "--sequences", "1", "--no-save"]).status != 64, "--seed \(seed)")
        }
    }

    @Test func fuzzRejectsTimeoutWithoutExecAsReplayAndShrinkDo() {
        let (status, output) = run(["fuzz", "--timeout", "5", "--implementation", "sample", "--sequences", "1", "--no-save"])
        #expect(status == 64)
        #expect(output.standardError.contains("--timeout applies only with --exec."), "\(output.standardError)")
    }
}
