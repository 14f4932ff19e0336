/// One revision of the vocabulary a slider adapter speaks, over the wire (PROTOCOL.md, the
/// handshake's `"revision"`) or in Swift (`SliderUnderTest.conformanceRevision`): what it added
/// to the one before. The suite never draws an operation kind or Interface Builder attribute an
/// adapter's revision lacks, never reads an observation field it lacks, and reports the rules
/// that need them as not applicable (protocol revision r).
public struct ProtocolRevision: Sendable, Hashable {
    /// The revision's number, from 1.
    public let number: Int
    /// What it added, in a few words.
    public let summary: String
    /// The operation kinds it added.
    public let operationKinds: Set<SliderOperationKind>
    /// The Interface Builder attributes it added.
    public let attributes: Set<InterfaceBuilderAttribute>
    /// The observation fields it added.
    public let fields: Set<ObservationField>

    /// A revision adding the given vocabulary.
    public init(
        _ number: Int, _ summary: String, operationKinds: Set<SliderOperationKind> = [],
        attributes: Set<InterfaceBuilderAttribute> = [], fields: Set<ObservationField> = []
    ) {
        self.number = number
        self.summary = summary
        self.operationKinds = operationKinds
        self.attributes = attributes
        self.fields = fields
    }

    /// The revision this build speaks: the last of `history`.
    public static let current = 3

    /// The revision a Swift adapter that does not declare `conformanceRevision` is held to: the
    /// revision at which the declaration was introduced. It never changes, so an adapter written
    /// before a later revision never sees what that revision adds.
    public static let undeclaredSwiftRevision = 3

    /// Every revision, in order (PROTOCOL.md, "Revisions").
    public static let history: [ProtocolRevision] = [
        ProtocolRevision(1, "the first revision: the operations, Value attributes and observation of UISlider's API"),
        ProtocolRevision(
            2, "setAccessibilityValue; the Continuous Updates, image and tint attributes; isAccessibilityElement, notEnabled, intrinsic height, callout value",
            operationKinds: [.setAccessibilityValue],
            attributes: [.continuous, .minimumValueImage, .maximumValueImage, .minimumTrackTintColor, .maximumTrackTintColor, .thumbTintColor],
            fields: [.isAccessibilityElement, .accessibilityTraitNotEnabled, .intrinsicContentHeight, .calloutValue]),
        ProtocolRevision(3, "the handshake's \"revision\", \"supported\" and \"unsupportedFields\""),
    ]
}
