import Foundation
import SliderSpec
import SliderWire

/// The known deviations of one implementation (`<corpus>/<implementation>.expectations.json`):
/// failures that are listed with a reason do not fail a run, and listed failures a run did not
/// see are reported so the entry can be removed once the fix is intended.
///
/// JSON: `{"format":1,"implementation":"x","toolkit":"Tk 8.6.13","expected":[{"rule":"…","field":"value",
/// "operation":"setValue","observed":"*.0","outcome":"FAIL","reason":"…"}]}`, where `outcome` is `FAIL`
/// (the rule is broken), `CRASH`, `TIMEOUT` or `PROTOCOL` (the process failed). `toolkit`,
/// `field`, `operation` and `observed` are optional: an entry without them expects every failure
/// blamed on its rule, as files written before them do.
public struct Expectations: Codable, Sendable, Hashable {
    /// One expected failure: a rule, and optionally the cause that breaks it (the field that
    /// differs, the operation that diverges, the value observed).
    public struct Entry: Codable, Sendable, Hashable {
        /// The rule expected to fail (for `FAIL`; optional for the process outcomes).
        public var rule: String?
        /// `FAIL`, `CRASH`, `TIMEOUT` or `PROTOCOL`.
        public var outcome: String
        /// A field that must be among those the failure differs in, as the reports print it
        /// (`value`, `events sent` or `events`, `thumbImage(for:)` for every state), or nil for any.
        public var field: String?
        /// The kind of the diverging (last) operation (`SliderOperationKind`, as the reports print
        /// it after "after": `setValue`, `accessibilityIncrement`), or nil for any.
        public var operation: String?
        /// A pattern the observed value of `field` must match, as the reports render it (`0.0`,
        /// `[valueChanged(1.0)]`, `"50"`): the whole rendering, `*` standing for any run of
        /// characters, every other character for itself; nil for any value.
        public var observed: String?
        /// Why it is accepted.
        public var reason: String?

        /// An expected failure of `rule` (for `FAIL`), or of the process (`CRASH`, `TIMEOUT`,
        /// `PROTOCOL`), by the cause `field`, `operation` and `observed` name (nil: any).
        public init(
            rule: String?, outcome: String, field: String? = nil, operation: String? = nil, observed: String? = nil,
            reason: String? = nil
        ) {
            self.rule = rule
            self.outcome = outcome
            self.field = field
            self.operation = operation
            self.observed = observed
            self.reason = reason
        }

        /// The rule a counterexample must break to match this entry.
        public var matchedRule: RuleID {
            switch outcome {
            case "CRASH": .processCrash
            case "TIMEOUT": .processTimeout
            case "PROTOCOL": .processProtocol
            default: RuleID(rule ?? "")
            }
        }

        /// Whether the entry names a cause (a field, an operation or an observed value), not only a rule.
        public var namesCause: Bool { field != nil || operation != nil || observed != nil }

        /// Whether a failure of `rule` is this expected failure: the rule matches, and so does the
        /// outcome (`FAIL` for a catalogue rule, `CRASH`, `TIMEOUT` or `PROTOCOL` for `process.*`).
        /// The cause is not looked at: `matches(_:after:)` does.
        public func matches(_ rule: RuleID) -> Bool {
            matchedRule == rule && (outcome == "FAIL") != rule.isProcessFailure
        }

        /// Whether the failure `violation`, at an operation of kind `operation` (nil at creation),
        /// is this expected failure: its rule matches (`matches(_:)`) and so does every part of
        /// the cause the entry names: `field` is the field blamed or among the fields that differ,
        /// the operation is of kind `operation`, and the observed value of `field` matches `observed`.
        public func matches(_ violation: Violation, after operation: SliderOperationKind?) -> Bool {
            guard matches(violation.rule) else { return false }
            if let expected = self.operation, expected != operation?.rawValue { return false }
            guard let field else { return true }
            let named = Self.fields(named: field)
            // The field blamed counts too: a broken relation (geometry) may differ in no value.
            let blamed = ObservationField.all.filter { $0.description == violation.field }
            let differing = (blamed + violation.differingFields).filter(named.contains)
            guard let observed else { return !differing.isEmpty }
            return differing.contains { Self.pattern(observed, matches: $0.render(violation.observed)) }
        }

        /// Whether `counterexample` is this expected failure (`matches(_:after:)` at its last operation).
        public func matches(_ counterexample: Counterexample) -> Bool {
            matches(counterexample.violation, after: counterexample.operations.last?.kind)
        }

