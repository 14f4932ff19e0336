import SliderSpec
import SliderWire

/// Reduces a failing sequence to a minimal one that still fails with the same identity (the
/// same rule, shown by the same field, caused by the same kind of operation).
///
/// A candidate is kept only when it fails with that identity and shows no divergence before it
/// whose identity the sequence being shrunk did not also show before it, so shrinking never
/// slips onto another, earlier bug that happens to produce the same identity later; and only
/// when every operation is one the generator can draw (`OperationGenerator.Options.admits`),
/// or one the sequence came with, and its touch times never go backwards (unless the sequence's
/// did: `OperationGenerator.Options.admitsTimes(of:)`).
///
/// Passes, repeated to a fixed point: delete runs of operations adaptively (from the end, one
/// operation, then as many before it as still fail the same way, found by doubling and halving),
/// then small chunks at every position; then replace each operation by simpler versions
/// (`OperationSimplifier`); on short sequences, every numeric argument the failure does not need
/// set to its canonical value (0, the default bounds' side), then the ones it needs lowered by
/// halving, whatever their size, bounds moving the touches after them; at their fixed point,
/// passes toward one canonical result whatever the seed (`Shrinker+…` files: runs replaced by
/// one setter, numbers lowered digit by digit, alone and in pairs that move together, gestures
/// moved and mirrored, flags swapped), then the kinds sorted and everything tried again. Every accepted candidate is cut after its failing step, and every
/// attempt stops at the step that shows the target failure. The number of attempts grows with
/// the operations the failure needs times the logarithm of the length, not with the length
/// squared. Deterministic: the same failure always shrinks to the same result, whatever the
/// machine's load or the subject's speed. Caps on successful shrinks, attempts in a row without
/// progress and attempts in all give a partial result, marked as such, instead of running on;
/// an optional wall-clock safety net does too, and says so (`stoppedBySafetyNet`).
@MainActor
public struct Shrinker {
    /// The result of shrinking.
    public struct Result: Sendable {
        /// The shrunk sequence.
        public let operations: [SliderOperation]
        /// The violation it shows.
        public let violation: Violation
        /// Successful shrinks made.
        public let shrinks: Int
        /// Candidates tried.
        public let attempts: Int
        /// The cap that stopped shrinking before a fixed point, or nil when it reached one.
        public let stoppedBy: String?
        /// Whether that cap was the wall-clock safety net (`ShrinkLimits.seconds`): the result
        /// then depends on the machine's speed.
        public let stoppedBySafetyNet: Bool
    }

    /// The implementation whose failure it shrinks.
    public let implementation: SliderImplementation
    /// The profile the failure was found under.
    public let profile: Profile
    /// The caps.
    public let limits: ShrinkLimits
    /// Whether a candidate must fail this way at its first divergence (as runs that stop at the
    /// first did), or anywhere in a check that goes on past divergences.
    public let stopAtFirst: Bool
    /// The operation kinds the implementation does not support: no candidate contains one.
    public let unsupportedKinds: Set<SliderOperationKind>
    /// What the generator could draw: every candidate's operations are admitted by it
    /// (`OperationGenerator.Options.admits`), or are operations of the sequence being shrunk.
    public let domain: OperationGenerator.Options
    /// When a shrink stops early, keeping the smallest failure so far (default: once the process
    /// is interrupted).
    public var stop: StopCondition = .interruption

    /// Creates a shrinker for the Swift type `implementation` (see `init(_:profile:limits:stopAtFirst:unsupportedKinds:domain:)` on a value).
    public init<Implementation: SliderUnderTest>(
        _ implementation: Implementation.Type, profile: Profile, limits: ShrinkLimits = ShrinkLimits(),
        stopAtFirst: Bool = false, unsupportedKinds: Set<SliderOperationKind> = [], domain: OperationGenerator.Options = .init()
    ) {
        self.init(
            SliderImplementation(implementation), profile: profile, limits: limits, stopAtFirst: stopAtFirst, unsupportedKinds: unsupportedKinds,
            domain: domain)
    }

