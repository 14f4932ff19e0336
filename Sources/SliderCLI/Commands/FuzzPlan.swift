import SliderEngine
import SliderWire

/// What one `fuzz` run will check: the implementations `--implementation` names, then one per
/// `--exec` child once started, with the expectations that apply to each. It owns the children:
/// `close()` ends them.
@MainActor
final class FuzzPlan {
    /// The run's options.
    let options: FuzzOptions
    /// The implementations to check, in order.
    private(set) var entries: [BundledImplementations.Entry]
    /// The children started for `--exec`, in order.
    private(set) var connections: [ProcessConnection] = []
    /// The expectations of each implementation whose file applies, by name.
    private(set) var expectations: [String: Expectations] = [:]
    /// What the report notes about each implementation's expectations file (another toolkit or
    /// version), by name.
    private(set) var expectationsNotes: [String: String] = [:]

    /// The plan of a run with `options`, no child started yet.
    init(_ options: FuzzOptions) {
        self.options = options
        entries = options.entries
    }

    /// Starts the `--exec` children and loads every implementation's expectations. Returns false
    /// after writing the error when a child cannot be started or used, or an expectations file
    /// cannot be read (exit 2). A signal while a child starts skips the children not yet started.
    func start(context: CommandContext, output: inout CommandOutput) -> Bool {
        startChildren(context: context, output: &output) && loadExpectations(output: &output)
    }

    /// Ends every child started.
    func close() {
        for connection in connections { connection.close() }
    }

    /// Starts a child for each `--exec` command and adds it to `entries`.
    private func startChildren(context: CommandContext, output: inout CommandOutput) -> Bool {
        for exec in options.execs {
            let checked = options.profile ?? .documented
            let connection: ProcessConnection
            do {
                connection = try ProcessConnection(command: exec, timeout: options.timeout, profile: checked.id, depth: options.depth)
            } catch where Interruption.isRequested {
                // The signal killed the child while it started: the partial report, without it.
                output.writeError("interrupted while `\(exec)` was starting\n")
                break
            } catch {
                output.writeError("error: \(error)\n")
                return false
            }
            connections.append(connection)
            do {
                try ExecImplementation.checkName(connection.handshake.implementation, command: exec, context: context)
            } catch {
                output.writeError("error: \(error)\n")
                return false
            }
            entries.append(BundledImplementations.Entry(
                name: connection.handshake.implementation, summary: exec, implementation: connection.implementation(), profile: checked))
        }
        return true
    }

    /// Loads each implementation's expectations file from the corpus, keeping those that apply to
    /// the implementation running (a file for another toolkit does not; another version is noted).
    private func loadExpectations(output: inout CommandOutput) -> Bool {
        let corpus = options.corpus
        for entry in entries {
            do {
                guard let loaded = try Expectations.load(corpus: corpus, implementation: entry.name) else { continue }
                let tie = loaded.tie(running: entry.implementation.processConnection?.handshake.toolkit)
                expectationsNotes[entry.name] = tie.note(file: FuzzCommand.displayedPath(corpus: corpus, implementation: entry.name))
                if tie.applies { expectations[entry.name] = loaded }
            } catch {
                output.writeError("error: \(error)\n")
                return false
            }
        }
        return true
    }
}
