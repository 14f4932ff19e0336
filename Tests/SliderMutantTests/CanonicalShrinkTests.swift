import SliderEngine
import SliderMutants
import SliderSpec
import Testing

/// The shrinker's passes toward one canonical result: each sequence here is where an earlier
/// shrinker stopped (a fixed point of its passes), and shrinks to the least sequence that fails
/// the same way only with the pass the test names.
@MainActor
@Suite("Canonical shrink")
struct CanonicalShrinkTests {
    /// Shrinks `operations` on mutant `name`, which must fail them; the result keeps the failure.
    private func shrunk(_ name: String, _ operations: [SliderOperation]) throws -> [SliderOperation] {
        let entry = try #require(MutantCatalogue.named(name))
        func shrink<Mutant: SliderUnderTest>(_ type: Mutant.Type) throws -> [SliderOperation] {
            let found = try #require(SequenceCheck.run(type, operations, profile: entry.profile).violation)
            let result = Shrinker(type, profile: entry.profile).shrink(operations, violation: found)
            #expect(result.stoppedBy == nil)
            #expect(result.violation.identity == found.identity)
            return result.operations
        }
        return try shrink(entry.type)
    }

    /// Expects `operations` on mutant `name` to shrink to `expected`.
    private func expect(_ name: String, _ operations: [SliderOperation], shrinksTo expected: [SliderOperation],
                        sourceLocation: SourceLocation = #_sourceLocation) throws {
        let result = try shrunk(name, operations)
        #expect(result == expected, "\(result.map(\.swiftStatement))", sourceLocation: sourceLocation)
    }

    private static func touch(_ x: Double, _ y: Double = 0, time: Double = 0) -> Touch { Touch(x: x, y: y, time: time) }
    private static let bounds = SliderOperation.setBounds(width: 200, height: 34)
    private static let image = ImageToken.palette[0]

    @Test func aRunOfOperationsThatOnlyRaisedAFlagBecomesThatFlagsSetter() throws {
        let operations: [SliderOperation] = [.setValue(0.5), Self.bounds, .touchBegan(Self.touch(76)), .setMaximumValue(0)]
        try expect("KeepsValueWhileHighlighted", operations, shrinksTo: [.setValue(1), .setHighlighted(true), .setMaximumValue(0)])
    }

    @Test func aDeletionThatMovesTheThumbToTheOtherEndMirrorsTheDragAboutIt() throws {
        let operations: [SliderOperation] = [.setValue(1), Self.bounds, .touchBegan(Self.touch(184.5)), .touchMoved(Self.touch(0))]
        try expect("MoveEventCarriesOldValue", operations, shrinksTo: [Self.bounds, .touchBegan(Self.touch(0)), .touchMoved(Self.touch(1))])
    }

    @Test func aReplacementThatMovesTheThumbMovesTheTouchesAimedAtIt() throws {
        let operations: [SliderOperation] = [
            .loadFromInterfaceBuilder(InterfaceBuilderAttributes(continuous: false)), Self.bounds, .touchBegan(Self.touch(76)),
            .touchMoved(Self.touch(0)),
        ]
        try expect("DiscreteMoveSendsEvent", operations, shrinksTo: [.setContinuous(false), Self.bounds, .touchBegan(Self.touch(0)), .touchMoved(Self.touch(0))])
    }

    @Test func aFarWholeNumberComesBackToTheNearestThatFailsByHalvingTheInterval() throws {
        let entry = try #require(MutantCatalogue.named("HighlightsOnOffTargetTouch"))
        let operations: [SliderOperation] = [Self.bounds, .touchBegan(Self.touch(0, 5_000))]
        let found = try #require(SequenceCheck.run(HighlightsOnOffTargetTouch.self, operations, profile: entry.profile).violation)
        let result = Shrinker(HighlightsOnOffTargetTouch.self, profile: entry.profile).shrink(operations, violation: found)
        // Then mirrored about the track's centre line to the same distance above it, nearer 0.
        #expect(result.operations == [Self.bounds, .touchBegan(Self.touch(0, -8))], "\(result.operations.map(\.swiftStatement))")
        // Halving the number, then walking back a point at a time from 78 to 42, takes 40 shrinks and more.
        #expect(result.shrinks < 20, "\(result.shrinks) successful shrinks")
    }

    @Test func aGestureMovesAsAWholeToASimplerTouchDown() throws {
        let operations: [SliderOperation] = [Self.bounds, .touchBegan(Self.touch(-1)), .touchMoved(Self.touch(0))]
        try expect("MoveEventCarriesOldValue", operations, shrinksTo: [Self.bounds, .touchBegan(Self.touch(0)), .touchMoved(Self.touch(1))])
    }

    @Test func eachDecimalDigitIsLoweredFromZeroUp() throws {
        try expect("PercentArithmeticByEnabledState", [.setValue(0.475), .setEnabled(false)], shrinksTo: [.setValue(0.015), .setEnabled(false)])
    }

