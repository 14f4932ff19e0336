import Foundation
import SliderEngine
import SliderSamples
import SliderSpec
import SliderTestFixtures
import Testing

/// What can be shown on Linux of `UIKitSliderAdapter` passing the suite: it never traps on an
/// operation and declares touches unsupported, and UIKit's own observed behaviour (the model
/// `uikit-model`) passes every rule that is reachable without touches.
@MainActor
@Suite struct UIKitAdapterReadinessTests {
    @Test func adapterNeverTrapsAndDeclaresTouchesUnsupported() throws {
        let source = try String(
            contentsOfFile: SwiftTypeChecker.packageRoot + "/Sources/SliderSamples/UIKitSliderAdapter.swift", encoding: .utf8)
        #expect(!source.contains("preconditionFailure("))
        #expect(!source.contains("fatalError("))
        #expect(source.contains(
            "public static var unsupportedOperationKinds: Set<SliderOperationKind> { [.touchBegan, .touchMoved, .touchEnded, .touchCancelled] }"))
        #expect(source.contains("public let slider = UISlider()"))  // empty bounds until layout, as in an app
    }

    @Test func uikitsObservedBehaviourPassesWithoutTouches() {
        var configuration = FuzzConfiguration(seed: 3, sequences: 1_000, profile: .uikitObserved)
        configuration.unsupportedKinds = [.touchBegan, .touchMoved, .touchEnded, .touchCancelled]
        let report = Fuzzer(UIKitModelImplementation.self, configuration: configuration).run()
        #expect(report.conforms, "\(report.counterexamples.map(\.identity))")
        #expect(report.verdicts.filter { $0.outcome == .pass }.count > 40)
    }
}
