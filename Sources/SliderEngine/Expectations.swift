import Foundation
import SliderSpec
import SliderWire

/// The known deviations of one implementation (`<corpus>/<implementation>.expectations.json`):
/// failures that are listed with a reason do not fail a run, and listed failures a run did not
/// see are reported so the entry can be removed once the fix is intended.
///
/// JSON: `{"format":1,"implementation":"x","expected":[{"rule":"…","outcome":"FAIL","reason":"…"}]}`,
/// where `outcome` is `FAIL` (the rule is broken), `CRASH`, `TIMEOUT` or `PROTOCOL` (the process failed).
public struct Expectations: Codable, Sendable, Hashable {
    /// One expected failure.
    public struct Entry: Codable, Sendable, Hashable {
        /// The rule expected to fail (for `FAIL`; optional for the process outcomes).
        public var rule: String?
        /// `FAIL`, `CRASH`, `TIMEOUT` or `PROTOCOL`.
        public var outcome: String
        /// Why it is accepted.
        public var reason: String?

        /// An expected failure of `rule` (for `FAIL`), or of the process (`CRASH`, `TIMEOUT`, `PROTOCOL`).
        public init(rule: String?, outcome: String, reason: String? = nil) {
            self.rule = rule
            self.outcome = outcome
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

        /// Whether a failure of `rule` is this expected failure: the rule matches, and so does the
        /// outcome (`FAIL` for a catalogue rule, `CRASH`, `TIMEOUT` or `PROTOCOL` for `process.*`).
        public func matches(_ rule: RuleID) -> Bool {
            matchedRule == rule && (outcome == "FAIL") != rule.isProcessFailure
        }

        /// `rule (OUTCOME)`, followed by `: reason` when there is one.
        public var summary: String {
            "\(matchedRule) (\(outcome))" + (reason.map { ": \($0)" } ?? "")
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
    /// The expected failures.
    public var expected: [Entry]
    /// The versions of the suite the file was written against; nil in files written before
    /// versions were recorded (read as spec 1.0.0).
    public var versions: SuiteVersions?

    /// The known deviations of `implementation`, in file format `format` (1), written against `versions`.
    public init(format: Int = 1, implementation: String, expected: [Entry], versions: SuiteVersions? = .current) {
        self.format = format
        self.implementation = implementation
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

    /// The first entry that expects a failure of `rule`, or nil when the failure is not expected.
    public func entry(matching rule: RuleID) -> Entry? {
        expected.first { $0.matches(rule) }
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
        }
        return expectations
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

    /// Marks the counterexamples of `report` that an entry expects, and lists the entries it did not see.
    ///
    /// A listed rule the run saw fail is expected; one it checked and saw pass is reported as
    /// passing (remove the entry if the fix is intended); one it never reached, or that does not
    /// apply, is reported as such: never as a pass.
    public func apply(to report: inout FuzzReport) {
        // Every rule a failure is charged to is broken, whether blamed or involved.
        let broken = Set(report.counterexamples.flatMap(\.chargedRules))
            .union(report.verdicts.filter { $0.outcome == .fail }.map(\.rule))
        report.expectedRules = expected.map(\.matchedRule).filter { broken.contains($0) }
        let unseen = expected.filter { !broken.contains($0.matchedRule) }
        let passed = Set(report.verdicts.filter { $0.outcome == .pass }.map(\.rule))
        report.expectedButPassed = unseen.filter { passed.contains($0.matchedRule) || $0.matchedRule.isProcessFailure }.map(\.summary)
        report.expectedButNotReached = unseen.filter { !passed.contains($0.matchedRule) && !$0.matchedRule.isProcessFailure }.map(\.summary)
        let listed = Set(report.expectedRules ?? [])
        // A rule charged only by failures whose cause (the rule blamed) is listed is a
        // consequence of an expected cause: expected too, never a failure of its own.
        let unexpectedCharges = Set(report.counterexamples.filter { !listed.contains($0.identity.rule) }.flatMap(\.chargedRules))
        let followers = Set(report.counterexamples.filter { listed.contains($0.identity.rule) }.flatMap(\.chargedRules))
            .subtracting(unexpectedCharges)
        report.verdicts = report.verdicts.map { $0.judged(expected: listed.union(followers)) }
        let changes = newRules
        report.newSinceExpectations = changes.isEmpty ? nil : changes.map(\.summary)
    }
}
