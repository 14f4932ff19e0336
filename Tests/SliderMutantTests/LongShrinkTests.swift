import SliderEngine
import SliderMutants
import SliderSpec
import Testing

/// The shrinker on a long failure: four needed operations among 1,600 (`bench` times it).
@MainActor
@Suite("Long shrink")
struct LongShrinkTests {
    @Test func aFailureNeedingFourOperationsAmongSixteenHundredShrinksToItsMinimum() throws {
        let entry = try #require(MutantCatalogue.named("NilImageClearsOnlyThumbTint"))
        let operations = MutantCatalogue.longShrinkCase()
        #expect(operations.count == 1_600)
        let found = try #require(SequenceCheck.run(NilImageClearsOnlyThumbTint.self, operations, profile: entry.profile).violation)
        #expect(found.rule == entry.rule)
        let result = Shrinker(NilImageClearsOnlyThumbTint.self, profile: entry.profile).shrink(operations, violation: found)
        #expect(result.stoppedBy == nil)
        #expect(result.violation.identity == found.identity)
        #expect(result.operations.count == entry.minimalLength, "\(result.operations.map(\.swiftStatement))")
        // Linear: far fewer attempts than operations (the old pass tried about n·log₂ n).
        #expect(result.attempts < 1_600, "\(result.attempts) attempts")
    }

    @Test func aLoadWithOneAttributeEndsAsItsSetterWithTheFirstToken() throws {
        let entry = try #require(MutantCatalogue.named("KeepsThumbTintOnNil"))
        let operations: [SliderOperation] = [
            .loadFromInterfaceBuilder(InterfaceBuilderAttributes(thumbTintColor: ColorToken("color-3"))), .setValue(0.25),
            .setTintColor(.thumb, nil),
        ]
        let found = try #require(SequenceCheck.run(KeepsThumbTintOnNil.self, operations, profile: entry.profile).violation)
        let result = Shrinker(KeepsThumbTintOnNil.self, profile: entry.profile).shrink(operations, violation: found)
        #expect(result.operations == [.setTintColor(.thumb, ColorToken("color-1")), .setTintColor(.thumb, nil)])
        #expect(result.violation.identity == found.identity)
    }

    @Test func aMaximumValueImageEndsAsAMinimumOneWhenTheFailureAllows() throws {
        let entry = try #require(MutantCatalogue.named("TenPointValueImageGap"))
        let operations: [SliderOperation] = [.setMaximumValueImage(ImageToken("image-2")), .setBounds(width: 200, height: 34)]
        let found = try #require(SequenceCheck.run(TenPointValueImageGap.self, operations, profile: entry.profile).violation)
        let result = Shrinker(TenPointValueImageGap.self, profile: entry.profile).shrink(operations, violation: found)
        #expect(result.operations == [.setMinimumValueImage(ImageToken("image-1")), .setBounds(width: 200, height: 34)])
    }

    /// Shrinks `operations` on `mutant`, which must fail them; the result keeps the failure.
    private func shrunk(_ name: String, _ operations: [SliderOperation]) throws -> [SliderOperation] {
        let entry = try #require(MutantCatalogue.named(name))
        func shrink<Mutant: SliderUnderTest>(_ type: Mutant.Type) throws -> [SliderOperation] {
            let found = try #require(SequenceCheck.run(type, operations, profile: entry.profile).violation)
            let result = Shrinker(type, profile: entry.profile).shrink(operations, violation: found)
            #expect(result.violation.identity == found.identity)
            return result.operations
        }
        return try shrink(entry.type)
    }

    @Test func aLoadWhoseValueEntriesMustChangeTogetherEndsWithItsRangeShiftedToStartAtZero() throws {
        let load = InterfaceBuilderAttributes(minimum: -1, maximum: 0, value: -0.1)
        #expect(try shrunk("TruncatesEditedValue", [.loadFromInterfaceBuilder(load)])
            == [.loadFromInterfaceBuilder(InterfaceBuilderAttributes(minimum: 0, maximum: 1, value: 0.1))])
    }

    @Test func aLoadWithOneValueEntryEndsWithTheEntryOfTheEarliestSetter() throws {
        #expect(try shrunk("ClampsEditedValue", [.loadFromInterfaceBuilder(InterfaceBuilderAttributes(maximum: 0))])
            == [.loadFromInterfaceBuilder(InterfaceBuilderAttributes(value: -1))])
    }

    @Test func aLimitThatChangesKindIsTriedNegated() throws {
        let operations: [SliderOperation] = [.setMaximumValue(.greatestFiniteMagnitude), .setBounds(width: 200, height: 34)]
        // Then halved to the smallest magnitude that still overflows at the default width.
        #expect(try shrunk("FloatPositionOverflows", operations)
            == [.setMinimumValue(-1.9783858e36), .setBounds(width: 200, height: 34)])
    }

    @Test func simplerBoundsKeepALaterTouchOffTheThumbOnItsWayToTheCanonicalPlace() throws {
        // Kept at the same distance from the right edge, the touch stays off the thumb (198, 0);
        // moved far away and back (`CanonicalShrinkTests`), it ends where every seed does.
        let operations: [SliderOperation] = [.setBounds(width: 120, height: 30), .touchBegan(Touch(x: 118, y: 0, time: 0))]
        #expect(try shrunk("HighlightsOnOffTargetTouch", operations)
            == [.setBounds(width: 200, height: 34), .touchBegan(Touch(x: 0, y: -8, time: 0))])
    }

    @Test func boundsAreTriedAtEveryGeneratedSizeWhenAnOperationIsDeleted() throws {
        let operations: [SliderOperation] = [.setBounds(width: 200, height: 34), .setBounds(width: 0, height: 0)]
        // The empty bounds left after the deletion keep their width; their height goes to the default.
        #expect(try shrunk("IgnoresNarrowBounds", operations) == [.setBounds(width: 0, height: 34)])
    }

    /// The touches that reach `CalloutShowsPreviousValue` through a drag.
    private static let drag: [SliderOperation] = [
        .setBounds(width: 200, height: 34), .touchBegan(Touch(x: 0, y: 0, time: 0)), .touchEnded(Touch(x: 1, y: 0, time: 0)),
    ]

    @Test func aShortSequenceIsReplacedByOneCanonicalOperationThatShowsTheSameFailure() throws {
        #expect(try shrunk("CalloutShowsPreviousValue", Self.drag) == [.accessibilityIncrement])
    }

    @Test func noShrinkCandidateContainsAKindTheImplementationDoesNotSupport() throws {
        let entry = try #require(MutantCatalogue.named("CalloutShowsPreviousValue"))
        let found = try #require(SequenceCheck.run(CalloutShowsPreviousValue.self, Self.drag, profile: entry.profile).violation)
        let unsupported: Set<SliderOperationKind> = [.accessibilityIncrement, .accessibilityDecrement]
        let result = Shrinker(CalloutShowsPreviousValue.self, profile: entry.profile, unsupportedKinds: unsupported)
            .shrink(Self.drag, violation: found)
        #expect(result.violation.identity == found.identity)
        #expect(!result.operations.contains { unsupported.contains($0.kind) }, "\(result.operations.map(\.swiftStatement))")
    }
}