    /// Creates a shrinker; `unsupportedKinds` adds to the implementation's own
    /// (`SliderImplementation.undrawnOperationKinds`). `domain` is
    /// the generator's options the failure was found with (default: the default options), its
    /// kinds without the unsupported ones.
    public init(
        _ implementation: SliderImplementation, profile: Profile, limits: ShrinkLimits = ShrinkLimits(),
        stopAtFirst: Bool = false, unsupportedKinds: Set<SliderOperationKind> = [], domain: OperationGenerator.Options = .init()
    ) {
        self.implementation = implementation
        self.profile = profile
        self.limits = limits
        self.stopAtFirst = stopAtFirst
        let unsupported = unsupportedKinds.union(implementation.undrawnOperationKinds())
        self.unsupportedKinds = unsupported
        var domain = domain
        domain.kinds.removeAll { unsupported.contains($0) }
        domain.attributes.subtract(implementation.revisionGap().attributes)
        self.domain = domain
    }

    /// Shrinks `operations`, which must fail with `violation`.
    /// A child process implementation checks every attempt on a fresh slider of the child that
    /// runs (PROTOCOL.md), its operations sent ahead when the child takes pipelined requests.
    public func shrink(_ operations: [SliderOperation], violation: Violation) -> Result {
        search(operations, violation: violation)
    }

    /// Whether `operations` fails with `identity` when run once more (in the child that serves
    /// only confirmations, for a child process implementation: `SliderHost.startConfirmation()`):
    /// a shrunk result is confirmed so before it is saved.
    public func confirms(_ operations: [SliderOperation], failWith identity: FailureIdentity) -> Bool {
        implementation.host?.startConfirmation()
        let result = SequenceCheck.run(implementation, operations, profile: profile, stopAtFirst: stopAtFirst)
        return result.divergences.contains { $0.violation.identity == identity }
    }

    /// Shrinks `operations` to a fixed point of the passes, or until a cap stops it.
    private func search(_ operations: [SliderOperation], violation: Violation) -> Result {
        var search = Search(
            implementation: implementation, profile: profile, limits: limits, stop: stop, stopAtFirst: stopAtFirst, unsupported: unsupportedKinds,
            domain: domain, target: violation.identity, best: operations, violation: violation)
        search.start()
        var changed = true
        while changed, search.stoppedBy == nil {
            changed = search.deleteChunks()
            // Before the one-step simplifications, which would walk a far number back a step at a time.
            if search.stoppedBy == nil, search.best.count <= Search.wholeNumberPassLength {
                if search.setArgumentsToCanonicalValues() { changed = true }
                if search.stoppedBy == nil, search.lowerWholeNumbers() { changed = true }
            }
            if search.stoppedBy == nil, search.simplifyOperations() { changed = true }
            // Only at a fixed point of the cheap passes: shorter beats simpler.
            if search.stoppedBy == nil, search.simplifyStatesTogether() { changed = true }
            if !changed, search.stoppedBy == nil, search.foldIntoLoad() { changed = true }
            if !changed, search.stoppedBy == nil, search.deleteAndAdjust() { changed = true }
            if !changed, search.stoppedBy == nil, search.replaceRunsBySetters() { changed = true }
            if !changed, search.stoppedBy == nil, search.lowerDigits() { changed = true }
            if !changed, search.stoppedBy == nil, search.lowerPairsTogether() { changed = true }
            if !changed, search.stoppedBy == nil, search.translateGestures() { changed = true }
            if !changed, search.stoppedBy == nil, search.mirrorGestures() { changed = true }
            if !changed, search.stoppedBy == nil, search.moveTouchDownsAway() { changed = true }
            // Same length: an operation of an earlier kind (a setter before a load or a touch).
            if !changed, search.stoppedBy == nil, search.replaceByEarlierKinds() { changed = true }
            if !changed, search.stoppedBy == nil, search.swapPartsTogether() { changed = true }
            if !changed, search.stoppedBy == nil, search.swapFlagsTogether() { changed = true }
            if !changed, search.stoppedBy == nil, search.replacePairsByEarlierKinds() { changed = true }
            if !changed, search.stoppedBy == nil, search.simplifyBeforeATouch() { changed = true }
            if !changed, search.stoppedBy == nil, search.replaceByOneOperation() { changed = true }
            // At a fixed point, the kinds in canonical order, then every pass again: operations
            // that sorting made neighbours may now go as one run.
            if !changed, search.stoppedBy == nil, search.sortIntoCanonicalOrder() { changed = true }
        }
        if search.stoppedBy == nil { search.renameTokensInOrderOfUse() }
        return Result(
            operations: search.best, violation: search.violation, shrinks: search.shrinks, attempts: search.attempts,
            stoppedBy: search.stoppedBy, stoppedBySafetyNet: search.stoppedBySafetyNet)
    }

