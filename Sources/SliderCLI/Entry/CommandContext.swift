import SliderSpec

/// What a command line runs with, handed to each command that needs it: the implementations it
/// checks by name, and the executable `fuzz --jobs` starts its worker processes from.
@MainActor
public struct CommandContext {
    /// The implementations the command line checks: the bundled ones, or those a user's own
    /// executable passed to `SliderConformanceCLI.main(arguments:implementations:)`.
    public var implementations: [BundledImplementations.Entry]
    /// The executable `fuzz` starts its worker processes from (`--jobs`): the command line's own.
    /// Nil in any other process (a test runner calling `SliderConformanceCommand.run`), where
    /// `fuzz` runs one job unless it is given an executable that serves the same implementations.
    public var workerExecutable: String?
    /// The name of the corpus folder in the package root that `fuzz`, `check` and `corpus prune`
    /// use without `--corpus`: `Corpus` for the bundled command line; for a user's own executable
    /// (`SliderConformanceCLI`), the folder the test helpers save to (`SliderConformanceCorpus`,
    /// or `SLIDER_CONFORMANCE_CORPUS`), so the command line and the tests share one corpus.
    public var corpusFolder: String

    /// `implementations` (default: the bundled ones), with worker processes started from
    /// `workerExecutable` (default: none), and `corpusFolder` as the default corpus (default: `Corpus`).
    public init(
        implementations: [BundledImplementations.Entry] = BundledImplementations.bundled, workerExecutable: String? = nil,
        corpusFolder: String = "Corpus"
    ) {
        self.implementations = implementations
        self.workerExecutable = workerExecutable
        self.corpusFolder = corpusFolder
    }

    /// The corpus folder used without `--corpus`: `corpusFolder` in the package that holds the
    /// running executable (an absolute folder as it is).
    func defaultCorpus() -> String {
        corpusFolder.hasPrefix("/") ? corpusFolder : PackageRoot.defaultCorpus(named: corpusFolder)
    }

    /// The Swift type name a snippet in `form` creates for the implementation named `name`
    /// (`BundledImplementations.Entry.typeName(in:)`), or `name` itself when unknown.
    public func typeName(of name: String, in form: SnippetForm = .perform) -> String {
        lookup(name)?.typeName(in: form) ?? name
    }

    /// The implementation named `name` (listed or hidden), or nil.
    func lookup(_ name: String) -> BundledImplementations.Entry? {
        implementations.first { $0.name == name } ?? BundledImplementations.hidden.first { $0.name == name }
    }

    /// The entries `name` selects: one by name, or every one for `all`.
    func selected(_ name: String, command: String) throws -> [BundledImplementations.Entry] {
        name == "all" ? implementations : [try named(name, command: command, orAll: true)]
    }

    /// The entry named `name`, or a usage error of `command` listing the names (and `all`, for a
    /// command that also takes it).
    func named(_ name: String, command: String, orAll: Bool = false) throws -> BundledImplementations.Entry {
        guard let entry = lookup(name) else {
            let names = implementations.map(\.name) + (orAll ? ["all"] : [])
            throw UsageError(
                "unknown implementation '\(name)'; expected one of: \(names.joined(separator: ", "))."
                    + Suggestion.sentence(for: name, among: names),
                command: command)
        }
        return entry
    }
}
