import SliderSpec

extension Counterexample {
    /// One line a person can act on, drawn from the rule's field and the values: what the last
    /// operation left, against what was expected, with a pattern named when the values show one
    /// ("after `slider.value = 0.05`: stored as a whole number, 0.05 became 0.0").
    public var summary: String {
        let place = operations.last.map { "after `\($0.swiftStatement)`" } ?? "on creation"
        return "\(place): \(violation.summary)"
    }
}

extension Violation {
    /// What differs, in one line: a broken relation's explanation, or the stored fields that
    /// differ (every field when none is stored) and the events, each as observed against
    /// expected, led by a pattern the numbers share (whole numbers).
    public var summary: String {
        if let explanation { return explanation }
        let fields = differingFields
        let stored = fields.filter(\.isStoredState)
        let shown = (stored.isEmpty ? fields : stored + fields.filter { $0 == .events })
        var phrases: [String] = []
        if let whole = wholeNumbers(among: shown) { phrases.append(whole) }
        for field in shown.prefix(3) where phrases.isEmpty || !Self.numeric.contains(field) {
            phrases.append(phrase(field))
        }
        if shown.count > 3 { phrases.append("\(shown.count - 3) more field\(shown.count == 4 ? "" : "s") differ") }
        return phrases.isEmpty ? "differs in \(field)" : phrases.joined(separator: "; ")
    }

    /// The value and the limits.
    private static let numeric: [ObservationField] = [.value, .minimumValue, .maximumValue]

    /// "stored as a whole number, 0.05 became 0.0" when every differing number is the expected
    /// one rounded to a whole number (and one of them was not whole); nil otherwise.
    private func wholeNumbers(among fields: [ObservationField]) -> String? {
        let pairs = fields.filter(Self.numeric.contains).map { (Self.number($0, expected), Self.number($0, observed)) }
        guard !pairs.isEmpty, pairs.allSatisfy({ $0.0.isFinite && ($0.1 == $0.0.rounded() || $0.1 == $0.0.rounded(.down) || $0.1 == $0.0.rounded(.up)) }),
              let first = pairs.first(where: { $0.0 != $0.0.rounded() })
        else { return nil }
        let noun = pairs.count == 1 ? "a whole number" : "whole numbers"
        return "stored as \(noun), \(formatFloat(first.0)) became \(formatFloat(first.1))"
    }

    private static func number(_ field: ObservationField, _ observation: SliderObservation) -> Float {
        switch field {
        case .minimumValue: observation.minimumValue
        case .maximumValue: observation.maximumValue
        default: observation.value
        }
    }

    /// "value 2.0, expected 1.0"; for the events, "sent valueChanged(0.5), expected none".
    private func phrase(_ field: ObservationField) -> String {
        guard field == .events else { return "\(field) \(field.render(observed)), expected \(field.render(expected))" }
        func events(_ list: [SliderEvent]) -> String { list.isEmpty ? "none" : list.map(\.description).joined(separator: ", ") }
        return observed.events.isEmpty ? "sent no event, expected \(events(expected.events))" : "sent \(events(observed.events)), expected \(events(expected.events))"
    }
}
