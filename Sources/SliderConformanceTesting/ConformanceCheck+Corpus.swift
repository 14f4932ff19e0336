import Foundation
import SliderEngine
import SliderSpec

extension ConformanceCheck {
    /// Runs the check against `type`: the entries saved under `corpusDirectory` and `corpusPaths`
    /// first, then a sequence a crashed run left in flight, then the generated sequences. Each new
    /// shrunk counterexample is saved under `corpusDirectory` as soon as it is found.
    ///
    /// In a test process no fresh worker process is available, so each new counterexample is
    /// confirmed in this process (`Counterexample.Confirmation.inProcess`, which its message
    /// says) unless `configuration.freshStart` names an executable that serves the type.
    ///
    /// Before each generated sequence its seed is written to `<corpusDirectory>/.in-flight/`, so
    /// that a trap in the slider (which ends the test process) leaves it on disk; the next run
    /// says so on standard output and replays it first.
    @MainActor
    public func run<S: SliderUnderTest>(_ type: S.Type) -> FuzzReport {
        var configuration = configuration
        let name = S.implementationName
        if let corpusDirectory {
            let path = corpusDirectory + "/.in-flight/" + CorpusEntry.safeFileNameComponent(name) + ".json"
            configuration.inFlightPath = path
            if let unfinished = InFlightRecord.Store(path: path).unfinished() {
                print("\(name): replaying seed 0x\(String(unfinished.seed, radix: 16)), sequence \(unfinished.index) first: "
                      + "the last check stopped while running it (a trap in the slider?); recorded in \(path)")
            }
        }
        let profile = configuration.profile.id
        return Fuzzer(type, configuration: configuration).run(found: { counterexample in
            // One that did not fail again here is no regular counterexample: never saved.
            guard let corpusDirectory, !counterexample.dependsOnEarlierInstances else { return }
            do {
                try CorpusStore.write(Self.corpusEntry(counterexample, implementation: name, profile: profile), into: corpusDirectory)
            } catch {
                print("\(name): could not save a counterexample under \(corpusDirectory): \(error)")
            }
        })
    }

    /// The file under `corpusDirectory` that holds `counterexample` of `implementation`, or nil
    /// when there is none (no `corpusDirectory`, or it could not be saved).
    public func savedPath(of counterexample: Counterexample, implementation: String, profile: String) -> String? {
        guard let corpusDirectory else { return nil }
        let entry = Self.corpusEntry(counterexample, implementation: implementation, profile: profile)
        let folder = corpusDirectory.hasSuffix("/") ? corpusDirectory : corpusDirectory + "/"
        let path = folder + CorpusEntry.safeFileNameComponent(implementation) + "/" + entry.fileName
        return FileManager.default.fileExists(atPath: path) ? path : nil
    }

    /// The corpus entry that records `counterexample`, as `slider-conformance fuzz` writes it.
    static func corpusEntry(_ counterexample: Counterexample, implementation: String, profile: String) -> CorpusEntry {
        let rule = counterexample.identity.rule
        return CorpusEntry(
            implementation: implementation, profile: profile, rule: rule, field: counterexample.identity.field,
            statement: RuleCatalogue.rule(rule)?.statement ?? rule.processStatement ?? "",
            operations: counterexample.operations, expected: counterexample.violation.expected,
            observed: counterexample.violation.observed, seed: counterexample.origin, cause: counterexample.violation.cause)
    }
}
