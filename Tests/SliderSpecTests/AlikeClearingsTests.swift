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

    /// A checker of the documented profile after creation, and the slider an implementation keeps beside it.
    private static func started() -> (checker: ConformanceChecker, slider: ReferenceSlider) {
        var checker = ConformanceChecker(profile: .documented)
        _ = checker.checkCreation(observed: ReferenceSlider().observation(readings: Profile.documented.readings))
        return (checker, ReferenceSlider())
    }

    /// Performs `operation` on `slider` as an implementation taking `readings` would and checks it.
    private static func step(
        _ operation: SliderOperation, _ checker: inout ConformanceChecker, _ slider: inout ReferenceSlider,
        readings: Readings = Profile.documented.readings.preferredOnly
    ) -> ConformanceChecker.Step {
        let outcome = slider.outcomes(of: operation, readings: readings)[0]
        slider = outcome.slider
        return checker.check(operation, observed: slider.observation(readings: readings, events: outcome.events))
    }

    @Test func aNilImageOnAnUntintedTrackLeavesTheNilImageReadingOpen() {
        var (checker, slider) = Self.started()
        #expect(Self.step(.setImage(.maximumTrack, nil, for: .normal), &checker, &slider).violation == nil)
        #expect(checker.readings.nilImageClearsTint == Profile.documented.readings.nilImageClearsTint)
        #expect(checker.readings.nilImageClearsTint.options.count == 2)
    }

    @Test func aNilImageOnATintedTrackNarrowsTheNilImageReadingToWhatTheImplementationDid() {
        var (checker, slider) = Self.started()
        let keeps = Profile.documented.readings.preferredOnly.with(\.nilImageClearsTint, ReadingSet(single: .keeps))
        #expect(Self.step(.setTintColor(.maximumTrack, Self.color), &checker, &slider, readings: keeps).violation == nil)
        #expect(Self.step(.setImage(.maximumTrack, nil, for: .normal), &checker, &slider, readings: keeps).violation == nil)
        #expect(slider.maximumTrackTintColor == Self.color)
        #expect(checker.readings.nilImageClearsTint.options == [.keeps])
        // The other answer on the same state is now a divergence.
        let clears = Profile.documented.readings.preferredOnly.with(\.nilImageClearsTint, ReadingSet(single: .clears))
        #expect(Self.step(.setImage(.maximumTrack, nil, for: .normal), &checker, &slider, readings: clears).violation != nil)
    }

    @Test func aNilTintOnAThumbWithoutImagesLeavesTheSameTintReadingOpen() {
        var (checker, slider) = Self.started()
        #expect(Self.step(.setTintColor(.thumb, nil), &checker, &slider).violation == nil)
        #expect(checker.readings.sameTintColor == Profile.documented.readings.sameTintColor)
        #expect(checker.readings.sameTintColor.options.count == 2)
    }

    @Test func aNilTintOnAThumbWithAnImageNarrowsTheSameTintReadingToWhatTheImplementationDid() {
        var (checker, slider) = Self.started()
        let noOp = Profile.documented.readings.preferredOnly.with(\.sameTintColor, ReadingSet(single: .isNoOp))
        #expect(Self.step(.setImage(.thumb, Self.image, for: .normal), &checker, &slider, readings: noOp).violation == nil)
        #expect(Self.step(.setTintColor(.thumb, nil), &checker, &slider, readings: noOp).violation == nil)
        #expect(slider.thumbImages[.normal] == Self.image)
        #expect(checker.readings.sameTintColor.options == [.isNoOp])
    }
}
