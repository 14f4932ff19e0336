import Foundation
import SliderTestFixtures
import Testing

/// The nightly workflow and `scripts/nightly-fuzz.sh` agree: the Linux jobs' script lines run
/// (the fuzz and page scripts in dry-run mode: nothing is built or fuzzed), every shard gets the
/// same seed, the matrix job merges what the shards upload, and the script validates its
/// arguments before building. The jobs that cannot run here (macOS,
/// the iOS simulator) are checked as written: what they run, on which action majors.
@Suite("Nightly workflow and script")
struct NightlyWorkflowTests {
    private static let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path
    private static let workflow = package + "/.github/workflows/nightly-conformance.yml"
    private static let script = package + "/scripts/nightly-fuzz.sh"

    /// Runs `command` with bash in `folder`, with `environment` added; returns status and output.
    private func bash(_ command: String, in folder: String = package, environment: [String: String] = [:]) async throws
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
        // Standard error on a thread of its own, so neither pipe fills while the other is read.
        async let err = Waiting.offThread { error.fileHandleForReading.readDataToEndOfFile() }
        let out = await Waiting.offThread { output.fileHandleForReading.readDataToEndOfFile() }
        await Waiting.exit(of: process)
        return (process.terminationStatus, String(decoding: out, as: UTF8.self), String(decoding: await err, as: UTF8.self))
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

