/// A fresh implementation and the checker, stepping together: each operation is performed on
/// the implementation and checked against the reference.
@MainActor
public struct CheckedSession {
    /// The checker, holding the reference and the readings narrowed so far.
    public private(set) var checker: ConformanceChecker
    /// The result of checking the freshly created slider.
    public private(set) var creation: ConformanceChecker.Step
    /// The implementation's observation after the last step.
    public var lastObservation: SliderObservation { writesOdd == lastUnchecked ? odd : even }
    /// True when the last step was not checked (the implementation failed): its observation is
    /// in the storage the next step writes into, and the one checked before it in the other.
    private var lastUnchecked = false
    /// The two storages the implementation writes its observations into, in place, in turn:
    /// each step's is checked against the one before it in the other storage, so none is
    /// exchanged with one the checker keeps (it keeps none, `check(_:observed:previous:)`).
    private var even: SliderObservation
    private var odd: SliderObservation
    /// True when the next step's observation goes into `odd` (the last one checked is in `even`).
    private var writesOdd = true
    private var slider: any SliderInstance
    private let make: @MainActor (InterfaceBuilderAttributes?) -> any SliderInstance

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
        even = observation
        odd = observation
    }

    /// Starts again with a slider created in code and checks its defaults, as a new session would,
    /// keeping what does not depend on the sequence (the fields the implementation cannot read,
    /// the checker's working memory): a caller checking many sequences reuses one session.
    public mutating func restart() {
        slider = make(nil)
        lastUnchecked = false
        slider.observe(into: &even)
        even.events = []
        writesOdd = true
        creation = checker.checkCreation(observedInPlace: &even)
        if let failure = slider.failure { creation = Self.step(for: failure, observed: even) }
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
        let step =
            writesOdd
            ? Self.check(operation, events: events, on: slider, by: &checker, writing: &odd, after: &even)
            : Self.check(operation, events: events, on: slider, by: &checker, writing: &even, after: &odd)
        lastUnchecked = step == nil
        guard let step else { return Self.step(for: slider.failure!, observed: lastObservation) }
        writesOdd.toggle()
        return step
    }

    /// Writes `slider`'s observation after `operation` (which sent `events`) into `observation`
    /// and checks it against `previous`; nil, unchecked, when the implementation failed.
    /// Static, given the session's storages apart, both by address: an observation stored in
    /// memory and passed on borrowed is copied first (callgrind). (Not inlined, it copied more.)
    private static func check(
        _ operation: SliderOperation, events: [SliderEvent], on slider: any SliderInstance, by checker: inout ConformanceChecker,
        writing observation: inout SliderObservation, after previous: inout SliderObservation
    ) -> ConformanceChecker.Step? {
        slider.observe(into: &observation)
        // Performance: most operations send no event, and the storage holds none already: the
        // assignment retained one empty array and released another (callgrind).
        if !(events.isEmpty && observation.events.isEmpty) { observation.events = events }
        if slider.failure != nil { return nil }
        return checker.check(operation, observed: &observation, previous: &previous)
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

    /// `run(drawing:record:)`, the reference's state lent to `next` by address
    /// (`ConformanceChecker.lendReference`): `next` reads it and must not change it. `next`
    /// writes the operation it draws into its second argument and returns true, or returns false
    /// to stop.
    // Performance: the operation drawn is written into one variable rather than returned as an
    // optional, which was destroyed on every step through the runtime's generic witnesses (callgrind).
    package mutating func run(
        lending next: (inout ReferenceSlider, inout SliderOperation) -> Bool, record: (SliderOperation, ConformanceChecker.Step) -> Bool
    ) {
        var operation = SliderOperation.accessibilityIncrement
        while checker.lendReference({ next(&$0, &operation) }) {
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
