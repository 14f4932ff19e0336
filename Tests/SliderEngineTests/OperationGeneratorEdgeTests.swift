import SliderEngine
import SliderSpec
import Testing

/// The edges of a value or a touch position, computed one at a time where they follow the
/// reference's state (no array built per draw), are all drawn and are exactly the edges
/// written out: a value's limits, value, 0, -0.0, 1, middle and odd eighths; a step's 0, ±11,
/// ±12, ±13 and ±1,000 points and the track's ends; a touch-down's thumb or track points. And
/// a touch is continued only with the continuations the options' kinds hold (filtered once).
struct OperationGeneratorEdgeTests {
    private let generator = OperationGenerator(options: .init(maxLength: 1_000, meanLength: 1_000))

    /// A reference with limits -4 and 12, value 3, laid out 200 by 34 points.
    private static let reference: ReferenceSlider = {
        var reference = ReferenceSlider()
        for operation: SliderOperation in [.setMaximumValue(12), .setMinimumValue(-4), .setValue(3), .setBounds(width: 200, height: 34)] {
            reference = reference.outcomes(of: operation, readings: Profile.documented.readings).first!.slider
        }
        return reference
    }()

    /// The numbers of `argument` drawn as edges over 4,000 draws of `kind`, their bit patterns.
    private func edges(of kind: SliderOperationKind, _ argument: NumericArgument, read: (SliderOperation) -> Double?) -> Set<UInt64> {
        var random = RandomSource(seed: 26)
        var found: Set<UInt64> = []
        for _ in 0..<4_000 {
            let drawn = generator.drawn(of: kind, after: Self.reference, using: &random)
            if drawn.classes[argument] == .edge, let number = read(drawn.operation) { found.insert(number.bitPattern) }
        }
        return found
    }

    @Test func aValueDrawsExactlyTheElevenEdgesOfTheReferenceState() {
        let expected: [Float] = [-4, 12, 3, 0, -0.0, 1, 4, -2, 2, 6, 10]
        let found = edges(of: .setValue, .value) { if case let .setValue(value) = $0 { Double(value) } else { nil } }
        #expect(found == Set(expected.map { Double($0).bitPattern }))
    }

    @Test func aStepDrawsExactlyItsElevenEdges() {
        let geometry = Self.reference.geometry, from = geometry.thumbRect.midX
        let expected = [0, -1_000, -13, -12, -11, 11, 12, 13, 1_000].map { from + $0 } + [geometry.trackRect.minX, geometry.trackRect.maxX]
        let found = edges(of: .touchMoved, .touchX) { if case let .touchMoved(touch) = $0 { touch.x } else { nil } }
        #expect(found == Set(expected.map(\.bitPattern)))
    }

    @Test func aTouchDownDrawsTheEdgesOfEveryTarget() {
        let geometry = Self.reference.geometry, thumb = geometry.thumbRect, track = geometry.trackRect
        let width = geometry.bounds.width, height = geometry.bounds.height
        let x = [thumb.midX, thumb.minX, thumb.maxX, thumb.midX - 20, thumb.midX + 20, thumb.midX - 24, thumb.midX + 24]
            + [track.minX, track.midX, track.maxX, 0, width, -20, width + 20]
        let y = [thumb.midY, thumb.minY, thumb.maxY, track.midY, track.minY, track.maxY, 0, height, thumb.midY - 24, thumb.midY + 24]
        let foundX = edges(of: .touchBegan, .touchX) { if case let .touchBegan(touch) = $0 { touch.x } else { nil } }
        let foundY = edges(of: .touchBegan, .touchY) { if case let .touchBegan(touch) = $0 { touch.y } else { nil } }
        #expect(foundX == Set(x.map(\.bitPattern)))
        #expect(foundY == Set(y.map(\.bitPattern)))
    }

    /// Options without moves or cancellations: every touch is continued by an end (drawn while
    /// tracking, two times in three), never by a kind the options lack.
    @MainActor
    @Test func aTouchIsContinuedOnlyByTheOptionsKinds() {
        let kinds: [SliderOperationKind] = [.setBounds, .touchBegan, .touchEnded]
        let generator = OperationGenerator(options: .init(kinds: kinds))
        var endsAfterDowns = 0
        for seed in UInt64(1)...300 {
            let run = SequenceRun.serial(ReferenceImplementation.self, profile: .documented, generator: generator, seed: seed)
            for (index, operation) in run.operations.enumerated() {
                #expect(kinds.contains(operation.kind), "seed \(seed): \(operation)")
                if index > 0, operation.kind == .touchEnded, run.operations[index - 1].kind == .touchBegan { endsAfterDowns += 1 }
            }
        }
        #expect(endsAfterDowns > 0, "no touch was continued: the test shows nothing")
    }
}
