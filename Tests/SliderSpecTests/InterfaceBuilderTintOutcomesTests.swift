import SliderSpec
import Testing

@Suite("A slider loaded from Interface Builder with tints has the outcomes of each tint assigned in turn")
struct InterfaceBuilderTintOutcomesTests {
    /// Every combination of entered tints (none, one, two or three parts), with value images
    /// entered or not, under each profile's readings (not pinned, so the tints' image clearings
    /// branch): the load's outcomes are, in order, those of the untinted load followed by each
    /// entered tint assigned to every outcome so far (as `setTintColor` assigns it), each carrying
    /// the load's rules. (Run once against a load that kept the untinted outcome beside the tinted
    /// ones: it failed.)
    @Test("the outcomes of a tinted load", arguments: [Profile.documented, .uikitObserved])
    func tintedLoad(profile: Profile) {
        let colors: [ColorToken?] = [nil, ColorToken.palette[0], ColorToken.palette[1]]
        var compared = 0
        for minimumTrack in colors {
            for maximumTrack in colors {
                for thumb in colors {
                    for image in [nil, ImageToken.palette[0]] {
                        let attributes = InterfaceBuilderAttributes(
                            minimum: -1, maximum: 3, value: 2, minimumValueImage: image, minimumTrackTintColor: minimumTrack,
                            maximumTrackTintColor: maximumTrack, thumbTintColor: thumb)
                        let outcomes = ReferenceSlider().outcomes(of: .loadFromInterfaceBuilder(attributes), readings: profile.readings)
                        let expected = Self.tintsAssignedInTurn(attributes, readings: profile.readings)
                        #expect(outcomes.map(\.slider) == expected.map(\.slider), "\(attributes)")
                        #expect(outcomes.map(\.readings) == expected.map(\.readings), "\(attributes)")
                        #expect(outcomes.allSatisfy { $0.events.isEmpty && $0.rules == outcomes[0].rules }, "\(attributes)")
                        #expect(outcomes[0].rules.contains(.interfaceBuilderStoresAttributes), "\(attributes)")
                        compared += outcomes.count
                    }
                }
            }
        }
        #expect(compared >= 54)
    }

    /// The outcomes of loading `attributes` without their tints, then of assigning each entered
    /// tint (minimum track, maximum track, thumb) to every outcome so far, in turn.
    static func tintsAssignedInTurn(_ attributes: InterfaceBuilderAttributes, readings: Readings) -> [ReferenceOutcome] {
        var untinted = attributes
        untinted.minimumTrackTintColor = nil
        untinted.maximumTrackTintColor = nil
        untinted.thumbTintColor = nil
        var outcomes = ReferenceSlider().outcomes(of: .loadFromInterfaceBuilder(untinted), readings: readings)
        for part in SliderPart.allCases {
            guard let color = attributes.tintColor(part) else { continue }
            outcomes = outcomes.flatMap { $0.slider.outcomes(of: .setTintColor(part, color), readings: $0.readings) }
        }
        return outcomes
    }
}
