import Foundation
import SliderEngine
import SliderSpec

/// How the conforming variants are run: sliders that differ from the reference only where the
/// sources leave a choice open (an edge decided in Float, integer bounds adopted after their
/// first charge, a toolkit's own text …). Each must get no counterexample over `seeds` seeds ×
/// `sequences` sequences, and its planted-bug twin must still fail.
///
/// `swift test` runs a few seeds of a few thousand sequences; the full acceptance run is
/// `SC_VARIANT_SEEDS=20 SC_VARIANT_SEQUENCES=20000 swift test -c release --filter Variant`.
@MainActor
enum ConformingVariantRun {
    /// How many seeds each variant is run under (`SC_VARIANT_SEEDS`, default 2).
    static var seeds: Int { setting("SC_VARIANT_SEEDS", default: 2) }
    /// How many sequences each seed runs (`SC_VARIANT_SEQUENCES`, default 2,000).
    static var sequences: Int { setting("SC_VARIANT_SEQUENCES", default: 2_000) }

    /// Every counterexample `type` gets under `profile`, seed by seed, as "seed N: identity",
    /// then every rule example `check` would fail it on, as "check: rule: problem" (empty when
    /// the variant conforms on every seed and passes every applicable example).
    static func counterexamples<S: SliderUnderTest>(
        _ type: S.Type, profile: Profile = .documented, seeds: Int? = nil, sequences: Int? = nil
    ) -> [String] {
        fuzzed(type, profile: profile, seeds: seeds, sequences: sequences) + exampleProblems(type, profile: profile)
    }

    /// Every counterexample `type` gets under `profile`, seed by seed, as "seed N: identity".
    static func fuzzed<S: SliderUnderTest>(
        _ type: S.Type, profile: Profile = .documented, seeds: Int? = nil, sequences: Int? = nil
    ) -> [String] {
        let sequences = sequences ?? Self.sequences
        return (0..<(seeds ?? Self.seeds)).flatMap { seed in
            let configuration = FuzzConfiguration(seed: UInt64(seed) &* 7_919 &+ 2_026, sequences: sequences, profile: profile)
            return Fuzzer(type, configuration: configuration).run().counterexamples.map { "seed \(configuration.seedText): \($0.identity)" }
        }
    }

    /// Every problem `slider-conformance check` finds in the rule examples that apply to `type`
    /// under `profile`, as "check: rule: problem": a slider fuzzing finds conforming must pass them.
    static func exampleProblems<S: SliderUnderTest>(_ type: S.Type, profile: Profile) -> [String] {
        let implementation = SliderImplementation(type)
        return RuleCatalogue.rules.flatMap { rule -> [String] in
            guard rule.example.profile == nil || rule.example.profile == profile,
                RuleVerdict.inapplicability(
                    of: rule, profile: profile, unsupported: implementation.undrawnOperationKinds(),
                    unsupportedFields: implementation.unreadObservationFields(), gap: implementation.revisionGap()) == nil
            else { return [] }
            return ExampleCheck.failures(of: rule, implementation: implementation, profile: profile).map { "check: \(rule.id): \($0)" }
        }
    }

    /// True when `type` (a variant with a bug planted in it) gets a counterexample within one seed.
    static func fails<S: SliderUnderTest>(_ type: S.Type, profile: Profile = .documented) -> Bool {
        !fuzzed(type, profile: profile, seeds: 1).isEmpty
    }

    private static func setting(_ name: String, default value: Int) -> Int {
        ProcessInfo.processInfo.environment[name].flatMap(Int.init).map { max(1, $0) } ?? value
    }
}
