/// The protocol a slider implementation adopts to be checked against the specification.
///
/// Adopt it directly on your control, or on a thin adapter that wraps it (a real `UISlider`, or
/// a control from another toolkit). The suite creates a fresh instance for every sequence,
/// performs operations one at a time (`SliderInstance`), and reads an observation after each.
/// A slider in another process needs no Swift type: `slider-conformance fuzz --exec` reaches it
/// through the wire protocol (PROTOCOL.md).
///
/// Images and colours travel as tokens (`ImageToken`, `ColorToken`): an adapter maps each token
/// to one image or colour object of its own and back. The README shows a complete adapter for
/// `UISlider`.
@MainActor
public protocol SliderUnderTest: SliderInstance {
    /// A human-readable name for reports, e.g. `SampleSlider`.
    static var implementationName: String { get }

    /// Creates a slider in code, as `UISlider(frame:)` does.
    init()

    /// Creates a slider as an app loads one from an Interface Builder document in which these
    /// Value attributes were entered.
    init(interfaceBuilder attributes: InterfaceBuilderAttributes)

    /// The operation kinds the implementation cannot perform (a real `UISlider` cannot be
    /// touched from code, say): the one way to declare what it supports. The suite never
    /// generates them, not even as the continuation of a touch or the layout before one, and
    /// reports the rules that need them as not applicable. Kinds added after the
    /// implementation's `conformanceRevision` are never drawn either. Empty by default.
    static var unsupportedOperationKinds: Set<SliderOperationKind> { get }

    /// The observation fields the implementation cannot read (a toolkit with no accessible text
    /// reports no `accessibilityValue`, say). The suite never compares them, so they never
    /// differ, and reports the rules that can be decided only by them as not applicable. Empty
    /// by default.
    static var unsupportedObservationFields: Set<ObservationField> { get }

    /// The protocol revision the adapter was written to (PROTOCOL.md, "Revisions"): the suite
    /// never draws an operation kind or Interface Builder attribute a later revision added,
    /// never reads a field a later revision added, and reports the rules that need them as not
    /// applicable. By default `ProtocolRevision.undeclaredSwiftRevision` (3), whatever later
    /// versions add; declare `static var conformanceRevision: Int { 4 }` to be checked on what
    /// revision 4 adds.
    static var conformanceRevision: Int { get }
}

extension SliderUnderTest {
    /// The type's name.
    public static var implementationName: String { String(describing: self) }

    /// None: every operation kind is supported.
    public static var unsupportedOperationKinds: Set<SliderOperationKind> { [] }

    /// None: every observation field is read.
    public static var unsupportedObservationFields: Set<ObservationField> { [] }

    /// `ProtocolRevision.undeclaredSwiftRevision`: the revision at which the declaration was introduced.
    public static var conformanceRevision: Int { ProtocolRevision.undeclaredSwiftRevision }

    /// What the implementation's revision lacks of `history` (by default the suite's own).
    public static func revisionGap(history: [ProtocolRevision] = ProtocolRevision.history) -> RevisionGap {
        SliderImplementation(self).revisionGap(history: history)
    }

    /// The operation kinds never drawn for the implementation (`SliderImplementation.undrawnOperationKinds`).
    public static func undrawnOperationKinds(history: [ProtocolRevision] = ProtocolRevision.history) -> Set<SliderOperationKind> {
        SliderImplementation(self).undrawnOperationKinds(history: history)
    }

    /// The observation fields never read: those it declares unsupported and those its revision lacks.
    public static func unreadObservationFields(history: [ProtocolRevision] = ProtocolRevision.history) -> Set<ObservationField> {
        SliderImplementation(self).unreadObservationFields(history: history)
    }
}