        /// The fields `name` names: those it prints as (`thumbImage(for: .highlighted)`), those of
        /// its getter for every state (`thumbImage(for:)`), and those of its wire key (`events`).
        public static func fields(named name: String) -> [ObservationField] {
            ObservationField.all.filter {
                $0.description == name || FailureIdentity.getter(of: $0.description) == name || $0.observationKey == name
            }
        }

        /// Whether `text` matches `pattern` as a whole, `*` standing for any run of characters.
        public static func pattern(_ pattern: String, matches text: String) -> Bool {
            let parts = pattern.split(separator: "*", omittingEmptySubsequences: false).map(String.init)
            guard parts.count > 1 else { return pattern == text }
            guard text.hasPrefix(parts[0]), text.dropFirst(parts[0].count).hasSuffix(parts[parts.count - 1]) else { return false }
            var rest = Substring(text.dropFirst(parts[0].count).dropLast(parts[parts.count - 1].count))
            for part in parts.dropFirst().dropLast() where !part.isEmpty {
                guard let range = rest.range(of: part) else { return false }
                rest = rest[range.upperBound...]
            }
            return true
        }

        /// `rule (OUTCOME)`, then the cause it names (`, field value after setValue observed "*.0"`),
        /// followed by `: reason` when there is one.
        public var summary: String {
            var cause = ""
            if let field { cause += " field \(field)" }
            if let operation { cause += " after \(operation)" }
            if let observed { cause += " observed \"\(observed)\"" }
            return "\(matchedRule) (\(outcome)\(cause.isEmpty ? "" : ";" + cause))" + (reason.map { ": \($0)" } ?? "")
        }
    }

    /// An expectations file that cannot be used, with its path.
    public struct Problem: Error, CustomStringConvertible, Sendable {
        /// The file.
        public let path: String
        /// What is wrong.
        public let message: String
        public var description: String { "\(path): \(message)" }
    }

    /// The file format, 1.
    public var format: Int
    /// The implementation the file is about.
    public var implementation: String
    /// The toolkit and its version the file was written for, as the adapter's handshake names
    /// them (`Tk 8.6.13`, `ProcessConnection.Handshake.toolkit`), or nil for a file that applies
    /// whatever the adapter runs (the bundled implementations name none). See `tie(running:)`.
    public var toolkit: String?
    /// The expected failures.
    public var expected: [Entry]
    /// The versions of the suite the file was written against; nil in files written before
    /// versions were recorded (read as spec 1.0.0).
    public var versions: SuiteVersions?

    /// The known deviations of `implementation`, in file format `format` (1), written against
    /// `versions`, for `toolkit` (nil: any).
    public init(
        format: Int = 1, implementation: String, toolkit: String? = nil, expected: [Entry], versions: SuiteVersions? = .current
    ) {
        self.format = format
        self.implementation = implementation
        self.toolkit = toolkit
        self.expected = expected
        self.versions = versions
    }

    /// The rules added or changed since the spec version the file was written against: what its
    /// author has not considered yet.
    public var newRules: [RuleChange] { RuleCatalogue.changes(since: versions?.spec ?? SemanticVersion(1, 0, 0)) }

    /// The file for `implementation` in `corpus`.
    public static func path(corpus: String, implementation: String) -> String {
        (corpus.hasSuffix("/") ? corpus : corpus + "/") + CorpusEntry.safeFileNameComponent(implementation) + ".expectations.json"
    }

    /// The corpus folder of the corpus entry at `path`, laid out as `<corpus>/<implementation>/<entry>.json`:
    /// the entry's grandparent folder, or nil when the entry's folder is not named after `implementation`.
    public static func corpusFolder(ofEntryAt path: String, implementation: String) -> String? {
        let folder = (path as NSString).deletingLastPathComponent
        guard (folder as NSString).lastPathComponent == CorpusEntry.safeFileNameComponent(implementation) else { return nil }
        let corpus = (folder as NSString).deletingLastPathComponent
        return corpus.isEmpty ? "." : corpus
    }

    /// The first entry that expects a failure of `rule`, whatever its cause, or nil when no entry
    /// names the rule.
    public func entry(matching rule: RuleID) -> Entry? {
        expected.first { $0.matches(rule) }
    }

    /// The first entry that expects `violation` at an operation of kind `operation` (nil at
    /// creation), cause included (`Entry.matches(_:after:)`), or nil when it is not expected.
    public func entry(matching violation: Violation, after operation: SliderOperationKind?) -> Entry? {
        expected.first { $0.matches(violation, after: operation) }
    }

    /// The first entry that expects `counterexample`, cause included, or nil when it is not expected.
    public func entry(matching counterexample: Counterexample) -> Entry? {
        expected.first { $0.matches(counterexample) }
    }

