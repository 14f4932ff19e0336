/// What one revision lacks of a history of revisions.
public struct RevisionGap: Sendable, Hashable {
    /// The revision the adapter speaks.
    public let revision: Int
    /// Operation kinds added after it: never drawn.
    public let operationKinds: Set<SliderOperationKind>
    /// Interface Builder attributes added after it: never entered.
    public let attributes: Set<InterfaceBuilderAttribute>
    /// Observation fields added after it: never read.
    public let fields: Set<ObservationField>

    /// What `revision` lacks of `history` (by default the suite's own).
    public init(revision: Int, history: [ProtocolRevision] = ProtocolRevision.history) {
        let later = history.filter { $0.number > revision }
        self.revision = revision
        operationKinds = Set(later.flatMap(\.operationKinds))
        attributes = Set(later.flatMap(\.attributes))
        fields = Set(later.flatMap(\.fields))
    }

    /// The attributes a load may carry at this revision.
    public var keptAttributes: Set<InterfaceBuilderAttribute> { Set(InterfaceBuilderAttribute.allCases).subtracting(attributes) }

    /// True when the revision lacks nothing.
    public var isEmpty: Bool { operationKinds.isEmpty && attributes.isEmpty && fields.isEmpty }
}
