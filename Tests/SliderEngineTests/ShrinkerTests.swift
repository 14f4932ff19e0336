import SliderEngine
import SliderSpec
import SliderTestFixtures
import Testing

@MainActor
@Suite("Shrinker")
struct ShrinkerTests {
    /// A long sequence that ends by lowering the maximum below the value.
    static let longFailure: [SliderOperation] = [
        .setContinuous(false), .setThumbImage, .setValue(0.73), .setSelected(true), .setMinimumValue(-2.5),
        .accessibilityIncrement, .setTintColor(.thumb, ColorToken("color-2")), .setValue(0.9), .setHighlighted(true),
        .setAccessibilityLabel("Volume"), .setMaximumValue(0.4375),
    ]

    private func violation(_ operations: [SliderOperation]) throws -> Violation {
        try #require(SequenceCheck.run(ForgetsToPullValueDown.self, operations, profile: .documented).violation)
    }

    @Test func chunkSizesRunFromTheLargestPowerOfTwoDownToOne() {
        #expect(Shrinker.chunkSizes(for: 11) == [8, 4, 2, 1])
        #expect(Shrinker.chunkSizes(for: 8) == [8, 4, 2, 1])
        #expect(Shrinker.chunkSizes(for: 1) == [1])
        #expect(Shrinker.chunkSizes(for: 0).isEmpty)
    }

    @Test func floatCandidatesComeSimplestFirstAndAreAllSimpler() {
        let candidates = OperationSimplifier.candidates(for: .setValue(0.4375), before: ReferenceSlider())
        // Integers by magnitude, then one-decimal values by magnitude, positive first.
        #expect(candidates.prefix(6) == [.setValue(0), .setValue(1), .setValue(-1), .setValue(2), .setValue(0.1), .setValue(-0.1)])
        let rounded = candidates.firstIndex(of: .setValue(0.4)), half = candidates.firstIndex(of: .setValue(0.5))
        #expect(rounded != nil && half != nil && rounded! < half!, "0.4375 rounded to 0.4 comes before 0.5")
        #expect(!candidates.contains(.setValue(0.4375)))
        #expect(OperationSimplifier.candidates(for: .setValue(0), before: ReferenceSlider()).isEmpty)
    }

    @Test func argumentCandidatesMoveTowardsCanonicalValues() {
        let reference = ReferenceSlider()
        #expect(OperationSimplifier.candidates(for: .setImage(.thumb, ImageToken("image-3"), for: [.highlighted, .selected]), before: reference)
            .prefix(3) == [
                .setImage(.thumb, ImageToken("image-3"), for: .normal), .setImage(.thumb, ImageToken("image-3"), for: .highlighted),
                .setImage(.thumb, ImageToken("image-3"), for: .disabled),
            ])
        #expect(OperationSimplifier.candidates(for: .setValueAnimated(2, animated: true), before: reference).first == .setValue(2))
        #expect(OperationSimplifier.candidates(for: .setEnabled(true), before: reference) == [.setEnabled(false)])
        #expect(OperationSimplifier.candidates(for: .setEnabled(false), before: reference).isEmpty)
        #expect(OperationSimplifier.candidates(for: .setTintColor(.thumb, ColorToken("color-1")), before: reference).isEmpty)
    }

    @Test func aForgottenPullIsShrunkToTheShortestPossibleSequence() throws {
        let found = try violation(Self.longFailure)
        #expect(found.rule == .limitsMaximumPullsValue)
        let result = Shrinker(ForgetsToPullValueDown.self, profile: .documented).shrink(Self.longFailure, violation: found)
        // The value must first rise above the minimum (one operation), then the maximum fall below it.
        #expect(result.operations == [.setValue(1), .setMaximumValue(0)])
        #expect(result.violation.identity == found.identity)
        #expect(result.stoppedBy == nil)
    }

    @Test func shrinkingIsDeterministicAndAFixedPoint() throws {
        let found = try violation(Self.longFailure)
        let shrinker = Shrinker(ForgetsToPullValueDown.self, profile: .documented)
        let once = shrinker.shrink(Self.longFailure, violation: found)
        #expect(shrinker.shrink(Self.longFailure, violation: found).operations == once.operations)
        let again = shrinker.shrink(once.operations, violation: once.violation)
        #expect(again.operations == once.operations)
        #expect(again.shrinks == 0)
    }

    @Test func aCapEndsShrinkingWithAPartialResultThatStillFails() throws {
        let found = try violation(Self.longFailure)
        let result = Shrinker(ForgetsToPullValueDown.self, profile: .documented, limits: ShrinkLimits(maxShrinks: 1))
            .shrink(Self.longFailure, violation: found)
        #expect(result.stoppedBy == "1 successful shrinks")
        #expect(result.operations.count < Self.longFailure.count)
        #expect(SequenceCheck.run(ForgetsToPullValueDown.self, result.operations, profile: .documented).violation?.identity == found.identity)
    }
}

extension SliderOperation {
    /// A thumb image for the highlighted state, to pad sequences.
    static let setThumbImage = SliderOperation.setImage(.thumb, ImageToken("image-2"), for: .highlighted)
}