    @Test func everyShortDecimalBelowASmallOneIsTriedFewestDigitsFirst() throws {
        // Lowering one digit at a time stops at 0.165: 0.065 and 0.155 … 0.105 pass.
        try expect("PercentArithmeticByEnabledState", [.setValue(0.165), .setEnabled(false)], shrinksTo: [.setValue(0.015), .setEnabled(false)])
    }

    @Test func twoControlStateFlagsSwapThroughoutTheSequence() throws {
        let operations: [SliderOperation] = [.setHighlighted(true), .setSelected(true), .setImage(.thumb, Self.image, for: [.highlighted, .selected])]
        try expect("CombinedStateCurrentIgnoresOwnImage", operations, shrinksTo: [.setEnabled(false), .setHighlighted(true), .setImage(.thumb, Self.image, for: [.highlighted, .disabled])])
    }

    @Test func aFlagSetterGoesWithThatFlagInAnImagesState() throws {
        let operations: [SliderOperation] = [
            .setEnabled(false), .setHighlighted(true), .setSelected(true), .setImage(.thumb, Self.image, for: [.highlighted, .disabled, .selected]),
        ]
        try expect("CombinedStateCurrentIgnoresOwnImage", operations, shrinksTo: [.setEnabled(false), .setHighlighted(true), .setImage(.thumb, Self.image, for: [.highlighted, .disabled])])
    }

    @Test func operationsThatSortingMadeNeighboursAreShrunkAgain() throws {
        // Sorted, the bounds and the touch down become a run that one setter replaces.
        let operations: [SliderOperation] = [
            .setSelected(true), .setImage(.thumb, Self.image, for: [.highlighted, .selected]), Self.bounds, .touchBegan(Self.touch(0)),
        ]
        try expect("CombinedStateCurrentIgnoresOwnImage", operations, shrinksTo: [.setEnabled(false), .setHighlighted(true), .setImage(.thumb, Self.image, for: [.highlighted, .disabled])])
    }

    @Test func aColourEnteredInALoadBecomesAnEarlierToken() throws {
        let colors = ColorToken.palette
        let operations: [SliderOperation] = [
            .loadFromInterfaceBuilder(InterfaceBuilderAttributes(maximumTrackTintColor: colors[0], thumbTintColor: colors[1])),
            .setImage(.thumb, nil, for: .normal), .setImage(.maximumTrack, nil, for: .normal),
        ]
        try expect("NilImageClearsOnlyThumbTint", operations, shrinksTo: [
            .loadFromInterfaceBuilder(InterfaceBuilderAttributes(maximumTrackTintColor: colors[0], thumbTintColor: colors[0])),
            .setImage(.thumb, nil, for: .normal), .setImage(.maximumTrack, nil, for: .normal),
        ])
    }

    @Test func aSimplerMoveLetsALaterOneCarryTheDrag() throws {
        let moves = [0.0, 2, 0].map { SliderOperation.touchMoved(Self.touch($0)) }
        try expect("LagsOnThirdMove", [Self.bounds, .touchBegan(Self.touch(0))] + moves, shrinksTo: [
            Self.bounds, .touchBegan(Self.touch(0)), .touchMoved(Self.touch(0)), .touchMoved(Self.touch(0)), .touchMoved(Self.touch(16)),
        ])
    }

    @Test func aDeletionThatMovesTheThumbAlsoTriesTheDragBegunOnItsCentre() throws {
        // With the touch down only mirrored about the thumb, the drag no longer grabs it and this stays as it is.
        let operations: [SliderOperation] = [.setValue(1), Self.bounds, .touchBegan(Self.touch(162)), .touchEnded(Self.touch(138, time: 1))]
        // A drag from the track's end (x 0 → 16) barely moves the value: source 002's published
        // slider, measuring the value difference, restores there too, so the shrinker ends on a
        // drag of 24 points, which both measures place beyond the 12-point reach.
        try expect("RestoresWithinTwentyFourPoints", operations, shrinksTo: [Self.bounds, .touchBegan(Self.touch(1)), .touchEnded(Self.touch(25, time: 1))])
    }

    @Test func aTouchDownThatMustMissTheThumbMovesFarAwayAndBackToTheSimplestPlace() throws {
        // Beside the thumb, past the track's end or above it: each ends at the same place, the
        // first whole point below the 48-point square (its edge, y 41, may count as inside),
        // mirrored about the track's centre line to the same point above it, nearer 0.
        for x in [-11.0, 198] {
            try expect("HighlightsOnOffTargetTouch", [Self.bounds, .touchBegan(Self.touch(x))], shrinksTo: [Self.bounds, .touchBegan(Self.touch(0, -8))])
        }
    }

    @Test func simplerBoundsMoveALaterTouchWithTheThumb() throws {
        // Kept at the same distance from the top edge, the touch would miss the lower thumb.
        let operations: [SliderOperation] = [.setBounds(width: 120, height: 30), .touchBegan(Self.touch(0, 1))]
        try expect("SendsEventOnTouchDown", operations, shrinksTo: [Self.bounds, .touchBegan(Self.touch(0, 3))])
    }
}
