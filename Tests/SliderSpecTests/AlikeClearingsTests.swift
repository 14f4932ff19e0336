import SliderSpec
import Testing

/// The checker builds a tint's or an image's outcomes that differ only in a clearing reading as
/// one when every allowed answer leaves the slider alike, the reading left open; when the answers
/// leave it differently, it narrows the reading to what the implementation did, as before.
@MainActor
@Suite("Tint and image clearings alike but for a reading")
struct AlikeClearingsTests {
    private static let color = ColorTokenKind.palette[0]
    private static let image = ImageTokenKind.palette[0]

    @Test func aNilImageOnAnUntintedTrackLeavesTheNilImageReadingOpen() {
        var (checker, slider) = CheckedByHand.started()
        #expect(CheckedByHand.step(.setImage(.maximumTrack, nil, for: .normal), &checker, &slider).violation == nil)
        #expect(checker.readings.nilImageClearsTint == Profile.documented.readings.nilImageClearsTint)
        #expect(checker.readings.nilImageClearsTint.options.count == 2)
    }

    @Test func aNilImageOnATintedTrackNarrowsTheNilImageReadingToWhatTheImplementationDid() {
        var (checker, slider) = CheckedByHand.started()
        let keeps = Profile.documented.readings.preferredOnly.with(\.nilImageClearsTint, ReadingSet(single: .keeps))
        #expect(CheckedByHand.step(.setTintColor(.maximumTrack, Self.color), &checker, &slider, readings: keeps).violation == nil)
        #expect(CheckedByHand.step(.setImage(.maximumTrack, nil, for: .normal), &checker, &slider, readings: keeps).violation == nil)
        #expect(slider.maximumTrackTintColor == Self.color)
        #expect(checker.readings.nilImageClearsTint.options == [.keeps])
        // The other answer on the same state is now a divergence.
        let clears = Profile.documented.readings.preferredOnly.with(\.nilImageClearsTint, ReadingSet(single: .clears))
        #expect(CheckedByHand.step(.setImage(.maximumTrack, nil, for: .normal), &checker, &slider, readings: clears).violation != nil)
    }

    @Test func aNilTintOnAThumbWithoutImagesLeavesTheSameTintReadingOpen() {
        var (checker, slider) = CheckedByHand.started()
        #expect(CheckedByHand.step(.setTintColor(.thumb, nil), &checker, &slider).violation == nil)
        #expect(checker.readings.sameTintColor == Profile.documented.readings.sameTintColor)
        #expect(checker.readings.sameTintColor.options.count == 2)
    }

    @Test func aNilTintOnAThumbWithAnImageNarrowsTheSameTintReadingToWhatTheImplementationDid() {
        var (checker, slider) = CheckedByHand.started()
        let noOp = Profile.documented.readings.preferredOnly.with(\.sameTintColor, ReadingSet(single: .isNoOp))
        #expect(CheckedByHand.step(.setImage(.thumb, Self.image, for: .normal), &checker, &slider, readings: noOp).violation == nil)
        #expect(CheckedByHand.step(.setTintColor(.thumb, nil), &checker, &slider, readings: noOp).violation == nil)
        #expect(slider.thumbImages[.normal] == Self.image)
        #expect(checker.readings.sameTintColor.options == [.isNoOp])
    }
}
