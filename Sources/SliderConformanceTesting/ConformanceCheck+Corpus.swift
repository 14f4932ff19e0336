import Foundation
import SliderEngine
import SliderSpec
import SliderWorkers

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension ConformanceCheck {
    /// Runs the check against `type` in this process: the entries saved under `corpusDirectory`
    /// and `corpusPaths` first, then the sequences a crashed run left in flight, then the
    /// generated sequences. Each new shrunk counterexample is saved under `corpusDirectory` as
    /// soon as it is found.
    ///
    /// Each new counterexample is confirmed in this process (`Counterexample.Confirmation.inProcess`,
    /// which its message says) unless `configuration.freshStart` names an executable that serves
    /// the type. `expectConformance` and `XCTAssertConforms` run the sequences in a worker process
    /// instead, where they can (`runsInWorker`).
    ///
    /// Before each generated sequence its seed is written to `<corpusDirectory>/.in-flight/`, so
    /// that a trap in the slider (which ends the test process) leaves it on disk; the next run
    /// says so on standard error, with the call that re-runs just that sequence, and replays it
    /// first (in a worker process when one serves the check: there its crash is shrunk and saved).
    @MainActor
    public func run<S: SliderUnderTest>(_ type: S.Type) -> FuzzReport {
        run(type, worker: nil)
    }

    /// Runs the check against `type` as `run(_:)` does, with the generated sequences run (and
    /// their failures shrunk) in `worker` when it is given and serves the check: the report is
    /// the one a run in this process gives, except that new counterexamples are confirmed in a
    /// fresh worker, and a trap in the slider is a `process.crash` counterexample. When the worker
    /// does not serve, standard error says why and the check runs in this process.
    @MainActor
    func run<S: SliderUnderTest>(_ type: S.Type, worker: TestProcessWorker?) -> FuzzReport {
        if worker != nil, TestProcessWorker.isWorker {
            // This process is itself a worker: it serves its check (and ends) or, for another
            // type's, checks nothing and starts no worker of its own.
            TestProcessWorker.serve(S.self)
            return ConformanceCheck(sequences: 0, corpusDirectory: nil).run(type)
        }
        var configuration = configuration
        let name = S.implementationName
        let typeName = SliderImplementation(S.self).typeName
        var fresh = worker.map { $0.freshStart(implementation: name) }
        if fresh != nil, configuration.freshStart == nil {
            // A worker that cannot serve must not be taken for a slider that crashes.
            let probe = fresh?.check(
                [], failWith: FailureIdentity(rule: .processCrash, field: "implementation"), implementation: name,
                configuration: configuration, typeName: typeName)
            if case let .unavailable(reason)? = probe {
                TestProcessWorker.noteInProcess(name, because: "this test executable, started again, did not serve as a worker (\(reason))")
                fresh = nil
            }
        } else {
            fresh = nil
        }
        if let corpusDirectory {
            let path = corpusDirectory + "/.in-flight/" + CorpusEntry.safeFileNameComponent(name) + ".json"
            configuration.inFlightPath = path
            for (recorded, unfinished) in InFlightRecord.Store(path: path, processIdentifier: getpid()).abandoned() {
                let rerun = rerunLine(seed: unfinished.seed, sequence: unfinished.index, typeName: typeName)
                Self.writeToStandardError("\(name): replaying seed 0x\(String(unfinished.seed, radix: 16)), sequence \(unfinished.index) "
                    + "first: the last check stopped while running it (a trap in the slider?); recorded in \(recorded); "
                    + (fresh == nil
                        ? "run in this process, where a trap ends it again, and each run that ends so takes the shrinking of that sequence a step further"
                            + " (README: \"A trap in your slider where no worker starts\")"
                        : "run in a worker process, where a trap is shrunk and reported")
                    + "; re-run just this case: \(rerun)")
            }
        }
        let profile = configuration.profile.id
        let save: (Counterexample) -> Void = { counterexample in
            // One that did not fail again here is no regular counterexample: never saved.
            guard let corpusDirectory, !counterexample.dependsOnEarlierInstances else { return }
            do {
                try CorpusStore.write(Self.corpusEntry(counterexample, implementation: name, profile: profile), into: corpusDirectory)
            } catch {
                Self.writeToStandardError("\(name): could not save a counterexample under \(corpusDirectory): \(error)")
            }
        }
        guard let fresh else { return Fuzzer(type, configuration: configuration).run(found: save) }
        let workers = FuzzWorkers(count: 1, executable: fresh.executable, arguments: fresh.arguments)
        let report = Fuzzer(type, configuration: configuration).run(workers: workers, found: save)
        for notice in workers.notices { Self.writeToStandardError(notice) }
        return report
    }

    /// Writes `line` and a newline to standard error at once (unbuffered: it is there even if
    /// the process ends right after).
    static func writeToStandardError(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
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

    /// The corpus entry that records `counterexample`, as `slider-conformance fuzz` writes it (a
    /// crash with its signal and last operation; one confirmed only in this process marked so).
    static func corpusEntry(_ counterexample: Counterexample, implementation: String, profile: String) -> CorpusEntry {
        let rule = counterexample.identity.rule
        return CorpusEntry(
            implementation: implementation, profile: profile, rule: rule, field: counterexample.identity.field,
            statement: RuleCatalogue.rule(rule)?.statement ?? rule.processStatement ?? "",
            operations: counterexample.operations, expected: counterexample.violation.expected,
            observed: counterexample.violation.observed, seed: counterexample.origin, cause: counterexample.violation.cause
        ).markingCrash(counterexample.violation).marking(counterexample.confirmation)
    }
}