    /// Reads the file for `implementation` in `corpus`: nil when there is none, a `Problem` when it
    /// cannot be read (a folder, a FIFO, a dangling link, a link loop, no permission), is
    /// malformed, or is about another implementation.
    public static func load(corpus: String, implementation: String) throws -> Expectations? {
        let file = path(corpus: corpus, implementation: implementation)
        guard let data = try contents(of: file) else { return nil }
        let expectations: Expectations
        do {
            expectations = try SliderJSON.decoder().decode(Expectations.self, from: data)
        } catch {
            throw Problem(path: file, message: SliderJSON.describe(error, decoding: data))
        }
        guard expectations.format == 1 else { throw Problem(path: file, message: "unknown format \(expectations.format) (expected 1)") }
        guard expectations.implementation == implementation else {
            throw Problem(
                path: file,
                message: "is about implementation \"\(expectations.implementation)\", not \"\(implementation)\"; "
                    + "its \"implementation\" must name the implementation its file name names")
        }
        for (index, entry) in expectations.expected.enumerated() {
            guard ["FAIL", "CRASH", "TIMEOUT", "PROTOCOL"].contains(entry.outcome) else {
                throw Problem(path: file, message: "at expected[\(index)].outcome: expected FAIL, CRASH, TIMEOUT or PROTOCOL, found \"\(entry.outcome)\"")
            }
            if entry.outcome == "FAIL", entry.rule?.isEmpty ?? true {
                throw Problem(path: file, message: "at expected[\(index)]: a FAIL expectation needs a \"rule\"")
            }
            if entry.outcome == "FAIL", let rule = entry.rule, let outcome = processOutcomes[RuleID(rule)] {
                throw Problem(
                    path: file,
                    message: "at expected[\(index)].outcome: \"\(rule)\" is a failure of the process, expected with outcome"
                        + " \(outcome), not FAIL (FAIL is for a rule of the catalogue)")
            }
            if entry.outcome == "FAIL", let rule = entry.rule, RuleCatalogue.rule(RuleID(rule)) == nil {
                throw Problem(
                    path: file,
                    message: "at expected[\(index)].rule: unknown rule \"\(rule)\" (`slider-conformance rules` lists the rule ids)")
            }
            if let problem = causeProblem(entry, at: index) { throw Problem(path: file, message: problem) }
        }
        if let toolkit = expectations.toolkit, toolkit.trimmingCharacters(in: .whitespaces).isEmpty {
            throw Problem(
                path: file,
                message: "at toolkit: expected the toolkit and its version as the adapter's handshake names them, such as \"Tk 8.6.13\","
                    + " found an empty string (leave the key out for a file that applies to any toolkit)")
        }
        return expectations
    }

    /// What is wrong with the cause entry `index` names (its field, operation and observed
    /// value), or nil when it is usable.
    private static func causeProblem(_ entry: Entry, at index: Int) -> String? {
        if let field = entry.field {
            if entry.outcome != "FAIL" {
                return "at expected[\(index)].field: a \(entry.outcome) expectation names no field (a field is for FAIL, the failure of a rule)"
            }
            if Entry.fields(named: field).isEmpty {
                return "at expected[\(index)].field: unknown field \"\(field)\" (expected a field as the reports print it,"
                    + " such as value, maximumValue, events sent or thumbImage(for:))"
            }
        }
        if let operation = entry.operation, SliderOperationKind(rawValue: operation) == nil {
            return "at expected[\(index)].operation: unknown operation kind \"\(operation)\" (expected one of "
                + SliderOperationKind.allCases.map(\.rawValue).joined(separator: ", ") + ")"
        }
        if let observed = entry.observed {
            if entry.field == nil {
                return "at expected[\(index)].observed: the pattern \"\(observed)\" needs a \"field\" whose observed value it matches"
            }
            if observed.isEmpty { return "at expected[\(index)].observed: expected a pattern such as \"*.0\", found an empty string" }
        }
        return nil
    }

    /// The outcome each failure of the process is expected with.
    private static let processOutcomes: [RuleID: String] = [.processCrash: "CRASH", .processTimeout: "TIMEOUT", .processProtocol: "PROTOCOL"]