    /// The largest chunk the small-chunk pass deletes at every position (the adaptive pass
    /// deletes longer runs).
    public nonisolated static var smallChunk: Int { 8 }

    /// The chunk sizes tried by the deletion pass for a sequence of `count` operations: powers
    /// of two from the largest below `count` down to 1.
    public nonisolated static func chunkSizes(for count: Int) -> [Int] {
        var sizes: [Int] = []
        var size = 1
        while size < count { size *= 2 }
        while size >= 1 {
            if size <= count { sizes.append(size) }
            size /= 2
        }
        return sizes
    }

    /// The state of one shrink (its passes are spread over `Shrinker+…` files).
    @MainActor
    struct Search {
        let implementation: SliderImplementation
        let profile: Profile
        let limits: ShrinkLimits
        let stop: StopCondition
        let stopAtFirst: Bool
        let unsupported: Set<SliderOperationKind>
        let domain: OperationGenerator.Options
        let target: FailureIdentity
        var best: [SliderOperation]
        var violation: Violation
        var shrinks = 0
        var attempts = 0
        var stalled = 0
        var stoppedBy: String?
        var stoppedBySafetyNet = false
        let started = ContinuousClock.now
        /// The identities of the divergences `best` shows before its first divergence with the
        /// target identity: a candidate may show these before it, and no others.
        var earlier: Set<FailureIdentity> = []
        /// The operations outside `domain` that the sequence came with (a corpus entry written
        /// by hand, or under other options), as `String(describing:)` prints them (NaN is not
        /// equal to itself): candidates may keep these.
        var outsideDomain: Set<String> = []
        /// Every sequence `best` has been: a candidate that would make it one of these again
        /// is not kept, so passes that each make a sequence simpler in their own order can never
        /// take turns undoing each other until a cap stops them.
        var reached: Set<[SliderOperation]> = []
        /// Whether candidates' touch times must never go backwards
        /// (`OperationGenerator.Options.admitsTimes(of:)`): unless the sequence came with times
        /// that do.
        var checksTimes = true

        init(
            implementation: SliderImplementation, profile: Profile, limits: ShrinkLimits, stop: StopCondition, stopAtFirst: Bool,
            unsupported: Set<SliderOperationKind>, domain: OperationGenerator.Options, target: FailureIdentity, best: [SliderOperation],
            violation: Violation
        ) {
            self.implementation = implementation
            self.profile = profile
            self.limits = limits
            self.stop = stop
            self.stopAtFirst = stopAtFirst
            self.unsupported = unsupported
            self.domain = domain
            self.target = target
            self.best = best
            self.violation = violation
        }

        /// Records what the sequence being shrunk shows before its target divergence, and the
        /// operations it has outside the domain. Not counted as an attempt.
        mutating func start() {
            reached = [best]
            outsideDomain = Set(best.filter { !domain.admits($0) }.map { String(describing: $0) })
            checksTimes = domain.admitsTimes(of: best)
            implementation.host?.plan(best)
            let result = SequenceCheck.run(implementation, best, profile: profile, stopAtFirst: stopAtFirst, stoppingAt: target)
            let index = result.divergences.firstIndex { $0.violation.identity == target } ?? result.divergences.endIndex
            earlier = Set(result.divergences[..<index].map(\.violation.identity))
        }

        /// Whether `operation` may appear in a candidate: the generator can draw it, or the
        /// sequence came with it.
        func admits(_ operation: SliderOperation) -> Bool {
            domain.admits(operation) || (!outsideDomain.isEmpty && outsideDomain.contains(String(describing: operation)))
        }

