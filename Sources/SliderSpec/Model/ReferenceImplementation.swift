/// `ReferenceSlider` adopting `SliderUnderTest`, taking the preferred reading of its profile
/// everywhere (real UIKit's where the profile allows it).
///
/// It is checked like any implementation, so a run against it shows the suite itself is sound.
@MainActor
public class ReferenceImplementation: SliderUnderTest {
    /// The profile whose preferred readings this implementation takes.
    public class var profile: Profile { .documented }
    public class var implementationName: String { "reference" }

    /// Everything the implementation keeps, in one stored property. Only `perform` and
    /// `observe()` reach it, one at a time on the main actor.
    // Performance: exclusivity not checked at run time (two checks an operation), measured 267 instructions/op.
    @exclusivity(unchecked) private var state: State

    public required init() {
        state = Self.freshState()
    }

    public required init(interfaceBuilder attributes: InterfaceBuilderAttributes) {
        state = Self.freshState()
        _ = perform(.loadFromInterfaceBuilder(attributes))
    }

    /// The state of a slider just created in code, laid out, one for each of these classes (the
    /// class is not open: its subclasses are the four here, each with a fixed profile). Read
    /// and extended only by `freshState()`, on the main actor.
    private static var freshStates: [(type: ObjectIdentifier, state: State)] = []

    /// A copy of this class's fresh state, made the first time it is asked for.
    // Performance: a cache, saves reading the profile, pinning its readings and laying out each new slider, measured 50 instructions/op.
    private static func freshState() -> State {
        let type = ObjectIdentifier(self)
        for index in freshStates.indices where freshStates[index].type == type { return freshStates[index].state }
        var state = State(profile: profile)
        state.layOut()
        freshStates.append((type, state))
        return state
    }

    /// Performs `operation`; `slider.geometry` always holds the classic layout of the current
    /// state, for touches to read and for `observe()` to report, computed again only when what
    /// it depends on changed (`ClassicLayoutInputs`).
    public func perform(_ operation: SliderOperation) -> [SliderEvent] {
        state.perform(operation, scratch: &OutcomeScratch.outcomes)
    }

    public final func observe() -> SliderObservation { state.observation() }

    /// Writes the observation `observe()` returns into `observation`, field by field.
    public final func observe(into observation: inout SliderObservation) { state.observe(into: &observation) }

    /// The reference's state and the readings it takes.
    private struct State {
        /// The slider and the readings taken, held in the outcome each operation is applied to
        /// (`ReferenceOutcome.becomePreferredOutcome`): its other fields mean nothing here.
        var current: ReferenceOutcome
        /// The profile's features, read once: reading `profile` copies the whole profile.
        let features: Set<ProfileFeature>
        /// What `current.slider.geometry` was last computed from, or nil when it must be computed.
        var layoutInputs: ClassicLayoutInputs?
        /// True when the readings answer every question (a profile's do), so each operation is
        /// applied to `current` in place, which becomes its outcome (`becomePreferredOutcome`);
        /// otherwise the slider applies it (`ReferenceSlider.applyPreferred`).
        let movesSlider: Bool

        init(profile: Profile) {
            // The preferred readings, pinned: each operation then has one outcome, the one the
            // allowed readings would otherwise list first (`ReferenceOutcome.branch`).
            let readings = profile.readings.preferredOnly
            current = ReferenceOutcome(slider: ReferenceSlider(), events: [], rules: [], readings: readings)
            features = profile.features
            movesSlider = readings.answersEveryQuestion
        }

        /// Applies `operation` as `ReferenceImplementation.perform` describes, building its
        /// outcomes in `scratch`, a list kept for its slots.
        mutating func perform(_ operation: SliderOperation, scratch: inout OutcomeList) -> [SliderEvent] {
            let events =
                movesSlider
                ? current.becomePreferredOutcome(of: operation, features: features, scratch: &scratch)
                : current.slider.applyPreferred(
                    operation, readings: &current.readings, features: features, settling: true, outcomes: &scratch)
            // A slider loaded from Interface Builder is a new one, without the geometry.
            if case .loadFromInterfaceBuilder = operation { layoutInputs = nil }
            layOut()
            return events
        }

        /// Computes the slider's geometry, the classic layout of its state, unless what it depends
        /// on is what it was last computed from (every other operation carries the geometry over).
        /// When only the value changed, only the thumb moves: its rectangle is placed again on the
        /// same track at the same size, as `ReferenceSlider.classicGeometry()` places it.
        // Performance: the thumb alone placed again when only the value changed (about half the
        // operations), instead of every rectangle of the layout (callgrind).
        mutating func layOut() {
            let inputs = ClassicLayoutInputs(current.slider)
            guard inputs != layoutInputs else { return }
            if let previous = layoutInputs, inputs.differOnlyInValue(from: previous) {
                let thumb = current.slider.geometry.thumbRect
                current.slider.geometry.thumbRect = current.slider.classicThumbRect(
                    current.slider.geometry.trackRect, value: current.slider.value, size: (thumb.width, thumb.height))
            } else {
                current.slider.geometry = current.slider.classicGeometry()
            }
            layoutInputs = inputs
        }

        /// The slider's observation under the readings taken.
        // Performance: `mutating` only so that `observe()` reaches the stored state in place, not a copy, measured 440 instructions/op.
        mutating func observation() -> SliderObservation { current.slider.observation(readings: current.readings) }

        /// `observation()`, written into `observation` (`mutating` for the same reason).
        mutating func observe(into observation: inout SliderObservation) {
            current.slider.write(into: &observation, readings: current.readings)
        }
    }
}

/// The reference taking real UIKit's readings (`uikit-observed`): a model of `UISlider` itself.
@MainActor
public final class UIKitModelImplementation: ReferenceImplementation {
    public override class var profile: Profile { .uikitObserved }
    public override class var implementationName: String { "uikit-model" }
}

/// The reference under `precision-release`: the release restores a value held long enough nearby.
@MainActor
package final class PrecisionReferenceImplementation: ReferenceImplementation {
    public override class var profile: Profile { .precisionRelease }
    public override class var implementationName: String { "precision-reference" }
}

/// The reference under `value-callout`: it reports a callout over the thumb.
@MainActor
package final class CalloutReferenceImplementation: ReferenceImplementation {
    public override class var profile: Profile { .valueCallout }
    public override class var implementationName: String { "callout-reference" }
}
