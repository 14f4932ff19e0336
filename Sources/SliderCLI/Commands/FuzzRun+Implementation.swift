import Foundation
import SliderEngine
import SliderSpec
import SliderWire
import SliderWorkers

extension FuzzRun {
    /// Runs one implementation on `workers`, saving each new counterexample to `corpus` as soon as
    /// it is shrunk, apart from those `expected` expects (known deviations, which the expectations
    /// file records).
    static func fuzz(
        _ entry: BundledImplementations.Entry, _ configuration: FuzzConfiguration, corpus: String?, expected: Expectations?,
        workers: FuzzWorkers, output: inout CommandOutput
    ) -> FuzzReport {
        func run(output: inout CommandOutput) -> FuzzReport {
            let fuzzer = Fuzzer(entry.implementation, configuration: configuration)
            let started = ContinuousClock.now
            let showsProgress = output.showsProgress
            let progressSink = output.onError
            var saveErrors: [String] = []
            var savedPaths: [String] = []
            var unshrunk: [RuleID: String] = [:]
            func entryFor(_ rule: RuleID, _ field: String, _ operations: [SliderOperation], _ violation: Violation, _ origin: String) -> CorpusEntry {
                CorpusEntry(
                    implementation: entry.name, profile: configuration.profile.id, rule: rule, field: field,
                    statement: RuleCatalogue.rule(rule)?.statement ?? rule.processStatement ?? "",
                    operations: operations, expected: violation.expected, observed: violation.observed, seed: origin,
                    cause: violation.cause
                ).markingCrash(violation)
            }
            let report = fuzzer.run(
                workers: workers,
                progress: { progress in
                    guard showsProgress else { return }
                    let timing = FuzzCommand.progressTiming(
                        elapsed: (ContinuousClock.now - started).seconds, done: progress.sequences, total: progress.total,
                        limit: configuration.timeLimit)
                    progressSink?("\r\(entry.name): \(progress.sequences)/\(progress.total) sequences, \(progress.operations) operations, \(progress.failures) failing, \(timing)\u{1B}[K")
                },
                failing: { operations, violation in
                    // A crashing process may take the case with it: save it before shrinking.
                    guard let corpus, violation.rule.isProcessFailure else { return }
                    let saved = entryFor(violation.rule, violation.field, Array(operations), violation, "unshrunk")
                    do { unshrunk[violation.rule] = try CorpusStore.write(saved, into: corpus) } catch { saveErrors.append("\(error)") }
                },
                found: { counterexample in
                    // One that did not fail from a fresh start is no regular counterexample: never saved.
                    if counterexample.dependsOnEarlierInstances, let old = unshrunk.removeValue(forKey: counterexample.identity.rule) {
                        try? FileManager.default.removeItem(atPath: old)
                    }
                    guard let corpus, expected?.entry(matching: counterexample) == nil, !counterexample.dependsOnEarlierInstances else { return }
                    let saved = entryFor(
                        counterexample.identity.rule, counterexample.identity.field, counterexample.operations, counterexample.violation,
                        counterexample.origin
                    ).marking(counterexample.confirmation)
                    do {
                        let path = try CorpusStore.write(saved, into: corpus)
                        if !savedPaths.contains(path) { savedPaths.append(path) }
                        if let old = unshrunk.removeValue(forKey: counterexample.identity.rule), old != path {
                            try? FileManager.default.removeItem(atPath: old)
                        }
                    } catch { saveErrors.append("\(error)") }
                })
            if showsProgress { output.writeError("\r\u{1B}[K") }
            let seconds = (ContinuousClock.now - started).seconds
            let rate = seconds > 0 ? Int(Double(report.operations) / seconds) : 0
            var pipelining = ""
            if workers.used == 1, let connection = entry.implementation.processConnection, connection.window > 1,
                !connection.freshChildForEachSlider
            {
                pipelining = "; pipelined \(connection.window) deep, \(connection.sequencesRerun) sequences rerun one request at a time"
            }
            if workers.used > 1 { pipelining += "; \(workers.used) jobs" }
            output.writeError("\(entry.name): \(report.operations) operations in \(String(format: "%.2f", seconds)) s (\(rate) per second\(pipelining))\n")
            for notice in workers.notices { output.writeError("note: \(notice)\n") }
            for error in saveErrors { output.writeError("could not save to the corpus: \(error)\n") }
            if !savedPaths.isEmpty { output.writeError(FuzzCommand.savedLines(savedPaths, of: entry)) }
            return report
        }
        return run(output: &output)
    }
}
