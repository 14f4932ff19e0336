import Foundation
import Testing

/// The nightly workflow and `scripts/nightly-fuzz.sh` agree: the workflow's script lines run in
/// dry-run mode (nothing is built or fuzzed), every shard gets the same seed, and the script
/// validates its arguments before building.
@Suite("Nightly workflow and script")
struct NightlyWorkflowTests {
    private static let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path
    private static let workflow = package + "/.github/workflows/nightly-conformance.yml"
    private static let script = package + "/scripts/nightly-fuzz.sh"

    /// Runs `command` with bash in `folder`, with `environment` added; returns status and output.
    private func bash(_ command: String, in folder: String = package, environment: [String: String] = [:]) throws
        -> (status: Int32, output: String, error: String)
    {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["bash", "-c", command]
        process.currentDirectoryURL = URL(fileURLWithPath: folder)
        var inherited = ProcessInfo.processInfo.environment
        inherited["SEED"] = nil
        inherited["SLIDER_CONFORMANCE"] = nil
        inherited["NIGHTLY_EXEC"] = nil
        process.environment = inherited.merging(environment) { $1 }
        let output = Pipe(), error = Pipe()
        process.standardOutput = output
        process.standardError = error
        try process.run()
        let out = output.fileHandleForReading.readDataToEndOfFile()
        let err = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: out, as: UTF8.self), String(decoding: err, as: UTF8.self))
    }

    /// The single-line `run:` commands of the workflow, in order.
    private func runLines() throws -> [String] {
        let text = try String(contentsOfFile: Self.workflow, encoding: .utf8)
        return text.split(separator: "\n").compactMap { line in
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard trimmed.hasPrefix("run: ") else { return nil }
            return String(trimmed.dropFirst("run: ".count))
        }
    }

    /// The shards of the workflow's matrix, e.g. `[1, 2, 3, 4]`.
    private func shards() throws -> [String] {
        let text = try String(contentsOfFile: Self.workflow, encoding: .utf8)
        let line = try #require(text.split(separator: "\n").first { $0.trimmingCharacters(in: .whitespaces).hasPrefix("shard: [") })
        let list = line.split(separator: "[").last?.split(separator: "]").first ?? ""
        return list.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
    }

    @Test func everyShardOfTheWorkflowRunsTheScriptWithTheNightsSeed() throws {
        let lines = try runLines()
        // The seed job, run as the workflow runs it.
        let seedLine = try #require(lines.first { $0.contains("GITHUB_OUTPUT") })
        let outputFile = FileManager.default.temporaryDirectory.appendingPathComponent("nightly-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: outputFile) }
        let seedJob = try bash(seedLine, environment: ["GITHUB_OUTPUT": outputFile, "INPUT_SEED": ""])
        #expect(seedJob.status == 0, "\(seedJob.error)")
        let written = try String(contentsOfFile: outputFile, encoding: .utf8)
        let seed = try #require(written.split(separator: "\n").first { $0.hasPrefix("seed=0x") }).dropFirst("seed=".count)

        let fuzzLine = try #require(lines.first { $0.contains("scripts/nightly-fuzz.sh") })
        let shards = try shards()
        #expect(shards.count > 1)
        for shard in shards {
            let command = fuzzLine.replacingOccurrences(of: "${{ matrix.shard }}", with: shard)
            #expect(!command.contains("${{"), "\(command)")
            let dry = try bash(command + " --dry-run", environment: ["SEED": String(seed)])
            #expect(dry.status == 0, "\(dry.error)")
            #expect(dry.output.hasPrefix("seed: \(seed) (shard \(shard)/\(shards.count))"), "\(dry.output)")
            let fuzz = try #require(dry.output.split(separator: "\n").first { $0.hasPrefix("would run: slider-conformance fuzz") })
            #expect(fuzz.contains("--seed \(seed)") && fuzz.contains("--shard \(shard)/\(shards.count)"), "\(fuzz)")
            #expect(fuzz.contains("--output \(Self.package)/nightly/conformance.xml"), "\(fuzz)")
            #expect(fuzz.contains("--total-time "), "\(fuzz)")
        }
        // Without the seed job, the script derives the same seed for every shard of the night.
        let derived = try bash("scripts/nightly-fuzz.sh --shard 1/2 --dry-run").output.split(separator: "\n").first
        #expect(derived == "seed: \(seed) (shard 1/2)")
    }

    @Test func theScriptResolvesOutAndCorpusFromTheCurrentFolder() throws {
        let folder = FileManager.default.temporaryDirectory.path
        let dry = try bash("\(Self.script) --out reports --corpus my-corpus --seed 42 --dry-run", in: folder)
        #expect(dry.status == 0, "\(dry.error)")
        #expect(dry.output.hasPrefix("seed: 0x2a\n"), "\(dry.output)")
        let resolved = try bash("pwd -P", in: folder).output.trimmingCharacters(in: .newlines)
        #expect(dry.output.contains("--corpus \(resolved)/my-corpus") || dry.output.contains("--corpus \(folder)/my-corpus"), "\(dry.output)")
        #expect(dry.output.contains("/reports/conformance.xml"), "\(dry.output)")
        #expect(!dry.output.contains("--corpus Corpus"))
    }

    @Test func theScriptRejectsBadArgumentsWithExit64BeforeBuilding() throws {
        for arguments in ["--time", "--time 0", "--time abc", "--shard 5/4", "--shard 2", "--out", "--seed nope", "--frobnicate",
                          "--implementation"] {
            let run = try bash("\(Self.script) \(arguments)", environment: ["SLIDER_CONFORMANCE": "/nonexistent"])
            #expect(run.status == 64, "\(arguments): \(run.status) \(run.error)")
            #expect(run.error.hasPrefix("error: "), "\(arguments): \(run.error)")
            #expect(!run.output.contains("seed:"), "\(arguments)")
        }
        #expect(try bash("\(Self.script) --help").status == 0)
    }
}
