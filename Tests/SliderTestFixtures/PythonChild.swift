import Foundation

/// Hostile children for the process-boundary tests: Python scripts that behave like the example
/// adapter (`Examples/python/slider_adapter.py`) except where a test injects a fault.
package enum PythonChild {
    /// The package root, from this file's path.
    package static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path

    /// How the tests start Python: the interpreter itself, without `site` (`-S`), which the
    /// children do not need and whose start-up (site-packages' `.pth` files) would be paid again
    /// by every child.
    package static let python = "\(interpreter) -S"

    /// The `python3` on the `PATH`, resolved once to the interpreter it runs (`sys.executable`):
    /// a version manager's shim (pyenv's is a bash script) costs each of the tests' hundreds of
    /// children far more than the interpreter's own start (140 ms against 25 ms here). Plain
    /// `python3` when it cannot be resolved.
    package static let interpreter: String = {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-S", "-c", "import sys; sys.stdout.write(sys.executable)"]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return "python3" }
        let path = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        Waiting.blockUntilExit(of: process)
        let usable = process.terminationStatus == 0 && path.hasPrefix("/") && !path.contains(where: \.isWhitespace)
        return usable ? path : "python3"
    }()

    /// Writes a child into `folder` and returns its path. It runs `onStart` when it starts,
    /// `onCreate` on each `create`, and `fault` on `accessibilityIncrement` (Python statements;
    /// `request` is the request, `out` standard output, `a` the example adapter's module).
    /// Its handshake names `implementation` (a Python expression) and declares `pipelining`,
    /// unless `handshake` gives the whole line (JSON, sent as it is).
    package static func write(
        in folder: String, implementation: String = "'faulty'", pipelining: Bool = true, handshake: String? = nil,
        onStart: String = "pass", onCreate: String = "pass", fault: String = "pass"
    ) throws -> String {
        let hello = handshake.map { "out.write(\(String(reflecting: $0)) + \"\\n\")" } ?? """
            out.write(json.dumps({"type": "hello", "protocol": 1, "revision": 3, "implementation": \(implementation), "profiles": ["documented"], \
            "unsupported": a.UNSUPPORTED, "pipelining": \(pipelining ? "True" : "False")}) + "\\n")
            """
        let script = """
            import json, os, signal, subprocess, sys, time
            sys.path.insert(0, \(String(reflecting: root + "/Examples/python")))
            import slider_adapter as a
            out = sys.stdout
            slider = None
            \(onStart)
            for line in sys.stdin:
                request = json.loads(line)
                if request["type"] == "hello":
                    \(hello)
                elif request["type"] == "create":
                    \(onCreate)
                    attributes = request.get("interfaceBuilder")
                    slider = a.Slider() if attributes is None else a.Slider.from_interface_builder(attributes)
                    out.write(json.dumps({"id": request["id"], "observation": slider.observation()}) + "\\n")
                else:
                    if request["operation"]["op"] == "accessibilityIncrement":
                        \(fault)
                    events = slider.perform(request["operation"])
                    out.write(json.dumps({"id": request["id"], "events": events, "observation": slider.observation()}) + "\\n")
                out.flush()
            """
        let path = folder + "/child-\(UUID().uuidString.prefix(8)).py"
        try Data(script.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }
}