        /// Tries `candidate`; keeps it (cut after its failing step) when it fails with the target
        /// identity and shows no other divergence before that one than `best` did.
        mutating func attempt(_ candidate: [SliderOperation]) -> Bool {
            if stoppedBy != nil { return false }
            if !unsupported.isEmpty, candidate.contains(where: { unsupported.contains($0.kind) }) { return false }
            if !candidate.allSatisfy({ admits($0) }) || (checksTimes && !domain.admitsTimes(of: candidate)) { return false }
            if reached.contains(candidate) { return false }
            attempts += 1
            implementation.host?.plan(candidate)
            let result = SequenceCheck.run(
                implementation, candidate, profile: profile, stopAtFirst: stopAtFirst, stoppingAt: target)
            if let index = result.divergences.firstIndex(where: { $0.violation.identity == target }),
                result.divergences[..<index].allSatisfy({ earlier.contains($0.violation.identity) })
            {
                let found = result.divergences[index]
                let kept = Array(candidate.prefix(found.step + 1))
                guard reached.insert(kept).inserted else {
                    stalled += 1
                    checkShrinkLimits()
                    return false
                }
                best = kept
                violation = found.violation
                earlier = Set(result.divergences[..<index].map(\.violation.identity))
                shrinks += 1
                stalled = 0
                checkShrinkLimits()
                return true
            }
            stalled += 1
            checkShrinkLimits()
            return false
        }

        mutating func checkShrinkLimits() {
            if shrinks >= limits.maxShrinks {
                stoppedBy = "\(limits.maxShrinks) successful shrinks"
            } else if stalled >= limits.maxStalledAttempts {
                stoppedBy = "\(limits.maxStalledAttempts) attempts without progress"
            } else if attempts >= limits.maxAttempts {
                stoppedBy = "\(limits.maxAttempts) attempts in all"
            } else if let seconds = limits.seconds, ContinuousClock.now - started > .seconds(seconds) {
                stoppedBy = ShrinkLimits.safetyNetCap(seconds)
                stoppedBySafetyNet = true
            } else if stop.isMet() {
                stoppedBy = "an interruption"
            }
        }

        /// Deletes runs adaptively, then small chunks at every position; returns whether anything
        /// was deleted.
        mutating func deleteChunks() -> Bool {
            var changed = deleteAdaptively()
            // Pairs and small groups that must go together (a flag set and set back).
            for size in Shrinker.chunkSizes(for: best.count) where size <= Shrinker.smallChunk {
                var start = 0
                while start + size <= best.count, stoppedBy == nil {
                    if delete(start..<start + size, from: best) {
                        changed = true
                    } else {
                        start += 1
                    }
                }
            }
            return changed
        }

        /// Deletes `range` from `base`, moving later touches with the thumb (then, on short
        /// sequences, mirroring them about it) when the plain deletion fails; true when a
        /// candidate was kept.
        mutating func delete(_ range: Range<Int>, from base: [SliderOperation]) -> Bool {
            var candidate = base
            candidate.removeSubrange(range)
            if attempt(candidate) { return true }
            if stoppedBy == nil, let moved = reanchored(candidate, removed: range, original: base), attempt(moved) { return true }
            if stoppedBy == nil, base.count <= Self.mirroredTouchLength { return attemptMirrored(candidate, removed: range, original: base) }
            return false
        }

        /// From the end backwards: deletes the operation before `end`; when that works, finds
        /// how many operations before `end` can go at once by doubling, then halving between
        /// the last success and the first failure (Hypothesis's adaptive deletion). Each position
        /// costs one attempt unless something is deleted there, so a failure that needs k of n
        /// operations shrinks in about n + 2k·log₂ n attempts, most of them short.
        mutating func deleteAdaptively() -> Bool {
            var changed = false
            var end = best.count
            while stoppedBy == nil {
                end = min(end, best.count)
                guard end > 0 else { break }
                let base = best
                guard delete(end - 1..<end, from: base) else {
                    end -= 1
                    continue
                }
                changed = true
                var good = 1
                var bad: Int?
                while bad == nil, good < end, stoppedBy == nil {
                    let size = min(good * 2, end)
                    if delete(end - size..<end, from: base) { good = size } else { bad = size }
                }
                while let failed = bad, failed - good > 1, stoppedBy == nil {
                    let size = (good + failed) / 2
                    if delete(end - size..<end, from: base) { good = size } else { bad = size }
                }
                end -= good
            }
            return changed
        }

