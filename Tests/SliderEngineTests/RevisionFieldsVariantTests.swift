import SliderEngine
import SliderSpec
import Testing

/// A Swift slider written to protocol revision 1: the reference's behaviour, and in every field a
/// later revision added (`RevisionGap(revision: 1).fields`) nonsense a revision-2 check would
/// reject. Those fields are beyond its revision: never read, never compared, never related.
@MainActor
class RevisionOneSlider: SliderUnderTest {
    let base: ReferenceImplementation
    class var implementationName: String { String(describing: self) }
    class var conformanceRevision: Int { 1 }
    required init() { base = ReferenceImplementation() }
    required init(interfaceBuilder attributes: InterfaceBuilderAttributes) { base = ReferenceImplementation(interfaceBuilder: attributes) }
    func perform(_ operation: SliderOperation) -> [SliderEvent] { base.perform(operation) }

    /// The fields this slider fills with nonsense: every field revision 2 added.
    static let garbled: Set<ObservationField> = [.isAccessibilityElement, .accessibilityTraitNotEnabled, .intrinsicContentHeight, .calloutValue]

    func observe() -> SliderObservation {
        var observation = base.observe()
        observation.isAccessibilityElement = false
        observation.accessibilityTraits = observation.accessibilityTraits.symmetricDifference(.notEnabled)
        // Changes with the value alone, and shorter than any value image.
        observation.intrinsicContentHeight = 1 + Double(observation.value.isFinite ? observation.value : 0).magnitude.truncatingRemainder(dividingBy: 5)
        observation.calloutValue = observation.value.isFinite ? observation.value + 1 : 7
        return observation
    }
}

/// `RevisionOneSlider` with a real bug planted: its thumb is drawn 3 points right of where its
/// own ends put it (on a 200-point slider too).
final class RevisionOneThumbOffSlider: RevisionOneSlider {
    override func observe() -> SliderObservation {
        var observation = super.observe()
        observation.geometry.thumbRect.x += 3
        return observation
    }
}

/// A revision-1 Swift slider with an intrinsic height of its own (28 points whatever happens):
/// what the example adapter reported when its handshake named revision 1 (issue 37).
final class RevisionOneOwnHeightSlider: RevisionOneSlider {
    override func observe() -> SliderObservation {
        var observation = base.observe()
        observation.intrinsicContentHeight = 28
        return observation
    }
}

@MainActor
@Suite("Fields beyond an implementation's protocol revision are never read or compared")
struct RevisionFieldsVariantTests {
    @Test func theVariantGarblesEveryFieldALaterRevisionAdded() {
        // A field a later revision adds must be garbled here too, or this variant proves nothing of it.
        #expect(RevisionOneSlider.garbled == RevisionGap(revision: 1).fields)
    }

    @Test func aRevisionOneSwiftSliderIsNotChargedForTheIntrinsicHeightItNeverHad() {
        // Issue 37's example, for a Swift adopter: failed `layout.intrinsic-height` with "is 28.0 …
        // it was 28.0" (the relation held the model's height against the slider's own).
        var session = CheckedSession(SliderImplementation(RevisionOneOwnHeightSlider.self), profile: .documented)
        #expect(session.creation.violation == nil)
        let operations: [SliderOperation] = [.setEnabled(false), .setImage(.thumb, ImageToken("image-1"), for: .normal), .setValue(0)]
        for operation in operations {
            let step = session.apply(operation)
            #expect(step.violation == nil, "\(operation): \(step.violation.map { "\($0.rule): \($0.explanation ?? "")" } ?? "")")
            #expect(!step.rules.contains(.layoutIntrinsicHeight), "a field beyond the revision decides no rule")
        }
    }

    @Test func theRevisionOneVariantConformsAndItsRulesBeyondTheRevisionAreNotApplicable() {
        #expect(ConformingVariantRun.counterexamples(RevisionOneSlider.self).isEmpty)
        #expect(ConformingVariantRun.counterexamples(RevisionOneSlider.self, profile: .valueCallout).isEmpty)
        let report = Fuzzer(RevisionOneSlider.self, configuration: FuzzConfiguration(seed: 21, sequences: 200, profile: .valueCallout)).run()
        for rule in [RuleID.layoutIntrinsicHeight, .calloutShowsValue, .accessibilityIsElement] {
            let verdict = report.verdicts.first { $0.rule == rule }
            #expect(verdict?.outcome == .notApplicable, "\(rule): \(verdict.map { "\($0.outcome)" } ?? "missing")")
        }
    }

    @Test func theRevisionOneVariantWithAThumbOffStillFails() {
        #expect(ConformingVariantRun.fails(RevisionOneThumbOffSlider.self))
    }
}
