/// One question `Readings` answers, as its table (`Readings.questions`) lists it: what is asked,
/// the rule that states it, its answers, and where its reading set is kept.
struct ReadingQuestion: Sendable {
    /// The question, as one line (`ReadingOption.question`).
    let text: String
    /// The rule that states the question and its answers.
    let rule: RuleID
    /// Every answer, in preference order: its name and what it does.
    let options: [(name: String, summary: String)]
    /// The reading set's byte in `Readings`: its place among the questions.
    let offset: Int?
    /// The names of the answers `readings` still allow, in preference order.
    private let allowedNames: @Sendable (Readings) -> [String]

    /// The question whose reading set `keyPath` reaches.
    init<Option: ReadingOption>(_ keyPath: WritableKeyPath<Readings, ReadingSet<Option>> & Sendable) {
        text = Option.question
        rule = Option.rule
        options = Option.allCases.map { ($0.name, $0.summary) }
        offset = MemoryLayout<Readings>.offset(of: keyPath)
        allowedNames = { $0[keyPath: keyPath].options.map(\.name) }
    }

    /// The names of the answers `readings` still allow, in preference order.
    func allowed(in readings: Readings) -> [String] { allowedNames(readings) }
}
