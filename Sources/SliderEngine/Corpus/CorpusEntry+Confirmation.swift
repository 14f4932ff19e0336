import Foundation

extension CorpusEntry {
    /// The entry marked with how `confirmation` says its failure was confirmed, when not from a
    /// fresh start: `inProcess` where no fresh process was available (`expectConformance` on
    /// macOS, `Fuzzer.run()` without `FuzzConfiguration.freshStart`). A later run that can check
    /// it from a fresh start does, and rewrites the mark (`Fuzzer.RunState.checkFromFreshStart`).
    /// The key is optional: readers of corpus format 1 that do not know it ignore it.
    public func marking(_ confirmation: Counterexample.Confirmation?) -> CorpusEntry {
        var entry = self
        entry.confirmation = confirmation
        return entry
    }

    /// Rewrites the entry at `path` with `confirmation` as its mark, when the file is where the
    /// suite would write it (`fileName`); a file of another name is left alone.
    static func rewrite(_ entry: CorpusEntry, at path: String, confirmation: Counterexample.Confirmation?) {
        let file = URL(fileURLWithPath: path)
        guard file.lastPathComponent == entry.fileName, entry.confirmation != confirmation else { return }
        _ = try? CorpusStore.write(entry.marking(confirmation), inFolder: file.deletingLastPathComponent().path)
    }
}
