import SliderSpec

/// Every mutant: a deliberately broken slider that breaks exactly one rule of the catalogue, with
/// the length of the shortest sequence that exposes it.
///
/// Each mutant misbehaves only in steps its rule decides. Where the checker would blame another
/// rule first for the field it corrupts (an adjustment landing within 0.001 of an end is blamed
/// on `accessibility.adjustment-snap`, a disabled slider's adjustment on
/// `accessibility.adjustment-when-disabled`, a halfway percentage on
/// `accessibility.value-rounding`, the text after a load or an adjustment at a limit on
/// `interface-builder.fresh-slider` or `accessibility.limit`), it behaves, so every failure it
/// shows names its rule — except `DropsAnimatedValue`, which the checker always blames on the
/// clamping rule, and `AlternatesUnchangedMoveEvent` and `SkipsUnchangedReleaseEvent`, which it
/// blames on `tracking.continuous-events` (or `tracking.discrete-events`): that rule governs the
/// events of every move and release too, and comes first. `accessibility.value-degenerate-range` and
/// `geometry.degenerate` are never checked and have no mutant.
///
/// Mutants of the opt-in profiles wrap that profile's reference and name the profile to run them
/// under; so do the mutants of readings only `uikit-observed` pins (`geometry.classic-uikit`, and
/// `tracking.near-thumb`, which `documented` leaves open for every touch).
package enum MutantCatalogue {
    /// One mutant.
    public struct Entry: Sendable {
        /// The mutant's type name, e.g. `IgnoresValueAboveRange`.
        public let name: String
        /// The rule it breaks.
        public let rule: RuleID
        /// The operations in the shortest sequence that exposes it (creation not counted).
        public let minimalLength: Int
        /// The mutant.
        public var type: any SliderUnderTest.Type { sendableType }
        /// The mutant, as a sendable metatype (every mutant is main-actor isolated, hence sendable).
        private let sendableType: any (SliderUnderTest & Sendable).Type
        /// What it gets wrong, in one line.
        public let summary: String
        /// True when only NaN or infinite arguments expose it: run the generator with `robustness`.
        public let needsRobustness: Bool
        /// The profile to check it under (the profile of the reference it wraps).
        public let profile: Profile

        /// Creates an entry named after `type`.
        public init(
            _ type: any (SliderUnderTest & Sendable).Type, breaks rule: RuleID, minimalLength: Int, needsRobustness: Bool = false,
            profile: Profile = .documented, _ summary: String
        ) {
            self.name = String(describing: type)
            self.rule = rule
            self.minimalLength = minimalLength
            self.sendableType = type
            self.summary = summary
            self.needsRobustness = needsRobustness
            self.profile = profile
        }
    }

    /// Every mutant, in catalogue order of the rules they break.
    @MainActor public static let all: [Entry] = defaults + value + limits + state + appearance + images + accessibility
        + interfaceBuilder + layout + geometry + tracking + profiles + vocabulary

    /// The mutant named `name`, or nil.
    @MainActor public static func named(_ name: String) -> Entry? { all.first { $0.name == name } }
}
