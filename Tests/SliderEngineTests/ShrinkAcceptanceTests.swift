import SliderEngine
import SliderSpec
import Testing

/// The shrinker keeps a candidate only when it fails with the target identity, shows no earlier
/// divergence the sequence being shrunk did not show, and stays inside the generator's domain.
@MainActor
@Suite("Shrink acceptance")
struct ShrinkAcceptanceTests {
    @Test func shrinkingBugBNeverSlipsOntoTheEarlierBugAThatEndsTheSameWay() throws {
        let found = try #require(SequenceCheck.run(TwoBugSlider.self, [.setSelected(true), .setValue(0.25)], profile: .documented).violation)
        // The trap: bug A's simpler sequence shows the same identity, after a divergence of its own.
        let slip = SequenceCheck.run(TwoBugSlider.self, [.setSelected(false), .setValue(1)], profile: .documented, stopAtFirst: false)
        #expect(slip.divergences.map(\.step) == [0, 1], "\(slip.divergences.map(\.violation.identity))")
        #expect(slip.divergences.last?.violation.identity == found.identity)
        #expect(slip.divergences.first?.violation.identity != found.identity)

        let padded: [SliderOperation] = [.setHighlighted(true), .setSelected(true), .setEnabled(true), .setValue(0.25)]
        let result = Shrinker(TwoBugSlider.self, profile: .documented).shrink(padded, violation: found)
        #expect(result.operations == [.setSelected(true), .setValue(1)])
        #expect(result.violation.identity == found.identity)
        let again = SequenceCheck.run(TwoBugSlider.self, result.operations, profile: .documented, stopAtFirst: false)
        #expect(again.divergences.map(\.violation.identity) == [found.identity], "no earlier divergence was added")
    }

    @Test func noCandidateEverLeavesTheGeneratorsDomain() {
        var options = OperationGenerator.Options(maxLength: 30, meanLength: 12, robustness: true)
        options.kinds.removeAll { RecordingLoadSlider.unsupportedOperationKinds.contains($0) }
        let generator = OperationGenerator(options: options)
        var shrunk = 0
        for seed in UInt64(0)..<120 {
            let run = SequenceRun.serial(RecordingLoadSlider.self, profile: .documented, generator: generator, seed: seed, stopAtFirst: true)
            let operations = run.operations
            guard let violation = run.violation else { continue }
            #expect(operations.allSatisfy(options.admits), "seed \(seed): the generator drew outside its own domain")
            RecordingLoadSlider.log = []
            _ = Shrinker(RecordingLoadSlider.self, profile: .documented, domain: options).shrink(operations, violation: violation)
            let outside = RecordingLoadSlider.log.filter { !options.admits($0) }
            #expect(outside.isEmpty, "seed \(seed): \(outside.prefix(3))")
            shrunk += 1
        }
        #expect(shrunk >= 20, "enough failures were shrunk to make the property mean something")
    }

    @Test func theDomainRejectsWhatTheGeneratorCannotDraw() {
        let plain = OperationGenerator.Options()
        #expect(plain.admits(.setValue(0.3)))
        #expect(!plain.admits(.setValue(.nan)))
        #expect(OperationGenerator.Options(robustness: true).admits(.setValue(.nan)))
        #expect(!OperationGenerator.Options(robustness: true).admits(.loadFromInterfaceBuilder(InterfaceBuilderAttributes(minimum: .nan))))
        #expect(!plain.admits(.loadFromInterfaceBuilder(InterfaceBuilderAttributes(minimum: 5))), "a minimum above the default maximum")
        #expect(plain.admits(.loadFromInterfaceBuilder(InterfaceBuilderAttributes(minimum: 5, maximum: 6, continuous: false))))
        var noContinuous = plain
        noContinuous.kinds.removeAll { $0 == .setContinuous }
        #expect(!noContinuous.admits(.setContinuous(false)))
        #expect(!noContinuous.admits(.loadFromInterfaceBuilder(InterfaceBuilderAttributes(continuous: false))))
        #expect(plain.admits(.setBounds(width: 200.33, height: 34)), "bounds as a person types them")
        #expect(!plain.admits(.setBounds(width: -1, height: 34)), "a negative width")
        #expect(!plain.admits(.setBounds(width: 200, height: .infinity)), "an infinite height")
        #expect(!plain.admits(.setImage(.thumb, ImageToken("custom"), for: .normal)))
        #expect(!plain.admits(.setAccessibilityLabel("Anything")))
    }
}
