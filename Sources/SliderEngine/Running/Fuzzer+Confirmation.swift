import SliderSpec

extension Fuzzer.RunState {
    /// What checking a sequence once more showed.
    enum Recheck {
        /// It failed with the identity again: from a fresh start, or (`inProcess`) only here.
        case reproduces(inProcess: Bool)
        /// It did not.
        case doesNotReproduce

        /// Whether it did not fail again.
        var passes: Bool {
            if case .doesNotReproduce = self { return true }
            return false
        }
    }

    /// Checks `operations` once more for `identity` from a fresh start: a freshly started child
    /// for an implementation in a child process, a fresh worker process (`freshStart`) for a
    /// Swift type; where neither is available (library use in-process, or a worker executable
    /// that does not serve this implementation), in this process, which the result says.
    func recheck(_ operations: [SliderOperation], failWith identity: FailureIdentity, shrinker: Shrinker) -> Recheck {
        if implementation.isInProcess, let freshStart {
            switch freshStart.check(
                operations, failWith: identity, implementation: report.implementation, configuration: configuration,
                typeName: implementation.typeName)
            {
            case .reproduces: return .reproduces(inProcess: false)
            case .doesNotReproduce: return .doesNotReproduce
            case .unavailable: break
            }
        }
        guard shrinker.confirms(operations, failWith: identity) else { return .doesNotReproduce }
        return .reproduces(inProcess: implementation.isInProcess)
    }
}
