import SliderSpec

/// Tells what an adapter may not map from what the slider gets wrong, with a few probe sequences
/// run after the run, only when it failed (as `CauseAnalysis` does): nothing is gathered while
/// the run checks its sequences.
///
/// A failure's last operation names a suspect: the Interface Builder attributes its load entered
/// for the fields that differ, the setter kind it performed, or the events it should have sent.
/// A suspect is diagnosed only on total absence together with evidence that the capability works
/// elsewhere, so a slider that stores a wrong value, misses a clamp, or misses an event only
/// sometimes is never diagnosed:
/// - **an attribute** `A` (field `F`): no probe load with `A` entered (a few values) gives `F`
///   another value than a load without it, at least one of them differs from the reference in
///   `F`, and the setter of `F` stores a new value in `F` as the reference does (the slider can
///   hold it; the load never passes it on);
/// - **an operation** `K` (field `F`): no probe `K` (a few values) changes `F`, from a fresh
///   slider nor from the state another path left (a setter ignoring only `false` changes
///   `isContinuous` after a load that cleared it), at least one differs from the reference in
///   `F`, and another path to `F` (`.setValue` for the accessibility text, the load's attribute
///   for a tint, another spelling for the value) changes it as the reference does. A field
///   nothing else sets (the label, the flags, the images, the bounds) is never diagnosed:
///   nothing tells an unmapped setter from a slider that ignores it;
/// - **events**: no probe step (adjustments, and a touch drag when touches are supported)
///   reports any event, at least one expected `valueChanged` there with the value moved as the
///   reference moves it, and no failure of the run observed an event.
///
/// A failure is explained by the diagnosed suspects when its sequence, with them taken out (each
/// no-op removed, each unmapped attribute left out of its loads), no longer fails that way; by
/// events never reported when it differs only in events the implementation did not send, or
/// no longer fails once events are not read at all (the readings they would settle left open). Those
/// failures are charged to no rule; every other stays as it was.
@MainActor
struct AdapterDiagnosis {
    /// The implementation the counterexamples were found on.
    let implementation: SliderImplementation
    /// The profile checked against.
    let profile: Profile
    /// The operation kinds never drawn for the implementation: never probed.
    let unsupported: Set<SliderOperationKind>
    /// The Interface Builder attributes the implementation's revision lacks: never probed.
    let missingAttributes: Set<InterfaceBuilderAttribute>
    /// The observation fields never compared: never suspected.
    let unreadFields: Set<ObservationField>

    /// A suspect: what a failure's last operation says the adapter may not map.
    enum Suspect: Hashable, Comparable {
        /// An Interface Builder attribute.
        case attribute(InterfaceBuilderAttribute)
        /// An operation kind.
        case operation(SliderOperationKind)
        /// The events.
        case events

        /// The canonical order: attributes, then operations, then events, each by name.
        private var order: (Int, String) {
            switch self {
            case let .attribute(attribute): (0, attribute.rawValue)
            case let .operation(kind): (1, kind.rawValue)
            case .events: (2, "")
            }
        }

        /// Whether `lhs` comes first in the canonical order.
        static func < (lhs: Suspect, rhs: Suspect) -> Bool { lhs.order < rhs.order }
    }

    /// The diagnostics `counterexamples` show, in the canonical order, and the counterexamples
    /// none explains, in their order.
    func diagnose(_ counterexamples: [Counterexample]) -> (diagnostics: [AdapterDiagnostic], kept: [Counterexample]) {
        let examined = counterexamples.filter(Self.isExamined)
        var suspects = Set(examined.flatMap(suspects(in:)))
        // An event any failure observed is an event reported.
        if examined.contains(where: { !$0.violation.observed.events.isEmpty }) { suspects.remove(.events) }
        var confirmed: [Suspect: String] = [:]
        for suspect in suspects.sorted() {
            if let evidence = evidence(for: suspect) { confirmed[suspect] = evidence }
        }
        guard !confirmed.isEmpty else { return ([], counterexamples) }
        var explained: [Suspect: [Counterexample]] = [:]
        var kept: [Counterexample] = []
        for counterexample in counterexamples {
            if Self.isExamined(counterexample), let suspect = explainer(of: counterexample, among: Set(confirmed.keys)) {
                explained[suspect, default: []].append(counterexample)
            } else {
                kept.append(counterexample)
            }
        }
        let diagnostics = confirmed.keys.sorted().compactMap { suspect -> AdapterDiagnostic? in
            guard let explains = explained[suspect], let evidence = confirmed[suspect] else { return nil }
            return Self.diagnostic(for: suspect, evidence: evidence, explains: explains)
        }
        return (diagnostics, kept)
    }