        /// Deletes one operation while giving another a canonical argument (0, 1, a limit, the
        /// value, `.normal`…), even a less simple one: a shorter sequence beats a simpler one.
        /// Stops at the first success; returns whether it found one.
        mutating func deleteAndAdjust() -> Bool {
            guard best.count >= 2 else { return false }
            let originalStates = Self.states(of: best, profile: profile)
            for removed in best.indices.reversed() {
                var base = best
                base.remove(at: removed)
                let states = Self.states(of: base, profile: profile)
                for index in base.indices {
                    let original = originalStates[index < removed ? index : index + 1]
                    var alternatives = OperationSimplifier.alternatives(for: base[index], before: states[index])
                    // A value keeps its place in the range when the deletion changed the range.
                    if case let .setValue(value) = base[index], let moved = Self.sameFraction(value, from: original, to: states[index]) {
                        alternatives.insert(.setValue(moved), at: 0)
                    }
                    for alternative in alternatives {
                        var candidate = base
                        candidate[index] = alternative
                        if attempt(candidate) { return true }
                        if stoppedBy != nil { return false }
                    }
                }
            }
            return false
        }

        /// `value` moved from `original`'s range to the same fraction of `now`'s, or nil when the
        /// ranges are the same or empty.
        static func sameFraction(_ value: Float, from original: ReferenceSlider, to now: ReferenceSlider) -> Float? {
            guard original.minimumValue != now.minimumValue || original.maximumValue != now.maximumValue,
                original.maximumValue > original.minimumValue, now.maximumValue > now.minimumValue else { return nil }
            let fraction = original.fractionOfRange(value)
            let moved = Float(Double(now.minimumValue) + fraction * (Double(now.maximumValue) - Double(now.minimumValue)))
            return moved.isFinite && moved != value ? moved : nil
        }

        /// Replaces a control state that several operations share with a simpler one in all of
        /// them at once (a bug that needs two images for the same state keeps needing that).
        mutating func simplifyStatesTogether() -> Bool {
            let used = Set(best.compactMap { operation -> ControlState? in
                if case let .setImage(_, _, state) = operation { return state }
                return nil
            })
            func key(_ state: ControlState) -> (Int, UInt) { (state.rawValue.nonzeroBitCount, state.rawValue) }
            for state in used.sorted(by: { key($0) < key($1) }).reversed() {
                for simpler in ControlState.all where key(simpler) < key(state) {
                    let candidate = best.map { operation -> SliderOperation in
                        if case let .setImage(part, image, state2) = operation, state2 == state { return .setImage(part, image, for: simpler) }
                        return operation
                    }
                    if attempt(candidate) { return true }
                    if stoppedBy != nil { return false }
                }
            }
            return false
        }

        /// Renames image and colour tokens in order of first use (`image-1`, then `image-2`), so
        /// the same bug shows the same names whatever the generator happened to draw.
        mutating func renameTokensInOrderOfUse() {
            var images: [ImageToken: ImageToken] = [:]
            var colors: [ColorToken: ColorToken] = [:]
            for operation in best {
                for image in operation.tokens.images where images[image] == nil && ImageToken.palette.contains(image) {
                    images[image] = ImageToken.palette[images.count]
                }
                for color in operation.tokens.colors where colors[color] == nil && ColorToken.palette.contains(color) {
                    colors[color] = ColorToken.palette[colors.count]
                }
            }
            func rename(_ image: ImageToken?) -> ImageToken? { image.map { images[$0] ?? $0 } }
            let candidate = best.map { operation -> SliderOperation in
                switch operation {
                case let .setImage(part, image, state): .setImage(part, rename(image), for: state)
                case let .setMinimumValueImage(image): .setMinimumValueImage(rename(image))
                case let .setMaximumValueImage(image): .setMaximumValueImage(rename(image))
                case let .setTintColor(part, color): .setTintColor(part, color.map { colors[$0] ?? $0 })
                case var .loadFromInterfaceBuilder(attributes):
                    {
                        attributes.minimumValueImage = rename(attributes.minimumValueImage)
                        attributes.maximumValueImage = rename(attributes.maximumValueImage)
                        attributes.minimumTrackTintColor = attributes.minimumTrackTintColor.map { colors[$0] ?? $0 }
                        attributes.maximumTrackTintColor = attributes.maximumTrackTintColor.map { colors[$0] ?? $0 }
                        attributes.thumbTintColor = attributes.thumbTintColor.map { colors[$0] ?? $0 }
                        return .loadFromInterfaceBuilder(attributes)
                    }()
                default: operation
                }
            }
            if candidate != best { _ = attempt(candidate) }
        }