    @Test func everyShardOfTheWorkflowRunsTheScriptWithTheNightsSeed() async throws {
        let lines = try runLines()
        // The seed job, run as the workflow runs it.
        let seedLine = try #require(lines.first { $0.contains("seed=") && $0.contains("GITHUB_OUTPUT") })
        let outputFile = FileManager.default.temporaryDirectory.appendingPathComponent("nightly-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: outputFile) }
        let seedJob = try await bash(seedLine, environment: ["GITHUB_OUTPUT": outputFile, "INPUT_SEED": ""])
        #expect(seedJob.status == 0, "\(seedJob.error)")
        let written = try String(contentsOfFile: outputFile, encoding: .utf8)
        let seed = try #require(written.split(separator: "\n").first { $0.hasPrefix("seed=0x") }).dropFirst("seed=".count)

        let fuzzLine = try #require(lines.first { $0.contains("scripts/nightly-fuzz.sh") })
        let shards = try shards()
        #expect(shards.count > 1)
        for shard in shards {
            let command = fuzzLine.replacingOccurrences(of: "${{ matrix.shard }}", with: shard)
            #expect(!command.contains("${{"), "\(command)")
            let dry = try await bash(command + " --dry-run", environment: ["SEED": String(seed)])
            #expect(dry.status == 0, "\(dry.error)")
            #expect(dry.output.hasPrefix("seed: \(seed) (shard \(shard)/\(shards.count))"), "\(dry.output)")
            let fuzz = try #require(dry.output.split(separator: "\n").first { $0.hasPrefix("would run: slider-conformance fuzz") })
            #expect(fuzz.contains("--seed \(seed)") && fuzz.contains("--shard \(shard)/\(shards.count)"), "\(fuzz)")
            #expect(fuzz.contains("--output \(Self.package)/nightly/conformance.xml"), "\(fuzz)")
            #expect(fuzz.contains("--total-time "), "\(fuzz)")
        }
        // Without the seed job, the script derives the same seed for every shard of the night.
        let derived = try await bash("scripts/nightly-fuzz.sh --shard 1/2 --dry-run").output.split(separator: "\n").first
        #expect(derived == "seed: \(seed) (shard 1/2)")
    }

    /// The workflow's jobs by name, each with its lines (up to the next job).
    private func jobs() throws -> [String: [String]] {
        let text = try String(contentsOfFile: Self.workflow, encoding: .utf8)
        var jobs: [String: [String]] = [:]
        var current: String?
        var inJobs = false
        for line in text.split(separator: "\n").map(String.init) {
            if line == "jobs:" { inJobs = true; continue }
            guard inJobs else { continue }
            if line.hasPrefix("  "), !line.hasPrefix("   "), line.hasSuffix(":") {
                current = String(line.dropFirst(2).dropLast())
                jobs[current!] = []
            } else if let current {
                jobs[current, default: []].append(line.trimmingCharacters(in: .whitespaces))
            }
        }
        return jobs
    }

    /// The `run:` commands of `lines`.
    private func runs(_ lines: [String]) -> [String] {
        lines.filter { $0.hasPrefix("run: ") }.map { String($0.dropFirst("run: ".count)) }
    }

    @Test func everyCommandOfTheLinuxJobRunsHereInDryMode() async throws {
        let fuzz = try #require(try jobs()["fuzz"])
        #expect(fuzz.contains("container: swift:6.3"))
        let commands = runs(fuzz)
        #expect(commands.count == 3, "a new command needs a check here: \(commands)")
        // The Swift version, for the cache key: run as the workflow runs it.
        let versionLine = try #require(commands.first { $0.contains("swift --version") })
        let outputFile = FileManager.default.temporaryDirectory.appendingPathComponent("nightly-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: outputFile) }
        let version = try await bash(versionLine, environment: ["GITHUB_OUTPUT": outputFile])
        #expect(version.status == 0, "\(version.error)")
        let written = try String(contentsOfFile: outputFile, encoding: .utf8)
        #expect(written.range(of: #"^version=[0-9a-f]{16}\n$"#, options: .regularExpression) != nil, "\(written)")
        // The build: the line the script's dry run says it would run.
        let build = try #require(commands.first { $0.hasPrefix("swift build") })
        let dry = try await bash("scripts/nightly-fuzz.sh --shard 1/4 --dry-run")
        #expect(dry.output.contains("would run (in \(Self.package)): \(build)\n"), "\(dry.output)")
        // The fuzz script's default corpus is the package's, whose .in-flight the crash records come from.
        #expect(dry.output.contains("--corpus \(Self.package)/Corpus "), "\(dry.output)")
        #expect(commands.contains { $0.hasPrefix("scripts/nightly-fuzz.sh ") })
        // The JSON report the matrix job merges is written beside the JUnit one, and uploaded.
        #expect(dry.output.contains("--output \(Self.package)/conformance.xml --json \(Self.package)/conformance.json "), "\(dry.output)")
        #expect(commands.contains { $0.contains("--out nightly") } && fuzz.contains("nightly/conformance.json"))
    }

    @Test func theMatrixJobMergesTheShardsAndTheToolkitsDeploysThePageAndFailsLastOnANewFailure() async throws {
        let jobs = try jobs()
        let matrix = try #require(jobs["matrix"])
        let fuzz = try #require(jobs["fuzz"])
        #expect(matrix.contains("needs: [seed, fuzz]") && matrix.contains("container: swift:6.3"))
        #expect(matrix.contains { $0.hasPrefix("if: ") && $0.contains("!cancelled()") }, "failing shards still make a page")
        #expect(matrix.contains("pages: write") && matrix.contains("id-token: write") && matrix.contains("name: github-pages"))
        let commands = runs(matrix)
        #expect(commands.count == 5, "a new command needs a check here: \(commands)")
        // The Swift version and the build are the shards'.
        #expect(Array(commands.prefix(2)) == Array(runs(fuzz).prefix(2)))
        #expect(commands[2] == "scripts/install-toolkits.sh")
        let install = try await bash("scripts/install-toolkits.sh --dry-run")
        #expect(install.status == 0 && install.output.hasPrefix("would install: "), "\(install.output)\(install.error)")

        // The reports come from the shards' uploads, into the folder the page script merges.
        let download = try #require(matrix.firstIndex(of: "uses: actions/download-artifact@v7"))
        #expect(matrix[download...].prefix(4).contains("pattern: conformance-shard-*"))
        #expect(matrix[download...].prefix(4).contains("path: shards"))
        #expect(fuzz.contains("name: conformance-shard-${{ matrix.shard }}"))

        // The page script, run as the workflow runs it, in dry-run mode, on two shards' reports.
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("matrix-job-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        for shard in 1...2 {
            try FileManager.default.createDirectory(atPath: "\(folder)/shards/conformance-shard-\(shard)", withIntermediateDirectories: true)
            try "{}".write(toFile: "\(folder)/shards/conformance-shard-\(shard)/conformance.json", atomically: true, encoding: .utf8)
        }
        let page = try #require(commands.first { $0.contains("scripts/matrix-page.sh ") })
        let command = page.replacingOccurrences(of: "scripts/matrix-page.sh ", with: "\(Self.package)/scripts/matrix-page.sh --dry-run ")
        let outputFile = folder + "/github-output"
        let environment = ["GITHUB_OUTPUT": outputFile, "GITHUB_REPOSITORY_OWNER": "someone",
                           "GITHUB_REPOSITORY": "someone/SliderConformance", "SEED": "0x2a"]
        let dry = try await bash(command, in: folder, environment: environment)
        #expect(try String(contentsOfFile: outputFile, encoding: .utf8) == "status=0\n", "\(dry.error)")
        let here = try await bash("pwd", in: folder).output.trimmingCharacters(in: .newlines)
        let site = here + "/site"
        #expect(dry.output.contains("would run: curl -fsSL -o \(site)/previous.json https://someone.github.io/SliderConformance/merged.json\n"),
                "\(dry.output)")
        let merge = try #require(dry.output.split(separator: "\n").first { $0.hasPrefix("would run: slider-conformance matrix ") })
        #expect(merge.hasPrefix("would run: slider-conformance matrix --previous \(site)/previous.json --html \(site)/index.html "
            + "--markdown \(site)/matrix.md --json \(site)/merged.json \(here)/shards/conformance-shard-1/conformance.json "
            + "\(here)/shards/conformance-shard-2/conformance.json "), "\(merge)")
        #expect(!dry.output.contains("--implementation all"), "the shards fuzzed the bundled implementations")
        // Each toolkit is fuzzed with the night's seed, or skipped with the reason.
        for toolkit in ["tk", "swing", "qt", "browser", "gtk"] {
            let fuzzed = dry.output.contains("--seed 0x2a --sequences 200 --format json --output \(site)/reports/\(toolkit).json --exec Examples/\(toolkit)/run.sh")
            #expect(fuzzed || dry.error.contains("matrix-page: skipping Examples/\(toolkit): "), "\(dry.output)\(dry.error)")
        }

