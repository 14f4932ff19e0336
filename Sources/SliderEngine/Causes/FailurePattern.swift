import SliderSpec

/// A pattern a failure's values show, whichever rule it breaks: the failures of a run that show
/// one pattern are one cause, listed under the first in the catalogue's order (`CauseAnalysis`).
enum FailurePattern: Hashable {
    /// A setter's numbers stored as whole numbers (0.05 as 0), nothing else stored wrong.
    case wholeNumbers
    /// A change made in code (a setter, a load) sent `valueChanged`, nothing stored wrong.
    case eventsInCode
    /// An image set for one state of a part is what other states of it show, no other stored
    /// field wrong (on any part: one way of storing images).
    case imageForEveryState

    /// The pattern `counterexample` shows, or nil.
    init?(_ counterexample: Counterexample) {
        let violation = counterexample.violation
        let fields = violation.differingFields
        guard let last = counterexample.operations.last else { return nil }
        if counterexample.storesWholeNumbers {
            self = .wholeNumbers
        } else if last.isChangeInCode, fields.contains(.events), !fields.contains(where: \.isStoredState),
                  violation.expected.events.isEmpty, !violation.observed.events.isEmpty {
            self = .eventsInCode
        } else if case let .setImage(part, .some(image), state) = last,
                  fields.contains(where: { if case let .image(_, other) = $0 { other != state } else { false } }),
                  fields.filter(\.isStoredState).allSatisfy({ field in
                      guard case .image(part, _) = field else { return false }
                      return field.render(violation.observed) == ObservationField.image(part, state).render(violation.observed)
                  }),
                  ObservationField.image(part, state).render(violation.observed) == ObservationField.image(part, state).render(violation.expected),
                  violation.observed.images(part)[state] == image {
            self = .imageForEveryState
        } else {
            return nil
        }
    }

    /// "it stores numbers as whole numbers", the evidence of a failure folded under another.
    var evidence: String {
        switch self {
        case .wholeNumbers: "it stores numbers as whole numbers"
        case .eventsInCode: "it sends valueChanged for a change made in code"
        case .imageForEveryState: "an image set for one state shows for the others"
        }
    }
}

private extension SliderOperation {
    /// A change made in code: a setter or a load, neither an adjustment nor a touch.
    var isChangeInCode: Bool {
        switch self {
        case .accessibilityIncrement, .accessibilityDecrement, .touchBegan, .touchMoved, .touchEnded, .touchCancelled: false
        default: true
        }
    }
}
