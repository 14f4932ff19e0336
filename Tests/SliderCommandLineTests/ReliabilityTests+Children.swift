import Foundation
import SliderCLI
import SliderEngine
import SliderSpec
import SliderTestFixtures
import SliderWire
import Testing

/// Children that stop reading, leave grandchildren behind, or are started by the hundred.
extension ReliabilityTests {
    /// A Python child that behaves like the example adapter except where a test injects a fault
    /// (`PythonChild`); its handshake declares pipelining and the implementation `name` (a Python
    /// expression).
    func pythonChild(
        in folder: String, name: String = "'faulty'", onStart: String = "pass", onCreate: String = "pass", fault: String = "pass"
    ) throws -> String {
        try PythonChild.write(in: folder, implementation: name, onStart: onStart, onCreate: onCreate, fault: fault)
    }

    /// Whether process `pid` still runs (a zombie, which only waits to be reaped, does not).
    nonisolated func isAlive(_ pid: Int32) -> Bool {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
            let close = stat.lastIndex(of: ")")
        else { return false }
        let state = stat[stat.index(close, offsetBy: 2)]
        return state != "Z" && state != "X"
    }

    /// Waits up to `seconds` (by default a margin derived from the measured start-up time) for
    /// `condition`, checked on a thread of its own (`Waiting.until`).
    func eventually(seconds: Double = MeasuredStartUp.margin(atLeast: 5), _ condition: @escaping @Sendable () -> Bool) async -> Bool {
        await Waiting.until(seconds: seconds, condition)
    }