        // The page is uploaded and deployed before the recorded status is checked, last.
        let steps = matrix.filter { $0.hasPrefix("run: ") || $0.hasPrefix("uses: ") }
        let recorded = try #require(steps.firstIndex { $0.contains("scripts/matrix-page.sh ") })
        #expect(Array(steps[(recorded + 1)...]) == ["uses: actions/upload-pages-artifact@v4", "uses: actions/deploy-pages@v5",
                                                  #"run: exit "${{ steps.matrix.outputs.status }}""#])
        #expect(matrix[(try #require(matrix.firstIndex(of: "uses: actions/upload-pages-artifact@v4")))...].prefix(3).contains("path: site"))
        #expect(matrix.contains("id: matrix") && page.contains("|| status=$?") && page.contains(#"echo "status=$status" >> "$GITHUB_OUTPUT""#))
        let check = try #require(commands.last)
        for status in ["0", "1"] {
            let run = try await bash(check.replacingOccurrences(of: "${{ steps.matrix.outputs.status }}", with: status))
            #expect(run.status == Int32(status))
        }
    }

    @Test func actionsAreOnCurrentMajorsAndTheCacheKeyHasTheSwiftVersion() throws {
        let text = try String(contentsOfFile: Self.workflow, encoding: .utf8)
        let current = ["actions/checkout": "v6", "actions/cache": "v5", "actions/upload-artifact": "v6", "mikepenz/action-junit-report": "v6",
                       "actions/download-artifact": "v7", "actions/upload-pages-artifact": "v4", "actions/deploy-pages": "v5"]
        let uses = text.split(separator: "\n").compactMap { line -> (String, String)? in
            guard let range = line.range(of: "uses: ") else { return nil }
            let parts = line[range.upperBound...].split(separator: "@").map(String.init)
            return parts.count == 2 ? (parts[0], parts[1]) : nil
        }
        #expect(uses.count >= 8)
        for (action, major) in uses { #expect(current[action] == major, "\(action)@\(major)") }
        let fuzz = try #require(try jobs()["fuzz"])
        let key = try #require(fuzz.first { $0.hasPrefix("key: ") })
        let restore = try #require(fuzz.first { $0.hasPrefix("restore-keys: ") })
        #expect(key.contains("-swift-${{ steps.swift.outputs.version }}-") && restore.contains("-swift-${{ steps.swift.outputs.version }}-"))
        let read = try #require(fuzz.firstIndex(of: "id: swift"))
        let cache = try #require(fuzz.firstIndex(of: "uses: actions/cache@v5"))
        #expect(read < cache, "the version is read before the cache is restored")
    }

    @Test func crashRecordsAreUploadedHiddenFolderIncluded() throws {
        let fuzz = try #require(try jobs()["fuzz"])
        let path = try #require(fuzz.firstIndex(of: "path: Corpus/.in-flight"))
        #expect(fuzz[path...].prefix(3).contains("include-hidden-files: true"), "upload-artifact skips hidden folders by default")
        #expect(fuzz[..<path].last { $0.hasPrefix("uses: ") } == "uses: actions/upload-artifact@v6")
        #expect(fuzz[..<path].last { $0.hasPrefix("if: ") } == "if: always()")
    }

    @Test func theAppleJobsNeverSelectABetaXcodeWhenAReleaseIsInstalled() async throws {
        let jobs = try jobs()
        for job in ["macos", "ios-simulator"] {
            #expect(try runs(#require(jobs[job])).contains(#"sudo xcode-select -s "$(scripts/select-xcode.sh)""#), "\(job)")
        }
        let apps = "/Applications/Xcode_26.5.app /Applications/Xcode_26.6_beta_2.app /Applications/Xcode_26.6.app /Applications/Xcode_26.7_beta.app"
        #expect(try await bash("scripts/select-xcode.sh \(apps)").output == "/Applications/Xcode_26.6.app\n")
        #expect(try await bash("scripts/select-xcode.sh /Applications/Xcode_26.9.app /Applications/Xcode_26.10.app").output == "/Applications/Xcode_26.10.app\n")
        #expect(try await bash("scripts/select-xcode.sh /Applications/Xcode_26.7_beta.app").output == "/Applications/Xcode_26.7_beta.app\n")
        #expect(try await bash("scripts/select-xcode.sh /nowhere/Xcode_26*.app").status == 0, "a literal path is taken as given")
    }

    @Test func appleJobsBuildAndTestOnMacOSAndRunTheAdapterOnTheSimulator() async throws {
        let jobs = try jobs()
        let macos = try #require(jobs["macos"])
        #expect(macos.contains { $0.hasPrefix("runs-on: macos-") })
        #expect(runs(macos).contains("swift build --build-tests") && runs(macos).contains("swift test"))

        let ios = try #require(jobs["ios-simulator"])
        #expect(ios.contains { $0.hasPrefix("runs-on: macos-") })
        let test = try #require(runs(ios).first { $0.hasPrefix("xcodebuild test ") })
        #expect(test.contains("-scheme UIKitAdapterCheck") && test.contains("-destination \"id=${{ steps.simulator.outputs.id }}\""))
        let folder = try #require(ios.first { $0.hasPrefix("working-directory: ") }).dropFirst("working-directory: ".count)
        let manifest = try String(contentsOfFile: "\(Self.package)/\(folder)/Package.swift", encoding: .utf8)
        #expect(manifest.contains(#".library(name: "UIKitAdapterCheck""#) && manifest.contains(".iOS("))
        let tests = "\(Self.package)/\(folder)/Tests/UIKitAdapterCheckTests/RealUISliderTests.swift"
        let source = try String(contentsOfFile: tests, encoding: .utf8)
        #expect(source.contains("expectConformance(\n            UIKitSliderAdapter.self") && source.contains("profile: .uikitObserved"))
        // The simulator is chosen by a line that finds an iPhone's id in `simctl list` output.
        let choose = try #require(runs(ios).first { $0.contains("simctl list devices available") })
        let listing = "-- iOS 26.0 --\n    iPad (A16) (0D3A4E2B-1111-2222-3333-444455556666) (Shutdown)\n"
            + "    iPhone 17 Pro (7C1F4B2A-AAAA-BBBB-CCCC-DDDDEEEEFFFF) (Shutdown)\n"
        let outputFile = FileManager.default.temporaryDirectory.appendingPathComponent("simulator-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: outputFile) }
        let fake = "xcrun() { printf '%s' \"$LISTING\"; }; "
        let chosen = try await bash(fake + choose, environment: ["GITHUB_OUTPUT": outputFile, "LISTING": listing])
        #expect(chosen.status == 0, "\(chosen.error)")
        #expect(try String(contentsOfFile: outputFile, encoding: .utf8) == "id=7C1F4B2A-AAAA-BBBB-CCCC-DDDDEEEEFFFF\n")
    }

    @Test func theScriptResolvesOutAndCorpusFromTheCurrentFolder() async throws {
        let folder = FileManager.default.temporaryDirectory.path
        let dry = try await bash("\(Self.script) --out reports --corpus my-corpus --seed 42 --dry-run", in: folder)
        #expect(dry.status == 0, "\(dry.error)")
        #expect(dry.output.hasPrefix("seed: 0x2a\n"), "\(dry.output)")
        let resolved = try await bash("pwd -P", in: folder).output.trimmingCharacters(in: .newlines)
        #expect(dry.output.contains("--corpus \(resolved)/my-corpus") || dry.output.contains("--corpus \(folder)/my-corpus"), "\(dry.output)")
        #expect(dry.output.contains("/reports/conformance.xml"), "\(dry.output)")
        #expect(!dry.output.contains("--corpus Corpus"))
    }

    @Test func theScriptRejectsBadArgumentsWithExit64BeforeBuilding() async throws {
        for arguments in ["--time", "--time 0", "--time abc", "--shard 5/4", "--shard 2", "--out", "--seed nope", "--frobnicate",
                          "--implementation"] {
            let run = try await bash("\(Self.script) \(arguments)", environment: ["SLIDER_CONFORMANCE": "/nonexistent"])
            #expect(run.status == 64, "\(arguments): \(run.status) \(run.error)")
            #expect(run.error.hasPrefix("error: "), "\(arguments): \(run.error)")
            #expect(!run.output.contains("seed:"), "\(arguments)")
        }
        #expect(try await bash("\(Self.script) --help").status == 0)
    }
}