        /// Swaps neighbouring operations into the catalogue's order of kinds wherever the
        /// failure stays the same, so different seeds end at the same sequence. Returns whether
        /// any moved.
        mutating func sortIntoCanonicalOrder() -> Bool {
            var changed = false
            var swapped = true
            while swapped, stoppedBy == nil {
                swapped = false
                var index = 0
                // The sequence may shorten as it goes: the bound is read on every step.
                while index + 1 < best.count, stoppedBy == nil {
                    // Each accepted swap removes an inversion (or shortens the sequence), so this ends.
                    if Self.kindOrder(best[index + 1]) < Self.kindOrder(best[index]) {
                        var candidate = best
                        candidate.swapAt(index, index + 1)
                        if attempt(candidate) { swapped = true }
                    }
                    index += 1
                }
                changed = changed || swapped
            }
            return changed
        }

        /// An operation kind's position in `SliderOperationKind.allCases`.
        static func kindOrder(_ operation: SliderOperation) -> Int {
            SliderOperationKind.allCases.firstIndex(of: operation.kind) ?? 0
        }

        /// Replaces operations by simpler ones, left to right; returns whether any changed.
        mutating func simplifyOperations() -> Bool {
            var changed = false
            var index = 0
            var states = Self.states(of: best, profile: profile)
            while index < best.count, stoppedBy == nil {
                let before = states[index]
                var improved = false
                for simpler in OperationSimplifier.candidates(for: best[index], before: before) {
                    var candidate = best
                    candidate[index] = simpler
                    if attemptMovingTouchesWithBounds(candidate, changedAt: index) {
                        improved = true
                        changed = true
                        states = Self.states(of: best, profile: profile)
                        break
                    }
                }
                if !improved { index += 1 }
            }
            return changed
        }

        /// The reference's state before each operation of `operations` and after the last, laid
        /// out with the classic geometry (a stand-in for the implementation's own).
        static func states(of operations: [SliderOperation], profile: Profile) -> [ReferenceSlider] {
            var reference = ReferenceSlider()
            var states: [ReferenceSlider] = []
            for operation in operations {
                reference.geometry = reference.classicGeometry()
                states.append(reference)
                reference = reference.outcomes(of: operation, readings: profile.readings, features: profile.features).first?.slider
                    ?? reference
            }
            reference.geometry = reference.classicGeometry()
            states.append(reference)
            return states
        }

        /// `candidate` (which is `best` without `removed`) with each later touch moved by as much
        /// as the thumb moved: a touch that landed on the thumb because of the deleted operations
        /// still lands on it. Nil when no touch follows the deletion.
        func reanchored(_ candidate: [SliderOperation], removed: Range<Int>, original base: [SliderOperation]) -> [SliderOperation]? {
            guard candidate[removed.lowerBound...].contains(where: \.isTouch) else { return nil }
            let original = Self.states(of: base, profile: profile)
            let shortened = Self.states(of: candidate, profile: profile)
            var result = candidate
            var shift = (x: 0.0, y: 0.0)
            for index in removed.lowerBound..<candidate.count {
                func moved(_ touch: Touch) -> Touch { Touch(x: touch.x + shift.x, y: touch.y + shift.y, time: touch.time) }
                switch candidate[index] {
                case let .touchBegan(touch):
                    let was = original[index + removed.count].geometry.thumbRect, now = shortened[index].geometry.thumbRect
                    shift = (now.midX - was.midX, now.midY - was.midY)
                    result[index] = .touchBegan(moved(touch))
                case let .touchMoved(touch): result[index] = .touchMoved(moved(touch))
                case let .touchEnded(touch): result[index] = .touchEnded(moved(touch))
                default: break
                }
            }
            return result == candidate ? nil : result
        }
    }
}