    /// The number of this process's open file descriptors.
    func openDescriptors() -> Int {
        (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd").count) ?? 0
    }

    @Test func aChildThatStopsReadingItsInputTimesOutInsteadOfBlocking() throws {
        try withTemporaryFolder { folder in
            let child = try pythonChild(in: folder, fault: "time.sleep(300)")
            // The create must still be answered in time on a loaded machine: 2 s, not less.
            let connection = try ProcessConnection(command: "\(PythonChild.python) \(child)", timeout: 2, profile: "documented", depth: 100_000)
            defer { connection.close() }
            _ = try connection.create(nil).get()
            // Far more than a pipe holds: the child reads the first and then sleeps.
            for _ in 0..<20_000 { _ = connection.submit(WireRequest(.accessibilityIncrement)) }
            let started = Date()
            let result = connection.receive()
            #expect(Date().timeIntervalSince(started) < 20)
            guard case let .failure(failure) = result else {
                Issue.record("expected a timeout, got an answer")
                return
            }
            #expect(failure.kind == .timeout, "\(failure)")
        }
    }

    @Test func aTimedOutChildIsKilledWithItsProcessGroup() async throws {
        try await withTemporaryFolder { folder in
            let pidFile = folder + "/grandchild.pid"
            let child = try pythonChild(
                in: folder,
                fault: """
                    p = subprocess.Popen(["sleep", "300"]); open(\(String(reflecting: pidFile)), "w").write(str(p.pid)); time.sleep(300)
                    """)
            // Behind a shell, as adapters often are.
            let connection = try ProcessConnection(command: "sh -c '\(PythonChild.python) \(child)'", timeout: 2, profile: "documented")
            _ = try connection.create(nil).get()
            let result = connection.perform(.accessibilityIncrement)
            guard case let .failure(failure) = result else {
                Issue.record("expected a timeout, got an answer")
                return
            }
            #expect(failure.kind == .timeout)
            connection.close()
            let grandchild = try #require(Int32(try String(contentsOfFile: pidFile, encoding: .utf8)))
            #expect(await eventually { !isAlive(grandchild) }, "the grandchild \(grandchild) still runs")
        }
    }

    /// An adapter that starts a process in a session of its own (`setsid`, by a launcher that
    /// exits at once): the suite (or its worker) adopts it and kills it when a child ends.
    @Test(.enabled(if: FileManager.default.fileExists(atPath: "/proc/self/task")), arguments: ["1", "2"])
    func aGrandchildInASessionOfItsOwnDoesNotOutliveTheRun(jobs: String) async throws {
        try await withTemporaryFolder { folder in
            let pidFile = folder + "/escaped.pid"
            let adapter = folder + "/adapter.sh"
            try Data("""
                \(PythonChild.python) -c 'import subprocess, sys; p = subprocess.Popen(["sleep", "300"], start_new_session=True, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL); open(sys.argv[1], "w").write(str(p.pid))' '\(pidFile)'
                exec \(PythonChild.python) '\(Self.root)/Examples/python/slider_adapter.py'
                """.utf8).write(to: URL(fileURLWithPath: adapter))
            let launched = try LaunchedCommand.launch(
                try LaunchedCommand.builtExecutable(),
                ["fuzz", "--exec", "sh \(adapter)", "--sequences", "4", "--no-save", "--jobs", jobs, "--corpus", folder + "/Corpus"],
                standardOutput: FileHandle.nullDevice)
            let result = await LaunchedCommand.finish(launched)
            #expect(result.status == 0, "\(result.errors)")
            let escaped = Int32((try? String(contentsOfFile: pidFile, encoding: .utf8))?.trimmingCharacters(in: .whitespacesAndNewlines) ?? "")
            let pid = try #require(escaped, "the adapter started its grandchild")
            #expect(await eventually { !isAlive(pid) }, "the grandchild \(pid) outlived the run")
            if isAlive(pid) { kill(pid, SIGKILL) }
        }
    }

    @Test func startingHundredsOfChildrenLeaksNoFileDescriptors() throws {
        try withTemporaryFolder { folder in
            // A child that shakes hands and exits at its first request: each create starts one.
            let child = folder + "/brief.sh"
            try Data(#"""
                read line
                echo '{"type":"hello","protocol":1,"implementation":"brief","profiles":["documented"]}'
                read line
                """#.utf8).write(to: URL(fileURLWithPath: child))
            let connection = try ProcessConnection(command: "sh \(child)", timeout: 2, profile: "documented")
            defer { connection.close() }
            for _ in 0..<20 { _ = connection.create(nil) }
            let before = openDescriptors()
            for _ in 0..<300 { _ = connection.create(nil) }
            #expect(connection.childrenStarted >= 320)
            // Tests on other threads open and close pipes meanwhile, several for each child or
            // command they run, so the count moves by dozens: the fewest of a few readings is
            // compared, with half the growth a descriptor leaked per child would cause (300).
            var after: [Int] = []
            for _ in 0..<5 {
                after.append(openDescriptors())
                usleep(20_000)
            }
            #expect(after.min()! < before + 150, "open descriptors grew from \(before) to \(after)")
        }
    }

    @Test func aDuplicateIdInAnAnswerIsAProtocolError() throws {
        try withTemporaryFolder { folder in
            let child = try pythonChild(
                in: folder,
                fault: """
                    out.write('{"id": %d, "id": %d, ' % (request["id"], request["id"]) + json.dumps({"events": [], "observation": slider.observation()})[1:] + "\\n"); out.flush(); continue
                    """)
            let connection = try ProcessConnection(command: "\(PythonChild.python) \(child)", timeout: 2, profile: "documented")
            defer { connection.close() }
            _ = try connection.create(nil).get()
            guard case let .failure(failure) = connection.perform(.accessibilityIncrement) else {
                Issue.record("a duplicate id was accepted")
                return
            }
            #expect(failure.kind == .protocolError)
            #expect(failure.detail.contains("has the key \"id\" twice"), "\(failure.detail)")
        }
    }

    @Test func anImplementationNameWithTerminalEscapesIsPrintedEscaped() throws {
        try withTemporaryFolder { folder in
            let child = try pythonChild(in: folder, name: #"'evil\x1b[2Jname'"#)
            let result = run(["fuzz", "--exec", "\(PythonChild.python) \(child)", "--sequences", "2", "--no-save", "--corpus", folder + "/Corpus"])
            #expect(result.status == 0, "\(result.output.standardError)")
            let printed = result.output.standardOutput + result.output.standardError
            #expect(!printed.unicodeScalars.contains("\u{1B}"), "\(printed)")
            #expect(printed.contains(#"evil\u{1B}[2Jname"#))
        }
    }
}
