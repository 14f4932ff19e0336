import SliderSpec
import Testing

/// `SliderOperation`'s `Hashable` agrees with its `==`: operations that are equal hash alike, so
/// a set of sequences (the shrinker's record of what it reached) never holds two equal ones.
/// Hashing the Swift statement told `-0.0` from `0.0`: under load, with an unlucky hash seed, the
/// shrinker trapped with "Duplicate elements of type 'Array<SliderOperation>' were found in a Set".
@Suite("Equal operations hash alike")
struct OperationHashingTests {
    /// A NaN other than `Float.nan`: `==` takes every NaN argument as one.
    static let otherNaN = Float(nan: 1, signaling: false)

    /// Pairs of operations that `==` equates although their arguments differ in bits: a zero of
    /// each sign, and NaNs of different payloads, in every kind of argument that holds a number.
    static let equalPairs: [(SliderOperation, SliderOperation)] = [
        (.setValue(-0.0), .setValue(0.0)),
        (.setMinimumValue(otherNaN), .setMinimumValue(.nan)),
        (.setMaximumValue(-0.0), .setMaximumValue(0.0)),
        (.setValueAnimated(otherNaN, animated: true), .setValueAnimated(.nan, animated: true)),
        (.setValueAnimated(-0.0, animated: false), .setValueAnimated(0.0, animated: false)),
        (.setBounds(width: -0.0, height: 34), .setBounds(width: 0.0, height: 34)),
        (.touchBegan(Touch(x: -0.0, y: 0, time: 0)), .touchBegan(Touch(x: 0.0, y: 0, time: 0))),
        (.touchMoved(Touch(x: 1, y: -0.0, time: 0)), .touchMoved(Touch(x: 1, y: 0.0, time: 0))),
        (.touchEnded(Touch(x: 1, y: 2, time: -0.0)), .touchEnded(Touch(x: 1, y: 2, time: 0.0))),
        (.touchCancelled(time: -0.0), .touchCancelled(time: 0.0)),
        (.loadFromInterfaceBuilder(InterfaceBuilderAttributes(minimum: -0.0)), .loadFromInterfaceBuilder(InterfaceBuilderAttributes(minimum: 0.0))),
    ]

    @Test func operationsThatAreEqualHashAlike() {
        for (lhs, rhs) in Self.equalPairs {
            #expect(lhs == rhs, "\(lhs.swiftStatement) and \(rhs.swiftStatement)")
            #expect(lhs.hashValue == rhs.hashValue, "\(lhs.swiftStatement) and \(rhs.swiftStatement)")
        }
    }

    @Test func aSetOfSequencesHoldsSequencesThatDifferOnlyInAZerosSignOnce() {
        let sequences: Set<[SliderOperation]> = [
            [.setBounds(width: 200, height: 34), .touchBegan(Touch(x: -0.0, y: 0, time: 0))],
            [.setBounds(width: 200, height: 34), .touchBegan(Touch(x: 0.0, y: 0, time: 0))],
        ]
        #expect(sequences.count == 1)
    }

    @Test func operationsThatDifferStillDiffer() {
        let operations: Set<SliderOperation> = [
            .setValue(0), .setValue(1), .setMinimumValue(0), .setValueAnimated(0, animated: true), .setValueAnimated(0, animated: false),
            .setTintColor(.thumb, nil), .setTintColor(.minimumTrack, nil), .accessibilityIncrement, .accessibilityDecrement,
            .touchBegan(Touch(x: 0, y: 0, time: 0)), .touchEnded(Touch(x: 0, y: 0, time: 0)), .touchCancelled(time: 0),
        ]
        #expect(operations.count == 12)
    }
}
