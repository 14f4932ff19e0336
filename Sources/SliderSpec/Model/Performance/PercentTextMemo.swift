/// What `OutcomeMatch` last found of an observed accessibility value against the percentage of
/// a slider whose app set no text (`OutcomeMatch.PercentText`), with what it was found from: a
/// match of the same text against the same value and limits under the same allowed answers
/// finds the same without computing the percentages again. There only for speed; only
/// `ConformanceChecker` keeps one for its matching steps.
// Performance: the percentage matched only when its inputs changed (most steps leave the value
// and limits as they were, or move them back and forth between steps), callgrind.
struct PercentTextMemo: Sendable {
    /// What `found` was found from (nil before the first).
    private var key: Key?
    /// What was found from `key`.
    private var found = OutcomeMatch.PercentText.unchecked

    /// `OutcomeMatch.PercentText(of:arithmetics:roundings:observed:)`, found again only when its
    /// inputs are not those of the last call. Neither `slider` nor `observed` is changed: both
    /// are taken by address.
    @inline(__always)
    mutating func match(
        _ slider: inout ReferenceSlider, arithmetics: ReadingSet<PercentArithmetic>, roundings: ReadingSet<PercentRounding>,
        observed: inout SliderObservation
    ) -> OutcomeMatch.PercentText {
        let key = Key(slider, arithmetics: arithmetics, roundings: roundings, text: observed.accessibilityValue)
        if key != self.key {
            found = OutcomeMatch.PercentText(of: &slider, arithmetics: arithmetics, roundings: roundings, observed: &observed)
            self.key = key
        }
        return found
    }

    /// Everything the match reads: the value and limits by their bits (a NaN and each zero told
    /// apart, as the arithmetic tells them), the allowed answers, and the observed text.
    private struct Key: Equatable, Sendable {
        let limits: UInt64
        let value: UInt32
        let arithmetics: ReadingSet<PercentArithmetic>
        let roundings: ReadingSet<PercentRounding>
        let text: String?

        @inline(__always)
        init(_ slider: ReferenceSlider, arithmetics: ReadingSet<PercentArithmetic>, roundings: ReadingSet<PercentRounding>, text: String?) {
            limits = UInt64(slider.minimumValue.bitPattern) | UInt64(slider.maximumValue.bitPattern) << 32
            value = slider.value.bitPattern
            self.arithmetics = arithmetics
            self.roundings = roundings
            self.text = text
        }

        // Performance: compared inline, the numbers first (the derived comparison was a call, callgrind).
        @inline(__always)
        static func == (lhs: Key, rhs: Key) -> Bool {
            lhs.limits == rhs.limits && lhs.value == rhs.value && lhs.arithmetics == rhs.arithmetics
                && lhs.roundings == rhs.roundings && lhs.text == rhs.text
        }
    }
}
