/// A fresh implementation and the checker, stepping together: each operation is performed on
/// the implementation and checked against the reference.
@MainActor
public struct CheckedSession {
    /// The checker, holding the reference and the readings narrowed so far.
    public private(set) var checker: ConformanceChecker
    /// The result of checking the freshly created slider.
    public private(set) var creation: ConformanceChecker.Step
    /// The implementation's observation after the last step.
    public var lastObservation: SliderObservation { lastUnchecked ? unchecked! : checker.lastObserved! }
    /// The observation of the last step the checker did not see (the implementation failed):
    /// the checker keeps the last one it checked, so the session keeps no copy of its own.
    private var unchecked: SliderObservation?
    /// True when the last step was not checked: `unchecked` holds its observation.
    private var lastUnchecked = false
    /// Where the implementation writes each step's observation, in place: after a checked step
    /// it holds the observation before it (exchanged with the one the checker keeps).
    private var observation: SliderObservation
    private var slider: any SliderUnderTest
    private let make: @MainActor (InterfaceBuilderAttributes?) -> any SliderUnderTest

    /// Creates a slider of the Swift type `implementation` in code and checks its defaults.
    public init<Implementation: SliderUnderTest>(_ implementation: Implementation.Type, profile: Profile) {
        self.init(SliderImplementation(implementation), profile: profile)
    }

    /// Creates a slider of `implementation` in code and checks its defaults.
    public init(_ implementation: SliderImplementation, profile: Profile) {
        checker = ConformanceChecker(profile: profile, unsupportedFields: implementation.unreadObservationFields())
        make = implementation.make
        slider = make(nil)
        var observation = slider.observe()
        observation.events = []
        creation = checker.checkCreation(observed: observation)
        if let failure = slider.failure { creation = Self.step(for: failure, observed: observation) }
        self.observation = observation
    }

    /// Starts again with a slider created in code and checks its defaults, as a new session would,
    /// keeping what does not depend on the sequence (the fields the implementation cannot read,
    /// the checker's working memory): a caller checking many sequences reuses one session.
    public mutating func restart() {
        slider = make(nil)
        lastUnchecked = false
        slider.observe(into: &observation)
        observation.events = []
        creation = checker.checkCreation(observed: observation)
        if let failure = slider.failure { creation = Self.step(for: failure, observed: observation) }
    }

    /// Performs `operation` (replacing the slider for `.loadFromInterfaceBuilder`) and checks it.
    public mutating func apply(_ operation: SliderOperation) -> ConformanceChecker.Step {
        let events: [SliderEvent]
        if case let .loadFromInterfaceBuilder(attributes) = operation {
            slider = make(attributes)
            events = []
        } else {
            events = slider.perform(operation)
        }
        slider.observe(into: &observation)
        observation.events = events
        if let failure = slider.failure {
            unchecked = observation
            lastUnchecked = true
            return Self.step(for: failure, observed: observation)
        }
        if lastUnchecked { lastUnchecked = false }
        return checker.check(operation, exchanging: &observation)
    }

    /// Performs and checks operations one at a time, each drawn by `next` from the reference's
    /// state after the last step, until `next` returns nil or `record`, given each operation and
    /// its step, returns true. The same as calling `apply` in a loop.
    public mutating func run(
        drawing next: (ReferenceSlider) -> SliderOperation?, record: (SliderOperation, ConformanceChecker.Step) -> Bool
    ) {
        while let operation = checker.withReference(next) {
            if record(operation, apply(operation)) { return }
        }
    }

    /// The step reporting an implementation failure under its `process.*` rule, with the
    /// best-effort observation as both expected and observed.
    static func step(for failure: ImplementationFailure, observed: SliderObservation) -> ConformanceChecker.Step {
        let rule = failure.kind.rule
        let violation = Violation(
            rule: rule, field: "implementation", expected: observed, observed: observed, rulesApplied: [rule],
            explanation: failure.detail)
        return ConformanceChecker.Step(rules: [rule], violation: violation)
    }
}