    /// Whether `counterexample` is looked at: a failure of the implementation itself, reproduced
    /// from a fresh start.
    private static func isExamined(_ counterexample: Counterexample) -> Bool {
        !counterexample.identity.rule.isProcessFailure && !counterexample.dependsOnEarlierInstances && !counterexample.operations.isEmpty
    }

    /// The suspects `counterexample`'s last step names.
    private func suspects(in counterexample: Counterexample) -> [Suspect] {
        guard let last = counterexample.operations.last else { return [] }
        let differing = Set(counterexample.violation.differingFields)
        var found: [Suspect] = []
        if case let .loadFromInterfaceBuilder(attributes) = last {
            for attribute in Self.entered(in: attributes) where differing.contains(Self.field(of: attribute)) {
                found.append(.attribute(attribute))
            }
        }
        if let field = Self.field(of: last), differing.contains(field), Self.otherPaths(to: field, besides: last.kind) != nil {
            found.append(.operation(last.kind))
        }
        if Self.missesEventsOnly(counterexample.violation) { found.append(.events) }
        return found.filter { suspect in
            switch suspect {
            case let .attribute(attribute): !unreadFields.contains(Self.field(of: attribute))
            case .operation: Self.field(of: last).map { !unreadFields.contains($0) } ?? false
            case .events: !unreadFields.contains(.events)
            }
        }
    }

    /// Whether `violation` differs only in events, expected and not sent.
    static func missesEventsOnly(_ violation: Violation) -> Bool {
        violation.differingFields == [.events] && violation.observed.events.isEmpty && !violation.expected.events.isEmpty
    }

    /// The suspect among `confirmed` that explains `counterexample`, or nil.
    private func explainer(of counterexample: Counterexample, among confirmed: Set<Suspect>) -> Suspect? {
        if confirmed.contains(.events), Self.missesEventsOnly(counterexample.violation) { return .events }
        var used: Set<Suspect> = []
        var variant: [SliderOperation] = []
        for operation in counterexample.operations {
            if confirmed.contains(.operation(operation.kind)) {
                used.insert(.operation(operation.kind))
                continue
            }
            if case var .loadFromInterfaceBuilder(attributes) = operation {
                for attribute in Self.entered(in: attributes) where confirmed.contains(.attribute(attribute)) {
                    attributes = attributes.keeping(Set(InterfaceBuilderAttribute.allCases).subtracting([attribute]))
                    used.insert(.attribute(attribute))
                }
                variant.append(.loadFromInterfaceBuilder(attributes))
                continue
            }
            variant.append(operation)
        }
        if !used.isEmpty, !fails(counterexample, variant, on: implementation) {
            // The suspect of the last operation when it is one, else the first in the canonical order.
            let last = suspects(in: counterexample).filter(used.contains)
            return last.first ?? used.sorted().first
        }
        // Events never reported leave the readings they would settle open: a failure that goes
        // when the events are not read at all (as for an implementation that declares them
        // unsupported) follows from them.
        guard confirmed.contains(.events) else { return nil }
        var withoutEvents = implementation
        withoutEvents.unsupportedObservationFields.insert(.events)
        return fails(counterexample, variant, on: withoutEvents) ? nil : .events
    }

    /// Whether `operations` on `checked` still fails as `counterexample` does.
    private func fails(_ counterexample: Counterexample, _ operations: [SliderOperation], on checked: SliderImplementation) -> Bool {
        let result = SequenceCheck.run(checked, operations, profile: profile, stoppingAt: counterexample.identity)
        return result.firstDivergence(matching: counterexample.identity) != nil
    }

    /// The evidence that confirms `suspect`, or nil when the probes do not.
    private func evidence(for suspect: Suspect) -> String? {
        switch suspect {
        case let .attribute(attribute): attributeEvidence(attribute)
        case let .operation(kind): operationEvidence(kind)
        case .events: eventsEvidence()
        }
    }

    /// The implementation's observation after `operations` from a fresh slider, and whether
    /// `field` differed from the reference at the last step; nil when a probe kind is not drawn.
    func probe(_ operations: [SliderOperation], _ field: ObservationField) -> (observed: SliderObservation, differs: Bool)? {
        guard operations.allSatisfy({ isProbed($0) }) else { return nil }
        let result = SequenceCheck.run(implementation, operations, profile: profile)
        if result.divergences.contains(where: { $0.violation.rule.isProcessFailure }) { return nil }
        let last = operations.count - 1
        let differs = result.divergences.contains { $0.step == last && $0.violation.differingFields.contains(field) }
        return (result.finalObservation, differs)
    }

