import Foundation
import SliderTestFixtures
import Testing

/// An `--exec` run's counterexamples are printed as the wire requests piped into the adapter's
/// command (`SnippetForm.wire`, issue 41): pasted into a shell, each reproduces its failure
/// without the suite, the diverging answer showing what the report says was observed.
@Suite("--exec snippets reproduce their failures in a shell")
struct WireSnippetReproductionTests {
    /// A failure of the JSON report: its snippet and its rule.
    private struct Failure {
        let rule: String
        let snippet: String
    }

    /// The failures `fuzz --exec` reports for the Python example's planted bugs.
    private func plantedFailures() async throws -> [Failure] {
        let command = "\(PythonChild.python) \(PythonChild.root)/Examples/python/planted_bugs_adapter.py --start-delay 0"
        let result = try await LaunchedCommand.run(
            ["fuzz", "--exec", command, "--sequences", "200", "--format", "json", "--no-save", "--corpus", "/nonexistent-corpus"])
        let document = try #require(
            try JSONSerialization.jsonObject(with: Data(result.output.standardOutput.utf8)) as? [String: Any], "\(result.output.standardError)")
        let failures = try #require(document["failures"] as? [[String: Any]])
        return failures.compactMap { failure in
            guard let rule = failure["rule"] as? String, let snippet = failure["snippet"] as? String else { return nil }
            return Failure(rule: rule, snippet: snippet)
        }
    }

    /// What `/bin/sh` prints running `snippet` from the package's root.
    private func runInShell(_ snippet: String) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", snippet]
        process.currentDirectoryURL = URL(fileURLWithPath: PythonChild.root)
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        Waiting.blockUntilExit(of: process)
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    @Test func everyExecSnippetRunsInAShellAndItsDivergingAnswerShowsTheObservedValue() async throws {
        let failures = try await plantedFailures()
        try #require(!failures.isEmpty, "the planted bugs gave no failure")
        var valuesCompared = 0
        for failure in failures {
            #expect(failure.snippet.hasPrefix("printf '%s\\n' \\\n  '{\"type\":\"hello\",\"protocol\":1}' \\"), "\(failure.snippet)")
            #expect(!failure.snippet.contains("ProcessSlider"), "\(failure.snippet)")
            let (status, output) = try runInShell(failure.snippet)
            #expect(status == 0, "\(failure.rule): the snippet failed to run:\n\(failure.snippet)")
            let answers = output.split(separator: "\n").compactMap {
                try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]
            }
            let requests = failure.snippet.split(separator: "\n").filter { $0.hasPrefix("  '{") }.count
            #expect(answers.count == requests, "\(failure.rule): \(requests) requests, \(answers.count) answers:\n\(output)")
            // `# the answer to request N diverges here: value: expected 1.0, observed 2.0`
            guard let comment = failure.snippet.split(separator: "\n").last(where: { $0.hasPrefix("# the answer to request ") }),
                let id = Int(comment.dropFirst("# the answer to request ".count).prefix { $0.isNumber })
            else {
                Issue.record("\(failure.rule): no comment names the diverging answer:\n\(failure.snippet)")
                continue
            }
            let answer = try #require(answers.first { ($0["id"] as? Int) == id }, "\(failure.rule): no answer \(id):\n\(output)")
            for field in ["value", "minimumValue", "maximumValue"] where comment.contains("here: \(field): expected ") {
                let observed = try #require(comment.components(separatedBy: ", observed ").last.flatMap { Double($0) }, "\(comment)")
                let observation = try #require(answer["observation"] as? [String: Any], "\(answer)")
                // Compared as the slider's `Float`s: the adapter writes them as doubles.
                #expect((observation[field] as? Double).map(Float.init) == Float(observed),
                        "\(failure.rule): answer \(id) says \(observation[field] ?? "nothing"), the report \(observed)")
                valuesCompared += 1
            }
        }
        #expect(valuesCompared > 0, "no failure of the value or its limits to compare: \(failures.map(\.rule))")
    }
}