    /// The bytes of `file`; nil when nothing is there, a `Problem` when something is there that
    /// cannot be read as a file. Never opens a FIFO or a device, so it cannot block.
    static func contents(of file: String) throws -> Data? {
        var status = stat()
        if lstat(file, &status) != 0 {
            let code = errno
            if code == ENOENT { return nil }
            throw Problem(path: file, message: "cannot read the file: \(String(cString: strerror(code)))")
        }
        if status.st_mode & S_IFMT == S_IFLNK, stat(file, &status) != 0 {
            let code = errno
            let reason = code == ENOENT ? "a symbolic link to a missing file" : code == ELOOP ? "a symbolic link loop" : String(cString: strerror(code))
            throw Problem(path: file, message: "cannot read the file: \(reason); expected a JSON expectations file")
        }
        switch status.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR: throw Problem(path: file, message: "is a folder; expected a JSON expectations file")
        default: throw Problem(path: file, message: "is not a regular file (a FIFO, a device or a socket); expected a JSON expectations file")
        }
        do {
            return try Data(contentsOf: URL(fileURLWithPath: file))
        } catch {
            let reason = (error as NSError).userInfo[NSUnderlyingErrorKey].flatMap { $0 as? NSError }
                .map { String(cString: strerror(Int32($0.code))) } ?? error.localizedDescription
            throw Problem(path: file, message: "cannot read the file: \(reason)")
        }
    }

    /// Marks the counterexamples of `report` that an entry expects, judges the verdicts by them,
    /// and lists the entries it did not see.
    ///
    /// A counterexample is expected when an entry matches it, cause included
    /// (`Entry.matches(_:)`), or when it follows from an expected one (`Counterexample.followsFrom`);
    /// any other is unexpected, even under a listed rule. A rule is judged failed, pointing at an
    /// unexpected counterexample, when one is blamed on it, or when one charges it and no entry
    /// lists the rule (a rule charged only by expected causes is a consequence of them, never a
    /// failure of its own); expected otherwise. A rule that diverged with no counterexample
    /// charged to it is expected only when an entry names it without a cause. An entry the run saw is confirmed;
    /// one whose rule it checked and saw pass is reported as passing (remove the entry if the
    /// fix is intended); one it never reached, or that does not apply, or whose rule failed only
    /// by other causes, is reported as not reached: never as a pass.
    public func apply(to report: inout FuzzReport) {
        let counterexamples = report.counterexamples
        var seen = Set<Int>()
        var expectedFailures = Set<FailureIdentity>()
        for counterexample in counterexamples {
            let matching = expected.indices.filter { expected[$0].matches(counterexample) }
            if !matching.isEmpty {
                expectedFailures.insert(counterexample.identity)
                seen.formUnion(matching)
            }
        }
        // A failure that follows from an expected one is a consequence of an expected cause
        // (`followsFrom` names the root of its chain, which follows from none).
        for counterexample in counterexamples {
            if let cause = counterexample.followsFrom?.identity, expectedFailures.contains(cause) {
                expectedFailures.insert(counterexample.identity)
            }
        }
        report.expectedFailures = counterexamples.map(\.identity).filter(expectedFailures.contains)
        let causeless = expected.filter { !$0.namesCause }
        report.verdicts = report.verdicts.map { verdict in
            let charging = counterexamples.indices.filter { counterexamples[$0].chargedRules.contains(verdict.rule) }
            if charging.isEmpty { return verdict.judged(isExpected: causeless.contains { $0.matches(verdict.rule) }) }
            let unexpected = charging.filter { !expectedFailures.contains(counterexamples[$0].identity) }
            let own = unexpected.filter { counterexamples[$0].identity.rule == verdict.rule }
            // A listed rule fails by a cause of its own the file does not list; one it is only
            // involved in fails under the rule it is blamed on.
            let listed = expected.contains { $0.matches(verdict.rule) }
            // A failed rule points at a counterexample that fails it, never at an expected one.
            guard let failing = own.first ?? (listed ? nil : unexpected.first) else { return verdict.judged(isExpected: true) }
            return verdict.judged(isExpected: false, counterexample: .some(failing))
        }
        report.expectedRules = report.verdicts.filter { $0.outcome == .expected }.map(\.rule)
        // Every rule a failure is charged to is broken, whether blamed or involved.
        let broken = Set(counterexamples.flatMap(\.chargedRules)).union(report.verdicts.filter { $0.outcome == .fail }.map(\.rule))
        let judgedExpected = Set(report.expectedRules ?? [])
        let unseen = expected.indices.filter { index in
            let entry = expected[index]
            if seen.contains(index) { return false }
            return entry.namesCause ? !judgedExpected.contains(entry.matchedRule) : !broken.contains(entry.matchedRule)
        }.map { expected[$0] }
        let passed = Set(report.verdicts.filter { $0.outcome == .pass }.map(\.rule))
        report.expectedButPassed = unseen.filter { passed.contains($0.matchedRule) || $0.matchedRule.isProcessFailure }.map(\.summary)
        report.expectedButNotReached = unseen.filter { !passed.contains($0.matchedRule) && !$0.matchedRule.isProcessFailure }.map(\.summary)
        let changes = newRules
        report.newSinceExpectations = changes.isEmpty ? nil : changes.map(\.summary)
    }
}