    /// Whether `operation` may be probed: its kind is drawn, and a load enters only attributes
    /// the implementation's revision has.
    private func isProbed(_ operation: SliderOperation) -> Bool {
        guard !unsupported.contains(operation.kind) else { return false }
        if case let .loadFromInterfaceBuilder(attributes) = operation {
            return Self.entered(in: attributes).allSatisfy { !missingAttributes.contains($0) }
        }
        return true
    }

    /// Evidence that `attribute` never reaches its field while its setter works, or nil.
    private func attributeEvidence(_ attribute: InterfaceBuilderAttribute) -> String? {
        let field = Self.field(of: attribute)
        guard let base = probe([.loadFromInterfaceBuilder(InterfaceBuilderAttributes())], field),
              let fresh = probe([], field) else { return nil }
        var differing = 0
        for attributes in Self.probeLoads(of: attribute) {
            guard let loaded = probe([.loadFromInterfaceBuilder(attributes)], field) else { return nil }
            if field.render(loaded.observed) != field.render(base.observed) { return nil }
            if loaded.differs { differing += 1 }
        }
        guard differing > 0 else { return nil }
        let stored = Self.probeSetters(of: attribute).contains { setter in
            guard let set = probe([setter], field) else { return false }
            return !set.differs && field.render(set.observed) != field.render(fresh.observed)
        }
        guard stored else { return nil }
        return "no load with `\(attribute.rawValue)` entered changed \(field) (\(differing) of \(Self.probeLoads(of: attribute).count) probe loads"
            + " differed from the reference), while its setter stores it"
    }

    /// Evidence that `kind` never changes its field while another path does, or nil.
    private func operationEvidence(_ kind: SliderOperationKind) -> String? {
        let probes = Self.probeOperations(of: kind)
        guard let first = probes.first, let field = Self.field(of: first), let fresh = probe([], field),
              let paths = Self.otherPaths(to: field, besides: kind) else { return nil }
        var differing = 0
        for operation in probes {
            guard let performed = probe([operation], field) else { return nil }
            if field.render(performed.observed) != field.render(fresh.observed) { return nil }
            if performed.differs { differing += 1 }
        }
        guard differing > 0 else { return nil }
        let reached = paths.filter { path in
            guard let other = probe(path, field) else { return false }
            return !other.differs && field.render(other.observed) != field.render(fresh.observed)
        }
        guard let reached = reached.first else { return nil }
        // Nor from the state the other path left: a setter that ignores only one value (`false`,
        // which a fresh slider's `true` hides) changes the field from there.
        guard let there = probe(reached, field) else { return nil }
        for operation in probes {
            guard let after = probe(reached + [operation], field) else { return nil }
            if field.render(after.observed) != field.render(there.observed) { return nil }
        }
        return "no `\(kind.rawValue)` changed \(field) (\(differing) of \(probes.count) probes differed from the reference),"
            + " while `" + reached.map(\.swiftStatement).joined(separator: "; ") + "` does"
    }

    /// Evidence that events are never reported, or nil.
    private func eventsEvidence() -> String? {
        var missed = 0
        var moved = false
        for sequence in Self.eventProbes where sequence.allSatisfy({ isProbed($0) }) {
            let result = SequenceCheck.run(implementation, sequence, profile: profile)
            if result.divergences.contains(where: { $0.violation.rule.isProcessFailure }) { return nil }
            // Every step's own events: each prefix's last.
            for end in sequence.indices {
                let prefix = Array(sequence[...end])
                let observed = end == sequence.count - 1 ? result.finalObservation
                    : SequenceCheck.run(implementation, prefix, profile: profile).finalObservation
                if !observed.events.isEmpty { return nil }
            }
            for divergence in result.divergences where divergence.violation.differingFields.contains(.events)
                && divergence.violation.observed.events.isEmpty && !divergence.violation.expected.events.isEmpty {
                missed += 1
                if !divergence.violation.differingFields.contains(.value) { moved = true }
            }
        }
        guard missed > 0, moved else { return nil }
        return "no probe step reported an event, while the reference expected `valueChanged` at \(missed) of them"
            + " and the value moved as the reference's did"
    }
}
