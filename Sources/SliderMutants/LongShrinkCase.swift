import SliderSpec

extension MutantCatalogue {
    /// A long failing sequence for measuring how the shrinker scales: the four operations that
    /// expose `NilImageClearsOnlyThumbTint` (a thumb tint and a nil thumb image, then a track
    /// tint and a nil track image) spread over `length` operations of padding that neither needs
    /// (values, labels, continuity). Deterministic.
    public static func longShrinkCase(length: Int = 1_600) -> [SliderOperation] {
        let needed: [SliderOperation] = [
            .setTintColor(.thumb, ColorToken("color-3")), .setImage(.thumb, nil, for: .normal),
            .setTintColor(.minimumTrack, ColorToken("color-2")), .setImage(.minimumTrack, nil, for: .normal),
        ]
        let padding: [SliderOperation] = [
            .setValue(0.375), .setAccessibilityLabel("Volume"), .setContinuous(false), .setValue(0.8125), .setContinuous(true),
            .setAccessibilityLabel(nil), .setValue(0.0625),
        ]
        let count = max(length, needed.count)
        // The needed operations at an eighth, three eighths, five eighths and seven eighths.
        let positions = (0..<needed.count).map { (2 * $0 + 1) * count / (2 * needed.count) }
        return (0..<count).map { index in
            if let which = positions.firstIndex(of: index) { return needed[which] }
            return padding[index % padding.count]
        }
    }
}
