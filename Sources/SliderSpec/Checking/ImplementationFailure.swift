/// An implementation that could not answer at all: its process crashed, hung or broke the wire
/// protocol. `CheckedSession` turns it into a violation of `process.crash`, `process.timeout`
/// or `process.protocol`, so shrinking, the corpus and reports handle it like any other failure.
public struct ImplementationFailure: Error, Hashable, Sendable, Codable, CustomStringConvertible {
    /// What went wrong.
    public enum Kind: String, Hashable, Sendable, Codable {
        /// The process exited or was killed by a signal.
        case crash
        /// The process did not answer within the time allowed.
        case timeout
        /// The process answered something the protocol does not allow.
        case protocolError

        /// The rule a failure of this kind is reported under.
        public var rule: RuleID {
            switch self {
            case .crash: .processCrash
            case .timeout: .processTimeout
            case .protocolError: .processProtocol
            }
        }

        /// `CRASH`, `TIMEOUT` or `PROTOCOL`, as reports and expectation files spell the outcome.
        public var outcome: String {
            switch self {
            case .crash: "CRASH"
            case .timeout: "TIMEOUT"
            case .protocolError: "PROTOCOL"
            }
        }
    }

    /// What went wrong.
    public var kind: Kind
    /// One phrase saying how, e.g. `exited with status 3` or `no answer within 2.0 s`.
    public var detail: String

    /// Creates a failure record.
    public init(kind: Kind, detail: String) {
        self.kind = kind
        self.detail = detail
    }

    public var description: String { "\(kind.outcome): \(detail)" }
}

extension RuleID {
    /// The implementation's process exited or was killed (not a catalogue rule).
    public static var processCrash: RuleID { RuleID(known: .processCrash) }
    /// The implementation's process did not answer in time (not a catalogue rule).
    public static var processTimeout: RuleID { RuleID(known: .processTimeout) }
    /// The implementation's process broke the wire protocol (not a catalogue rule).
    public static var processProtocol: RuleID { RuleID(known: .processProtocol) }

    /// True for the `process.*` rules, which report implementation failures rather than UISlider behaviour.
    public var isProcessFailure: Bool { self == .processCrash || self == .processTimeout || self == .processProtocol }

    /// What a rule outside the catalogue means, in one sentence (for reports), or nil for an unknown id.
    public var processStatement: String? {
        switch self {
        case .processCrash: "The implementation's process must not exit or crash."
        case .processTimeout: "The implementation's process must answer every request in time."
        case .processProtocol: "The implementation's process must speak the wire protocol (PROTOCOL.md)."
        default: nil
        }
    }
}
