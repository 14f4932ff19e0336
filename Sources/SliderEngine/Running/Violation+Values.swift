import SliderSpec

extension Violation {
    /// Each differing field with what was expected and what came back, as the diff prints them:
    /// `value: 0.9 → 1.0`. Empty for a broken relation, whose explanation says what was expected.
    public var valueChanges: [String] {
        differingFields.map { "\($0): \($0.render(expected)) → \($0.render(observed))" }
    }
}
