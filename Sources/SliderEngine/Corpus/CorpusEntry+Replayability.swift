import SliderSpec

extension CorpusEntry {
    /// Why replaying this entry cannot tell whether it still fails, or nil when it can: it names a
    /// rule this build does not know (from a newer spec, or a typo), or it records a failure of the
    /// process (`process.*`) and is replayed in-process (`inProcess`), where a process cannot fail.
    /// Such an entry is reported as a problem, never as "fails differently".
    public func replayProblem(inProcess: Bool) -> String? {
        if rule.isProcessFailure {
            guard inProcess else { return nil }
            return "records a failure of the process (\(rule)), which only a run with --exec can show;"
                + " replay it with --exec and the command that failed"
        }
        guard RuleCatalogue.rule(rule) == nil else { return nil }
        let current = SuiteVersions.current.spec
        let origin: String =
            if let spec = versions?.spec {
                spec > current
                    ? "; the entry was written against spec \(spec), newer than this build's spec \(current): update the tool"
                    : "; the entry was written against spec \(spec)"
            } else {
                "; the entry records no spec version"
            }
        return "names an unknown rule \"\(rule)\" (spec \(current) has no such rule\(origin));"
            + " `slider-conformance rules` lists the rule ids"
    }
}
