import SliderSpec

extension Counterexample {
    /// One line a person can act on, drawn from the rule's field and the values: what the last
    /// operation left, against what was expected, with a pattern named when the values show one
    /// ("after `slider.value = 0.05`: stored as a whole number, 0.05 became 0.0").
    public var summary: String {
        let place = operations.last.map { "after `\($0.swiftStatement)`" } ?? "on creation"
        return "\(place): \(violation.summary(setting: operations.last?.setsNumbers ?? false))"
    }

    /// Whether its last operation set numbers and every stored field it got wrong is such a
    /// number stored as a whole number (0.05 as 0): one pattern, however many rules show it.
    var storesWholeNumbers: Bool {
        guard operations.last?.setsNumbers == true else { return false }
        let stored = violation.differingFields.filter(\.isStoredState)
        return !stored.isEmpty && stored.allSatisfy(Violation.numeric.contains) && violation.wholeNumbers(among: stored) != nil
    }
}

private extension SliderOperation {
    /// Whether the operation sets the value or a limit to a number it names (a setter or a load),
    /// so a number stored otherwise is the one given, transformed.
    var setsNumbers: Bool {
        switch self {
        case .setValue, .setValueAnimated, .setMinimumValue, .setMaximumValue, .loadFromInterfaceBuilder: true
        default: false
        }
    }
}

extension Violation {
    /// What differs, in one line: a broken relation's explanation, or the stored fields that
    /// differ (every field when none is stored) and the events, each as observed against
    /// expected; after an operation `setting` numbers, led by a pattern they share (whole numbers).
    public func summary(setting: Bool = false) -> String {
        if let explanation { return explanation }
        let fields = differingFields
        let stored = fields.filter(\.isStoredState)
        let shown = (stored.isEmpty ? fields : stored + fields.filter { $0 == .events })
        var phrases: [String] = []
        if setting, let whole = wholeNumbers(among: shown) { phrases.append(whole) }
        for field in shown.prefix(3) where phrases.isEmpty || !Self.numeric.contains(field) {
            phrases.append(phrase(field))
        }
        if shown.count > 3 { phrases.append("\(shown.count - 3) more field\(shown.count == 4 ? "" : "s") differ") }
        return phrases.isEmpty ? "differs in \(field)" : phrases.joined(separator: "; ")
    }

    /// The value and the limits.
    static let numeric: [ObservationField] = [.value, .minimumValue, .maximumValue]

    /// "stored as a whole number, 0.05 became 0.0" when every differing number is the expected
    /// one rounded to a whole number (and one of them was not whole); nil otherwise.
    func wholeNumbers(among fields: [ObservationField]) -> String? {
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
