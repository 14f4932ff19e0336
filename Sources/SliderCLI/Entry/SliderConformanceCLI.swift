import Foundation
import SliderSpec

/// The `slider-conformance` command line for your own Swift slider types, without a wire
/// adapter: a tiny executable in your package calls `main(arguments:implementations:)`, and
/// `fuzz`, `check`, `replay` and `shrink` (with `--format junit` and the rest) run on your types
/// in place of the bundled ones.
///
/// ```swift
/// // Sources/check-sliders/main.swift (an executable target depending on the SliderCLI product)
/// import SliderCLI
///
/// SliderConformanceCLI.main(implementations: [
///     SliderConformanceCLI.implementation(MySlider.self),
/// ])
/// ```
///
/// Then `swift run -c release check-sliders fuzz --implementation MySlider --format junit --output conformance.xml`,
/// or `swift run -c release check-sliders replay SliderConformanceCorpus` for the entries your tests saved.
public enum SliderConformanceCLI {
    /// `type` under `name` on the command line (default: its `implementationName`, the name the
    /// test helpers save its corpus entries under, so `replay` and `shrink` read them), checked
    /// against `profile` unless `--profile` says otherwise. Counterexample snippets create `type`
    /// and call its `perform`; with `--snippets typed` they create `snippetTypeName` (default: the
    /// type's own name) with `UISlider`'s API, as `ConformanceCheck.snippetTypeName` does for the
    /// test helpers.
    @MainActor
    public static func implementation<S: SliderUnderTest>(
        _ type: S.Type, name: String? = nil, profile: Profile = .documented, summary: String? = nil, snippetTypeName: String? = nil
    ) -> BundledImplementations.Entry {
        BundledImplementations.Entry(
            name: name ?? S.implementationName, summary: summary ?? String(describing: type), type: type, profile: profile,
            snippetTypeName: snippetTypeName)
    }

    /// Runs the command line `arguments` (without the program name) on `implementations` in place
    /// of the bundled ones, writing to `output`, and returns the exit code. `fuzz --jobs` starts
    /// its worker processes from `workerExecutable`, which must serve the same implementations
    /// (default: none, one job).
    @MainActor
    public static func run(
        arguments: [String], implementations: [BundledImplementations.Entry], workerExecutable: String? = nil,
        output: inout CommandOutput
    ) -> Int32 {
        SliderConformanceCommand.run(
            arguments,
            context: CommandContext(implementations: implementations, workerExecutable: workerExecutable, corpusFolder: testHelpersCorpus),
            output: &output)
    }

    /// The folder the test helpers save to (`ConformanceCheck.defaultCorpusDirectory`):
    /// `SLIDER_CONFORMANCE_CORPUS` when set and not empty, else `SliderConformanceCorpus`; a user's
    /// own command line reads and writes the same one by default.
    public static var testHelpersCorpus: String {
        let variable = ProcessInfo.processInfo.environment["SLIDER_CONFORMANCE_CORPUS"] ?? ""
        return variable.isEmpty ? "SliderConformanceCorpus" : variable
    }

    /// Runs the process's command line on `implementations`, printing to standard output and
    /// standard error as `slider-conformance` does, and exits with its code (0 conformant, 1
    /// violations found, 2 an unreadable input, 64 a usage error). Call it from `main.swift`.
    public static func main(
        arguments: [String] = Array(CommandLine.arguments.dropFirst()), implementations: sending [BundledImplementations.Entry]
    ) -> Never {
        runProcess(arguments: arguments, implementations: implementations, corpusFolder: testHelpersCorpus, adoptsOrphanedDescendants: false)
    }
}
